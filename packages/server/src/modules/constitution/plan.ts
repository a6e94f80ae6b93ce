import type { Request } from "express";
import type { CommonQueryMethods } from "slonik";
import type { AuthenticatedUser } from "../../http/auth.ts";
import { blindIndexes, type SealingKeys } from "../../sealing/seal.ts";
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

/**
 * Counts one use of a daily quota, or throws 429 `constitution-quota-exceeded` when none is left. An
 * anonymous caller (`anonymousCaller`'s key) counts against the anonymous limit instead of the plan's.
 */
export const useDailyQuota = async (
  db: CommonQueryMethods,
  config: ConstitutionConfig,
  caller: { key: string; anonymous: boolean },
  kind: UsageKind,
): Promise<void> => {
  const { day, resetAt } = utcDay();
  const { quota, limit: planLimit } = DAILY[kind];
  const limit = caller.anonymous ? config.anonymousAiSuggestionsPerDay : planLimit(config);
  if (!(await takeDailyUse(db, caller.key, kind, day, limit))) {
    throw suggestionProblems.dailyQuotaExceeded(quota, limit, resetAt, caller.anonymous);
  }
};

/** The blind-index purpose an anonymous caller's address is hashed under. */
const ANONYMOUS_PURPOSE = "constitution anonymous caller";

/**
 * Who counts a use: the signed-in user, else `anon:` and the HMAC-SHA256 (under a key derived from the
 * current PERSONAL_DATA_KEY) of the client address (`req.ip`: TRUST_PROXY decides whether
 * X-Forwarded-For is believed). The address itself is never stored; every anonymous caller behind one
 * address shares its quota. The key is also the owner the gateway's run is stored under.
 */
export const quotaHolder = (
  user: AuthenticatedUser | undefined,
  req: Request,
  keys: SealingKeys,
): { key: string; anonymous: boolean } => {
  if (user) return { key: user.id, anonymous: false };
  const [hash] = blindIndexes(keys, ANONYMOUS_PURPOSE, req.ip ?? req.socket.remoteAddress ?? "unknown");
  return { key: `anon:${hash!.toString("base64url")}`, anonymous: true };
};
