import type { Env } from "../../env.ts";
import { int } from "../../env.ts";
import { personalDataKeysFromEnv, type SealingKeys } from "../../sealing/seal.ts";

/** The constitution module's settings (docs/configuration.md). */
export type ConstitutionConfig = {
  /** CONSTITUTION_MAX_SCENARIOS: scenarios a user may save on the free plan (ever). */
  maxScenarios: number;
  /** CONSTITUTION_AI_SUGGESTIONS_PER_DAY: AI suggestions a user may ask for per UTC day. */
  aiSuggestionsPerDay: number;
  /**
   * CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY: AI suggestions callers without an account (the public
   * playground's visitors) may ask for per UTC day, counted per client address; 0 requires signing in.
   */
  anonymousAiSuggestionsPerDay: number;
  /** CONSTITUTION_PDFS_PER_DAY: PDFs a user may make per UTC day. */
  pdfsPerDay: number;
  /** CONSTITUTION_AI_PROVIDER: the gateway provider AI suggestions ask (`echo` works offline). */
  aiProvider: string;
  /** CONSTITUTION_AI_MODEL: its model; unset, the provider's default model. */
  aiModel: string | undefined;
  /** CONSTITUTION_AI_TIMEOUT_MS: how long a suggestion may take, the gateway's retries included. */
  aiTimeoutMs: number;
  /** LLM_STREAM_HEARTBEAT_MS: the gap between heartbeat events of a streamed suggestion. */
  heartbeatMs: number;
  /**
   * PERSONAL_DATA_KEY (and its previous keys): an anonymous caller's address is kept only as an HMAC
   * under a key derived from it, never as written.
   */
  personalDataKeys: () => SealingKeys;
};

export const constitutionConfigFromEnv = (env: Env): ConstitutionConfig => ({
  maxScenarios: int(env, "CONSTITUTION_MAX_SCENARIOS", 100, 0),
  aiSuggestionsPerDay: int(env, "CONSTITUTION_AI_SUGGESTIONS_PER_DAY", 20, 0),
  anonymousAiSuggestionsPerDay: int(env, "CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY", 5, 0),
  pdfsPerDay: int(env, "CONSTITUTION_PDFS_PER_DAY", 10, 0),
  aiProvider: env.CONSTITUTION_AI_PROVIDER?.trim() || "echo",
  aiModel: env.CONSTITUTION_AI_MODEL?.trim() || undefined,
  aiTimeoutMs: int(env, "CONSTITUTION_AI_TIMEOUT_MS", 60_000, 100),
  heartbeatMs: int(env, "LLM_STREAM_HEARTBEAT_MS", 15_000, 10),
  personalDataKeys: personalDataKeysFromEnv(env),
});
