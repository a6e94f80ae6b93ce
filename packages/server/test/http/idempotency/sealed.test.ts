import express from "express";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthenticatedUser } from "../../../src/http/auth.ts";
import { errorHandler } from "../../../src/http/errors.ts";
import { idempotent } from "../../../src/http/idempotency.ts";
import { idempotencyKeys } from "../../../src/persistence/idempotency-keys.ts";
import { parseSealingKey, sealingKeyRing } from "../../../src/sealing/seal.ts";
import { listenOnLoopback, startTestServer, type TestServer } from "../../harness.ts";

/**
 * Answers kept for replays are sealed when the step has keys (the server passes PERSONAL_DATA_KEY's):
 * a route answering a secret shown once, on the real database of a test server.
 */
let server: TestServer;
let testApp: Awaited<ReturnType<typeof listenOnLoopback>> | undefined;
let runs = 0;
const answerKeys = sealingKeyRing(parseSealingKey(Buffer.alloc(32, 7).toString("base64"), "test", "test answers"));

const post = async (key: string, label: string) => {
  const res = await fetch(`${testApp!.base}/sealed`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-test-user": "usr_s", "idempotency-key": key },
    body: JSON.stringify({ label }),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
};

const rowOf = (key: string) =>
  server.ctx.db.one(sql.unsafe`
    SELECT response_body, response_sealed FROM idempotency_keys WHERE principal = 'usr_s' AND key = ${key}`) as Promise<{
    response_body: string | null;
    response_sealed: Buffer;
  }>;

beforeAll(async () => {
  server = await startTestServer();
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    req.user = { id: req.get("x-test-user") } as AuthenticatedUser;
    next();
  });
  app.post(
    "/sealed",
    idempotent({ store: idempotencyKeys(server.ctx.db, () => answerKeys) }, { scope: "test.sealed" }),
    (req, res) => {
      runs++;
      res.status(201).json({ run: runs, secret: `shown-once-${req.body.label}` });
    },
  );
  app.use(errorHandler({ exposeResponseValidation: true }));
  testApp = await listenOnLoopback(app);
});

afterAll(async () => {
  await testApp?.close();
  await server?.close();
});

describe("idempotent() with answer keys", () => {
  it("stores the answer sealed: replayed as sent, never in clear, bound to its row", async () => {
    const first = await post("k-sealed", "s1");
    expect(first.status).toBe(201);
    expect(JSON.parse(first.text).secret).toBe("shown-once-s1");
    const row = await rowOf("k-sealed");
    expect(row.response_body).toBeNull();
    expect(row.response_sealed.includes(Buffer.from("shown-once-s1"))).toBe(false);

    const before = runs;
    const retry = await post("k-sealed", "s1");
    expect(retry.text).toBe(first.text);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(runs).toBe(before);
  });

  it("does not open another row's ciphertext copied over this one's: the replay fails, nothing leaks", async () => {
    await post("k-sealed-a", "a");
    await post("k-sealed-b", "b");
    await server.ctx.db.query(sql.unsafe`
      UPDATE idempotency_keys SET response_sealed = ${sql.binary((await rowOf("k-sealed-a")).response_sealed)}
      WHERE principal = 'usr_s' AND key = 'k-sealed-b'`);
    const swapped = await post("k-sealed-b", "b");
    expect(swapped.status).toBe(500);
    expect(swapped.text).not.toContain("shown-once");
  });
});
