// Two instances of the server on one database, both witnessing (as replicas behind a load balancer run): each
// witness is asked by one instance at a time (its row's claim), and every request follows on from the
// previous one's answer (the size each cosigned is kept in the database, not in an instance's memory), so a
// slow witness sees no request overlapping another and no 409.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server.ts";
import { anotherInstance } from "../another-instance.ts";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { type FakeWitness, logVerifierKey, splitNote, startFakeWitness } from "./fake-witness.ts";

const ORIGIN = "instances-test.example/log";
let app: TestServer;
let second: RunningServer;
let slow: FakeWitness;

beforeAll(async () => {
  const seed = randomBytes(32);
  slow = await startFakeWitness({
    name: "slow.test/witness",
    logs: { [ORIGIN]: logVerifierKey(ORIGIN, seed) },
    delayMs: 150,
  });
  const env = {
    TRANSPARENCY_LOG_KEY: seed.toString("base64"),
    TRANSPARENCY_LOG_ORIGIN: ORIGIN,
    TRANSPARENCY_INTEGRATE_INTERVAL_MS: "20",
    TRANSPARENCY_WITNESSES: `slow ${slow.vkey} ${slow.url}`,
    TRANSPARENCY_WITNESS_RETRY_MAX_MS: "100",
    OUTBOUND_ALLOW_PRIVATE: "127.0.0.1/32",
  };
  app = await startTestServer(env);
  second = await anotherInstance(app, env);
});
afterAll(async () => {
  await second?.close();
  await app?.close();
  await slow?.stop();
});

describe("witnessing from several instances", () => {
  it("asks each witness from one instance at a time, each request following on from the last answer", async () => {
    const { token } = await app.register();
    let last = -1;
    // Receipts signed one by one, each checkpoint looked for by both instances, while the witness takes
    // 150 ms per answer. (Signed through one instance: on embedded PGlite the two share one backend, whose
    // named prepared statements would collide.)
    for (let i = 0; i < 8; i++) {
      const res = await app.call("POST", "/api/signing/sign", { token, body: { payload: { i } } });
      expect(res.status).toBe(200);
      last = Math.max(last, res.body.transparency.logIndex);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    await eventually(async () => {
      const note = (await app.call("GET", "/api/transparency/checkpoint")).text;
      const { text, signatures } = splitNote(note);
      expect(Number(text.split("\n")[1])).toBeGreaterThan(last);
      expect(signatures.map((s) => s.name)).toEqual([ORIGIN, "slow.test/witness"]);
    }, 8000);
    expect(slow.requests.length).toBeGreaterThan(1);
    expect(slow.maxConcurrent()).toBe(1);
    for (const [i, request] of slow.requests.entries()) {
      expect(request.status, JSON.stringify(request)).toBe(200);
      expect(request.old).toBe(i === 0 ? 0 : slow.requests[i - 1]!.size);
    }
  });
});
