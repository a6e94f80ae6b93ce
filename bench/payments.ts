// P2P transfers of KZT (`POST /api/payments/transfer`: the amount and its 0.1% fee, the transfer's
// row and the payee's notification, in one transaction) per second through HTTP, against pgbench's
// built-in TPC-B-like script on the same PostgreSQL with the same number of clients, in one run.
// Target: at least 50% of pgbench's figure. Settings and method: bench/lib/versus-pgbench.ts.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:payments   # vs pgbench
//   npm run bench:payments                                                        # embedded PGlite, no baseline
import { call, registerUser, runVersusPgbench } from "./lib/versus-pgbench.ts";

/** 64 wallets, so two of 8 concurrent transfers share one about 12% of the time (either side). */
const USERS = 64;

type Holder = { token: string; walletId: string };

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

await runVersusPgbench({
  name: "payments",
  route: "POST /api/payments/transfer",
  check: "P2P transfers ≥ 50% of pgbench TPC-B tps",
  // Production mode, so test mode is chosen explicitly: deposits are simulated (PAYMENTS_MODE).
  env: { RATE_LIMIT_AUTH_PER_IP: "100000", PAYMENTS_UNVERIFIED_DAILY_OUTFLOW: "100000000", PAYMENTS_MODE: "test" },
  /** Users with wallets, each funded through a hosted checkout session paid in test mode. */
  seed: async (url) => {
    const holders: Holder[] = [];
    for (let u = 0; u < USERS; u++) {
      const token = await registerUser(url, `payments-${u}`);
      const wallet = (await call(url, "POST", "/api/payments/wallets", token)) as { id: string };
      const session = (await call(url, "POST", "/api/payments/deposit/checkout", token, {
        walletId: wallet.id,
        amount: 1_000_000,
      })) as { token: string };
      await call(url, "POST", "/api/payments/deposit/checkout/complete", undefined, { token: session.token });
      holders.push({ token, walletId: wallet.id });
    }
    return holders;
  },
  /** Random transfers of 1 KZT (fee 0.01) between two different wallets. */
  next: (holders) => {
    const from = pick(holders);
    let to = from;
    while (to === from) to = pick(holders);
    return {
      path: "/api/payments/transfer",
      token: from.token,
      body: { from: from.walletId, to: to.walletId, amount: 1 },
    };
  },
});
