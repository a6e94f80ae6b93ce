import type { Logger } from "pino";
import type { DatabasePool } from "slonik";
import { CHANNELS, type NotificationFeed } from "../../../db/notifications.ts";
import type { HttpMetrics } from "../../../observability/metrics.ts";
import { createOutboundClient, OutboundError } from "../../../outbound/client.ts";
import type { OutboundConfig } from "../../../outbound/config.ts";
import type { SealingKeys } from "../../../sealing/seal.ts";
import type { WebhookConfig } from "./config.ts";
import { paymentWebhookEventView } from "./presenters.ts";
import {
  type AttemptResult,
  abandonClaims,
  type ClaimedDelivery,
  claimDue,
  msUntilNextDue,
  recordAttempts,
  releaseClaims,
} from "./queue.ts";
import { retryAfterMs, retryDelayMs } from "./schedule.ts";
import { type SigningKeys, signedHeaders, signingKeys } from "./signing.ts";
import { openSecret } from "./subscriptions.ts";
import { urlPolicy } from "./url-policy.ts";

/** A claim outlives the attempt's deadline by this much before another instance may take the row. */
const LEASE_MARGIN_MS = 30_000;
/** The longest the worker sleeps without looking at the queue (a missed wake-up costs at most this). */
const MAX_SLEEP_MS = 60_000;

export type WebhookWorker = { start(): void; stop(): Promise<void>; kick(): void };

/**
 * Delivers due rows of the queue (queue.ts): woken by the NOTIFY of every queued delivery
 * (deliveries.ts, on every instance) and by a timer set to the next due time. At most
 * `concurrency` attempts are in flight; each is signed (signing.ts) and sent through the SSRF-safe
 * client (outbound/client.ts), which checks every address it connects to and follows no redirect.
 */
export const createWebhookWorker = (deps: {
  db: DatabasePool;
  feed: NotificationFeed;
  logger: Logger;
  metrics: HttpMetrics;
  config: WebhookConfig;
  /** OUTBOUND_MAX_RESPONSE_BYTES (the excerpt kept) and OUTBOUND_ALLOW_PRIVATE. */
  outbound: OutboundConfig;
  keys: () => SealingKeys;
  /** The deployment's payments mode, in every event's body. */
  livemode: boolean;
}): WebhookWorker => {
  const { db, config, logger } = deps;
  const policy = urlPolicy(config, deps.outbound.allowPrivate, deps.outbound.resolve);
  const client = createOutboundClient({
    allowPrivate: policy.allowPrivate,
    resolve: deps.outbound.resolve,
    timeoutMs: config.timeoutMs,
    maxResponseBytes: deps.outbound.maxResponseBytes,
    userAgent: "Trustplane-Webhooks/1.0",
  });
  const attempts = deps.metrics.counter({
    name: "trustplane_payment_webhook_attempts_total",
    help: "Merchant webhook delivery attempts, by outcome: succeeded (2xx), failed (anything else), gone (410: the subscription is disabled), interrupted (the server stopped or died mid-attempt: outcome unknown, counted when the next claim finds it).",
    labelNames: ["outcome"],
  });
  const counted = {
    succeeded: attempts.bind({ outcome: "succeeded" }),
    failed: attempts.bind({ outcome: "failed" }),
    gone: attempts.bind({ outcome: "gone" }),
    interrupted: attempts.bind({ outcome: "interrupted" }),
  };
  const leaseMs = config.timeoutMs + LEASE_MARGIN_MS;
  const stopping = new AbortController();
  const inFlight = new Map<string, { claim: ClaimedDelivery; done: Promise<void> }>();
  const keyCache = new Map<string, SigningKeys[]>();
  let started = false;
  let stopped = false;
  let ticking = false;
  let again = false;
  let lastClaimAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;

  /** The keys a delivery is signed with: the current secret's, and the previous one's during an overlap. */
  const keysOf = (claim: ClaimedDelivery): SigningKeys[] => {
    const cacheKey = `${claim.subscription_id} ${claim.secret_version} ${claim.previous_secret === null ? 1 : 2}`;
    let keys = keyCache.get(cacheKey);
    if (!keys) {
      const open = (sealed: Buffer) => signingKeys(openSecret(deps.keys(), claim.subscription_id, sealed));
      keys = [open(claim.secret), ...(claim.previous_secret === null ? [] : [open(claim.previous_secret)])];
      if (keyCache.size > 10_000) keyCache.clear();
      keyCache.set(cacheKey, keys);
    }
    return keys;
  };

  const attempt = async (claim: ClaimedDelivery): Promise<AttemptResult | undefined> => {
    const startedAt = new Date();
    const began = performance.now();
    const failed = (
      error: string,
      responseStatus: number | null = null,
      excerpt: string | null = null,
      retryAfter?: number,
    ) => ({
      outcome: "failed" as const,
      responseStatus,
      latencyMs: Math.round(performance.now() - began),
      error,
      responseExcerpt: excerpt,
      startedAt,
      retryInMs: retryDelayMs(config.scheduleMs, claim.attempt, {
        retryAfterMs: retryAfter,
        retryAfterMaxMs: config.retryAfterMaxMs,
      }),
    });
    let url: URL;
    try {
      url = new URL(claim.url);
    } catch {
      return failed("invalid-url: the URL is not valid");
    }
    if (!policy.schemeAllowed(url)) return failed("scheme-not-allowed: only https: URLs are allowed");
    const body = JSON.stringify(paymentWebhookEventView(claim, deps.livemode));
    const headers = signedHeaders(keysOf(claim), {
      eventId: claim.event_id,
      body,
      timestamp: Math.floor(Date.now() / 1000),
    });
    try {
      const response = await client.post(claim.url, { headers, body, signal: stopping.signal });
      const excerpt = response.bodyExcerpt === "" ? null : response.bodyExcerpt;
      if (response.status >= 200 && response.status < 300) {
        return {
          outcome: "succeeded",
          responseStatus: response.status,
          latencyMs: response.latencyMs,
          error: null,
          responseExcerpt: excerpt,
          startedAt,
        };
      }
      if (response.status === 410) {
        return {
          outcome: "gone",
          responseStatus: 410,
          latencyMs: response.latencyMs,
          error: "HTTP 410: the subscription is disabled",
          responseExcerpt: excerpt,
          startedAt,
        };
      }
      const why =
        response.status >= 300 && response.status < 400
          ? `HTTP ${response.status}: redirects are not followed`
          : `HTTP ${response.status}`;
      return failed(why, response.status, excerpt, retryAfterMs(response.headers["retry-after"], Date.now()));
    } catch (err) {
      if (stopping.signal.aborted) return undefined;
      if (err instanceof OutboundError) return failed(`${err.reason}: ${err.message}`);
      throw err;
    }
  };

  // Results wait here to be recorded together, one statement for all that finished meanwhile; a slot
  // stays taken until its attempt is recorded.
  let unrecorded: { claim: ClaimedDelivery; result: AttemptResult; recorded: () => void }[] = [];
  let recording = false;
  const flush = async () => {
    if (recording) return;
    recording = true;
    try {
      while (unrecorded.length > 0) {
        const batch = unrecorded;
        unrecorded = [];
        try {
          await recordAttempts(db, batch);
          for (const { claim, result } of batch) if (result.outcome === "gone") keyCache.delete(claim.subscription_id);
        } catch (err) {
          logger.error(
            { err, deliveries: batch.length },
            "webhook attempts could not be recorded; retried when their leases expire",
          );
        }
        for (const { recorded } of batch) recorded();
      }
    } finally {
      recording = false;
    }
  };

  const run = (claim: ClaimedDelivery) => {
    const done = (async () => {
      let result: AttemptResult | undefined;
      try {
        result = await attempt(claim);
      } catch (err) {
        logger.error(
          { err, deliveryId: claim.id },
          "webhook attempt failed unexpectedly; retried when its lease expires",
        );
      }
      if (result === undefined) return; // stopping (released in stop()), or retried when its lease expires
      counted[result.outcome].inc();
      const recorded = new Promise<void>((resolve) => unrecorded.push({ claim, result, recorded: resolve }));
      void flush();
      await recorded;
    })().finally(() => {
      inFlight.delete(claim.id);
      kick();
    });
    inFlight.set(claim.id, { claim, done });
  };

  const sleep = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(kick, Math.min(Math.max(ms, 0), MAX_SLEEP_MS));
    timer.unref();
  };

  const tick = async () => {
    if (stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      do {
        again = false;
        for (;;) {
          const free = config.concurrency - inFlight.size;
          // Claims come in batches (a quarter of the slots at least) unless the last was a while ago.
          if (
            free < Math.max(1, config.concurrency / 4) &&
            inFlight.size > 0 &&
            performance.now() - lastClaimAt < 100
          ) {
            sleep(100);
            break;
          }
          if (free <= 0 || stopped) break;
          lastClaimAt = performance.now();
          const { claims, taken, interrupted } = await claimDue(db, free, leaseMs, config.scheduleMs.length);
          if (interrupted > 0) counted.interrupted.inc(interrupted);
          if (stopped) {
            await releaseClaims(db, claims);
            break;
          }
          for (const claim of claims) run(claim);
          if (taken < free) break;
        }
      } while (again && !stopped);
      // While attempts are in flight their completions claim again; idle, the timer does.
      if (!stopped && inFlight.size === 0) {
        const next = await msUntilNextDue(db);
        if (!stopped) sleep(next ?? MAX_SLEEP_MS);
      }
    } catch (err) {
      if (!stopped) {
        logger.warn({ err }, "webhook queue unreachable; trying again shortly");
        sleep(1_000);
      }
    } finally {
      ticking = false;
    }
  };

  function kick() {
    if (!started || stopped) return;
    void tick();
  }

  return {
    start() {
      if (started) return;
      started = true;
      unsubscribe = deps.feed.subscribe(CHANNELS.paymentWebhooks, { change: kick, reset: kick });
      kick();
    },
    kick,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      unsubscribe?.();
      stopping.abort(new Error("the server is stopping"));
      const pending = [...inFlight.values()];
      await Promise.allSettled(pending.map((p) => p.done));
      // Attempts cut short may have reached their receiver: their leases lapse now, so the next claim
      // (any instance's) logs them interrupted and makes the next attempt at once.
      await abandonClaims(
        db,
        pending.map((p) => p.claim),
      ).catch((err: unknown) =>
        logger.warn({ err }, "webhook claims not given back; they are retried when their leases expire"),
      );
      await client.close();
    },
  };
};
