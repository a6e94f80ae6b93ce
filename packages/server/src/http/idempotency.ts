import { createHash } from "node:crypto";
import { CanonicalizationError, canonicalize } from "@trustplane/canonical-json";
import type { Request, RequestHandler } from "express";
import type { MetricsRegistry } from "../observability/metrics.ts";
import { runWithDeadline } from "../request-context.ts";
import { type CapturedResponse, captureResponse } from "./idempotency/capture.ts";
import { badRequest, conflict, unprocessable } from "./problem.ts";

/** 422: the key was already used with another request (also raised by routes that find a recorded effect). */
export const idempotencyKeyReused = () =>
  unprocessable("This Idempotency-Key was already used with another request; use a new key.", {
    type: "idempotency-key-reused",
  });

/**
 * The `Idempotency-Key` step in front of a POST that moves money or creates things (design.md); the
 * platform puts it before every operation the contract marks `x-idempotent`.
 *
 * - No header: the handler just runs, within the request's database deadline.
 * - A key is remembered per principal (the authenticated user, or `principal` for an unauthenticated
 *   route) + scope + key, with a SHA-256 fingerprint of the request (method, URL, canonical JSON body).
 *   The first request owns the key and its response is recorded before it leaves; a retry with the same
 *   fingerprint gets that response again (`Idempotent-Replayed: true`) and the handler does not run.
 *   Same key, another request: 422. Same key while the first still runs: 409 with Retry-After: 1.
 * - 2xx and 4xx are final and replayed (a refused request stays refused), except a 429: "retry later"
 *   must not become the key's answer for good. A 429 or a 5xx releases the key so a retry runs the
 *   handler again, unless a statement's outcome became unknown (request-context.ts): then the key stays
 *   held until the request's database deadline, after which a retry finds the effect if one committed
 *   (the routes' findRecordedEffect) or runs afresh, so the effect happens exactly once.
 *
 * Where keys are kept, how long and how a crashed request's key is taken over is the store's part
 * (persistence/idempotency-keys.ts). The handler reads the key from `res.locals.idempotency`.
 */

export type RecordId = { principal: string; scope: string; key: string };

export type StoredResponse = { status: number; headers: Record<string, string>; body: string };

export type Claim =
  /**
   * This request owns the key: run the handler, then `complete` or `release` with the lease. Its
   * money-moving statements must commit before `heldUntil` (database clock, ISO 8601).
   */
  | { kind: "owner"; lease: string; heldUntil: string }
  /** A finished request with the same fingerprint: send its response again. */
  | { kind: "replay"; response: StoredResponse }
  /** The key was used for a different request. */
  | { kind: "mismatch" }
  /** The first request with this key is still running (its hold ends within `heldForSeconds`). */
  | { kind: "in_flight"; heldForSeconds: number };

/** Where the step keeps its keys (persistence/idempotency-keys.ts, on the server's database). */
export type IdempotencyKeyStore = {
  /** The database deadline of a request that carries no key (ISO 8601, the database's clock). */
  deadline(): string;
  /** Decide what a request carrying this key may do. */
  claim(id: RecordId, fingerprint: string): Promise<Claim>;
  /** Record the response of the request that owns the lease. */
  complete(id: RecordId, lease: string, response: StoredResponse): Promise<void>;
  /** Forget the key (the request failed on our side), so that a retry runs the handler again. */
  release(id: RecordId, lease: string): Promise<void>;
  /** Drop expired keys now and then (cheap when called on every request). */
  purgeNowAndThen(onError: (err: unknown) => void): Promise<void>;
};

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";

/** The contract's `IdempotencyKey` parameter: 1–255 printable ASCII characters. */
const KEY_SHAPE = /^[\x21-\x7E]{1,255}$/;

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

export const idempotent = (
  ctx: { store: IdempotencyKeyStore; metrics?: MetricsRegistry },
  options: IdempotencyOptions,
): RequestHandler => {
  const { store } = ctx;
  const counted = outcomeCounters(ctx.metrics, options.operation ?? options.scope);

  return async (req, res, next) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    if (key === undefined) {
      runWithDeadline(store.deadline(), () => next());
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

    await store.purgeNowAndThen((err) => req.log?.warn({ err }, "purging expired idempotency keys failed"));
    const claim = await store.claim(id, requestFingerprint(req));
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
        runWithDeadline(claim.heldUntil, (context) => {
          captureResponse(res, async (response) => {
            try {
              if (response.status < 500 && response.status !== 429)
                await store.complete(id, claim.lease, options.recorded ? options.recorded(response) : response);
              // Something may yet commit until the deadline: keep the key held until then.
              else if (context.outcomeUnknown) req.log?.warn({ scope: id.scope }, "outcome unknown; key held");
              else await store.release(id, claim.lease);
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
