import { type Env, integer, text } from "../../env.ts";
import { LLM_STREAM_HEARTBEAT_MS } from "../llm/index.ts";

/**
 * The constitution module's settings (docs/configuration.md). An anonymous caller's address is kept
 * only as an HMAC under a key derived from `ctx.personalDataKeys`, never as written.
 */
export type ConstitutionConfig = {
  /** Scenarios a user may save on the free plan (ever). */
  maxScenarios: number;
  /** AI suggestions a user may ask for per UTC day. */
  aiSuggestionsPerDay: number;
  /** AI suggestions callers without an account may ask for per UTC day, per client address; 0 requires signing in. */
  anonymousAiSuggestionsPerDay: number;
  /** PDFs a user may make per UTC day. */
  pdfsPerDay: number;
  /** The gateway provider AI suggestions ask; `echo` (the default) asks none: the governance model works them out. */
  aiProvider: string;
  /** Its model; unset, the provider's default model. */
  aiModel: string | undefined;
  /** How long a suggestion may take, the gateway's retries included. */
  aiTimeoutMs: number;
  /** The gap between heartbeat events of a streamed suggestion (LLM_STREAM_HEARTBEAT_MS, the gateway's). */
  heartbeatMs: number;
};

const CONSTITUTION_MAX_SCENARIOS = integer("CONSTITUTION_MAX_SCENARIOS", {
  default: 100,
  description: "governance scenarios a user may save on the free plan (403 `constitution-quota-exceeded` beyond)",
});
const CONSTITUTION_AI_SUGGESTIONS_PER_DAY = integer("CONSTITUTION_AI_SUGGESTIONS_PER_DAY", {
  default: 20,
  description:
    "AI suggestions (streamed or not) a user may ask for per UTC day (429 `constitution-quota-exceeded` beyond)",
});
const CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY = integer("CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY", {
  default: 5,
  description:
    "AI suggestions asked without an account (the public playground's visitors) per client address per UTC day; the address is kept only as an HMAC. `0` requires signing in (401)",
});
const CONSTITUTION_PDFS_PER_DAY = integer("CONSTITUTION_PDFS_PER_DAY", {
  default: 10,
  description: "scenario PDFs a user may make per UTC day (429 `constitution-quota-exceeded` beyond)",
});
const CONSTITUTION_AI_PROVIDER = text("CONSTITUTION_AI_PROVIDER", {
  format: "provider name",
  default: "echo",
  description:
    "the language-model gateway provider AI suggestions ask; left at `echo` (the gateway's offline provider, which only repeats the prompt), no model is asked: the governance model works out the smallest slider changes toward the regime or metric the goal names (or the request's `aim`)",
});
const CONSTITUTION_AI_MODEL = text("CONSTITUTION_AI_MODEL", {
  format: "model id",
  description: "the model AI suggestions ask; unset, the provider's default model",
});
const CONSTITUTION_AI_TIMEOUT_MS = integer("CONSTITUTION_AI_TIMEOUT_MS", {
  default: 60_000,
  min: 100,
  description: "how long one AI suggestion may take, the gateway's retries and fallbacks included",
});

export const CONSTITUTION_SETTINGS = [
  CONSTITUTION_MAX_SCENARIOS,
  CONSTITUTION_AI_SUGGESTIONS_PER_DAY,
  CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY,
  CONSTITUTION_PDFS_PER_DAY,
  CONSTITUTION_AI_PROVIDER,
  CONSTITUTION_AI_MODEL,
  CONSTITUTION_AI_TIMEOUT_MS,
];

export const constitutionConfigFromEnv = (env: Env): ConstitutionConfig => ({
  maxScenarios: CONSTITUTION_MAX_SCENARIOS.read(env),
  aiSuggestionsPerDay: CONSTITUTION_AI_SUGGESTIONS_PER_DAY.read(env),
  anonymousAiSuggestionsPerDay: CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY.read(env),
  pdfsPerDay: CONSTITUTION_PDFS_PER_DAY.read(env),
  aiProvider: CONSTITUTION_AI_PROVIDER.read(env),
  aiModel: CONSTITUTION_AI_MODEL.read(env),
  aiTimeoutMs: CONSTITUTION_AI_TIMEOUT_MS.read(env),
  heartbeatMs: LLM_STREAM_HEARTBEAT_MS.read(env),
});
