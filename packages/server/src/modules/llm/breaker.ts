/**
 * One circuit breaker per provider, fed by the outcomes of real calls (a 429, a 5xx, a timeout or a lost
 * connection is a failure; a refusal of the request itself, a 4xx, is not the provider's failing):
 * - closed: calls go through; `failures` consecutive failures open it;
 * - open: calls skip the provider (no request is sent) until `cooldownMs` have passed;
 * - half-open: one trial call goes through; its success closes the breaker, its failure opens it again.
 * The state is this instance's (each instance judges from the calls it makes); the latency figures of
 * GET /api/llm/health come from the stored attempts of every instance.
 */
export type BreakerState = "closed" | "open" | "half-open";

export type BreakerView = { state: BreakerState; consecutiveFailures: number; retryAt: Date | null };

type Entry = { consecutiveFailures: number; openedAt: number | null; trialInFlight: boolean };

export class Breakers {
  readonly #entries = new Map<string, Entry>();
  readonly failures: number;
  readonly cooldownMs: number;
  readonly now: () => number;
  constructor(failures: number, cooldownMs: number, now: () => number = Date.now) {
    this.failures = failures;
    this.cooldownMs = cooldownMs;
    this.now = now;
  }

  #entry(provider: string): Entry {
    let entry = this.#entries.get(provider);
    if (!entry) {
      entry = { consecutiveFailures: 0, openedAt: null, trialInFlight: false };
      this.#entries.set(provider, entry);
    }
    return entry;
  }

  view(provider: string): BreakerView {
    const entry = this.#entry(provider);
    if (entry.openedAt === null)
      return { state: "closed", consecutiveFailures: entry.consecutiveFailures, retryAt: null };
    const retryAt = entry.openedAt + this.cooldownMs;
    return {
      state: this.now() >= retryAt ? "half-open" : "open",
      consecutiveFailures: entry.consecutiveFailures,
      retryAt: new Date(retryAt),
    };
  }

  /** Whether a call may go to the provider now (taking the half-open breaker's one trial when it may). */
  tryAcquire(provider: string): boolean {
    const entry = this.#entry(provider);
    const state = this.view(provider).state;
    if (state === "closed") return true;
    if (state === "open" || entry.trialInFlight) return false;
    entry.trialInFlight = true;
    return true;
  }

  /** Milliseconds until the soonest of these providers' breakers lets a call through. */
  retryInMs(providers: readonly string[]): number {
    const times = providers.map((p) => this.view(p).retryAt?.getTime() ?? this.now());
    return Math.max(0, Math.min(...times) - this.now());
  }

  success(provider: string): void {
    const entry = this.#entry(provider);
    entry.consecutiveFailures = 0;
    entry.openedAt = null;
    entry.trialInFlight = false;
  }

  failure(provider: string): void {
    const entry = this.#entry(provider);
    entry.consecutiveFailures += 1;
    const wasTrial = entry.trialInFlight;
    entry.trialInFlight = false;
    if (wasTrial || entry.consecutiveFailures >= this.failures) entry.openedAt = this.now();
  }

  /** The call ended without saying anything of the provider (a 4xx refusal): frees a half-open trial. */
  neutral(provider: string): void {
    this.#entry(provider).trialInFlight = false;
  }
}
