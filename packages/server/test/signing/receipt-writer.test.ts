import { randomBytes } from "node:crypto";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signingConfigFromEnv } from "../../src/modules/signing/config.ts";
import { createKeyStore } from "../../src/modules/signing/keys.ts";
import { createReceiptWriter } from "../../src/modules/signing/receipt-writer.ts";
import type { Receipt } from "../../src/modules/signing/receipts.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { newId } from "../ids.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

/** The pool, counting the statements the writer sends. */
const countingDb = () => {
  const counter = { statements: 0 };
  const db = new Proxy(app.ctx.db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== "any" || typeof value !== "function") return value;
      return (...args: unknown[]) => {
        counter.statements++;
        return value.apply(target, args);
      };
    },
  });
  return { db, counter };
};

const receiptsFor = async (count: number, overrides: Partial<Receipt> = {}): Promise<Receipt[]> => {
  const { userId } = await app.register();
  const keys = createKeyStore(
    app.ctx.db,
    signingConfigFromEnv(app.ctx.config.source).signingKeyEncryption,
    app.ctx.logger,
  );
  const key = await keys.currentUserKey(userId);
  return Array.from({ length: count }, () => ({
    id: newId("signatureReceipt"),
    ownerId: userId,
    keyId: key.id,
    payloadSha256: randomBytes(32).toString("hex"),
    signature: randomBytes(64),
    apiVersion: "v1" as const,
    attestation: null,
    createdAt: new Date().toISOString(),
    // A prepared log entry, as signer.ts makes one (its content does not matter to the writer).
    transparency: { logIndex: -1, salt: randomBytes(32), entry: `{"receipt":"${randomBytes(8).toString("hex")}"}` },
    ...overrides,
  }));
};

const stored = async (ids: string[]) =>
  Number(
    await app.ctx.db.oneFirst(
      sql.unsafe`SELECT count(*) FROM signing_receipts WHERE id = ANY(${sql.array(ids, "text")})`,
    ),
  );

describe("the receipt writer (group commit)", () => {
  it("writes receipts of concurrent requests together, one statement in flight by default", async () => {
    const { db, counter } = countingDb();
    // The default (one write in flight) is the measured best (receipt-writer.ts): two would be 3 statements here.
    const writer = createReceiptWriter(db);
    const receipts = await receiptsFor(40);
    const results = await Promise.all(receipts.map((r) => writer.write([r])));
    for (const [i, written] of results.entries()) expect(written.has(receipts[i]!.id)).toBe(true);
    expect(await stored(receipts.map((r) => r.id))).toBe(40);
    // The first request goes alone; the 39 that arrived meanwhile share the next statement.
    expect(counter.statements).toBe(2);
  });

  it("writes at once when nothing else is in flight", async () => {
    const { db, counter } = countingDb();
    const writer = createReceiptWriter(db);
    const [receipt] = await receiptsFor(1);
    expect((await writer.write([receipt!])).has(receipt!.id)).toBe(true);
    expect(counter.statements).toBe(1);
  });

  it("keeps one request's failure its own: a shared INSERT that fails is retried request by request", async () => {
    const writer = createReceiptWriter(app.ctx.db, { maxInFlight: 1 });
    const good = await receiptsFor(6);
    const [bad] = await receiptsFor(1, { payloadSha256: "not a digest" });
    const outcomes = await Promise.allSettled([...good, bad!].map((r) => writer.write([r])));
    expect(outcomes.slice(0, 6).every((o) => o.status === "fulfilled")).toBe(true);
    expect(outcomes[6]!.status).toBe("rejected");
    expect(await stored(good.map((r) => r.id))).toBe(6);
  });

  it("does not write a receipt whose key is retired (the caller learns it from the ids written)", async () => {
    const writer = createReceiptWriter(app.ctx.db);
    const [receipt] = await receiptsFor(1);
    await app.ctx.db.query(sql.unsafe`UPDATE signing_keys SET retired_at = now() WHERE id = ${receipt!.keyId}`);
    expect((await writer.write([receipt!])).has(receipt!.id)).toBe(false);
    expect(await stored([receipt!.id])).toBe(0);
  });
});
