// Wallet transfers per second through HTTP, against pgbench's built-in TPC-B-like script on the same
// PostgreSQL with the same number of clients, in one run. Target: at least 50% of pgbench's figure,
// p99 latency reported. Settings and method: bench/lib/versus-pgbench.ts.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:ledger   # vs pgbench
//   npm run bench:ledger                                                        # embedded PGlite, no baseline
import { call, registerUser, runVersusPgbench } from "./lib/versus-pgbench.ts";

/**
 * Users and accounts the transfers move between: 128 accounts, so two of 8 concurrent transfers share
 * an account about 3% of the time (with 32 accounts, 12%: a hot-spot test rather than a wallet's load).
 */
const USERS = 16;
const ACCOUNTS_PER_USER = 8;

type Holder = { token: string; accounts: string[] };

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

await runVersusPgbench({
  name: "ledger",
  route: "POST /api/ledger/transfer",
  check: "transfers ≥ 50% of pgbench TPC-B tps",
  env: { TOPUP_LIMIT_PER_HOUR: "100000" },
  /** Users with funded accounts: each account gets the faucet's largest top-up. */
  seed: async (url) => {
    const holders: Holder[] = [];
    for (let u = 0; u < USERS; u++) {
      const token = await registerUser(url, `ledger-${u}`);
      for (let a = 1; a < ACCOUNTS_PER_USER; a++) await call(url, "POST", "/api/ledger/accounts", token);
      const list = (await call(url, "GET", "/api/ledger/accounts", token)) as { items: { id: string }[] };
      const accounts = list.items.map((item) => item.id);
      for (const accountId of accounts) {
        await call(url, "POST", "/api/ledger/topup", token, { accountId, amount: 1_000_000 });
      }
      holders.push({ token, accounts });
    }
    return { holders, all: holders.flatMap((h) => h.accounts) };
  },
  /** Random transfers of 0.01 TNU: from an account of a random user to any other account. */
  next: ({ holders, all }) => {
    const holder = pick(holders);
    const from = pick(holder.accounts);
    let to = from;
    while (to === from) to = pick(all);
    return { path: "/api/ledger/transfer", token: holder.token, body: { from, to, amount: 0.01 } };
  },
});
