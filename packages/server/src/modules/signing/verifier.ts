import type { KeyObject } from "node:crypto";
import { verifyBytesAsync } from "./ed25519.ts";
import { sha256Hex, toHex0x } from "./encoding.ts";
import type { KeyStore, VerificationKey } from "./keys.ts";
import type { Receipt, ReceiptLookup } from "./receipts.ts";

/** The public key a verification uses: one of ours (with its id) or one the verifier brought. */
type Signer = { keyId: string | null; publicKey: KeyObject | Buffer };

const fromKey = (key: VerificationKey): Signer => ({ keyId: key.id, publicKey: key.publicKeyObject });

/** A key id, or a public key that may or may not be one of ours; undefined when the id names no key. */
const signerFor = async (
  keys: KeyStore,
  named: { keyId?: string; publicKey?: Buffer },
): Promise<{ signer?: Signer; reason?: "unknown-key" | "key-mismatch" }> => {
  const byId = named.keyId === undefined ? undefined : await keys.verificationKeyById(named.keyId);
  if (named.keyId !== undefined && !byId) return { reason: "unknown-key" };
  if (named.publicKey === undefined) return byId ? { signer: fromKey(byId) } : {};
  if (byId && !byId.publicKey.equals(named.publicKey)) return { reason: "key-mismatch" };
  if (byId) return { signer: fromKey(byId) };
  const known = await keys.verificationKeyByPublicKey(named.publicKey);
  return { signer: known ? fromKey(known) : { keyId: null, publicKey: named.publicKey } };
};

export type V1Verification = {
  valid: boolean;
  expected: string | null;
  provided: string;
  keyId: string | null;
  receiptId: string | null;
};

/**
 * v1 verification (public). The signer's key comes from every one of `receiptId`, `keyId` and
 * `publicKey` the request names (they must agree), or, when it names none,
 * the stored receipt carrying exactly this signature. `valid` is the Ed25519 check of the signature
 * over the payload's canonical bytes (`bytes`, from payload.ts: the route refuses a payload without a
 * canonical form) with that key (and, when a receiptId is named, that the receipt holds this very
 * signature). `expected` is the signature the signer's key makes over this payload
 * when the platform can show it without signing anything on request: the provided signature when it
 * verifies, or the named receipt's stored signature when that receipt covers this same payload;
 * otherwise null. The platform never computes a fresh signature here: a public endpoint that did
 * would sign any text with anyone's key.
 */
export const verifyV1 = async (
  receipts: ReceiptLookup,
  keys: KeyStore,
  input: {
    bytes: Buffer;
    signature: Buffer;
    provided: string;
    receiptId?: string;
    keyId?: string;
    publicKey?: Buffer;
  },
): Promise<V1Verification> => {
  const invalid = (receipt: Receipt | null = null, keyId: string | null = null): V1Verification => ({
    valid: false,
    expected: null,
    provided: input.provided,
    keyId,
    receiptId: receipt?.id ?? null,
  });
  const { bytes } = input;

  let receipt: Receipt | null = null;
  if (input.receiptId !== undefined) {
    receipt = await receipts.byId(input.receiptId);
    if (!receipt) return invalid();
  }
  const named = await signerFor(keys, { keyId: input.keyId ?? receipt?.keyId, publicKey: input.publicKey });
  if (named.reason) return invalid(receipt);
  if (receipt && input.keyId !== undefined && input.keyId !== receipt.keyId) return invalid(receipt);
  let signer = named.signer;
  if (!signer) {
    receipt = await receipts.bySignature(input.signature);
    if (!receipt) return invalid();
    const key = await keys.verificationKeyById(receipt.keyId);
    if (!key) return invalid(receipt);
    signer = fromKey(key);
  }

  const verifies = await verifyBytesAsync(signer.publicKey, bytes, input.signature);
  const receiptHolds = !receipt || receipt.signature.equals(input.signature);
  const receiptCoversPayload =
    receipt !== null && receipt.keyId === signer.keyId && receipt.payloadSha256 === sha256Hex(bytes);
  const valid = verifies && receiptHolds;
  return {
    valid,
    expected: verifies ? toHex0x(input.signature) : receiptCoversPayload ? toHex0x(receipt!.signature) : null,
    provided: input.provided,
    keyId: signer.keyId,
    receiptId: receipt?.id ?? null,
  };
};

export type V2Verification = {
  valid: boolean;
  keyId: string | null;
  reason: "bad-signature" | "unknown-key" | "key-mismatch" | null;
};

/**
 * v2 verification: the request names the key explicitly (keyId, publicKey, or both, which must agree).
 * `bytes` are the payload's canonical bytes (payload.ts).
 */
export const verifyV2 = async (
  keys: KeyStore,
  input: { bytes: Buffer; signature: Buffer; keyId?: string; publicKey?: Buffer },
): Promise<V2Verification> => {
  const { signer, reason } = await signerFor(keys, input);
  if (!signer) return { valid: false, keyId: null, reason: reason ?? "unknown-key" };
  const valid = await verifyBytesAsync(signer.publicKey, input.bytes, input.signature);
  return { valid, keyId: signer.keyId, reason: valid ? null : "bad-signature" };
};
