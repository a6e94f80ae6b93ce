// The scheme's core without HTTP: why the data key is split rather than the secret, and the share text.
import { randomBytes } from "node:crypto";
import { combine, split } from "shamir-secret-sharing";
import { describe, expect, it } from "vitest";
import { fingerprintMatches, fingerprintOf, formatShare, parseShare } from "../../src/modules/keyshield/shares.ts";
import { lockSecret, openSecret } from "../../src/modules/keyshield/vault.ts";
import { rewriteShare, subsets } from "./helpers.ts";

describe("shamir-secret-sharing on its own", () => {
  it("returns wrong bytes, without an error, for k−1 shares or a tampered share (why it never splits a secret here)", async () => {
    const secret = new Uint8Array(randomBytes(32));
    const shares = await split(secret, 5, 3);
    expect(Buffer.from(await combine(shares.slice(0, 3)))).toEqual(Buffer.from(secret));
    const fewer = await combine(shares.slice(0, 2));
    expect(fewer).toHaveLength(32);
    expect(Buffer.from(fewer)).not.toEqual(Buffer.from(secret));
    const tampered = shares.slice(0, 3).map((s) => new Uint8Array(s));
    tampered[1]![0] = tampered[1]![0]! ^ 1;
    expect(Buffer.from(await combine(tampered))).not.toEqual(Buffer.from(secret));
  });
});

describe("the vault", () => {
  const aad = "trustplane:keyshield:ksk_test:1:secret-256";

  it("opens with any k of n shares of the data key", async () => {
    const secret = randomBytes(32);
    const locked = await lockSecret(secret, aad, 5, 3);
    expect(locked.shares).toHaveLength(5);
    for (const combination of subsets(locked.shares, 3)) {
      expect(await openSecret(combination, aad, locked.ciphertext)).toEqual(secret);
    }
    // The ciphertext is not the secret, nor does it contain it.
    expect(locked.ciphertext.includes(secret)).toBe(false);
  });

  it("refuses (undefined, never wrong bytes) k−1 shares, a tampered share, shares of another lock, or another AAD", async () => {
    const secret = randomBytes(32);
    const locked = await lockSecret(secret, aad, 5, 3);
    const other = await lockSecret(secret, aad, 5, 3);
    for (const pair of subsets(locked.shares, 2))
      expect(await openSecret(pair, aad, locked.ciphertext)).toBeUndefined();
    for (let byte = 0; byte < 33; byte += 8) {
      const tampered = locked.shares.slice(0, 3).map((s) => new Uint8Array(s));
      tampered[2]![byte] = tampered[2]![byte]! ^ 0x80;
      expect(await openSecret(tampered, aad, locked.ciphertext)).toBeUndefined();
    }
    expect(await openSecret([...locked.shares.slice(0, 2), other.shares[2]!], aad, locked.ciphertext)).toBeUndefined();
    expect(await openSecret(locked.shares.slice(0, 3), `${aad}x`, locked.ciphertext)).toBeUndefined();
    // The same share twice (one x-coordinate): no data key at all.
    expect(
      await openSecret([locked.shares[0]!, locked.shares[0]!, locked.shares[1]!], aad, locked.ciphertext),
    ).toBeUndefined();
    expect(await openSecret(locked.shares.slice(0, 3), aad, locked.ciphertext.subarray(0, 20))).toBeUndefined();
  });
});

describe("the share text", () => {
  const share = { keyId: "ksk_01JD0000000000000000000000", epoch: 7, index: 3, bytes: new Uint8Array(randomBytes(33)) };

  it("round-trips, and its fingerprint binds key, epoch, index and bytes", () => {
    const text = formatShare(share);
    expect(text).toMatch(/^ks1\.ksk_01JD0000000000000000000000\.7\.3\.[A-Za-z0-9_-]{44}\.[0-9a-f]{8}$/);
    const parsed = parseShare(text)!;
    expect({ ...parsed, bytes: Buffer.from(parsed.bytes) }).toEqual({ ...share, bytes: Buffer.from(share.bytes) });
    const fingerprint = fingerprintOf(share);
    expect(fingerprintMatches(parsed, fingerprint)).toBe(true);
    for (const relabelled of [
      rewriteShare(text, { index: 2 }),
      rewriteShare(text, { epoch: 8 }),
      rewriteShare(text, { flipByte: 0 }),
    ]) {
      expect(fingerprintMatches(parseShare(relabelled)!, fingerprint)).toBe(false);
    }
    expect(fingerprintMatches(parsed, undefined)).toBe(false);
    expect(fingerprintMatches(parsed, fingerprint.subarray(0, 31))).toBe(false);
  });

  it("catches typos and truncation with its checksum, and refuses other shapes", () => {
    const text = formatShare(share);
    const at = text.lastIndexOf(".") - 5;
    const typo = `${text.slice(0, at)}${text[at] === "x" ? "y" : "x"}${text.slice(at + 1)}`;
    for (const bad of [
      typo,
      text.slice(0, -1),
      text.slice(1),
      `${text}0`,
      text.replace("ks1.", "ks2."),
      text.replace(".7.", ".07."),
      text.replace(".3.", ".0."),
      "",
      "ks1.....",
    ]) {
      expect(parseShare(bad), bad).toBeUndefined();
    }
    // Surrounding whitespace (a copied line) is forgiven.
    expect(parseShare(` ${text}\n`)).toBeDefined();
  });
});
