import type { IncomingMessage } from "node:http";
import express, {
  type ErrorRequestHandler,
  type Express as ExpressApp,
  type Request,
  type RequestHandler,
  type Response,
} from "express";
import { type IncrementResponse, ipKeyGenerator } from "express-rate-limit";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { CounterChild, MetricsRegistry } from "../observability/metrics.ts";
import { type HttpProblem, tooManyRequests } from "./problem.ts";
import type { RawHeaders } from "./response-headers.ts";

/**
 * Rate limiting, fixed windows of RATE_LIMIT_WINDOW_SECONDS, one budget per request. The contract puts
 * an operation in a budget (`x-rate-limit`: credentials and lookups against guessing, llm-chat and
 * key-shares for paid or secret work, unlimited for probes and scrapes); other requests count per user
 * when signed in, else per client IP (req.ip: TRUST_PROXY decides whether X-Forwarded-For is believed;
 * IPv6 grouped by /56). Settings and figures: docs/configuration.md, docs/conventions.md.
 *
 * It runs after the contract validator (which sets req.user); `afterError` counts the requests the
 * validator or body parser refused, so a 400/401/404 flood is limited like any other. The strict
 * budgets are decided in the shared counters per request (exactly `limit` per window across
 * instances); the general ones count locally and share every RATE_LIMIT_SYNC_MS, a bound stated in
 * docs/conventions.md. Both stores are persistence/rate-limit/'s.
 */

/**
 * What the limiter asks of a store (persistence/rate-limit/): the hybrid store for the general budgets,
 * the exact one for the strict budgets.
 */
export type LimitStore = {
  /** Count `hits` for `key` and answer with its total in the current window. */
  increment(key: string, hits?: number): IncrementResponse | Promise<IncrementResponse>;
  /** Give back `hits` counted for `key` in the window that ends at `resetTime` (a refused heavy request counts as one). */
  decrement(key: string, hits: number, resetTime: Date | undefined): void;
};

export type RateLimitState = { limit: number; used: number; remaining: number; resetTime: Date | undefined };

declare global {
  namespace Express {
    interface Request {
      rateLimit?: RateLimitState;
    }
  }
}

/** The budgets, as `trustplane_rate_limit_refusals_total` names them. */
type BucketKind = "ip" | "credentials" | "user" | "api-key" | "lookups" | "llm-chat" | "key-shares";

/** `store`: where the budget is counted, the exact store (strict budgets) or the hybrid one, chosen once. */
type Bucket = { key: string; limit: number; per: string; kind: BucketKind; store: LimitStore };

/**
 * Finding a payee's account by email tells a signed-in user whether that email is registered (and the
 * owner's display name, so the payer can check they found the right person): that is the route's job.
 * Its own, much smaller budget (`x-rate-limit: lookups`) keeps it from being used to test a list of
 * addresses.
 */
const isCredentialRequest = (req: Request): boolean => req.operation?.rateLimit === "credentials";

const secondsUntil = (time: Date | undefined, windowMs: number): number =>
  time ? Math.max(0, Math.ceil((time.getTime() - Date.now()) / 1000)) : Math.ceil(windowMs / 1000);

/** The X-RateLimit-* headers of a state: on Express's responses, and on those the socket's edge writes. */
const headersOf = (info: RateLimitState, windowMs: number): RawHeaders => [
  "X-RateLimit-Limit",
  String(info.limit),
  "X-RateLimit-Remaining",
  String(info.remaining),
  "X-RateLimit-Reset",
  String(secondsUntil(info.resetTime, windowMs)),
];

const setHeaders = (res: Response, info: RateLimitState, windowMs: number): void => {
  if (res.headersSent) return;
  const headers = headersOf(info, windowMs);
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
};

/**
 * The client address a request is counted under: the socket's, or with TRUST_PROXY what Express's
 * `req.ip` answers for the app's `trust proxy` setting (X-Forwarded-For through the trusted proxies,
 * proxy-addr). That getter is Express's own, called on a stand-in holding what it reads (the app, the
 * headers, the socket), so a bare node request answered at the socket's edge (edge.ts) is counted under
 * the address the same request gets through Express, by the same code.
 */
export const clientIpOf = (app: ExpressApp): ((req: IncomingMessage) => string | undefined) => {
  if (app.get("trust proxy") === false) return (req) => req.socket.remoteAddress;
  const ip = Object.getOwnPropertyDescriptor(express.request, "ip")?.get;
  if (ip === undefined) throw new Error("Express's request has no ip getter");
  return (req) => ip.call({ app, headers: req.headers, socket: req.socket }) as string | undefined;
};

/** A request the socket's edge counted and found over its per-IP budget, with that count, for Express to answer. */
const COUNTED_AT_EDGE = Symbol("trustplane.countedAtEdge");
type CountedAtEdge = IncomingMessage & { [COUNTED_AT_EDGE]?: IncrementResponse };

export type RateLimitMiddleware = {
  /** Mount right after the contract validator. */
  middleware: RequestHandler;
  /** Mount right after `middleware`: counts requests refused before it (validation, auth, 404, body errors). */
  afterError: ErrorRequestHandler;
  /**
   * For a request the socket's edge (edge.ts) answers ahead of Express: counts it in its client's per-IP
   * budget, in the store and under the key `middleware` counts an anonymous request with, and answers the
   * X-RateLimit-* headers when it is admitted. Undefined leaves the request to Express: refused (then
   * `middleware` answers the 429 from this count instead of counting the request again) or the store failed
   * (then Express counts it, and fails open as ever).
   */
  countPerIp: (req: IncomingMessage) => RawHeaders | undefined | Promise<RawHeaders | undefined>;
};

/** `store` and `exact` are the instance's stores (openRateLimitStore: startServer opens and closes them). */
export const rateLimiter = (options: {
  config: Config["rateLimit"];
  /** Where the general per-IP and per-user budgets are counted. */
  store: LimitStore;
  /** Where the strict budgets are counted, decided in the shared counters per request. */
  exact: LimitStore;
  logger: Logger;
  /** Where refusals are counted, by bucket. */
  metrics?: MetricsRegistry;
  /** The client's address (clientIpOf). */
  clientIp: (req: IncomingMessage) => string | undefined;
}): RateLimitMiddleware => {
  const { config } = options;
  const refusals = options.metrics?.counter({
    name: "trustplane_rate_limit_refusals_total",
    help: "Requests refused 429 by the rate limiter, by budget: ip (per client IP), user (per signed-in user), api_key (an API key's own budget), credentials (sign-in attempts per IP), lookups (email lookups per user), llm_chat (language-model chat requests per user), key_shares (threshold-key recoveries and rotations per user).",
    labelNames: ["bucket"],
  });
  const refused: Record<BucketKind, CounterChild | undefined> = {
    ip: refusals?.bind({ bucket: "ip" }),
    credentials: refusals?.bind({ bucket: "credentials" }),
    user: refusals?.bind({ bucket: "user" }),
    "api-key": refusals?.bind({ bucket: "api_key" }),
    lookups: refusals?.bind({ bucket: "lookups" }),
    "llm-chat": refusals?.bind({ bucket: "llm_chat" }),
    "key-shares": refusals?.bind({ bucket: "key_shares" }),
  };
  const windowMs = config.windowSeconds * 1000;
  const { store, exact, clientIp } = options;
  // Each client's buckets are made once and remembered (at most 10,000 addresses and 10,000 users, then
  // forgotten all at once), not a key and an object per request; ipKeyGenerator (which tests the
  // address against an IPv6 pattern) runs once per address.
  const ipBuckets = new Map<string, { ip: Bucket; credentials: Bucket }>();
  const userBuckets = new Map<string, { user: Bucket; lookup: Bucket; chat: Bucket; shares: Bucket }>();
  const bucketsOfIp = (address: string) => {
    let buckets = ipBuckets.get(address);
    if (buckets === undefined) {
      const ip = ipKeyGenerator(address, 56);
      buckets = {
        ip: { key: `ip:${ip}`, limit: config.perIp, per: "requests per IP address", kind: "ip", store },
        credentials: {
          key: `credentials:${ip}`,
          limit: config.authPerIp,
          per: "sign-in attempts per IP address",
          kind: "credentials",
          store: exact,
        },
      };
      if (ipBuckets.size >= 10_000) ipBuckets.clear();
      ipBuckets.set(address, buckets);
    }
    return buckets;
  };
  const bucketsOfUser = (id: string) => {
    let buckets = userBuckets.get(id);
    if (buckets === undefined) {
      buckets = {
        user: { key: `user:${id}`, limit: config.perUser, per: "requests per user", kind: "user", store },
        lookup: {
          key: `lookup:${id}`,
          limit: config.lookupsPerUser,
          per: "email lookups per user",
          kind: "lookups",
          store: exact,
        },
        chat: {
          key: `llm-chat:${id}`,
          limit: config.llmChatPerUser,
          per: "chat requests per user",
          kind: "llm-chat",
          store: exact,
        },
        shares: {
          key: `key-shares:${id}`,
          limit: config.keySharesPerUser,
          per: "threshold-key share attempts per user",
          kind: "key-shares",
          store: exact,
        },
      };
      if (userBuckets.size >= 10_000) userBuckets.clear();
      userBuckets.set(id, buckets);
    }
    return buckets;
  };

  // An API key with a budget of its own (`rateLimitPerMinute`, scaled to the window) is counted on it,
  // exactly across instances, in place of its owner's general budget; the strict budgets stay per user.
  const keyBuckets = new Map<string, Bucket>();
  const bucketOfKey = (id: string, perMinute: number): Bucket => {
    let bucket = keyBuckets.get(id);
    const limit = Math.max(1, Math.round((perMinute * config.windowSeconds) / 60));
    if (bucket === undefined || bucket.limit !== limit) {
      bucket = { key: `api-key:${id}`, limit, per: "requests for this API key", kind: "api-key", store: exact };
      if (keyBuckets.size >= 10_000) keyBuckets.clear();
      keyBuckets.set(id, bucket);
    }
    return bucket;
  };

  const bucketOf = (req: Request): Bucket => {
    if (isCredentialRequest(req)) return bucketsOfIp(clientIp(req) ?? "unknown").credentials;
    if (req.user) {
      const buckets = bucketsOfUser(req.user.id);
      const kind = req.operation?.rateLimit;
      if (kind === "lookups") return buckets.lookup;
      if (kind === "llm-chat") return buckets.chat;
      if (kind === "key-shares") return buckets.shares;
      const key = req.user.apiKey;
      if (key?.rateLimitPerMinute != null) return bucketOfKey(key.id, key.rateLimitPerMinute);
      return buckets.user;
    }
    return bucketsOfIp(clientIp(req) ?? "unknown").ip;
  };

  const refuse = (bucket: Bucket, state: RateLimitState): HttpProblem => {
    refused[bucket.kind]?.inc();
    const retryAfter = Math.max(1, secondsUntil(state.resetTime, windowMs));
    return tooManyRequests(
      `Rate limit of ${bucket.limit} ${bucket.per} in ${config.windowSeconds} s exceeded; retry in ${retryAfter} s.`,
      { headers: { "Retry-After": String(retryAfter) } },
    );
  };

  // The store answers synchronously except for a key's first request in a window on this instance,
  // so the common path costs a map lookup; express-rate-limit's generic machinery around the same
  // store cost several times that on every request.
  type Next = (err?: unknown) => void;
  // A request weighing more than one (`x-rate-limit-weight`: a fan-out dispatch of n agents) is admitted
  // only when all of it fits; refused, it counts as one request, like any other refusal.
  const stateOf = (bucket: Bucket, hit: IncrementResponse, used: number): RateLimitState => ({
    limit: bucket.limit,
    used,
    remaining: Math.max(0, bucket.limit - used),
    resetTime: hit.resetTime,
  });
  const decide = (req: Request, res: Response, next: Next, bucket: Bucket, hit: IncrementResponse, weight: number) => {
    const over = hit.totalHits > bucket.limit;
    if (over && weight > 1) bucket.store.decrement(bucket.key, weight - 1, hit.resetTime);
    const state = stateOf(bucket, hit, over ? hit.totalHits - weight + 1 : hit.totalHits);
    req.rateLimit = state;
    setHeaders(res, state, windowMs);
    next(over ? refuse(bucket, state) : undefined);
  };
  // The store fails open by itself; should it ever throw, serve rather than refuse.
  const failOpen = (next: Next, err: unknown) => {
    options.logger.error({ err }, "rate limit store failed; request allowed");
    next();
  };
  const run = (req: Request, res: Response, next: Next, weighed: boolean): void => {
    const counted = (req as CountedAtEdge)[COUNTED_AT_EDGE];
    if (counted !== undefined) {
      decide(req, res, next, bucketsOfIp(clientIp(req) ?? "unknown").ip, counted, 1);
      return;
    }
    if (req.operation?.rateLimit === "unlimited") {
      next();
      return;
    }
    const bucket = bucketOf(req);
    // Only a request that passed validation is weighed (its body is then the contract's shape).
    const weight = weighed ? (req.operation?.rateLimitWeight?.(req.body) ?? 1) : 1;
    let hit: IncrementResponse | Promise<IncrementResponse>;
    try {
      hit = bucket.store.increment(bucket.key, weight);
    } catch (err) {
      failOpen(next, err);
      return;
    }
    if (hit instanceof Promise) {
      hit.then(
        (settled) => decide(req, res, next, bucket, settled, weight),
        (err: unknown) => failOpen(next, err),
      );
    } else decide(req, res, next, bucket, hit, weight);
  };

  // As `run` counts an anonymous request outside any contract operation (weight 1, the per-IP budget).
  const admittedAtEdge = (req: IncomingMessage, bucket: Bucket, hit: IncrementResponse): RawHeaders | undefined => {
    if (hit.totalHits > bucket.limit) {
      (req as CountedAtEdge)[COUNTED_AT_EDGE] = hit;
      return undefined;
    }
    return headersOf(stateOf(bucket, hit, hit.totalHits), windowMs);
  };
  const countPerIp: RateLimitMiddleware["countPerIp"] = (req) => {
    const bucket = bucketsOfIp(clientIp(req) ?? "unknown").ip;
    let hit: IncrementResponse | Promise<IncrementResponse>;
    try {
      hit = bucket.store.increment(bucket.key, 1);
    } catch {
      return undefined;
    }
    if (hit instanceof Promise) {
      return hit.then(
        (settled) => admittedAtEdge(req, bucket, settled),
        () => undefined,
      );
    }
    return admittedAtEdge(req, bucket, hit);
  };

  return {
    countPerIp,
    middleware: (req, res, next) => run(req, res, next, true),
    afterError: (err, req, res, next) => {
      // Already counted (this is our own 429, or an error after the limiter ran): pass it on untouched.
      if (req.rateLimit) return next(err);
      run(req, res, (limitErr) => next(limitErr ?? err), false);
    },
  };
};
