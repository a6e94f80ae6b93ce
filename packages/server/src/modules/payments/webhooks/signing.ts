import { createHmac, randomBytes } from "node:crypto";

/**
 * A delivery's signatures, both in one request (openapi/merchant-webhooks.yaml):
 * - the partner scheme of @trustplane/webhook-verifier: `X-Svc-Timestamp` and `X-Svc-Signature`, hex
 *   HMAC-SHA256 of `<timestamp>.<body>` keyed with the secret string's UTF-8 bytes (the verifier's
 *   `verify` keys its HMAC with the secret as given, so the merchant passes the `whsec_…` secret as is);
 * - Standard Webhooks: `webhook-id`, `webhook-timestamp` and `webhook-signature: v1,<base64 HMAC-SHA256
 *   of "<id>.<timestamp>.<body>">` keyed with the bytes the base64 after `whsec_` encodes.
 * During a secret rotation's overlap both secrets sign, the new one first: `webhook-signature` holds two
 * `v1,` entries separated by a space (as Standard Webhooks specifies), `X-Svc-Signature` two hex
 * signatures separated by a comma (as the verifier accepts).
 */

const PREFIX = "whsec_";

/** A new signing secret: `whsec_` then the base64 of 32 random bytes. */
export const newWebhookSecret = (): string => `${PREFIX}${randomBytes(32).toString("base64")}`;

/** Precomputed keys of one secret (the worker keeps them per subscription). */
export type SigningKeys = { svc: Buffer; standard: Buffer };

export const signingKeys = (secret: string): SigningKeys => ({
  svc: Buffer.from(secret, "utf8"),
  standard: Buffer.from(secret.slice(PREFIX.length), "base64"),
});

export const signedHeaders = (
  keys: readonly SigningKeys[],
  delivery: { eventId: string; body: string; timestamp: number },
): Record<string, string> => {
  const ts = String(delivery.timestamp);
  const svc = keys.map((key) => createHmac("sha256", key.svc).update(`${ts}.`).update(delivery.body).digest("hex"));
  const standard = keys.map(
    (key) =>
      `v1,${createHmac("sha256", key.standard).update(`${delivery.eventId}.${ts}.`).update(delivery.body).digest("base64")}`,
  );
  return {
    "content-type": "application/json",
    "x-svc-timestamp": ts,
    "x-svc-signature": svc.join(","),
    "webhook-id": delivery.eventId,
    "webhook-timestamp": ts,
    "webhook-signature": standard.join(" "),
  };
};
