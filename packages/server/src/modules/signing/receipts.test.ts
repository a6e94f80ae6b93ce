import type { CommonQueryMethods } from "slonik";
import { describe, expect, it } from "vitest";
import { cachedReceiptLookup } from "./receipts.ts";

/** A database that answers one stored receipt row by id or by signature, counting its reads. */
const fakeDb = () => {
  const signature = "ab".repeat(64);
  const row = {
    id: "rcp_1",
    owner_id: "usr_1",
    key_id: "key_1",
    payload_sha256: "00".repeat(32),
    signature,
    api_version: "v1",
    attestation_key_id: null,
    attestation: null,
    created_at: "2026-11-29T00:00:00.000Z",
  };
  const reads: string[] = [];
  const db = {
    maybeOne: async (query: { sql: string; values: readonly unknown[] }) => {
      reads.push(query.sql);
      const id = query.values.find((v) => typeof v === "string" && /^rcp_\d$/.test(v)) as string | undefined;
      if (id !== undefined && id !== "rcp_2") return { ...row, id, signature: id.slice(-1).repeat(128) };
      return query.values.includes(signature) ? row : null;
    },
  } as unknown as CommonQueryMethods;
  return { db, reads, signature: Buffer.from(signature, "hex") };
};

describe("the public verification's receipt lookups", () => {
  it("read a found receipt once, by id or by signature, and every time one that is not found", async () => {
    const { db, reads, signature } = fakeDb();
    const receipts = cachedReceiptLookup(db);
    expect((await receipts.bySignature(signature))?.id).toBe("rcp_1");
    expect((await receipts.bySignature(signature))?.id).toBe("rcp_1");
    expect((await receipts.byId("rcp_1"))?.keyId).toBe("key_1");
    expect((await receipts.byId("rcp_1"))?.keyId).toBe("key_1");
    expect(reads).toHaveLength(2);

    // Not found: read again each time (a receipt may yet be written for it).
    const unknown = Buffer.alloc(64, 7);
    expect(await receipts.bySignature(unknown)).toBeNull();
    expect(await receipts.bySignature(unknown)).toBeNull();
    expect(await receipts.byId("rcp_2")).toBeNull();
    expect(await receipts.byId("rcp_2")).toBeNull();
    expect(reads).toHaveLength(6);
  });

  it("keeps at most its limit of each, the most recently found; a receipt found by id serves its signature", async () => {
    const { db, reads } = fakeDb();
    const receipts = cachedReceiptLookup(db, 1);
    await receipts.byId("rcp_3");
    expect((await receipts.bySignature(Buffer.from("3".repeat(128), "hex")))?.id).toBe("rcp_3");
    expect(reads).toHaveLength(1);
    await receipts.byId("rcp_4");
    await receipts.byId("rcp_3");
    expect(reads).toHaveLength(3);
  });
});
