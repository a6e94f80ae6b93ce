// Ed25519 signing, in one run:
//  1. signatures and verifications per second in this process through node:crypto (what the server
//     uses) and @noble/ed25519 (what the client packages' offline verifier uses), sync (SHA-512 from
//     node:crypto) and async (Web Crypto SHA-512), over the same canonical payload bytes;
//  2. HTTP requests per second of POST /api/signing/sign and /api/signing/verify (and a 100-item v2
//     batch) through the real server, against baselines measured in the same run that do each route's
//     irreducible work in an Express hello world (bench/targets/sign-baseline.ts: sign the canonical
//     payload with node:crypto and durably insert one receipt row through pg into the same PostgreSQL;
//     bench/targets/verify-baseline.ts: verify one signature with node:crypto), and Express hello world.
//     Targets: sign ≥ 70% of the sign baseline, verify ≥ 90% of the verify baseline.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:signing   # scratch databases there
//   npm run bench:signing                         # embedded PGlite: no sign baseline (it needs PostgreSQL)
//
// Settings: BENCH_DURATION seconds per HTTP scenario and round (default 8, after a 2 s warm-up in the
// first round), BENCH_ROUNDS (default 2: every scenario is measured once per round, in reverse order
// every other round, so a machine that gets busier or quieter weighs on a route and its baseline alike;
// each ratio is the mean of its rounds' ratios), BENCH_CONNECTIONS (default 32), DB_POOL_SIZE (the server's
// and the sign baseline's pool, default 10 as the server's). Crypto rates are the median of three
// 1-second rounds.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from "node:crypto";
import * as noble from "@noble/ed25519";
import { canonicalize } from "@trustplane/canonical-json";
import { scratchDatabase } from "../packages/server/test/harness.ts";
import { writeResults } from "./lib/results.ts";
import { type Measured, measureInRounds, percent, ratioOf, type Scenario, summarize } from "./lib/rounds.ts";
import { startTarget, stopTarget } from "./lib/target.ts";

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** Each in-process crypto measurement: the median of three rounds this long. */
const CRYPTO_MS = 1000;
const DATABASE_URL = process.env.DATABASE_URL || undefined;

const payload = {
  invoice: "INV-2026-0042",
  amount: 1250.75,
  currency: "TNU",
  lines: [
    { sku: "A-1", qty: 2, price: 500 },
    { sku: "B-7", qty: 1, price: 250.75 },
  ],
  issuedAt: "2026-11-22T08:00:00.000Z",
};

// --- 1. crypto in process ----------------------------------------------------------------------------

noble.hashes.sha512 = (message) => createHash("sha512").update(message).digest();

/** Operations per second of `op`, the median of three rounds of CRYPTO_MS each. */
const rate = async (op: () => unknown | Promise<unknown>): Promise<number> => {
  const rounds: number[] = [];
  for (let round = 0; round < 3; round++) {
    let count = 0;
    const started = performance.now();
    const until = started + CRYPTO_MS;
    while (performance.now() < until) {
      for (let i = 0; i < 20; i++) await op();
      count += 20;
    }
    rounds.push((count * 1000) / (performance.now() - started));
  }
  return Math.round(rounds.sort((a, b) => a - b)[1]!);
};

const message = Buffer.from(canonicalize(payload), "utf8");
const { privateKey } = generateKeyPairSync("ed25519");
const jwk = privateKey.export({ format: "jwk" });
const seed = Buffer.from(jwk.d!, "base64url");
const rawPublicKey = Buffer.from(jwk.x!, "base64url");
const publicKey = createPublicKey(createPrivateKey({ key: jwk, format: "jwk" }));
const nodeSignature = sign(null, message, privateKey);
if (!Buffer.from(noble.sign(message, seed)).equals(nodeSignature)) throw new Error("node:crypto and noble disagree");

const crypto = {
  "node:crypto": {
    signs: await rate(() => sign(null, message, privateKey)),
    verifies: await rate(() => verify(null, message, publicKey, nodeSignature)),
  },
  "@noble/ed25519 (sync, node SHA-512)": {
    signs: await rate(() => noble.sign(message, seed)),
    verifies: await rate(() => noble.verify(nodeSignature, message, rawPublicKey, { zip215: false })),
  },
  "@noble/ed25519 (async, Web Crypto)": {
    signs: await rate(() => noble.signAsync(message, seed)),
    verifies: await rate(() => noble.verifyAsync(nodeSignature, message, rawPublicKey, { zip215: false })),
  },
};
const node = crypto["node:crypto"];
const nobleSync = crypto["@noble/ed25519 (sync, node SHA-512)"];
console.log(`\nEd25519 in process, ${message.length}-byte canonical payload (ops/s, median of 3 × ${CRYPTO_MS} ms)`);
console.table(
  Object.entries(crypto).map(([library, r]) => ({
    library,
    "signs/s": r.signs,
    "verifies/s": r.verifies,
    "node:crypto ÷ this (sign)": (node.signs / r.signs).toFixed(1),
    "node:crypto ÷ this (verify)": (node.verifies / r.verifies).toFixed(1),
  })),
);

// --- 2. HTTP -----------------------------------------------------------------------------------------

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** The server's pool size (its default, or DB_POOL_SIZE), and so the sign baseline's. */
const POOL_SIZE = process.env.DB_POOL_SIZE || "10";

const post = async (url: string, path: string, body: unknown, token?: string) => {
  const res = await fetch(url + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};

const SIGN_BASELINE = "sign baseline (express + node:crypto sign + pg INSERT)";
const VERIFY_BASELINE = "verify baseline (express + node:crypto verify, thread pool)";
const VERIFY_BASELINE_SYNC = "verify baseline, on the event loop (for comparison)";
const SIGN = "POST /api/signing/sign";
const VERIFY = "POST /api/signing/verify (keyId)";

// Every target runs from the start (an idle one costs nothing), so the rounds can alternate among them.
// Scratch databases on DATABASE_URL's server (one for the server, one for the sign baseline), so the bench
// never touches the named database.
const scratch = DATABASE_URL ? await scratchDatabase(DATABASE_URL) : undefined;
const baselineScratch = DATABASE_URL ? await scratchDatabase(DATABASE_URL) : undefined;
const keyId = "key_01JBENCHVERIFYBASELINE0000";
const targets = [
  await startTarget("targets/express-hello.ts"),
  await startTarget("targets/verify-baseline.ts", {
    env: { BENCH_PUBLIC_KEY: rawPublicKey.toString("hex"), BENCH_KEY_ID: keyId },
  }),
  await startTarget("targets/verify-baseline.ts", {
    args: ["--sync"],
    env: { BENCH_PUBLIC_KEY: rawPublicKey.toString("hex"), BENCH_KEY_ID: keyId },
  }),
  ...(baselineScratch
    ? [
        await startTarget("targets/sign-baseline.ts", {
          env: { DATABASE_URL: baselineScratch.url, DB_POOL_SIZE: POOL_SIZE },
        }),
      ]
    : []),
  await startTarget("targets/server.ts", {
    env: { DB_POOL_SIZE: POOL_SIZE, ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
  }),
];
const [hello, verifyBaseline, verifyBaselineSync, signBaseline, server] = baselineScratch
  ? targets
  : [targets[0]!, targets[1]!, targets[2]!, undefined, targets[3]!];

let measured: Measured = new Map();
try {
  const { token } = (await post(server!.url, "/api/auth/register", {
    email: `bench-${Date.now()}@example.test`,
    password: "bench password",
    name: "Bench",
  })) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const signed = (await post(server!.url, "/api/signing/sign", { payload }, token)) as {
    signature: string;
    keyId: string;
  };
  // Each route next to its baseline, so they are measured close together.
  const scenarios: Scenario[] = [
    { name: "express hello world", url: hello!.url, request: {} },
    ...(signBaseline
      ? [{ name: SIGN_BASELINE, url: signBaseline.url, request: { method: "POST" as const, body: { payload } } }]
      : []),
    {
      name: SIGN,
      url: `${server!.url}/api/signing/sign`,
      request: { method: "POST", body: { payload }, headers: auth },
    },
    {
      name: VERIFY_BASELINE,
      url: verifyBaseline!.url,
      request: { method: "POST", body: { payload, signature: `0x${nodeSignature.toString("hex")}`, keyId } },
    },
    {
      name: VERIFY_BASELINE_SYNC,
      url: verifyBaselineSync!.url,
      request: { method: "POST", body: { payload, signature: `0x${nodeSignature.toString("hex")}`, keyId } },
    },
    {
      name: VERIFY,
      url: `${server!.url}/api/signing/verify`,
      request: { method: "POST", body: { payload, signature: signed.signature, keyId: signed.keyId } },
    },
    {
      name: "POST /api/signing/verify (found by signature)",
      url: `${server!.url}/api/signing/verify`,
      request: { method: "POST", body: { payload, signature: signed.signature } },
    },
    {
      name: "POST /api/signing/v2/sign/batch (100 items)",
      url: `${server!.url}/api/signing/v2/sign/batch`,
      request: {
        method: "POST",
        body: { items: Array.from({ length: 100 }, (_, i) => ({ payload: { ...payload, line: i } })) },
        headers: auth,
      },
    },
  ];
  measured = await measureInRounds(scenarios, { rounds: ROUNDS, duration: DURATION, connections: CONNECTIONS });
} finally {
  for (const target of targets) await stopTarget(target);
  await scratch?.drop();
  await baselineScratch?.drop();
}

const results = summarize(measured);
const byName = (name: string) => results.find((r) => r.name === name);
const express = byName("express hello world")!.rps;
console.log(
  `\nHTTP, ${CONNECTIONS} connections, ${ROUNDS} round(s) of ${DURATION} s per scenario, database: ${scratch ? "PostgreSQL" : "embedded PGlite"}, pool ${POOL_SIZE}`,
);
const signBaselineRps = byName(SIGN_BASELINE)?.rps;
const verifyBaselineRps = byName(VERIFY_BASELINE)!.rps;
console.table(
  results.map((r) => ({
    scenario: r.name,
    "req/s": r.rps,
    rounds: r.rounds.join(" / "),
    "vs express": (r.rps / express).toFixed(2),
    "vs its baseline":
      r.name === SIGN && signBaselineRps
        ? (r.rps / signBaselineRps).toFixed(2)
        : r.name.startsWith("POST /api/signing/verify")
          ? (r.rps / verifyBaselineRps).toFixed(2)
          : "",
    "p50 ms": r.p50,
    "p99 ms": r.p99,
    "non-2xx": r.non2xx,
    errors: r.errors,
  })),
);
const verifySync = ratioOf(measured, VERIFY, VERIFY_BASELINE_SYNC)!;
console.log(
  `${VERIFY} vs the verify baseline on the event loop: ${(verifySync.mean * 100).toFixed(1)}% (the route verifies on the thread pool)`,
);
const batch = byName("POST /api/signing/v2/sign/batch (100 items)")!;
console.log(`v2 batch: ${batch.rps * 100} signatures/s stored (100 per request)`);

// The Ed25519 floor under Express hello world: a route costs at least Express hello world's own time per
// request plus its Ed25519 operation, so that alone caps its ratio to Express below 1 (informational; the
// targets are the baselines above, which pay that floor too).
const ceiling = (opsPerSecond: number) => 1 / (1 + express / opsPerSecond);
console.log(
  `Ed25519 floor: Express hello world + one operation per request caps sign at ${(ceiling(node.signs) * 100).toFixed(0)}% ` +
    `and verify at ${(ceiling(node.verifies) * 100).toFixed(0)}% of express hello world on this machine (one core each); ` +
    `the routes reach ${((byName(SIGN)!.rps / (express * ceiling(node.signs))) * 100).toFixed(0)}% and ` +
    `${((byName(VERIFY)!.rps / (express * ceiling(node.verifies))) * 100).toFixed(0)}% of those caps.`,
);

const signRatio = ratioOf(measured, SIGN, SIGN_BASELINE);
const verifyRatio = ratioOf(measured, VERIFY, VERIFY_BASELINE)!;
const checks = [
  {
    check: "node:crypto signs ≥ 8× @noble/ed25519 (sync)",
    value: (node.signs / nobleSync.signs).toFixed(1),
    pass: node.signs >= 8 * nobleSync.signs,
  },
  signRatio
    ? {
        check: "POST /api/signing/sign ≥ 70% of the sign baseline",
        value: percent(signRatio),
        pass: signRatio.mean >= 0.7,
      }
    : { check: "POST /api/signing/sign ≥ 70% of the sign baseline", value: "needs DATABASE_URL", pass: false },
  {
    check: "POST /api/signing/verify ≥ 90% of the verify baseline",
    value: percent(verifyRatio),
    pass: verifyRatio.mean >= 0.9,
  },
  {
    check: "no non-2xx responses or errors",
    value: String(results.reduce((n, r) => n + r.non2xx + r.errors, 0)),
    pass: results.every((r) => r.non2xx === 0 && r.errors === 0),
  },
];
console.table(checks);

writeResults("signing", {
  database: scratch ? "postgres" : "embedded",
  durationSeconds: DURATION,
  rounds: ROUNDS,
  connections: CONNECTIONS,
  poolSize: Number(POOL_SIZE),
  payloadBytes: message.length,
  crypto,
  results,
  ratios: { sign: signRatio, verify: verifyRatio, verifyVsEventLoopBaseline: verifySync },
  ed25519Caps: { sign: ceiling(node.signs), verify: ceiling(node.verifies) },
  checks,
});
process.exitCode = checks.every((c) => c.pass) ? 0 : 1;
