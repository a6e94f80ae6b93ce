import type { CommonQueryMethods } from "slonik";
import type { ConstitutionConfig } from "./config.ts";
import { suggestionProblems } from "./problems.ts";
import { countScenarios, dailyUsage, takeDailyUse, type UsageKind, utcDay } from "./store.ts";

/**
 * The plan every account is on (`free`) and its quotas, from the configuration; usage is counted in the
 * database (store.ts), so every instance sees the same figures.
 */
type Quota = { limit: number; used: number; remaining: number; resetAt: string | null };

const quota = (limit: number, used: number, resetAt: Date | null): Quota => ({
  limit,
  used,
  remaining: Math.max(0, limit - used),
  resetAt: resetAt?.toISOString() ?? null,
});

export const planOf = async (db: CommonQueryMethods, config: ConstitutionConfig, userId: string) => {
  const { day, resetAt } = utcDay();
  const [scenarios, usage] = await Promise.all([countScenarios(db, userId), dailyUsage(db, userId, day)]);
  return {
    plan: "free" as const,
    quotas: {
      scenarios: quota(config.maxScenarios, scenarios, null),
      aiSuggestionsPerDay: quota(config.aiSuggestionsPerDay, usage["ai-suggestion"], resetAt),
      pdfsPerDay: quota(config.pdfsPerDay, usage.pdf, resetAt),
    },
  };
};

const DAILY: Record<
  UsageKind,
  { quota: "aiSuggestionsPerDay" | "pdfsPerDay"; limit: (c: ConstitutionConfig) => number }
> = {
  "ai-suggestion": { quota: "aiSuggestionsPerDay", limit: (c) => c.aiSuggestionsPerDay },
  pdf: { quota: "pdfsPerDay", limit: (c) => c.pdfsPerDay },
};

/** Counts one use of a daily quota, or throws 429 `constitution-quota-exceeded` when none is left. */
export const useDailyQuota = async (
  db: CommonQueryMethods,
  config: ConstitutionConfig,
  userId: string,
  kind: UsageKind,
): Promise<void> => {
  const { day, resetAt } = utcDay();
  const { quota, limit } = DAILY[kind];
  if (!(await takeDailyUse(db, userId, kind, day, limit(config)))) {
    throw suggestionProblems.dailyQuotaExceeded(quota, limit(config), resetAt);
  }
};
