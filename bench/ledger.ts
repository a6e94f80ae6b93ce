// Wallet transfers per second through HTTP, against pgbench's built-in TPC-B-like script on the same
// PostgreSQL with the same number of clients, in one run. Target: at least 50% of pgbench's figure,
// p99 latency reported.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:ledger   # vs pgbench
//   npm run bench:ledger                                                        # embedded PGlite, no baseline
//
// Settings: BENCH_DURATION seconds of measurement per side (default 12, after a 3 s warm-up), split
// into 3 alternating rounds (pgbench, HTTP, pgbench, HTTP, ...) so a busy shared machine weighs on both
// alike; BENCH_CONNECTIONS (default 8) is both the autocannon connections and the pgbench clients, and
// pgbench's scale (one branch per client, as its documentation advises). The server runs as operators
// run it (production mode, requests validated) in its own process, on a scratch database of its own;
// pgbench gets another scratch database on the same server.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import autocannon from "autocannon";
import { scratchDatabase } from "../packages/server/test/harness.ts";
import { writeResults } from "./lib/results.ts";
import { startTarget, stopTarget } from "./lib/target.ts";

const run = promisify(execFile);
const DURATION = Number(process.env.BENCH_DURATION ?? 12);
const ROUNDS = 3;
const CLIENTS = Number(process.env.BENCH_CONNECTIONS ?? 8);
/** pgbench's scale: one branch per client, as its documentation advises (so one row is not the hot spot). */
const SCALE = CLIENTS;
const DATABASE_URL = process.env.DATABASE_URL || undefined;

/**
 * Users and accounts the transfers move between: 128 accounts, so two of 8 concurrent transfers share
 * an account about 3% of the time (with 32 accounts, 12%: a hot-spot test rather than a wallet's load).
 */
const USERS = 16;
const ACCOUNTS_PER_USER = 8;

const call = async (url: string, method: string, path: string, token?: string, body?: unknown) => {
  const res = await fetch(url + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
};

type Holder = { token: string; accounts: string[] };

/** Users with funded accounts: each account gets the faucet's largest top-up. */
const seed = async (url: string): Promise<Holder[]> => {
  const holders: Holder[] = [];
  for (let u = 0; u < USERS; u++) {
    const reg = (await call(url, "POST", "/api/auth/register", undefined, {
      email: `bench-ledger-${Date.now()}-${u}@example.test`,
      password: "bench password",
      name: `Bench ${u}`,
    })) as { token: string };
    for (let a = 1; a < ACCOUNTS_PER_USER; a++) await call(url, "POST", "/api/ledger/accounts", reg.token);
    const list = (await call(url, "GET", "/api/ledger/accounts", reg.token)) as { items: { id: string }[] };
    const accounts = list.items.map((item) => item.id);
    for (const accountId of accounts) {
      await call(url, "POST", "/api/ledger/topup", reg.token, { accountId, amount: 1_000_000 });
    }
    holders.push({ token: reg.token, accounts });
  }
  return holders;
};

type HttpRound = { tps: number; p50: number; p99: number; non2xx: number; errors: number };

/** Random transfers of 0.01 TNU: from an account of a random user to any other account. */
const measureTransfers = async (url: string, holders: Holder[], duration: number): Promise<HttpRound> => {
  const all = holders.flatMap((h) => h.accounts);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
  const result = await autocannon({
    url,
    connections: CLIENTS,
    duration,
    requests: [
      {
        method: "POST",
        path: "/api/ledger/transfer",
        setupRequest: (request: Record<string, unknown>) => {
          const holder = pick(holders);
          const from = pick(holder.accounts);
          let to = from;
          while (to === from) to = pick(all);
          return {
            ...request,
            headers: { authorization: `Bearer ${holder.token}`, "content-type": "application/json" },
            body: JSON.stringify({ from, to, amount: 0.01 }),
          };
        },
      },
    ],
  });
  return {
    tps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
};

type PgbenchRound = { tps: number; latencyMs: number };

const initPgbench = (url: string) => run("pgbench", ["-i", "-q", "-s", String(SCALE), url], { maxBuffer: 1 << 24 });

/** pgbench's built-in TPC-B-like script for `duration` seconds. */
const measurePgbench = async (url: string, duration: number): Promise<PgbenchRound> => {
  const { stdout } = await run("pgbench", ["-c", String(CLIENTS), "-j", "2", "-T", String(duration), url], {
    maxBuffer: 1 << 24,
  });
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  const latency = /latency average = ([\d.]+) ms/.exec(stdout);
  if (!tps) throw new Error(`could not read pgbench's output:\n${stdout}`);
  return { tps: Number(tps[1]), latencyMs: Number(latency?.[1] ?? Number.NaN) };
};

const serverEnv: Record<string, string> = {
  TOPUP_LIMIT_PER_HOUR: "100000",
  DB_POOL_SIZE: String(Math.max(10, CLIENTS * 2)),
  // Production mode requires key-encryption keys for signing keys and personal data; this run uses neither.
  SIGNING_KEY_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  PERSONAL_DATA_KEY: randomBytes(32).toString("base64"),
};
const scratchServer = DATABASE_URL ? await scratchDatabase(DATABASE_URL) : undefined;
const scratchPgbench = DATABASE_URL ? await scratchDatabase(DATABASE_URL) : undefined;
const httpRounds: HttpRound[] = [];
const pgbenchRounds: PgbenchRound[] = [];
try {
  const server = await startTarget("targets/server.ts", {
    env: scratchServer ? { ...serverEnv, DATABASE_URL: scratchServer.url } : serverEnv,
  });
  try {
    const holders = await seed(server.url);
    if (scratchPgbench) await initPgbench(scratchPgbench.url);
    await measureTransfers(server.url, holders, 3); // warm-up: JIT, pool, caches
    const slice = Math.max(1, Math.round(DURATION / ROUNDS));
    for (let round = 0; round < ROUNDS; round++) {
      if (scratchPgbench) pgbenchRounds.push(await measurePgbench(scratchPgbench.url, slice));
      httpRounds.push(await measureTransfers(server.url, holders, slice));
    }
  } finally {
    await stopTarget(server);
  }
} finally {
  await scratchServer?.drop();
  await scratchPgbench?.drop();
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const http = {
  tps: Math.round(mean(httpRounds.map((r) => r.tps))),
  p50: Math.max(...httpRounds.map((r) => r.p50)),
  p99: Math.max(...httpRounds.map((r) => r.p99)),
  non2xx: httpRounds.reduce((n, r) => n + r.non2xx, 0),
  errors: httpRounds.reduce((n, r) => n + r.errors, 0),
  rounds: httpRounds.map((r) => Math.round(r.tps)),
};
const pgbench =
  pgbenchRounds.length > 0
    ? {
        tps: Math.round(mean(pgbenchRounds.map((r) => r.tps))),
        latencyMs: Number(mean(pgbenchRounds.map((r) => r.latencyMs)).toFixed(2)),
        rounds: pgbenchRounds.map((r) => Math.round(r.tps)),
      }
    : undefined;

const database = DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite";
console.table([
  {
    scenario: `POST /api/ledger/transfer, ${CLIENTS} connections (${database})`,
    "per s": http.tps,
    rounds: http.rounds.join(" / "),
    "p50 ms (worst round)": http.p50,
    "p99 ms (worst round)": http.p99,
    "non-2xx": http.non2xx,
    errors: http.errors,
  },
  ...(pgbench
    ? [
        {
          scenario: `pgbench TPC-B-like, ${CLIENTS} clients, scale ${SCALE}`,
          "per s": pgbench.tps,
          rounds: pgbench.rounds.join(" / "),
          "p50 ms (worst round)": `avg ${pgbench.latencyMs}`,
          "p99 ms (worst round)": "",
          "non-2xx": "",
          errors: "",
        },
      ]
    : []),
]);
const ratio = pgbench ? http.tps / pgbench.tps : undefined;
const checks = [
  ...(ratio === undefined
    ? []
    : [{ check: "transfers ≥ 50% of pgbench TPC-B tps", value: `${(ratio * 100).toFixed(1)}%`, pass: ratio >= 0.5 }]),
  {
    check: "no non-2xx responses or errors",
    value: String(http.non2xx + http.errors),
    pass: http.non2xx + http.errors === 0,
  },
];
console.table(checks);

writeResults("ledger", {
  database,
  durationSeconds: DURATION,
  clients: CLIENTS,
  pgbenchScale: pgbench ? SCALE : undefined,
  transfers: http,
  pgbench,
  checks,
});
process.exitCode = checks.every((c) => c.pass) ? 0 : 1;
