import { describe, expect, it } from "vitest";
import { webhookConfigFromEnv } from "../../src/modules/payments/webhooks/config.ts";
import { jittered, retryAfterMs, retryDelayMs } from "../../src/modules/payments/webhooks/schedule.ts";

describe("merchant webhook retry schedule", () => {
  const schedule = webhookConfigFromEnv({}).scheduleMs;

  it("defaults to Svix's: immediately, 5 s, 5 min, 30 min, 2 h", () => {
    expect(schedule).toEqual([0, 5_000, 300_000, 1_800_000, 7_200_000]);
    expect(() => webhookConfigFromEnv({ PAYMENTS_WEBHOOK_SCHEDULE_MS: "0,-5" })).toThrow(
      /PAYMENTS_WEBHOOK_SCHEDULE_MS/,
    );
    expect(() => webhookConfigFromEnv({ PAYMENTS_ALLOW_PRIVATE_WEBHOOKS: "yes" })).toThrow(
      /PAYMENTS_ALLOW_PRIVATE_WEBHOOKS/,
    );
  });

  it("takes 1 to 5 attempts, as the contract's attempt counts allow, and refuses a longer schedule at start-up", () => {
    expect(webhookConfigFromEnv({ PAYMENTS_WEBHOOK_SCHEDULE_MS: "0" }).scheduleMs).toEqual([0]);
    expect(webhookConfigFromEnv({ PAYMENTS_WEBHOOK_SCHEDULE_MS: "0,30,30,30,30" }).scheduleMs).toHaveLength(5);
    // Six entries made a sixth attempt, and every read of that delivery 500 (`attempts` is at most 5).
    expect(() => webhookConfigFromEnv({ PAYMENTS_WEBHOOK_SCHEDULE_MS: "0,1000,2000,3000,4000,5000" })).toThrow(
      'PAYMENTS_WEBHOOK_SCHEDULE_MS must be 1 to 5 comma-separated integers >= 0 (ms, at most 5 attempts), got "0,1000,2000,3000,4000,5000"',
    );
  });

  it("jitters each delay by at most 10% either way", () => {
    expect(jittered(10_000, () => 0)).toBe(9_000);
    expect(jittered(10_000, () => 0.999999)).toBe(11_000);
    expect(jittered(0, () => 0.7)).toBe(0);
  });

  it("waits the next step after each failure and gives up after the last", () => {
    const mid = { retryAfterMaxMs: 7_200_000, random: () => 0.5 };
    expect([1, 2, 3, 4].map((done) => retryDelayMs(schedule, done, mid))).toEqual([
      5_000, 300_000, 1_800_000, 7_200_000,
    ]);
    expect(retryDelayMs(schedule, 5, mid)).toBeUndefined();
  });

  it("takes the later of the schedule and Retry-After, capped", () => {
    const now = Date.parse("2026-11-24T10:00:00Z");
    expect(retryAfterMs("120", now)).toBe(120_000);
    expect(retryAfterMs("Tue, 24 Nov 2026 10:01:00 GMT", now)).toBe(60_000);
    expect(retryAfterMs("Tue, 24 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs("-1", now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    const options = { retryAfterMaxMs: 600_000, random: () => 0.5 };
    expect(retryDelayMs(schedule, 1, { ...options, retryAfterMs: 60_000 })).toBe(60_000);
    expect(retryDelayMs(schedule, 2, { ...options, retryAfterMs: 60_000 })).toBe(300_000);
    expect(retryDelayMs(schedule, 1, { ...options, retryAfterMs: 86_400_000 })).toBe(600_000);
    expect(retryDelayMs(schedule, 5, { ...options, retryAfterMs: 1_000 })).toBeUndefined();
  });
});
