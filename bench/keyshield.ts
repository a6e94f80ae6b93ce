// Threshold keys through HTTP: `POST /api/keyshield/derive` (an Ed25519 key split 2 of 3: a key pair made,
// a data key split with shamir-secret-sharing, the seed encrypted and sealed, the key and its audit entry
// inserted) and `POST /api/keyshield/recover` (the same key's 2 shares checked against their
// fingerprints, combined, the seed opened and a message signed, an audit entry inserted) req/s against
// Express hello world, in the same run. Also the floor: the scheme's own work in this process (lock: split
// + encrypt; open: combine + decrypt), next to Express hello world's time per request.
//
//   npm run bench:keyshield                                                          # embedded PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:keyshield    # a scratch database there
//
// Settings: BENCH_DURATION seconds per scenario and round (default 8, after a 2 s warm-up in the first
// round), BENCH_ROUNDS (default 2: every scenario once per round, in reverse order every other round; each
// ratio is the mean of its rounds' ratios), BENCH_CONNECTIONS (default 32).
import { cpus, loadavg } from "node:os";
import { lockSecret, openSecret } from "../packages/server/src/modules/keyshield/vault.ts";
import { scratchDatabase } from "../packages/server/test/harness.ts";
import { tokenFor } from "./lib/auth.ts";
import { writeResults } from "./lib/results.ts";
import { type Measured, measureInRounds, percent, ratioOf, type Scenario, summarize } from "./lib/rounds.ts";
import { startTarget, stopTarget, type Target } from "./lib/target.ts";

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DATABASE_URL = process.env.DATABASE_URL || undefined;

const HELLO = "express hello world";
const DERIVE = "POST /api/keyshield/derive (ed25519, 2 of 3)";
const RECOVER = "POST /api/keyshield/recover (2 shares, sign)";

// --- the floor: the scheme's own work in this process ------------------------------------------------

const FLOOR_MS = 350;

/** Microseconds per call of `op`, the median of three rounds of FLOOR_MS each, after one untimed round. */
const microsPerCall = async (op: () => Promise<unknown>): Promise<number> => {
  const rounds: number[] = [];
  for (let round = 0; round < 4; round++) {
    let count = 0;
    const started = performance.now();
    const until = started + FLOOR_MS;
    while (performance.now() < until) {
      for (let i = 0; i < 20; i++) await op();
      count += 20;
    }
    if (round > 0) rounds.push(((performance.now() - started) * 1000) / count);
  }
  return Number(rounds.sort((a, b) => a - b)[1]!.toFixed(1));
};

const secret = new Uint8Array(32).fill(7);
const aad = "trustplane:keyshield:bench:1:ed25519";
const locked = await lockSecret(secret, aad, 3, 2);
const opened = await openSecret(locked.shares.slice(0, 2), aad, locked.ciphertext);
if (!opened || Buffer.compare(opened, Buffer.from(secret)) !== 0) throw new Error("the vault does not round-trip");
const lockMicros = await microsPerCall(() => lockSecret(secret, aad, 3, 2));
const openMicros = await microsPerCall(() => openSecret(locked.shares.slice(0, 2), aad, locked.ciphertext));
console.log(`in process: lock (split 2 of 3 + encrypt) ${lockMicros} µs, open (combine + decrypt) ${openMicros} µs`);

// --- the run -----------------------------------------------------------------------------------------

const loadBefore = loadavg().map((l) => Number(l.toFixed(2)));
console.log(`load average before: ${loadBefore.join(" ")} (1, 5, 15 min; ${cpus().length} cores)`);

const scratch = DATABASE_URL ? await scratchDatabase(DATABASE_URL) : undefined;
const targets = [
  await startTarget("targets/express-hello.ts"),
  await startTarget("targets/server.ts", { env: scratch ? { DATABASE_URL: scratch.url } : {} }),
];
const [hello, server] = targets as [Target, Target];

let measured: Measured = new Map();
try {
  const token = await tokenFor(server.url);
  const headers = { authorization: `Bearer ${token}` };
  const deriveBody = { kind: "ed25519", threshold: 2, shares: 3 };
  // One key whose shares every recovery uses; both routes answer what the bench expects before anything is measured.
  const derived = await fetch(`${server.url}/api/keyshield/derive`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(deriveBody),
  });
  if (derived.status !== 201) throw new Error(`derive answered ${derived.status}: ${await derived.text()}`);
  const { key, shares } = (await derived.json()) as { key: { id: string }; shares: string[] };
  const recoverBody = { keyId: key.id, shares: shares.slice(0, 2), message: "release v1.2.0" };
  const recovered = await fetch(`${server.url}/api/keyshield/recover`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(recoverBody),
  });
  if (recovered.status !== 200) throw new Error(`recover answered ${recovered.status}: ${await recovered.text()}`);

  const scenarios: Scenario[] = [
    { name: HELLO, url: hello.url, request: {} },
    { name: DERIVE, url: `${server.url}/api/keyshield/derive`, request: { method: "POST", body: deriveBody, headers } },
    {
      name: RECOVER,
      url: `${server.url}/api/keyshield/recover`,
      request: { method: "POST", body: recoverBody, headers },
    },
  ];
  measured = await measureInRounds(scenarios, { rounds: ROUNDS, duration: DURATION, connections: CONNECTIONS });
} finally {
  for (const target of targets) await stopTarget(target);
  await scratch?.drop();
}
const loadAfter = loadavg().map((l) => Number(l.toFixed(2)));

const results = summarize(measured);
const express = results.find((r) => r.name === HELLO)!.rps;
console.log(
  `\nHTTP, ${CONNECTIONS} connections, ${ROUNDS} round(s) of ${DURATION} s per scenario, database: ${scratch ? "PostgreSQL" : "embedded PGlite"}; ` +
    `load average ${loadBefore.join(" ")} before, ${loadAfter.join(" ")} after`,
);
console.table(
  results.map((r) => ({
    scenario: r.name,
    "req/s": r.rps,
    rounds: r.rounds.join(" / "),
    "vs express": (r.rps / express).toFixed(2),
    "p50 ms": r.p50,
    "p99 ms": r.p99,
    "non-2xx": r.non2xx,
    errors: r.errors,
  })),
);
const deriveRatio = ratioOf(measured, DERIVE, HELLO)!;
const recoverRatio = ratioOf(measured, RECOVER, HELLO)!;
const expressMicros = Number((1e6 / express).toFixed(1));

const checks = [
  { check: "derive vs express hello world (reported)", value: percent(deriveRatio), pass: true },
  { check: "recover vs express hello world (reported)", value: percent(recoverRatio), pass: true },
  {
    check: "the scheme's floor in process (reported)",
    value: `lock ${lockMicros} µs, open ${openMicros} µs; express hello world ${expressMicros} µs a request`,
    pass: true,
  },
  {
    check: "no non-2xx responses or errors",
    value: String(results.reduce((n, r) => n + r.non2xx + r.errors, 0)),
    pass: results.every((r) => r.non2xx === 0 && r.errors === 0),
  },
];
console.table(checks);

writeResults("keyshield", {
  database: scratch ? "postgres" : "embedded",
  durationSeconds: DURATION,
  rounds: ROUNDS,
  connections: CONNECTIONS,
  loadAverage: { before: loadBefore, after: loadAfter },
  results,
  ratios: { derive: deriveRatio, recover: recoverRatio },
  floor: { lockMicros, openMicros, expressMicros },
  checks,
});
process.exitCode = checks.every((c) => c.pass) ? 0 : 1;
