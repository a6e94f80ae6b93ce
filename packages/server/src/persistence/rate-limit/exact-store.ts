import type { IncrementResponse } from "express-rate-limit";
import type { LimitStore } from "../../http/rate-limit.ts";
import type { SharedCounters } from "./counters.ts";
import type { StoreLogger } from "./hybrid-store.ts";

export type ExactStoreOptions = {
  counters: SharedCounters;
  windowMs: number;
  /** Where a hit is counted while the shared counters do not answer: the instance's hybrid store. */
  fallback: LimitStore;
  /** How long a request waits for the shared count before the fallback decides; default 1 s. */
  timeoutMs?: number;
  logger: StoreLogger;
  /** Clock, replaceable in tests. */
  now?: () => number;
};

/**
 * Counts decided in the shared store at the moment of the request, for the limits that guard
 * credentials, money and paid calls (`credentials`, `lookups`, `llm-chat`, `key-shares`): every hit is
 * one atomic increment of the shared counter (PostgreSQL `INSERT … ON CONFLICT DO UPDATE … RETURNING`,
 * or Redis `INCRBY`), and the total it returns — every instance's hits included, up to this one — is
 * what the request is judged on. However many instances serve a client and however its requests
 * arrive, exactly `limit` of them are admitted in a window.
 *
 * The cost is one round-trip to the shared store per request of these classes (0.6 ms on PostgreSQL,
 * docs/conventions.md, "Rate limits"), which is small next to what they guard: a scrypt hash for a sign-in, a provider
 * call for a chat. The general per-IP and per-user limits stay on the hybrid store (hybrid-store.ts),
 * whose hot path touches no database.
 *
 * Windows are the hybrid store's (fixed, aligned to the epoch), and so are the counters' rows: the two
 * stores never share a key, as each budget is in one of them.
 *
 * If the shared counters fail or do not answer within `timeoutMs`, the hit is counted by the fallback
 * (the instance's hybrid store, which shares it once the counters answer again): limits then hold per
 * instance, as the hybrid store's do in that state, and the failure is logged once.
 */
export class ExactStore implements LimitStore {
  readonly windowMs: number;
  readonly #shared: SharedCounters;
  readonly #fallback: LimitStore;
  readonly #timeoutMs: number;
  readonly #logger: StoreLogger;
  readonly #now: () => number;
  #failing = false;

  constructor(options: ExactStoreOptions) {
    this.#shared = options.counters;
    this.windowMs = options.windowMs;
    this.#fallback = options.fallback;
    this.#timeoutMs = options.timeoutMs ?? 1_000;
    this.#logger = options.logger;
    this.#now = options.now ?? Date.now;
  }

  async increment(key: string, hits = 1): Promise<IncrementResponse> {
    const now = this.#now();
    const windowStart = now - (now % this.windowMs);
    let timer: NodeJS.Timeout | undefined;
    try {
      const added = this.#shared.add([{ key, windowStart, hits }]);
      // A late success after the timeout still counts the hit: the count errs towards refusing.
      added.catch(() => {});
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${this.#timeoutMs} ms`)), this.#timeoutMs);
      });
      const [total] = await Promise.race([added, timeout]);
      this.#recovered();
      return { totalHits: total?.hits ?? hits, resetTime: new Date(windowStart + this.windowMs) };
    } catch (err) {
      this.#failed(err);
      return this.#fallback.increment(key, hits);
    } finally {
      clearTimeout(timer);
    }
  }

  decrement(key: string, hits: number, resetTime: Date | undefined): void {
    if (hits <= 0) return;
    if (this.#failing || resetTime === undefined) {
      this.#fallback.decrement(key, hits, resetTime);
      return;
    }
    const windowStart = resetTime.getTime() - this.windowMs;
    this.#shared.subtract({ key, windowStart, hits }).catch((err: unknown) => {
      // Not given back: the refused request counts as its full weight, which only errs towards refusing.
      this.#logger.warn({ err }, "rate limit: could not give back a refused request's weight");
    });
  }

  #failed(err: unknown): void {
    if (this.#failing) return;
    this.#failing = true;
    this.#logger.warn({ err }, "rate limit: shared counters do not answer; strict limits count on this instance");
  }

  #recovered(): void {
    if (!this.#failing) return;
    this.#failing = false;
    this.#logger.info({}, "rate limit: shared counters answer again; strict limits are shared");
  }
}
