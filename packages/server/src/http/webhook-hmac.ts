import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { canonicalize } from "@trustplane/canonical-json";
import type { Request, RequestHandler } from "express";
import type { Config } from "../config.ts";
import { serviceUnavailable, unauthorized } from "./problem.ts";

/**
 * Verification of partner webhooks (spec "Signing of webhook requests"), shared by the rights, chess
 * and registry receivers:
 *
 *   router.post("/api/rights/royalties/verify-webhook", verifyPartnerWebhook(ctx.config, "rights"), handler);
 *
 * - `X-Svc-Timestamp` (unix seconds) and `X-Svc-Signature` (hex HMAC-SHA256 of `<timestamp>.<body>`).
 *   The HMAC is checked over the raw request bytes and, when that fails, over the RFC 8785 canonical
 *   form of the parsed body, so a partner (or proxy) that re-serialized the JSON still verifies. Every
 *   configured secret is accepted (rotation). Comparisons are constant-time.
 * - The timestamp must be within ±toleranceSeconds (300) of the server clock, else 401 "timestamp skew".
 *   It is checked before the signature, so a stale request says so whatever its signature.
 * - The receiver's own secret header (X-Rights-Secret, ...) is accepted instead ONLY when both HMAC
 *   headers are absent and WEBHOOK_REQUIRE_HMAC is not 1.
 * - No secret configured: 503, the receiver is disabled (a configuration state, not a server fault).
 *
 * The raw bytes come from `captureRawBody`, which must be given to express.json as its `verify` option.
 * Without it only the canonical form can verify.
 */

export const TIMESTAMP_HEADER = "X-Svc-Timestamp";
export const SIGNATURE_HEADER = "X-Svc-Signature";

declare global {
  namespace Express {
    interface Request {
      /** The request body exactly as received (set by `captureRawBody`). */
      rawBody?: Buffer;
      /** How a webhook request proved where it came from (set by `verifyWebhook`). */
      webhookAuth?: { method: "hmac"; timestamp: number; matchedOn: "raw" | "canonical" } | { method: "shared-secret" };
    }
  }
}

/** express.json's `verify` callback: keep the bytes the signature was computed over. */
export const captureRawBody = (req: IncomingMessage, _res: ServerResponse, buf: Buffer): void => {
  (req as Request).rawBody = buf;
};

export type WebhookVerifierOptions = {
  /** Accepted secrets; several during a rotation. None: the receiver answers 503. */
  secrets: readonly string[];
  /** The receiver-specific fallback header, e.g. "X-Rights-Secret". */
  fallbackHeader: string;
  /** WEBHOOK_REQUIRE_HMAC=1: the fallback header is refused. */
  requireHmac: boolean;
  /** Allowed clock difference, seconds, either direction. Default 300. */
  toleranceSeconds?: number;
  /** The server clock in unix seconds (tests pin it). */
  now?: () => number;
};

const TIMESTAMP = /^\d{1,12}$/;
const SIGNATURE = /^[0-9a-fA-F]{64}$/;

const refuse = (detail: string, type = "webhook-signature") => unauthorized(detail, { type });

const hmac = (secret: string, timestamp: string, body: Buffer | string): Buffer =>
  createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest();

/** The texts the signature may have been computed over: the raw bytes, then the canonical JSON. */
const signedBodies = (req: Request): { body: Buffer | string; matchedOn: "raw" | "canonical" }[] => {
  const bodies: { body: Buffer | string; matchedOn: "raw" | "canonical" }[] = [];
  if (req.rawBody) bodies.push({ body: req.rawBody, matchedOn: "raw" });
  else if (req.body === undefined) bodies.push({ body: "", matchedOn: "raw" });
  if (req.body !== undefined) {
    try {
      bodies.push({ body: canonicalize(req.body), matchedOn: "canonical" });
    } catch {
      // Not representable as canonical JSON: only the raw bytes can match.
    }
  }
  return bodies;
};

/**
 * Whether `provided` equals one of the secrets, in constant time: hashing first makes the comparison
 * length-independent, and every secret is compared (no early exit). Shared with the OAuth login cookie.
 */
export const matchesSecret = (provided: string, secrets: readonly string[]): boolean => {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  const wanted = digest(provided);
  let matched = false;
  for (const secret of secrets) if (timingSafeEqual(digest(secret), wanted)) matched = true;
  return matched;
};

export const verifyWebhook = (options: WebhookVerifierOptions): RequestHandler => {
  const secrets = options.secrets.filter((s) => s !== "");
  const tolerance = options.toleranceSeconds ?? 300;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));

  return (req, _res, next) => {
    if (secrets.length === 0) {
      throw serviceUnavailable("This webhook receiver is disabled: no secret is configured.", {
        type: "webhook-disabled",
      });
    }
    const timestamp = req.get(TIMESTAMP_HEADER);
    const signature = req.get(SIGNATURE_HEADER);

    if (timestamp === undefined && signature === undefined) {
      if (options.requireHmac)
        throw refuse(`Sign the request with ${TIMESTAMP_HEADER} and ${SIGNATURE_HEADER}; this receiver requires HMAC.`);
      const shared = req.get(options.fallbackHeader);
      if (shared === undefined)
        throw refuse(
          `Sign the request with ${TIMESTAMP_HEADER} and ${SIGNATURE_HEADER}, or send ${options.fallbackHeader}.`,
        );
      if (!matchesSecret(shared, secrets)) throw refuse(`${options.fallbackHeader} does not match.`);
      req.webhookAuth = { method: "shared-secret" };
      return next();
    }

    if (timestamp === undefined) throw refuse(`Missing ${TIMESTAMP_HEADER}.`, "webhook-timestamp");
    if (signature === undefined) throw refuse(`Missing ${SIGNATURE_HEADER}.`);
    if (!TIMESTAMP.test(timestamp))
      throw refuse(`Malformed ${TIMESTAMP_HEADER}: send unix seconds (digits only).`, "webhook-timestamp");
    const skew = Number(timestamp) - now();
    if (Math.abs(skew) > tolerance) {
      throw unauthorized(
        `timestamp skew: ${TIMESTAMP_HEADER} is ${Math.abs(skew)} s ${skew < 0 ? "behind" : "ahead of"} server time (allowed ±${tolerance} s).`,
        { type: "webhook-timestamp-skew", title: "Timestamp skew" },
      );
    }
    if (!SIGNATURE.test(signature))
      throw refuse(`Malformed ${SIGNATURE_HEADER}: send the hex HMAC-SHA256 (64 characters).`);

    const provided = Buffer.from(signature, "hex");
    let matchedOn: "raw" | "canonical" | undefined;
    // Every candidate under every secret, no early exit: the time taken does not say which one matched.
    for (const candidate of signedBodies(req)) {
      for (const secret of secrets) {
        if (timingSafeEqual(hmac(secret, timestamp, candidate.body), provided)) matchedOn ??= candidate.matchedOn;
      }
    }
    if (!matchedOn) throw refuse(`${SIGNATURE_HEADER} does not match the request.`);
    req.webhookAuth = { method: "hmac", timestamp: Number(timestamp), matchedOn };
    next();
  };
};

/** The three partner receivers and their fallback headers (spec table). */
export const PARTNER_FALLBACK_HEADERS = {
  rights: "X-Rights-Secret",
  chess: "X-Chess-Secret",
  registry: "X-Registry-Secret",
} as const;

export type Partner = keyof typeof PARTNER_FALLBACK_HEADERS;

/** `verifyWebhook` configured from the environment (`<PARTNER>_WEBHOOK_SECRET`, WEBHOOK_REQUIRE_HMAC). */
export const verifyPartnerWebhook = (
  config: Config,
  partner: Partner,
  overrides: Partial<WebhookVerifierOptions> = {},
): RequestHandler =>
  verifyWebhook({
    secrets: config.webhookSecrets[partner],
    fallbackHeader: PARTNER_FALLBACK_HEADERS[partner],
    requireHmac: config.webhookRequireHmac,
    toleranceSeconds: config.webhookToleranceSeconds,
    ...overrides,
  });
