import { randomInt } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { loadContract } from "../../src/http/openapi.ts";
import { type FakeOAuthProvider, startFakeOAuthProvider } from "../fake-oauth-provider.ts";
import { onRealPostgres, startTestServer, type TestServer } from "../harness.ts";
import { contractOperations, deref, type FuzzOperation, type Schema } from "./contract-operations.ts";
import { DatabaseFingerprint } from "./database-fingerprint.ts";
import { createFixtures, WEBHOOK_SECRET } from "./fixtures.ts";
import { type FailureGroup, FuzzRunner } from "./fuzz-runner.ts";
import { RunPools } from "./id-factories.ts";
import { requestGenerator } from "./requests.ts";
import { serverSchemas } from "./server-schemas.ts";

/**
 * Contract-driven fuzzing: for every operation of the bundled contract (operations added later
 * included, with no case written for them), valid requests, requests that break each constraint of
 * a parameter or the body, and hostile ones, sent to the real server over HTTP. Every response: no
 * 5xx, no stack trace or source path, every 4xx problem+json; and a refused request changes nothing
 * in the database.
 *
 *   FUZZ_RUNS=50000           requests (default 10,000 in `npm run test:long`, 1,000 in `npm test`; one batch is one request per operation)
 *   FUZZ_SEED=123456          the seed (default random; printed, and in every failure report)
 *   FUZZ_PATH=<run>[:<index>] replay one batch of that seed, or one request of it
 *   FUZZ_TRACE=/tmp/fuzz.log  append every request and its answer to this file
 *   FUZZ_VERBOSE=1            print answers per operation (v/m/h: valid, mutation, hostile; then the status)
 *   DATABASE_URL=postgres://… the same on real PostgreSQL
 */

const BUDGET = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_SUITE === "long" ? 10_000 : 1_000));
const SEED = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31 - 1);
const REPLAY = process.env.FUZZ_PATH?.split(":").map(Number) as [number, number | undefined] | undefined;
const DATABASE = onRealPostgres ? "PostgreSQL" : "PGlite";
/** Requests in flight at once within a segment of refused-looking requests. */
const CONCURRENCY = 4;

let fake: FakeOAuthProvider;
let app: TestServer;
let fingerprint: DatabaseFingerprint;
let runner: FuzzRunner;
let operations: FuzzOperation[];
let contract: ReturnType<typeof loadContract>;

/** Every anchored pattern of a string schema the requests use: the id pools harvesting fills. */
const requestPatterns = (ops: FuzzOperation[]): string[] => {
  const patterns = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (typeof node !== "object" || node === null || seen.has(node)) return;
    seen.add(node);
    const schema = deref<Schema>(contract, node);
    if (schema !== node) {
      walk(schema);
      return;
    }
    if (typeof schema.pattern === "string" && schema.pattern.startsWith("^")) patterns.add(schema.pattern);
    for (const value of Object.values(schema)) {
      if (Array.isArray(value)) value.forEach(walk);
      else walk(value);
    }
  };
  for (const op of ops) {
    for (const p of op.parameters) walk(p.schema);
    if (op.body) walk(op.body.schema);
  }
  return [...patterns];
};

beforeAll(async () => {
  console.log(`contract fuzzing on ${DATABASE}: seed ${SEED}, ${BUDGET} requests (FUZZ_SEED, FUZZ_RUNS)`);
  fake = await startFakeOAuthProvider();
  app = await startTestServer({
    RIGHTS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    CHESS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    REGISTRY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...fake.env(),
  });
  contract = loadContract(app.ctx.config.openapiPath);
  operations = contractOperations(contract);
  fingerprint = await DatabaseFingerprint.open(app.ctx.database.connectionUri);
  const pools = new RunPools(requestPatterns(operations));
  const observed: Parameters<FuzzRunner["observeFixture"]>[] = [];
  const pagedLists = operations
    .filter((op) => op.method === "GET" && !op.template.includes("{"))
    .filter((op) => op.parameters.some((p) => p.in === "query" && p.name === "cursor"))
    .map((op) => op.template);
  const users = await createFixtures(
    app,
    fingerprint.client,
    pools,
    (label, method, path, res) => observed.push([label, method, path, res.status, res.headers, res.text]),
    pagedLists,
  );
  runner = new FuzzRunner({
    url: app.url,
    operations,
    pools,
    users,
    fingerprint,
    concurrency: CONCURRENCY,
    trace: process.env.FUZZ_TRACE,
  });
  for (const args of observed) runner.observeFixture(...args);
});

afterAll(async () => {
  runner?.close();
  await fingerprint?.close();
  await app?.close();
  await fake?.close();
});

const replayHint = (run: number, index: number) =>
  `FUZZ_SEED=${SEED} FUZZ_PATH=${run}:${index}${onRealPostgres ? " DATABASE_URL=…" : ""} npx vitest run test/fuzz/contract-fuzz.test.ts`;

const describeFailure = ({ example: f, count, labels }: FailureGroup, n: number): string =>
  [
    `${n}. [${f.check}] ${f.method} ${f.template} (${f.op}): ${f.detail}${f.problemType ? ` [${f.problemType}]` : ""} — ${count}× (${[...labels].join("; ")})`,
    `   request: ${f.request.replace(/\n/g, "\n   ")}`,
    `   response: ${f.response}`,
    f.where.run >= 0 ? `   replay: ${replayHint(f.where.run, f.where.index)}` : "   (a setup step, before fuzzing)",
  ].join("\n");

const report = (): string => {
  const groups = [...runner.failures.values()].sort(
    (a, b) => a.example.check.localeCompare(b.example.check) || a.example.op.localeCompare(b.example.op),
  );
  return [
    `Contract fuzzing on ${DATABASE} found ${groups.length} distinct failures in ${runner.stats.sent} requests (seed ${SEED}).`,
    `Run it again: FUZZ_SEED=${SEED} FUZZ_RUNS=${BUDGET}${onRealPostgres ? " DATABASE_URL=…" : ""} npx vitest run test/fuzz/contract-fuzz.test.ts`,
    "",
    ...groups.map((group, i) => describeFailure(group, i + 1)),
  ].join("\n");
};

const summary = (): string => {
  const lines = [...runner.stats.byOperation].map(([op, s]) => {
    const statuses = [...s.statuses].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    return `  ${op.padEnd(36)} valid ${s.valid} mutation ${s.mutation} hostile ${s.hostile}  ${statuses.map(([k, v]) => `${k}:${v}`).join(" ")}`;
  });
  return [
    `contract fuzzing on ${DATABASE}: ${runner.stats.sent} requests (${runner.stats.closedWhileSending} closed by the server while still sending, ${runner.stats.unsendable} unsendable), ${runner.stats.replays} replays, ${fingerprint.taken} fingerprints, seed ${SEED}`,
    ...(process.env.FUZZ_VERBOSE ? lines : []),
  ].join("\n");
};

test(
  `every operation of the contract, fuzzed over HTTP on ${DATABASE}`,
  async () => {
    const generator = requestGenerator({ converter: serverSchemas(contract).converter() });
    // One request per operation per batch: every operation is fuzzed in every batch, whatever its weight.
    const batch = fc.tuple(...operations.map((op) => generator.operationRequest(op)));
    const numRuns = Math.max(1, Math.ceil(BUDGET / operations.length));
    let run = REPLAY?.[0] ?? 0;
    await fc.assert(
      fc.asyncProperty(batch, async (requests) => {
        await runner.runBatch(requests, run++, REPLAY?.[1]);
        // Replaying: fail here, so fast-check reports the seed, the path and the batch too.
        if (REPLAY && runner.failures.size > 0) throw new Error(report());
      }),
      { seed: SEED, numRuns: REPLAY ? 1 : numRuns, endOnFailure: true, ...(REPLAY ? { path: String(REPLAY[0]) } : {}) },
    );
    console.log(summary());
    if (runner.failures.size > 0) throw new Error(report());

    // The budget was spent, and every operation got valid, broken and hostile requests.
    expect(runner.stats.sent).toBeGreaterThanOrEqual(REPLAY ? 1 : numRuns * operations.length);
    if (!REPLAY && numRuns >= 30) {
      for (const op of operations) {
        const s = runner.stats.byOperation.get(op.id);
        expect(s && Math.min(s.valid, s.mutation, s.hostile), `requests for ${op.id}`).toBeGreaterThan(0);
      }
    }
  },
  Math.max(600_000, BUDGET * 120),
);

test(`the database fingerprint sees a write on ${DATABASE}`, async () => {
  // What "nothing changed" rests on: an in-place update and an insert both move the fingerprint.
  const before = await fingerprint.take();
  await fingerprint.client.query("UPDATE tournaments SET capacity = capacity + 1");
  const updated = await fingerprint.take();
  expect(DatabaseFingerprint.diff(before, updated)).toEqual([expect.stringMatching(/^tournaments: rows changed/)]);
  const res = await app.call("POST", "/api/auth/register", {
    body: { email: `fingerprint-${SEED}@example.test`, password: "correct horse battery", name: "Fingerprint" },
  });
  expect(res.status, res.text).toBe(201);
  const registered = DatabaseFingerprint.diff(updated, await fingerprint.take());
  expect(registered.some((d) => /^users: \d+ → \d+ rows$/.test(d))).toBe(true);
});
