/**
 * Where the shared fixed-window counters live (PostgreSQL or Redis). The hybrid store
 * (hybrid-store.ts) talks to one of these a few times per second, never once per request.
 */

/** One client key's count in one window. `windowStart` is epoch milliseconds, a multiple of the window length. */
export type WindowHits = { key: string; windowStart: number; hits: number };

/** Identifies one counter. */
export type WindowKey = { key: string; windowStart: number };

export type SharedCounters = {
  /**
   * Add each increment to its counter (creating it when absent) and return every touched counter's new
   * global total, in one round-trip. The result holds one entry per input, matched by key and window.
   */
  add(increments: readonly WindowHits[]): Promise<WindowHits[]>;
  /** Current global totals of these counters (0 for a counter nobody has written yet). */
  read(counters: readonly WindowKey[]): Promise<WindowHits[]>;
  /** Take hits back from a counter (never below 0): a refused request that weighed more counts as one. */
  subtract(counter: WindowHits): Promise<void>;
  /** Forget a client key's count in this window. */
  reset(counter: WindowKey): Promise<void>;
  /** Remove counters whose window ended; returns how many went (Redis expires them itself: 0). */
  deleteExpired(): Promise<number>;
};
