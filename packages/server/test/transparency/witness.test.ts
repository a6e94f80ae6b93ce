// Witnesses of the transparency log (C2SP tlog-witness), against witnesses that speak the protocol for real
// (fake-witness.ts): each checkpoint is sent to every configured witness with its consistency proof, their
// cosignatures are verified and served with the checkpoint, and a witness that is down, slow, restored from
// an older state or answering bad cosignatures neither stops checkpoints nor gets a bad line served. Checked
// from outside: the served note's lines with this file's own Ed25519 checks and with the client package's
// openCheckpoint and its quorum; the metrics on /metrics.
import { createPublicKey, randomBytes, verify } from "node:crypto";
import { openCheckpoint, TransparencyVerificationError } from "@trustplane/sdk-fintech";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { scrape } from "../operations/metrics-scrape.ts";
import { cosignatureVerifies, type FakeWitness, logVerifierKey, splitNote, startFakeWitness } from "./fake-witness.ts";

const ORIGIN = "witness-test.example/log";
const SEED = randomBytes(32);
const LOG_KEY = logVerifierKey(ORIGIN, SEED);
const LOG_PUBLIC = createPublicKey({
  key: Buffer.concat([
    Buffer.from("302a300506032b6570032100", "hex"),
    Buffer.from(LOG_KEY.slice(-44), "base64").subarray(1),
  ]),
  format: "der",
  type: "spki",
});

let app: TestServer;
let token: string;
let alpha: FakeWitness;
let beta: FakeWitness;
let gamma: FakeWitness;

beforeAll(async () => {
  const logs = { [ORIGIN]: LOG_KEY };
  [alpha, beta, gamma] = await Promise.all([
    startFakeWitness({ name: "alpha.test/witness", logs }),
    startFakeWitness({ name: "beta.test/witness", logs, prefix: "/tlog/beta" }),
    startFakeWitness({ name: "gamma.test/witness", logs, mode: "bad-signature" }),
  ]);
  app = await startTestServer({
    TRANSPARENCY_LOG_KEY: SEED.toString("base64"),
    TRANSPARENCY_LOG_ORIGIN: ORIGIN,
    TRANSPARENCY_INTEGRATE_INTERVAL_MS: "50",
    // One line per witness, as a tlog-policy file writes them (the word `witness` is optional).
    TRANSPARENCY_WITNESSES: [
      `witness alpha ${alpha.vkey} ${alpha.url}`,
      `# a comment line`,
      `beta ${beta.vkey} ${beta.url}/`,
      `witness gamma ${gamma.vkey} ${gamma.url}`,
    ].join("\n"),
    TRANSPARENCY_WITNESS_TIMEOUT_MS: "5000",
    TRANSPARENCY_WITNESS_RETRY_MAX_MS: "100",
    OUTBOUND_ALLOW_PRIVATE: "127.0.0.1/32",
  });
  ({ token } = await app.register());
});
afterAll(async () => {
  await app?.close();
  await Promise.all([alpha, beta, gamma].map((w) => w?.stop()));
});

/** Signs `count` receipts; answers the highest log index they were given. */
const signSome = async (count: number): Promise<number> => {
  let last = -1;
  for (let i = 0; i < count; i++) {
    const res = await app.call("POST", "/api/signing/sign", { token, body: { payload: { i, at: Date.now() } } });
    expect(res.status).toBe(200);
    last = Math.max(last, res.body.transparency.logIndex);
  }
  return last;
};

/** The served checkpoint, its log signature checked here, and its lines by key name. */
const served = async () => {
  const res = await app.call("GET", "/api/transparency/checkpoint");
  expect(res.status).toBe(200);
  const note = res.text;
  const { text, signatures } = splitNote(note);
  const [origin, size, root] = text.slice(0, -1).split("\n") as [string, string, string];
  expect(origin).toBe(ORIGIN);
  const ours = signatures.filter((s) => s.name === ORIGIN);
  expect(ours).toHaveLength(1);
  expect(verify(null, Buffer.from(text), LOG_PUBLIC, ours[0]!.raw.subarray(4))).toBe(true);
  const by = (witness: FakeWitness) => signatures.find((s) => s.name === witness.vkey.split("+")[0]);
  return { note, text, size: Number(size), root: Buffer.from(root, "base64"), signatures, by };
};

/** Waits until the served checkpoint covers `index` and carries a valid cosignature by each of `witnesses`. */
const cosignedBy = async (index: number, witnesses: FakeWitness[], ms = 5000) => {
  let latest: Awaited<ReturnType<typeof served>> | undefined;
  await eventually(async () => {
    latest = await served();
    expect(latest.size).toBeGreaterThan(index);
    for (const witness of witnesses) {
      const line = latest.by(witness);
      expect(line, witness.vkey).toBeDefined();
      expect(cosignatureVerifies(latest.text, line!, witness.vkey)).toBe(true);
    }
  }, ms);
  return latest!;
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "opened",
    (error: unknown) => (error instanceof TransparencyVerificationError ? error.code : String(error)),
  );

describe("witnesses of the transparency log", () => {
  it("cosign each checkpoint, from the size each cosigned last with its consistency proof, and are served with it", async () => {
    expect((await app.call("GET", "/api/transparency/log")).body.verifierKey).toBe(LOG_KEY);
    const first = await cosignedBy(await signSome(3), [alpha, beta]);
    const second = await cosignedBy(await signSome(4), [alpha, beta]);
    expect(second.size).toBeGreaterThan(first.size);
    for (const witness of [alpha, beta]) {
      // The witness checked a consistency proof from a non-empty tree it cosigned before (RFC 9162).
      expect(witness.requests.some((r) => r.status === 200 && r.old! > 0 && r.size! > r.old!)).toBe(true);
      expect(witness.requests.every((r) => r.status === 200)).toBe(true);
      expect(witness.known(ORIGIN)?.size).toBeGreaterThanOrEqual(second.size);
    }
    // Only signature lines follow the log's: one per witness that cosigned this checkpoint.
    expect(second.note.startsWith(`${second.text}\n\u2014 ${ORIGIN} `)).toBe(true);
    expect(second.signatures.map((s) => s.name)).toEqual([ORIGIN, "alpha.test/witness", "beta.test/witness"]);
  });

  it("never serves a cosignature that does not verify with the witness's configured key", async () => {
    const { by, signatures } = await cosignedBy(await signSome(1), [alpha, beta]);
    expect(gamma.requests.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    expect(by(gamma)).toBeUndefined();
    expect(signatures).toHaveLength(3);
  });

  it("lets a client require a quorum of the witnesses it trusts", async () => {
    const { note } = await cosignedBy(await signSome(1), [alpha, beta]);
    const opened = await openCheckpoint(note, LOG_KEY, { witnesses: [alpha.vkey, beta.vkey], quorum: 2 });
    expect(opened.cosignatures?.map((c) => c.witness)).toEqual(["alpha.test/witness", "beta.test/witness"]);
    for (const c of opened.cosignatures!) expect(Math.abs(c.timestamp - Date.now() / 1000)).toBeLessThan(60);
    // Without witness keys the client reads the log's signature alone, as before.
    expect(await refusal(openCheckpoint(note, LOG_KEY))).toBe("opened");
    expect(await refusal(openCheckpoint(note, LOG_KEY, { witnesses: [alpha.vkey, gamma.vkey], quorum: 1 }))).toBe(
      "opened",
    );
    expect(await refusal(openCheckpoint(note, LOG_KEY, { witnesses: [alpha.vkey, beta.vkey, gamma.vkey] }))).toBe(
      "no-quorum",
    );
    // A line altered in transit is caught by the client that trusts that witness.
    const line = splitNote(note).signatures.find((s) => s.name === "beta.test/witness")!.line;
    const altered = note.replace(line, `${line.slice(0, 40)}${line[40] === "A" ? "B" : "A"}${line.slice(41)}`);
    expect(await refusal(openCheckpoint(altered, LOG_KEY, { witnesses: [alpha.vkey, beta.vkey], quorum: 1 }))).toBe(
      "bad-signature",
    );
  });

  it("goes on signing checkpoints while a witness is down, and it catches up when back, from the size it restarted with", async () => {
    const before = await cosignedBy(await signSome(1), [alpha, beta]);
    await beta.stop();
    const during = await cosignedBy(await signSome(3), [alpha]);
    expect(during.size).toBeGreaterThan(before.size);
    expect(during.by(beta)).toBeUndefined();
    // Restored from an older backup: its latest cosigned checkpoint is an earlier one, not the log's belief.
    const earlier = beta.history(ORIGIN).find((k) => k.size > 0 && k.size < before.size)!;
    expect(earlier).toBeDefined();
    beta.rollBack(ORIGIN, earlier.size);
    const requestsBefore = beta.requests.length;
    await beta.start();
    const after = await cosignedBy(during.size - 1, [alpha, beta], 8000);
    const since = beta.requests.slice(requestsBefore);
    // The log asked from the size it last saw cosigned, was told the witness's own (409), and proved from it.
    const conflict = since.findIndex((r) => r.status === 409);
    expect(conflict).toBeGreaterThanOrEqual(0);
    expect(since[conflict]!.old).toBe(before.size);
    expect(since.slice(conflict + 1).find((r) => r.status === 200)?.old).toBe(earlier.size);
    expect(beta.known(ORIGIN)!.size).toBeGreaterThanOrEqual(after.size);
  });

  it("does not wait for a witness that does not answer", async () => {
    alpha.setMode("hang");
    const index = await signSome(2);
    // beta cosigns the new checkpoint, and it is served, while alpha's request is still open.
    const during = await cosignedBy(index, [beta]);
    expect(alpha.pending()).toBeGreaterThan(0);
    expect(during.by(alpha)).toBeUndefined();
    // alpha answers at last (well within its 5 s): its late cosignature is kept and served.
    alpha.setMode("honest");
    await cosignedBy(index, [alpha, beta], 8000);
    // gamma, its signatures repaired, is served too, and the full quorum of three holds.
    gamma.setMode("honest");
    const { note } = await cosignedBy(await signSome(1), [alpha, beta, gamma], 8000);
    expect(
      (await openCheckpoint(note, LOG_KEY, { witnesses: [alpha.vkey, beta.vkey, gamma.vkey] })).cosignatures,
    ).toHaveLength(3);
  });

  it("reports on /metrics the backlog, the checkpoint's age, failed integrations and each witness's answers", async () => {
    await cosignedBy(await signSome(1), [alpha, beta, gamma]);
    await eventually(async () => {
      expect((await scrape(app)).value("trustplane_transparency_unintegrated_entries")).toBe(0);
    });
    const calm = await scrape(app);
    const age = calm.value("trustplane_transparency_checkpoint_age_seconds")!;
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(30);
    expect(calm.value("trustplane_transparency_integration_failures_total")).toBe(0);
    const answers = (witness: string, outcome: string) =>
      calm.value("trustplane_transparency_witness_requests_total", { witness, outcome });
    expect(answers("alpha", "cosigned")).toBeGreaterThanOrEqual(4);
    expect(answers("beta", "unreachable")).toBeGreaterThanOrEqual(1);
    expect(answers("beta", "conflict")).toBeGreaterThanOrEqual(1);
    expect(answers("gamma", "bad_cosignature")).toBeGreaterThanOrEqual(1);
    expect(answers("gamma", "bad_proof")).toBe(0);

    // Two entries sequenced that no source holds (a lost write): integration fails, and says so, until
    // they are there.
    const { id, next } = (await app.ctx.db.one(sql.unsafe`
      UPDATE transparency_logs SET next_index = next_index + 2 WHERE origin = ${ORIGIN}
      RETURNING id, next_index - 2 AS next`)) as { id: number; next: string };
    await eventually(async () => {
      const now = await scrape(app);
      expect(now.value("trustplane_transparency_unintegrated_entries")).toBe(2);
      expect(now.value("trustplane_transparency_integration_failures_total")).toBeGreaterThanOrEqual(2);
      expect(now.value("trustplane_transparency_checkpoint_age_seconds")).toBeGreaterThan(0.2);
    });
    for (const idx of [Number(next), Number(next) + 1]) {
      await app.ctx.db.query(sql.unsafe`INSERT INTO transparency_entries (log_id, idx, kind, ref, data)
        VALUES (${id}, ${idx}, 'test', ${`witness-test-${idx}`}, ${sql.binary(Buffer.from(`entry ${idx}`))})`);
    }
    await cosignedBy(Number(next) + 1, [alpha, beta, gamma]);
    expect((await scrape(app)).value("trustplane_transparency_unintegrated_entries")).toBe(0);
  });
});
