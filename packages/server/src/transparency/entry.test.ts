import { createHash } from "node:crypto";
import { canonicalize } from "@trustplane/canonical-json";
import { describe, expect, it } from "vitest";
import { commitmentTo, type EntryFields, entryText, newSalt, SALT_BYTES } from "./entry.ts";

const fields = (overrides: Partial<EntryFields> = {}): EntryFields => ({
  kind: "signing-receipt",
  id: "sig_01JD00000000000000000000AA",
  issuedAt: "2026-11-29T08:00:00.123Z",
  keyId: "key_01JD00000000000000000000BB",
  signature: Buffer.alloc(64, 7),
  commitment: commitmentTo(Buffer.alloc(32, 1), Buffer.alloc(32, 2)),
  ...overrides,
});

describe("a log entry's bytes", () => {
  it("are RFC 8785's canonical JSON of the entry, whatever its strings hold", () => {
    for (const id of ["sig_01JD00000000000000000000AA", 'q"uote\\back', "line\nbreak\u0001", "é🙂\u2028", ""]) {
      const f = fields({ id, keyId: `${id}-key`, issuedAt: `${id}-time` });
      expect(entryText(f)).toBe(
        canonicalize({
          v: 1,
          kind: f.kind,
          id: f.id,
          issuedAt: f.issuedAt,
          keyId: f.keyId,
          signatureSha256: createHash("sha256").update(f.signature!).digest("hex"),
          commitment: f.commitment.toString("hex"),
        }),
      );
    }
  });

  it("write null for the key and signature of what is issued unsigned", () => {
    const f = fields({ kind: "rights-certificate", keyId: null, signature: null });
    expect(entryText(f)).toBe(
      canonicalize({
        v: 1,
        kind: "rights-certificate",
        id: f.id,
        issuedAt: f.issuedAt,
        keyId: null,
        signatureSha256: null,
        commitment: f.commitment.toString("hex"),
      }),
    );
  });

  it("commit to the payload under the salt: SHA-256 of the prefix, the salt and the payload's digest", () => {
    const salt = Buffer.alloc(32, 9);
    const digest = createHash("sha256").update("payload").digest();
    expect(commitmentTo(salt, digest)).toEqual(
      createHash("sha256")
        .update(Buffer.concat([Buffer.from("trustplane-commitment/v1\n"), salt, digest]))
        .digest(),
    );
  });

  it("take a fresh salt each time, from a pool that is refilled and never hands the same bytes twice", () => {
    const seen = new Set<string>();
    // More than one pool's worth, so the refill is crossed.
    for (let i = 0; i < 1000; i++) {
      const salt = newSalt();
      expect(salt).toHaveLength(SALT_BYTES);
      seen.add(salt.toString("hex"));
    }
    expect(seen.size).toBe(1000);
    // Each salt is its own copy: refilling the pool does not change a salt handed out.
    const kept = newSalt();
    const copy = Buffer.from(kept);
    for (let i = 0; i < 300; i++) newSalt();
    expect(kept).toEqual(copy);
  });
});
