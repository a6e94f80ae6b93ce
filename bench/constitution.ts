// The governance module's public, anonymous routes against Express hello world, in one run:
//
// 1. `POST /api/constitution/classify` (the model on a JSON body of eight sliders, contract validation
//    of the body included). Target: ≥ 80% of express hello world.
// 2. `GET /api/constitution/public/presets`, a cached public list (bytes and ETag made at start-up),
//    answered in full each time (no If-None-Match). Target: ≥ 70% of express hello world.
// 3. The same list revalidated with `If-None-Match` (a 304), shown for comparison.
//
//   npm run bench:constitution
//
// The server is the real one (bench/targets/server.ts: production mode, embedded database, rate limits
// out of reach). Settings: BENCH_DURATION seconds per scenario and round (default 8, after a 2 s warm-up
// in the first round), BENCH_ROUNDS (default 2: every scenario once a round, in reverse order every other
// round; each ratio is the mean of its rounds' ratios), BENCH_CONNECTIONS (default 32). The load average
// is printed before and after: on a shared machine, compare ratios, not req/s.
import { loadavg } from "node:os";
import { writeResults } from "./lib/results.ts";
import { measureInRounds, percent, ratioOf, type Scenario, summarize } from "./lib/rounds.ts";
import { startTarget, stopTarget } from "./lib/target.ts";

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

const sliders = {
  floor: 90,
  ruleOfLaw: 90,
  rotation: 80,
  transparency: 90,
  multiStatus: 75,
  skinInGame: 60,
  polycentricity: 60,
  positiveSum: 80,
};

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const loadBefore = load();
console.log(`load average before: ${loadBefore}`);

const express = await startTarget("targets/express-hello.ts");
const server = await startTarget("targets/server.ts");
let measured: Awaited<ReturnType<typeof measureInRounds>>;
try {
  const presets = await fetch(`${server.url}/api/constitution/public/presets`);
  const etag = presets.headers.get("etag") ?? "";
  await presets.arrayBuffer();
  const scenarios: Scenario[] = [
    { name: "express hello world", url: `${express.url}/`, request: {} },
    {
      name: "POST /api/constitution/classify",
      url: `${server.url}/api/constitution/classify`,
      request: { method: "POST", body: { sliders } },
    },
    { name: "GET /api/constitution/public/presets", url: `${server.url}/api/constitution/public/presets`, request: {} },
    {
      name: "GET /api/constitution/public/presets (304)",
      url: `${server.url}/api/constitution/public/presets`,
      request: { headers: { "if-none-match": etag } },
    },
  ];
  measured = await measureInRounds(scenarios, { rounds: ROUNDS, duration: DURATION, connections: CONNECTIONS });
} finally {
  await Promise.all([stopTarget(express), stopTarget(server)]);
}
const loadAfter = load();

const results = summarize(measured);
const baseline = results.find((r) => r.name === "express hello world")!.rps;
console.table(
  results.map((r) => ({
    scenario: r.name,
    "req/s": r.rps,
    "vs express": (r.rps / baseline).toFixed(2),
    "p50 ms": r.p50,
    "p99 ms": r.p99,
    rounds: r.rounds.join(" / "),
  })),
);
const classify = ratioOf(measured, "POST /api/constitution/classify", "express hello world")!;
const list = ratioOf(measured, "GET /api/constitution/public/presets", "express hello world")!;
// 304s are not 2xx for autocannon; every other scenario must answer 2xx only.
const failures = results.filter((r) => !r.name.endsWith("(304)")).reduce((n, r) => n + r.non2xx + r.errors, 0);
const checks = [
  { check: "classify ≥ 80% of express hello world", value: percent(classify), pass: classify.mean >= 0.8 },
  { check: "cached public list ≥ 70% of express hello world", value: percent(list), pass: list.mean >= 0.7 },
  { check: "no errors or unexpected statuses", value: String(failures), pass: failures === 0 },
];
console.table(checks);
console.log(`load average before: ${loadBefore}; after: ${loadAfter} (2 cores, shared)`);
writeResults("constitution", {
  durationSeconds: DURATION,
  rounds: ROUNDS,
  connections: CONNECTIONS,
  loadAverage: { before: loadBefore, after: loadAfter },
  results,
  checks,
});
process.exitCode = checks.every((c) => c.pass) ? 0 : 1;
