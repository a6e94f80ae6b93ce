import { describe, expect, it } from "vitest";
import { HttpProblem } from "../../http/problem.ts";
import {
  derivationLoad,
  hashPassword,
  MAX_CONCURRENT_DERIVATIONS,
  MAX_WAITING_DERIVATIONS,
  verifyPassword,
} from "./passwords.ts";

describe("password hashing", () => {
  it("hashes and verifies, refusing a wrong password and a malformed stored hash", async () => {
    const stored = await hashPassword("correct horse", 1024);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct horsf", stored)).toBe(false);
    expect(await verifyPassword("correct horse", "bcrypt$x")).toBe(false);
  });

  it(`runs at most ${MAX_CONCURRENT_DERIVATIONS} derivations at once and refuses past ${MAX_WAITING_DERIVATIONS} waiting with 503`, async () => {
    let peak = 0;
    const sample = setInterval(() => {
      peak = Math.max(peak, derivationLoad().running);
    }, 1);
    const total = MAX_CONCURRENT_DERIVATIONS + MAX_WAITING_DERIVATIONS + 3;
    const outcomes = await Promise.allSettled(
      Array.from({ length: total }, async (_, i) => {
        const load = derivationLoad();
        peak = Math.max(peak, load.running);
        return hashPassword(`password ${i}`, 1024);
      }),
    );
    clearInterval(sample);
    const refused = outcomes.filter((o) => o.status === "rejected");
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      const problem = (r as PromiseRejectedResult).reason as HttpProblem;
      expect(problem).toBeInstanceOf(HttpProblem);
      expect(problem).toMatchObject({ status: 503, type: "password-hashing-busy", headers: { "Retry-After": "1" } });
    }
    expect(peak).toBeLessThanOrEqual(MAX_CONCURRENT_DERIVATIONS);
    expect(peak).toBeGreaterThan(0);
    // Every slot is handed back: nothing is left running or waiting.
    expect(derivationLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
