// Money-moving requests per second through HTTP, against pgbench's built-in TPC-B-like script on the
// same PostgreSQL with the same number of clients, in one run (bench/ledger.ts, bench/payments.ts).
//
// Settings: BENCH_DURATION seconds of measurement per side (default 12, after a 3 s warm-up), split
// into 3 alternating rounds (pgbench, HTTP, pgbench, HTTP, ...) so a busy shared machine weighs on both
// alike; BENCH_CONNECTIONS (default 8) is both the autocannon connections and the pgbench clients, and
// pgbench's scale (one branch per client, as its documentation advises). The server runs as operators
// run it (production mode, requests validated) in its own process, on a scratch database of its own;
// pgbench gets another scratch database on the same server. Without DATABASE_URL the server embeds
// PGlite and there is no baseline.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import autocannon from "autocannon";
import { scratchDatabase } from "../../packages/server/test/harness.ts";
import { cpuBetween, sampleCpu } from "./cpu.ts";
import { writeResults } from "./results.ts";
import { startTarget, stopTarget } from "./target.ts";

const run = promisify(execFile);
const DURATION = Number(process.env.BENCH_DURATION ?? 12);
const ROUNDS = 3;
export const CLIENTS = Number(process.env.BENCH_CONNECTIONS ?? 8);
/** pgbench's scale: one branch per client, as its documentation advises (so one row is not the hot spot). */
const SCALE = CLIENTS;
const DATABASE_URL = process.env.DATABASE_URL || undefined;

/** One JSON call to the target; anything but 2xx throws with the answer. */
export const call = async (url: string, method: string, path: string, token?: string, body?: unknown) => {
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

/** A registered user's token. */
export const registerUser = async (url: string, label: string): Promise<string> =>
  (
    (await call(url, "POST", "/api/auth/register", undefined, {
      email: `bench-${label}-${Date.now()}-${randomBytes(3).toString("hex")}@example.test`,
      password: "bench password",
      name: `Bench ${label}`,
    })) as { token: string }
  ).token;

/** The request each autocannon request sends (a new one every time: random parties). */
export type MoneyRequest = { path: string; token: string; body: unknown };

export type MoneyBench<S> = {
  /** Results file name (`results/<name>-<time>.json`) and the route, for the table. */
  name: string;
  route: string;
  check: string;
  /** Server settings beyond the production defaults (limits the load would hit). */
  env?: Record<string, string>;
  seed: (url: string) => Promise<S>;
  next: (state: S) => MoneyRequest;
};

type HttpRound = {
  tps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU µs per request: the server's, and PostgreSQL's (every process of the server, on this machine). */
  serverCpuUs: number | undefined;
  postgresCpuUs: number | undefined;
};
type PgbenchRound = { tps: number; latencyMs: number };

const measureHttp = async <S>(
  target: { url: string; pid: number | undefined },
  bench: MoneyBench<S>,
  state: S,
  duration: number,
): Promise<HttpRound> => {
  const { url } = target;
  const before = sampleCpu(target.pid);
  const result = await autocannon({
    url,
    connections: CLIENTS,
    duration,
    requests: [
      {
        method: "POST",
        setupRequest: (request: Record<string, unknown>) => {
          const next = bench.next(state);
          return {
            ...request,
            path: next.path,
            headers: { authorization: `Bearer ${next.token}`, "content-type": "application/json" },
            body: JSON.stringify(next.body),
          };
        },
      },
    ],
  });
  const cpu = cpuBetween(before, sampleCpu(target.pid));
  const perRequest = (seconds: number | undefined) =>
    seconds === undefined || result.requests.total === 0 ? undefined : (seconds * 1e6) / result.requests.total;
  return {
    tps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    serverCpuUs: perRequest(cpu.server),
    // On the embedded database PostgreSQL runs inside the server: there is no separate figure.
    postgresCpuUs: DATABASE_URL ? perRequest(cpu.postgres) : undefined,
  };
};

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

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
/** The mean, rounded to a µs, of figures every round has; undefined when one lacks it. */
const meanOf = (values: (number | undefined)[]) =>
  values.every((v) => v !== undefined) ? Math.round(mean(values as number[])) : undefined;

/** Runs the bench, prints its tables, writes its results and sets the exit code from its checks. */
export const runVersusPgbench = async <S>(bench: MoneyBench<S>): Promise<void> => {
  const serverEnv: Record<string, string> = {
    DB_POOL_SIZE: String(Math.max(10, CLIENTS * 2)),
    // Production mode requires key-encryption keys for signing keys and personal data.
    SIGNING_KEY_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    TRANSPARENCY_LOG_KEY: randomBytes(32).toString("base64"),
    PERSONAL_DATA_KEY: randomBytes(32).toString("base64"),
    ...bench.env,
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
      const state = await bench.seed(server.url);
      if (scratchPgbench) await initPgbench(scratchPgbench.url);
      const target = { url: server.url, pid: server.child.pid };
      await measureHttp(target, bench, state, 3); // warm-up: JIT, pool, caches
      const slice = Math.max(1, Math.round(DURATION / ROUNDS));
      for (let round = 0; round < ROUNDS; round++) {
        if (scratchPgbench) pgbenchRounds.push(await measurePgbench(scratchPgbench.url, slice));
        httpRounds.push(await measureHttp(target, bench, state, slice));
      }
    } finally {
      await stopTarget(server);
    }
  } finally {
    await scratchServer?.drop();
    await scratchPgbench?.drop();
  }

  const http = {
    tps: Math.round(mean(httpRounds.map((r) => r.tps))),
    p50: Math.max(...httpRounds.map((r) => r.p50)),
    p99: Math.max(...httpRounds.map((r) => r.p99)),
    non2xx: httpRounds.reduce((n, r) => n + r.non2xx, 0),
    errors: httpRounds.reduce((n, r) => n + r.errors, 0),
    rounds: httpRounds.map((r) => Math.round(r.tps)),
    serverCpuUs: meanOf(httpRounds.map((r) => r.serverCpuUs)),
    postgresCpuUs: meanOf(httpRounds.map((r) => r.postgresCpuUs)),
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
      scenario: `${bench.route}, ${CLIENTS} connections (${database})`,
      "per s": http.tps,
      rounds: http.rounds.join(" / "),
      "p50 ms (worst round)": http.p50,
      "p99 ms (worst round)": http.p99,
      "non-2xx": http.non2xx,
      errors: http.errors,
      "CPU µs/req server": http.serverCpuUs ?? "",
      "CPU µs/req PostgreSQL": http.postgresCpuUs ?? "",
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
            "CPU µs/req server": "",
            "CPU µs/req PostgreSQL": "",
          },
        ]
      : []),
  ]);
  const ratio = pgbench ? http.tps / pgbench.tps : undefined;
  const checks = [
    ...(ratio === undefined ? [] : [{ check: bench.check, value: `${(ratio * 100).toFixed(1)}%`, pass: ratio >= 0.5 }]),
    {
      check: "no non-2xx responses or errors",
      value: String(http.non2xx + http.errors),
      pass: http.non2xx + http.errors === 0,
    },
  ];
  console.table(checks);

  writeResults(bench.name, {
    database,
    durationSeconds: DURATION,
    clients: CLIENTS,
    pgbenchScale: pgbench ? SCALE : undefined,
    requests: http,
    pgbench,
    checks,
  });
  process.exitCode = checks.every((c) => c.pass) ? 0 : 1;
};
