import type { Schema } from "../../platform/operations.ts";
import { loggedView } from "../../transparency/entry.ts";
import { toBase64url, toHex0x } from "./encoding.ts";
import type { SigningKey } from "./keys.ts";
import type { Receipt } from "./receipts.ts";
import { ALGO } from "./statements.ts";

/** How the contract's signing schemas (openapi/signing.yaml) are written from stored receipts and keys. */

/** v1: the spec's Signature (payload as sent, `0x` hex) plus the receipt and key ids. */
export const v1Signature = (payload: unknown, receipt: Receipt): Schema<"Signature"> => ({
  payload,
  signature: toHex0x(receipt.signature),
  algo: ALGO,
  createdAt: receipt.createdAt,
  receiptId: receipt.id,
  keyId: receipt.keyId,
  ...logged(receipt),
});

/** Where the transparency log holds the receipt (none for a receipt issued before the log). */
const logged = (receipt: Receipt) => loggedView(receipt.transparency);

const attestationView = (attestation: Receipt["attestation"]): Schema<"Attestation"> | null =>
  attestation && { keyId: attestation.keyId, algo: ALGO, signature: toBase64url(attestation.signature) };

/** The fields a detached signature and an audit entry share. */
const receiptView = (
  receipt: Receipt,
  publicKey: Buffer,
): Omit<Schema<"AuditEntry">, "attestation" | "apiVersion"> => ({
  receiptId: receipt.id,
  keyId: receipt.keyId,
  algo: ALGO,
  canonicalization: "RFC8785",
  publicKey: toBase64url(publicKey),
  signature: toBase64url(receipt.signature),
  payloadSha256: receipt.payloadSha256,
  createdAt: receipt.createdAt,
  ...logged(receipt),
});

/** v2: a detached signature (no payload), with the public key and the platform's attestation. */
export const detachedSignature = (receipt: Receipt, publicKey: Buffer): Schema<"DetachedSignature"> => ({
  ...receiptView(receipt, publicKey),
  // Only v2 receipts are shown detached (v2 signing, the bureau pipeline), and signer.ts attests every v2 receipt.
  attestation: attestationView(receipt.attestation) as Schema<"Attestation">,
});

/** An audit entry: v1 receipts have no attestation. */
export const auditEntry = (receipt: Receipt, publicKey: Buffer): Schema<"AuditEntry"> => ({
  ...receiptView(receipt, publicKey),
  attestation: attestationView(receipt.attestation),
  apiVersion: receipt.apiVersion,
});

/** RFC 8037 JSON Web Key of an Ed25519 public key. */
export const jwk = (key: SigningKey): Schema<"Jwk"> => ({
  kty: "OKP",
  crv: "Ed25519",
  x: toBase64url(key.publicKey),
  kid: key.id,
  alg: "EdDSA",
  use: "sig",
});

export const signingKeyView = (key: SigningKey): Schema<"SigningKey"> => ({
  keyId: key.id,
  kind: key.kind,
  algo: ALGO,
  publicKey: toBase64url(key.publicKey),
  jwk: jwk(key),
  createdAt: key.createdAt,
  retiredAt: key.retiredAt,
});
