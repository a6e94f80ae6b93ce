import { getPublicKeyAsync, signAsync, utils } from "@noble/ed25519";
import { CanonicalizationError, canonicalize } from "@trustplane/canonical-json";
import { describe, expect, it } from "vitest";
import { type AttestedReceipt, verifyReceiptOffline, verifySignatureOffline } from "./verify-offline.js";

// Portable on purpose (no node:crypto, no Buffer): this package runs anywhere. That node:crypto, which
// the server signs with, and @noble/ed25519 agree byte for byte is proven in the server's
// modules/signing/noble-cross-check.test.ts.

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
const utf8 = (text: string) => new TextEncoder().encode(text);

/** Signs the way the server does: Ed25519 over the UTF-8 of the RFC 8785 canonical JSON. */
const signJson = (secretKey: Uint8Array, payload: unknown) => signAsync(utf8(canonicalize(payload)), secretKey);

const keyPair = async () => {
  const secretKey = utils.randomSecretKey();
  const publicKey = await getPublicKeyAsync(secretKey);
  return { secretKey, publicKey, publicKeyB64: base64url(publicKey), publicKeyHex: `0x${hex(publicKey)}` };
};

const alice = await keyPair();
const payload = { invoice: "INV-7", amount: 12.5, lines: [{ sku: "a", qty: 2 }], note: "naïve ✓" };
const signature = await signJson(alice.secretKey, payload);
const hexSignature = `0x${hex(signature)}`;
const base64urlSignature = base64url(signature);

describe("verifySignatureOffline", () => {
  it("accepts signatures in v1 (0x-hex) and v2 (base64url) form, with the public key in any form", async () => {
    for (const sig of [hexSignature, base64urlSignature, signature]) {
      for (const publicKey of [alice.publicKeyB64, alice.publicKeyHex, alice.publicKey]) {
        expect(await verifySignatureOffline({ payload, signature: sig, publicKey })).toBe(true);
      }
    }
  });

  it("ignores key order and whitespace: the payload is canonicalized (RFC 8785) before checking", async () => {
    const reordered = JSON.parse(
      '{ "note": "naïve ✓", "lines": [ { "qty": 2, "sku": "a" } ],\n "amount": 12.50, "invoice": "INV-7" }',
    );
    const check = { payload: reordered, signature: hexSignature, publicKey: alice.publicKeyB64 };
    expect(await verifySignatureOffline(check)).toBe(true);
  });

  it("answers false for a changed payload, a changed signature or another key", async () => {
    const tampered = { ...payload, amount: 12.51 };
    expect(await verifySignatureOffline({ payload: tampered, signature, publicKey: alice.publicKey })).toBe(false);
    const flipped = signature.slice();
    flipped[10]! ^= 0x01;
    expect(await verifySignatureOffline({ payload, signature: flipped, publicKey: alice.publicKey })).toBe(false);
    const bob = await keyPair();
    expect(await verifySignatureOffline({ payload, signature, publicKey: bob.publicKey })).toBe(false);
  });

  it("answers false, without throwing, for a public key that is no curve point", async () => {
    // y = 2^255 - 1 is not a canonical field element: strict RFC 8032 decoding refuses it.
    const notAPoint = `0x${"ff".repeat(31)}7f`;
    expect(await verifySignatureOffline({ payload, signature, publicKey: notAPoint })).toBe(false);
  });

  it("refuses malformed encodings with a TypeError, as the API answers them with 400", async () => {
    const cases: [string, string][] = [
      [hexSignature.slice(0, -2), alice.publicKeyB64],
      [`${hexSignature}00`, alice.publicKeyB64],
      [hexSignature.replace("0x", "0X"), alice.publicKeyB64],
      [`${base64urlSignature.slice(0, -1)}B`, alice.publicKeyB64], // unused low bits set: not canonical
      [`${base64urlSignature}==`, alice.publicKeyB64],
      [hexSignature, alice.publicKeyB64.slice(1)],
      [hexSignature, `${alice.publicKeyHex}00`],
    ];
    for (const [sig, publicKey] of cases) {
      await expect(verifySignatureOffline({ payload, signature: sig, publicKey })).rejects.toBeInstanceOf(TypeError);
    }
  });

  it("refuses a payload JSON cannot carry rather than verify a lossy serialization", async () => {
    const check = { payload: { n: Number.NaN }, signature, publicKey: alice.publicKey };
    await expect(verifySignatureOffline(check)).rejects.toBeInstanceOf(CanonicalizationError);
  });
});

const platform = await keyPair();
const platformJwk = { kty: "OKP", crv: "Ed25519", x: platform.publicKeyB64, kid: "key_01JD5V8ZK3M4N5P6Q7R8S9T0PL" };
const digest = hex(new Uint8Array(await crypto.subtle.digest("SHA-256", utf8(canonicalize(payload)))));

describe("verifyReceiptOffline", () => {
  /** A receipt shaped like a v2 sign response, attested the way the server attests. */
  const receiptBy = async (attestingKey: Uint8Array): Promise<AttestedReceipt> => {
    const fields = {
      receiptId: "sig_01JD5V8ZK3M4N5P6Q7R8S9T0RC",
      keyId: "key_01JD5V8ZK3M4N5P6Q7R8S9T0AL",
      algo: "Ed25519",
      publicKey: alice.publicKeyB64,
      signature: base64urlSignature,
      payloadSha256: digest,
      createdAt: "2026-11-22T08:00:00.000Z",
    };
    const attestation = await signJson(attestingKey, { type: "trustplane.signing.receipt", ...fields });
    return { ...fields, attestation: { keyId: platformJwk.kid, algo: "Ed25519", signature: base64url(attestation) } };
  };

  it("accepts a receipt attested by a published platform key, alone and together with its payload", async () => {
    const receipt = await receiptBy(platform.secretKey);
    expect(await verifyReceiptOffline({ receipt, platformKeys: { keys: [platformJwk] } })).toBe(true);
    expect(await verifyReceiptOffline({ receipt, platformKeys: [platformJwk], payload })).toBe(true);
  });

  it("refuses a changed receipt, an unknown platform key, a forged attestation and a different payload", async () => {
    const receipt = await receiptBy(platform.secretKey);
    const platformKeys = [platformJwk];
    const later = { ...receipt, createdAt: "2026-11-22T09:00:00.000Z" };
    expect(await verifyReceiptOffline({ receipt: later, platformKeys })).toBe(false);
    expect(await verifyReceiptOffline({ receipt, platformKeys: [{ ...platformJwk, kid: "key_other" }] })).toBe(false);
    const forged = await receiptBy((await keyPair()).secretKey);
    expect(await verifyReceiptOffline({ receipt: forged, platformKeys })).toBe(false);
    expect(await verifyReceiptOffline({ receipt: { ...receipt, attestation: null }, platformKeys })).toBe(false);
    expect(await verifyReceiptOffline({ receipt, platformKeys, payload: { ...payload, amount: 1 } })).toBe(false);
  });
});
