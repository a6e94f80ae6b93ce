import type { ClientRateLimitInfo, IncrementResponse, Store } from "express-rate-limit";
import type { SharedCounters, WindowHits } from "./counters.ts";

/**
 * An express-rate-limit `Store` that counts in memory and shares its counts through `SharedCounters`
 * (PostgreSQL or Redis) in batches.
 *
 * Why hybrid: a database round-trip per request would cap the whole server at the database's
 * single-row upsert rate (PGlite runs one backend for everything), so requests never wait for the
 * database except the first request of a client key in a window (see below). Instead:
 * - every hit is counted locally (`pending`) and decided at once on
 *   `known` (the global total at our last exchange) + hits sent in a flush still under way + `pending`;
 * - every `syncIntervalMs` one batched upsert adds all pending hits to the shared counters and returns
 *   the new global totals, which become `known`;
 * - the first time this instance sees a key in a window it reads the key's global total (reads of one
 *   event-loop turn are batched into one query), so a restarted or newly started instance continues
 *   from the shared count instead of from zero.
 *
 * The trade-off, accepted on purpose: limits are shared across instances only to within one sync
 * interval. An instance learns of other instances' hits on a key when it next flushes that key, so
 * with N instances a client can exceed its limit by at most the requests the other instances admit
 * for it before their next flush (about one interval's worth each). Within one instance the limit is
 * exact. Windows are fixed and aligned to the Unix epoch (window start = now - now mod window), so all
 * instances agree on them as long as their clocks do (NTP); a window's count is dropped from memory
 * when the next window starts.
 *
 * If the shared counters fail, the store fails open: it keeps counting locally (limits then hold per
 * instance), logs once, keeps the unsent hits and retries them on the next sync.
 */

type Counter = {
  /** Epoch milliseconds; a multiple of the window length. */
  windowStart: number;
  /** Global total at our last exchange with the shared counters (our own flushed hits included). */
  known: number;
  /** Counted here, not yet sent. */
  pending: number;
  /** Sent in the flush now under way, not yet part of `known`. */
  sending: number;
  /** Set until the global total of a newly seen key has been read. */
  loading: Promise<void> | undefined;
};

type LoadRequest = { key: string; counter: Counter; done: () => void };

export type StoreLogger = {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
};

export type HybridStoreOptions = {
  counters: SharedCounters;
  windowMs: number;
  /** How often pending hits are flushed (RATE_LIMIT_SYNC_MS). */
  syncIntervalMs: number;
  /** How often expired windows are deleted from the shared counters; default: every window, at most every minute. */
  cleanupIntervalMs?: number;
  /** How long the first request of a key waits for its shared count before going on without it; default 1 s. */
  readTimeoutMs?: number;
  logger: StoreLogger;
  /** Clock, replaceable in tests. */
  now?: () => number;
};

export class HybridStore implements Store {
  /** Counts are shared: the same key in another store instance sees these hits (after a sync). */
  readonly localKeys = false;
  readonly windowMs: number;

  readonly #shared: SharedCounters;
  readonly #logger: StoreLogger;
  readonly #now: () => number;
  readonly #cleanupIntervalMs: number;
  readonly #readTimeoutMs: number;
  readonly #counters = new Map<string, Counter>();
  #toLoad: LoadRequest[] = [];
  #loadScheduled = false;
  #loadsInFlight = new Set<Promise<void>>();
  #flushing: Promise<void> = Promise.resolve();
  #flushInFlight = false;
  #cleanup: Promise<void> | undefined;
  #lastCleanup: number;
  #failing = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(options: HybridStoreOptions) {
    this.#shared = options.counters;
    this.windowMs = options.windowMs;
    this.#logger = options.logger;
    this.#now = options.now ?? Date.now;
    this.#cleanupIntervalMs = options.cleanupIntervalMs ?? Math.min(options.windowMs, 60_000);
    this.#readTimeoutMs = options.readTimeoutMs ?? 1_000;
    this.#lastCleanup = this.#now();
    this.#timer = setInterval(() => this.#tick(), options.syncIntervalMs);
    // Never keep the process alive for a timer: shutdown() flushes explicitly.
    this.#timer.unref();
  }

  /** Count `hits` (one request, or one weighing more) for `key` and answer with its total in the current window. */
  increment(key: string, hits = 1): IncrementResponse | Promise<IncrementResponse> {
    const counter = this.#current(key);
    counter.pending += hits;
    const resetTime = new Date(counter.windowStart + this.windowMs);
    if (counter.loading === undefined)
      return { totalHits: counter.known + counter.sending + counter.pending, resetTime };
    // Hits while the key's global total is being read queue up here in arrival order; nothing is sent
    // for a loading counter, so after the read `known` + our position is exactly our total.
    const position = counter.pending;
    return counter.loading.then(() => ({ totalHits: counter.known + position, resetTime }));
  }

  /** Undo hits that have not been sent yet (a refused request weighing more than one counts as one). */
  decrement(key: string, hits = 1): void {
    const counter = this.#counters.get(key);
    if (counter) counter.pending -= Math.min(hits, counter.pending);
  }

  get(key: string): ClientRateLimitInfo | undefined {
    const counter = this.#counters.get(key);
    if (!counter || counter.windowStart !== this.#windowStart(this.#now())) return undefined;
    return {
      totalHits: counter.known + counter.sending + counter.pending,
      resetTime: new Date(counter.windowStart + this.windowMs),
    };
  }

  async resetKey(key: string): Promise<void> {
    this.#counters.delete(key);
    await this.#shared.reset({ key, windowStart: this.#windowStart(this.#now()) });
  }

  /**
   * Send every pending hit in one batch and take the returned global totals as the new `known`.
   * Flushes run one after another; call it to sync now (tests, shutdown).
   */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#flushOnce());
    return this.#flushing;
  }

  /** Delete the shared counters of windows that have ended. */
  async deleteExpired(): Promise<number> {
    try {
      return await this.#shared.deleteExpired();
    } catch (err) {
      this.#logger.warn({ err }, "rate limit: could not delete expired counters");
      return 0;
    }
  }

  /**
   * Stop the timer and flush what is pending, so hits counted by a stopping instance still count.
   * Gives up after `timeoutMs` (an unreachable store must not hold up shutdown; those hits are lost).
   */
  async shutdown(timeoutMs = 5_000): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.#logger.warn({}, "rate limit: final flush did not finish in time; its hits are not shared");
        resolve();
      }, timeoutMs);
    });
    const drain = async () => {
      await Promise.all([...this.#loadsInFlight, this.#cleanup]);
      await this.flush();
    };
    await Promise.race([drain(), gaveUp]);
    clearTimeout(timer);
  }

  #windowStart(now: number): number {
    return now - (now % this.windowMs);
  }

  #current(key: string): Counter {
    const windowStart = this.#windowStart(this.#now());
    const existing = this.#counters.get(key);
    if (existing && existing.windowStart === windowStart) return existing;
    // A new window (or a key not seen yet): hits left unsent from the previous window are dropped, as
    // they can no longer change any decision.
    const counter: Counter = { windowStart, known: 0, pending: 0, sending: 0, loading: undefined };
    counter.loading = new Promise<void>((done) => this.#toLoad.push({ key, counter, done }));
    this.#counters.set(key, counter);
    if (!this.#loadScheduled) {
      this.#loadScheduled = true;
      // setImmediate, not a microtask: first hits arriving in the same event-loop turn share one query.
      setImmediate(() => this.#trackLoad(this.#loadBatch()));
    }
    return counter;
  }

  #trackLoad(load: Promise<void>): void {
    this.#loadsInFlight.add(load);
    void load.finally(() => this.#loadsInFlight.delete(load));
  }

  async #loadBatch(): Promise<void> {
    this.#loadScheduled = false;
    const batch = this.#toLoad;
    this.#toLoad = [];
    let timer: NodeJS.Timeout | undefined;
    try {
      // A request waits for this read, so a slow or unreachable database must not hold it for long.
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${this.#readTimeoutMs} ms`)), this.#readTimeoutMs);
      });
      const read = this.#shared.read(batch.map((b) => ({ key: b.key, windowStart: b.counter.windowStart })));
      read.catch(() => {}); // a late failure after the timeout is already reported
      const totals = await Promise.race([read, timeout]);
      totals.forEach((total, i) => {
        const request = batch[i];
        if (request) request.counter.known = total.hits;
      });
      this.#recovered();
    } catch (err) {
      this.#failed(err, "rate limit: could not read shared counters; counting locally until they answer");
    } finally {
      clearTimeout(timer);
    }
    for (const request of batch) {
      request.counter.loading = undefined;
      request.done();
    }
  }

  async #flushOnce(): Promise<void> {
    const batch: { counter: Counter; hits: WindowHits }[] = [];
    for (const [key, counter] of this.#counters) {
      if (counter.loading !== undefined || counter.pending <= 0) continue;
      counter.sending = counter.pending;
      counter.pending = 0;
      batch.push({ counter, hits: { key, windowStart: counter.windowStart, hits: counter.sending } });
    }
    if (batch.length === 0) return;
    try {
      const totals = await this.#shared.add(batch.map((b) => b.hits));
      totals.forEach((total, i) => {
        const entry = batch[i];
        if (!entry) return;
        entry.counter.known = total.hits;
        entry.counter.sending = 0;
      });
      this.#recovered();
    } catch (err) {
      // Keep the hits: they go out with the next flush.
      for (const { counter } of batch) {
        counter.pending += counter.sending;
        counter.sending = 0;
      }
      this.#failed(err, "rate limit: could not sync counters; counting locally until they answer");
    }
  }

  #tick(): void {
    const now = this.#now();
    // Counters of ended windows with nothing left to send are dropped, so memory holds the active keys only.
    for (const [key, counter] of this.#counters) {
      if (
        counter.windowStart + this.windowMs <= now &&
        counter.pending === 0 &&
        counter.sending === 0 &&
        counter.loading === undefined
      ) {
        this.#counters.delete(key);
      }
    }
    if (!this.#flushInFlight) {
      this.#flushInFlight = true;
      void this.flush().finally(() => {
        this.#flushInFlight = false;
      });
    }
    if (this.#cleanup === undefined && now - this.#lastCleanup >= this.#cleanupIntervalMs) {
      this.#lastCleanup = now;
      this.#cleanup = this.deleteExpired().then(() => {
        this.#cleanup = undefined;
      });
    }
  }

  #failed(err: unknown, message: string): void {
    if (this.#failing) return;
    this.#failing = true;
    this.#logger.warn({ err }, message);
  }

  #recovered(): void {
    if (!this.#failing) return;
    this.#failing = false;
    this.#logger.info({}, "rate limit: shared counters answer again");
  }
}
