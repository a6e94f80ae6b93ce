import { createHash } from "node:crypto";
import { CanonicalizationError, canonicalize } from "@trustplane/canonical-json";
import type { Request, RequestHandler } from "express";
import type { DatabasePool } from "slonik";
import { boundsOf } from "../db/bounds.ts";
import { databaseInstantIn } from "../db/clock.ts";
import { runInRequestScope } from "../db/request-scope.ts";
import type { MetricsRegistry } from "../observability/metrics.ts";
import { claimKey, completeKey, purgeExpiredKeys, type RecordId, releaseKey } from "../persistence/idempotency-keys.ts";
import type { SealingKeys } from "../sealing/seal.ts";
import { type CapturedResponse, captureResponse } from "./idempotency/capture.ts";
import { badRequest, conflict, unprocessable } from "./problem.ts";

export { IDEMPOTENCY_TTL_SECONDS, purgeExpiredKeys } from "../persistence/idempotency-keys.ts";

/** 422: the key was already used with another request (also raised by routes that find a recorded effect). */
export const idempotencyKeyReused = () =>
  unprocessable("This Idempotency-Key was already used with another request; use a new key.", {
    type: "idempotency-key-reused",
  });

/**
 * `Idempotency-Key` for POST routes that move money or create things (design.md). Per route:
 *
 *   router.post("/api/ledger/topup", idempotent(ctx, { scope: "ledger.topup" }), async (req, res) => { ... });
 *
 * - No header: the handler just runs.
 * - The key is remembered per principal (the authenticated user; unauthenticated routes pass `principal`)
 *   + scope + key, for 24 hours, with a SHA-256 fingerprint of the request (method, URL, canonical JSON
 *   body, so key order and whitespace do not matter).
 * - First request: a row "in_flight" is inserted (the primary key decides races, never a read-then-write),
 *   the handler runs, and its status, body, Content-Type and Location are stored as "completed" before the
 *   response leaves (the body sealed under `answerKeys`: it may hold what is shown only once). A retry with the same fingerprint gets that response again with
 *   `Idempotent-Replayed: true`, and the handler does not run.
 * - Same key, different request: 422. Same key while the first is still running: 409 with Retry-After: 1.
 * - Outcomes: 2xx and 4xx are final and replayed (as Stripe does: a refused request stays refused; change
 *   the request and use a new key), except a 429 (a rate limit upstream, say the language-model
 *   provider's: "retry later" must not become the key's answer for good). A 429 or a 5xx, or an error
 *   the handler throws that becomes one, deletes the row
 *   so the retry runs the handler again, unless the failure left the outcome unknown (a statement sent
 *   and never answered: a dead socket, a broken connection; db/request-scope.ts): then the row stays in
 *   flight until the request's database deadline has passed (below), and the retry after it finds the
 *   effect if one committed (the routes' findRecordedEffect) or runs afresh: exactly once either way.
 * - The request runs with a database deadline (db/deadline.ts): the claim's `held_until`, claim time +
 *   DB_REQUEST_DEADLINE_MS on the database's clock (without a key: now + the same, through the measured
 *   clock offset). Money-moving statements do nothing past it. While held, a retry is 409 with
 *   Retry-After: 1 (the detail says when the hold ends at the latest); past it (+ COMMIT_MARGIN_MS) a
 *   retry takes the row over: after a crash, the retry gets a real answer within seconds.
 * - Expired rows (> 24 h) count as absent and are overwritten; they are also purged lazily (at most every
 *   10 minutes per process; `purgeExpiredKeys` is exported for a periodic job).
 *
 * Nothing holds a transaction open while the handler runs, so handlers may open their own.
 * The handler can read the key from `res.locals.idempotency` (e.g. to store it with the effect).
 */

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";

/** The contract's `IdempotencyKey` parameter: 1–255 printable ASCII characters. */
const KEY_SHAPE = /^[\x21-\x7E]{1,255}$/;

const PURGE_EVERY_MS = 10 * 60 * 1000;

export type IdempotencyOptions = {
  /** Names the route, e.g. "ledger.topup"; the same key on two routes is two independent keys. */
  scope: string;
  /** Whose key it is when the route is unauthenticated (e.g. a webhook's sender). `req.user` wins. */
  principal?: (req: Request) => string | undefined;
  /** The operation, as the metrics name it (default: the scope). */
  operation?: string;
  /**
   * What of a response is kept for replays (default: all of it). An answer holding something that must
   * never be stored (a threshold key's shares) keeps a copy without it: a replay then answers that.
   */
  recorded?: (response: CapturedResponse) => CapturedResponse;
};

/** What the step did with a request that carried a key (`trustplane_idempotency_requests_total`). */
const OUTCOMES = ["fresh", "replayed", "key_reused", "in_flight"] as const;

type Outcomes = Record<(typeof OUTCOMES)[number], { inc(): void }>;

const NOT_COUNTED: Outcomes = Object.fromEntries(OUTCOMES.map((o) => [o, { inc: () => {} }])) as Outcomes;

const outcomeCounters = (metrics: MetricsRegistry | undefined, operation: string): Outcomes => {
  if (!metrics) return NOT_COUNTED;
  const counter = metrics.counter({
    name: "trustplane_idempotency_requests_total",
    help: "Requests that carried an Idempotency-Key, by operation and outcome: fresh (the handler ran), replayed (the stored response was sent again), key_reused (422: the key was used for another request), in_flight (409: the first request with the key is still running).",
    labelNames: ["operation", "outcome"],
  });
  return Object.fromEntries(OUTCOMES.map((outcome) => [outcome, counter.bind({ operation, outcome })])) as Outcomes;
};

export type IdempotencyLocals = RecordId;

/** The Idempotency-Key of this request, when it carried one (set by the `idempotent` middleware). */
export const idempotencyKeyOf = (res: { locals: Record<string, unknown> }): string | undefined =>
  (res.locals.idempotency as IdempotencyLocals | undefined)?.key;

/**
 * SHA-256 of what makes two requests "the same request". A body RFC 8785 cannot canonicalize (a
 * string with a lone UTF-16 surrogate, which JSON.parse accepts) is the client's mistake: 400.
 */
export const requestFingerprint = (req: Request): string => {
  let canonical: string;
  try {
    canonical = canonicalize({ method: req.method, url: req.originalUrl, body: req.body ?? null });
  } catch (err) {
    if (err instanceof CanonicalizationError) throw badRequest(`The body cannot be canonicalized: ${err.message}`);
    throw err;
  }
  return createHash("sha256").update(canonical).digest("hex");
};

/** When each database was last purged: one lazy purge per 10 minutes per process, whatever the route. */
const lastPurge = new WeakMap<DatabasePool, number>();

const purgeNowAndThen = async (db: DatabasePool, req: Request): Promise<void> => {
  if (Date.now() - (lastPurge.get(db) ?? 0) < PURGE_EVERY_MS) return;
  lastPurge.set(db, Date.now());
  try {
    await purgeExpiredKeys(db);
  } catch (err) {
    req.log?.warn({ err }, "purging expired idempotency keys failed");
  }
};

export const idempotent = (
  ctx: {
    db: DatabasePool;
    metrics?: MetricsRegistry;
    /**
     * The KEK ring stored answers are sealed with (the server passes PERSONAL_DATA_KEY's): an answer
     * may carry what is shown once (a token in a URL, shares, a secret). Without it they are stored as written.
     */
    answerKeys?: () => SealingKeys;
  },
  options: IdempotencyOptions,
): RequestHandler => {
  const { db, answerKeys } = ctx;
  const counted = outcomeCounters(ctx.metrics, options.operation ?? options.scope);

  return async (req, res, next) => {
    const { requestDeadlineMs } = boundsOf(db);
    const key = req.get(IDEMPOTENCY_HEADER);
    if (key === undefined) {
      runInRequestScope(databaseInstantIn(db, requestDeadlineMs), () => next());
      return;
    }
    if (!KEY_SHAPE.test(key)) {
      throw badRequest("Idempotency-Key must be 1–255 printable ASCII characters.", {
        type: "invalid-idempotency-key",
      });
    }
    const principal = req.user?.id ?? options.principal?.(req);
    // A programming error (500), not a client one: the route forgot to say whose keys these are.
    if (!principal) throw new Error(`idempotent(${options.scope}): no principal; authenticate or pass one`);
    const id: RecordId = { principal, scope: options.scope, key };

    await purgeNowAndThen(db, req);
    const keys = answerKeys?.();
    const claim = await claimKey(db, id, requestFingerprint(req), requestDeadlineMs, keys);
    switch (claim.kind) {
      case "mismatch":
        counted.key_reused.inc();
        throw idempotencyKeyReused();
      case "in_flight":
        counted.in_flight.inc();
        throw conflict(
          `A request with this Idempotency-Key is still being processed. Retry shortly: the key is held for at most ${claim.heldForSeconds} more seconds.`,
          { type: "idempotency-key-in-flight", headers: { "Retry-After": "1" } },
        );
      case "replay": {
        counted.replayed.inc();
        const { status, headers, body } = claim.response;
        res.status(status);
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.setHeader(REPLAYED_HEADER, "true");
        res.end(body);
        return;
      }
      case "owner":
        counted.fresh.inc();
        runInRequestScope(claim.heldUntil, (scope) => {
          captureResponse(res, async (response) => {
            try {
              if (response.status < 500 && response.status !== 429)
                await completeKey(db, id, claim.lease, options.recorded ? options.recorded(response) : response, keys);
              // Something may yet commit until the deadline: keep the key held until then.
              else if (scope.outcomeUnknown) req.log?.warn({ scope: id.scope }, "outcome unknown; key held");
              else await releaseKey(db, id, claim.lease);
            } catch (err) {
              // The row stays in flight; a retry is refused with 409 until its hold ends.
              req.log?.error({ err, scope: id.scope }, "recording the idempotent response failed");
            }
          });
          res.locals.idempotency = id satisfies IdempotencyLocals;
          next();
        });
    }
  };
};
