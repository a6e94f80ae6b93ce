// Client overhead: the same request sequence through the published clients (@trustplane/sdk-fintech and
// @trustplane/sdk-catalog, the built packages, imported by name as an integrator would) and through raw
// `fetch` with the same headers and JSON parsing, in one run against the real server in its own process.
//
//   npm run bench:client                                        # builds the clients, 3 pairs of 8 s rounds
//   npm run bench:client -- --rounds 5 --round-ms 5000 --concurrency 16
//   npm run bench:client:cpu-profile                            # where the client spends its time
//
// One sequence = GET /api/auth/me, GET /api/ledger/accounts, GET /api/ledger/operations?limit=20,
// GET /api/hub/catalog, one after another; `concurrency` sequences are in flight at once. Rounds
// alternate SDK / fetch so drift on the shared machine falls on both alike. Besides sequences/s and
// latency, each round records this process's CPU time per sequence: that is the client's own cost,
// visible even when the server (the other core) is what bounds throughput.
import { parseArgs } from "node:util";
import { createCatalogClient } from "@trustplane/sdk-catalog";
import { createFintechClient } from "@trustplane/sdk-fintech";
import { writeResults } from "./lib/results.ts";
import { startTarget, stopTarget } from "./lib/target.ts";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    "round-ms": { type: "string", default: "8000" },
    concurrency: { type: "string", default: "16" },
  },
});
const ROUNDS = Number(args.rounds); // pairs of rounds: one SDK, one fetch
const ROUND_MS = Number(args["round-ms"]);
const CONCURRENCY = Number(args.concurrency);
const WARM_UP_MS = 2000;
const TARGET_SLOWDOWN = 0.1;

const postJson = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};

/** A fresh user with a topped-up wallet, set up through plain fetch so both clients start equal. */
const setUp = async (url: string): Promise<string> => {
  const { token } = (await postJson(`${url}/api/auth/register`, {
    email: `bench-client-${Date.now()}@example.test`,
    password: "bench password",
    name: "Bench",
  })) as { token: string };
  const authorization = `Bearer ${token}`;
  const accounts = await fetch(`${url}/api/ledger/accounts`, { headers: { authorization } });
  const wallet = ((await accounts.json()) as { items: { id: string }[] }).items[0];
  if (!wallet) throw new Error("the new user has no wallet account");
  // A few top-ups so the operations page holds several rows to serialize and parse.
  for (let i = 0; i < 5; i++) {
    await postJson(
      `${url}/api/ledger/topup`,
      { accountId: wallet.id, amount: 20 },
      { authorization, "idempotency-key": crypto.randomUUID() },
    );
  }
  return token;
};

type Sequence = () => Promise<void>;

const sdkSequence = (url: string, token: string): Sequence => {
  const fintech = createFintechClient({ baseUrl: url, token });
  const catalog = createCatalogClient({ baseUrl: url, token });
  return async () => {
    await fintech.auth.me();
    await fintech.ledger.accounts.list();
    await fintech.ledger.operations.list({ limit: 20 });
    await catalog.hub.catalog.list();
  };
};

const fetchSequence = (url: string, token: string): Sequence => {
  // The headers the SDK sends on these GETs: the bearer token (fetch adds the rest itself).
  const headers = { authorization: `Bearer ${token}` };
  const get = async (path: string) => {
    const res = await fetch(url + path, { headers });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  return async () => {
    await get("/api/auth/me");
    await get("/api/ledger/accounts");
    await get("/api/ledger/operations?limit=20");
    await get("/api/hub/catalog");
  };
};

type Round = { sequences: number; errors: number; seconds: number; cpuMicros: number; latencies: number[] };

/** Keeps `CONCURRENCY` sequences in flight for `ms`, timing each. */
const round = async (sequence: Sequence, ms: number): Promise<Round> => {
  const latencies: number[] = [];
  let errors = 0;
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const deadline = start + ms;
  const worker = async () => {
    while (performance.now() < deadline) {
      const began = performance.now();
      try {
        await sequence();
        latencies.push(performance.now() - began);
      } catch (error) {
        if (errors++ === 0) console.error(error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { sequences: latencies.length, errors, seconds, cpuMicros: cpu.user + cpu.system, latencies };
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const summarize = (name: string, rounds: Round[]) => {
  const sequences = rounds.reduce((n, r) => n + r.sequences, 0);
  const seconds = rounds.reduce((n, r) => n + r.seconds, 0);
  const cpuMicros = rounds.reduce((n, r) => n + r.cpuMicros, 0);
  const latencies = rounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
  return {
    client: name,
    sequencesPerSecond: Math.round(sequences / seconds),
    perRound: rounds.map((r) => Math.round(r.sequences / r.seconds)),
    p50Ms: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
    clientCpuMicrosPerSequence: Math.round(cpuMicros / sequences),
    sequences,
    errors: rounds.reduce((n, r) => n + r.errors, 0),
  };
};

const target = await startTarget("targets/server.ts");
let sdk: ReturnType<typeof summarize>;
let raw: ReturnType<typeof summarize>;
try {
  const token = await setUp(target.url);
  const clients = { sdk: sdkSequence(target.url, token), fetch: fetchSequence(target.url, token) };
  // Warm-up: JIT, connection pool and the server's caches, for both clients.
  await round(clients.sdk, WARM_UP_MS);
  await round(clients.fetch, WARM_UP_MS);
  const sdkRounds: Round[] = [];
  const fetchRounds: Round[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    // Alternate which goes first, so neither always runs on the warmer (or more loaded) side of a pair.
    const order = i % 2 === 0 ? (["sdk", "fetch"] as const) : (["fetch", "sdk"] as const);
    for (const name of order) {
      const result = await round(clients[name], ROUND_MS);
      (name === "sdk" ? sdkRounds : fetchRounds).push(result);
      console.log(`round ${i + 1} ${name}: ${Math.round(result.sequences / result.seconds)} sequences/s`);
    }
  }
  sdk = summarize("sdk (@trustplane/sdk-fintech + sdk-catalog)", sdkRounds);
  raw = summarize("raw fetch", fetchRounds);
} finally {
  await stopTarget(target);
}

const ratio = sdk.sequencesPerSecond / raw.sequencesPerSecond;
const slowdown = 1 - ratio;
// Each pair ran back to back, so its ratio is the least touched by load that comes and goes between pairs.
const pairRatios = sdk.perRound.map((sdkRate, i) => Number((sdkRate / raw.perRound[i]!).toFixed(3)));
const relative = (r: number) =>
  r <= 1 ? `${((1 - r) * 100).toFixed(1)}% slower` : `${((r - 1) * 100).toFixed(1)}% faster`;
console.table(
  [sdk, raw].map((r) => ({
    client: r.client,
    "sequences/s": r.sequencesPerSecond,
    "per round": r.perRound.join(" "),
    "p50 ms": r.p50Ms,
    "p99 ms": r.p99Ms,
    "client CPU µs/seq": r.clientCpuMicrosPerSequence,
    errors: r.errors,
  })),
);
const checks = [
  {
    check: `SDK at most ${TARGET_SLOWDOWN * 100}% slower than raw fetch (sequences/s)`,
    value: `${(ratio * 100).toFixed(1)}% of fetch (${relative(ratio)}); per pair ${pairRatios.join(" ")}`,
    pass: slowdown <= TARGET_SLOWDOWN,
  },
  { check: "no errors", value: String(sdk.errors + raw.errors), pass: sdk.errors + raw.errors === 0 },
];
console.table(checks);
console.log(
  `client CPU per sequence: SDK ${sdk.clientCpuMicrosPerSequence} µs, fetch ${raw.clientCpuMicrosPerSequence} µs ` +
    `(+${sdk.clientCpuMicrosPerSequence - raw.clientCpuMicrosPerSequence} µs, ` +
    `${((sdk.clientCpuMicrosPerSequence - raw.clientCpuMicrosPerSequence) / 4).toFixed(0)} µs per request)`,
);

writeResults("client-overhead", {
  rounds: ROUNDS,
  roundMs: ROUND_MS,
  concurrency: CONCURRENCY,
  sequence: [
    "GET /api/auth/me",
    "GET /api/ledger/accounts",
    "GET /api/ledger/operations?limit=20",
    "GET /api/hub/catalog",
  ],
  results: [sdk, raw],
  ratio: Number(ratio.toFixed(4)),
  pairRatios,
  checks,
});
process.exitCode = checks.every((c) => c.pass) ? 0 : 1;
