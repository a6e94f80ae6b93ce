import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  BadSignatureError,
  BadTimestampError,
  MissingHeaderError,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  TimestampSkewError,
  verify,
} from "@trustplane/webhook-verifier";
import type { Request, RequestHandler } from "express";
import { serviceUnavailable, unauthorized } from "./problem.ts";

/**
 * Verification of partner webhooks (spec "Signing of webhook requests"), shared by the rights, chess
 * and registry receivers:
 *
 *   verifyPartnerWebhook(settings, "rights") // ahead of the rights partner's receiver
 *
 * The HMAC check is @trustplane/webhook-verifier's `verify`, the library partners sign with:
 * - `X-Svc-Timestamp` (unix seconds) and `X-Svc-Signature` (hex HMAC-SHA256 of `<timestamp>.<body>`).
 *   The HMAC is checked over the raw request bytes and, when that fails, over the RFC 8785 canonical
 *   form of the parsed body (`parsedBody`), so a partner (or proxy) that re-serialized the JSON still
 *   verifies. That fallback is refused when the raw bytes are JSON parsers read differently (a member
 *   name twice in one object, a lone surrogate, a number beyond double range: express.json kept the
 *   last duplicate, a partner's own parser may keep the first), and skipped when the raw bytes are
 *   canonical already. Every configured secret is accepted (rotation). Comparisons are constant-time.
 * - The timestamp must be within ±toleranceSeconds (300) of the server clock, else 401 "timestamp skew".
 *   It is checked before the signature, so a stale request says so whatever its signature.
 * This file adds what only the server has: the refusals as problem documents (401, one problem type per
 * kind), the configured secrets and clock, and the fallback header:
 * - The receiver's own secret header (X-Rights-Secret, ...) is accepted instead ONLY when both HMAC
 *   headers are absent and WEBHOOK_REQUIRE_HMAC is not 1.
 * - No secret configured: 503, the receiver is disabled (a configuration state, not a server fault).
 *
 * The raw bytes come from `captureRawBody`, which must be given to express.json as its `verify` option.
 * Without it only the canonical form can verify, and duplicate member names can no longer be seen.
 */

export { SIGNATURE_HEADER, TIMESTAMP_HEADER };

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
  /** Told why each refused request was refused (the receivers' metrics count them). */
  onRefused?: (reason: WebhookRefusal) => void;
};

/** Why a webhook request was refused (a metric label: a fixed set). */
export const WEBHOOK_REFUSALS = [
  "disabled",
  "missing_header",
  "hmac_required",
  "bad_shared_secret",
  "bad_timestamp",
  "timestamp_skew",
  "malformed_signature",
  "bad_signature",
  "ambiguous_json",
] as const;

export type WebhookRefusal = (typeof WEBHOOK_REFUSALS)[number];

const refusalOf = (error: unknown): WebhookRefusal | undefined => {
  if (error instanceof MissingHeaderError) return "missing_header";
  if (error instanceof BadTimestampError) return "bad_timestamp";
  if (error instanceof TimestampSkewError) return "timestamp_skew";
  if (error instanceof BadSignatureError) {
    if (error.reason === "ambiguous-json") return "ambiguous_json";
    return error.reason === "malformed" ? "malformed_signature" : "bad_signature";
  }
  return undefined;
};

const refuse = (detail: string, type = "webhook-signature") => unauthorized(detail, { type });

/** The library's refusal as this server's problem: the same 401s, details and problem types as always. */
const problemFor = (error: unknown): unknown => {
  if (error instanceof MissingHeaderError)
    return refuse(`Missing ${error.header}.`, error.header === TIMESTAMP_HEADER ? "webhook-timestamp" : undefined);
  if (error instanceof BadTimestampError)
    return refuse(`Malformed ${TIMESTAMP_HEADER}: send unix seconds (digits only).`, "webhook-timestamp");
  if (error instanceof TimestampSkewError) {
    const skew = error.skewSeconds;
    return unauthorized(
      `timestamp skew: ${TIMESTAMP_HEADER} is ${Math.abs(skew)} s ${skew < 0 ? "behind" : "ahead of"} server time (allowed ±${error.toleranceSeconds} s).`,
      { type: "webhook-timestamp-skew", title: "Timestamp skew" },
    );
  }
  if (error instanceof BadSignatureError) {
    if (error.reason === "ambiguous-json") {
      // The library's message says what (a repeated member name, a lone surrogate, ...) and where.
      return refuse(
        `${error.message}. Send the body exactly as signed, or sign JSON that every parser reads the same way.`,
      );
    }
    return refuse(
      error.reason === "malformed"
        ? `Malformed ${SIGNATURE_HEADER}: send the hex HMAC-SHA256 (64 characters).`
        : `${SIGNATURE_HEADER} does not match the request.`,
    );
  }
  return error;
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
  const onRefused = options.onRefused ?? (() => {});
  const refused = (reason: WebhookRefusal, problem: unknown): unknown => {
    onRefused(reason);
    return problem;
  };

  return async (req, _res, next) => {
    if (secrets.length === 0) {
      throw refused(
        "disabled",
        serviceUnavailable("This webhook receiver is disabled: no secret is configured.", {
          type: "webhook-disabled",
        }),
      );
    }

    if (req.get(TIMESTAMP_HEADER) === undefined && req.get(SIGNATURE_HEADER) === undefined) {
      if (options.requireHmac)
        throw refused(
          "hmac_required",
          refuse(`Sign the request with ${TIMESTAMP_HEADER} and ${SIGNATURE_HEADER}; this receiver requires HMAC.`),
        );
      const shared = req.get(options.fallbackHeader);
      if (shared === undefined)
        throw refused(
          "missing_header",
          refuse(
            `Sign the request with ${TIMESTAMP_HEADER} and ${SIGNATURE_HEADER}, or send ${options.fallbackHeader}.`,
          ),
        );
      if (!matchesSecret(shared, secrets))
        throw refused("bad_shared_secret", refuse(`${options.fallbackHeader} does not match.`));
      req.webhookAuth = { method: "shared-secret" };
      return next();
    }

    // The raw bytes when express.json kept them, else (no body parsed either) the empty body; the parsed
    // body's canonical form is tried when the bytes do not verify, and alone when they were not kept.
    let verified: Awaited<ReturnType<typeof verify>>;
    try {
      verified = await verify({
        secret: secrets,
        headers: req.headers,
        body: req.rawBody ?? (req.body === undefined ? "" : undefined),
        parsedBody: req.body,
        toleranceSeconds: tolerance,
        now,
      });
    } catch (error) {
      const reason = refusalOf(error);
      if (reason) onRefused(reason);
      throw problemFor(error);
    }
    req.webhookAuth = { method: "hmac", timestamp: verified.timestamp, matchedOn: verified.matchedOn };
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

/**
 * The partner receivers' settings, as the module that serves them reads them from the environment
 * (`<PARTNER>_WEBHOOK_SECRET`, WEBHOOK_REQUIRE_HMAC, WEBHOOK_TOLERANCE_SECONDS: the earnings module).
 */
export type PartnerWebhookSettings = {
  webhookSecrets: Readonly<Record<Partner, readonly string[]>>;
  webhookRequireHmac: boolean;
  webhookToleranceSeconds: number;
};

/** `verifyWebhook` for one partner, from its settings. */
export const verifyPartnerWebhook = (
  settings: PartnerWebhookSettings,
  partner: Partner,
  overrides: Partial<WebhookVerifierOptions> = {},
): RequestHandler =>
  verifyWebhook({
    secrets: settings.webhookSecrets[partner],
    fallbackHeader: PARTNER_FALLBACK_HEADERS[partner],
    requireHmac: settings.webhookRequireHmac,
    toleranceSeconds: settings.webhookToleranceSeconds,
    ...overrides,
  });
