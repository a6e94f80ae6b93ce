import { declared, type Env, int, integer, setting, settingFamily, text } from "../../env.ts";
import { cronSetting } from "../../jobs/scheduled-job.ts";

export type ProviderKind = "echo" | "openai" | "anthropic" | "google" | "openai-compatible";

/** One provider the gateway knows: configured when it has what it needs to be called (a key, a base URL). */
export type ProviderSettings = {
  id: string;
  kind: ProviderKind;
  configured: boolean;
  apiKey: string | undefined;
  baseUrl: string | undefined;
  timeoutMs: number;
  /** The model called when a request names none (a fan-out agent's `model` is optional). */
  defaultModel: string | undefined;
};

/** The gateway's settings (docs/configuration.md); conversations are sealed under `ctx.personalDataKeys`. */
export type LlmConfig = {
  providers: ReadonlyMap<string, ProviderSettings>;
  /** LLM_MAX_RETRIES: retries per provider on a 429, a 5xx, a timeout or a lost connection. */
  maxRetries: number;
  /** LLM_RETRY_BASE_MS: the first back-off when the provider names no Retry-After (doubling). */
  retryBaseMs: number;
  /** LLM_RETRY_AFTER_MAX_MS: the longest Retry-After the gateway waits out itself; longer is passed on. */
  retryAfterMaxMs: number;
  /** LLM_BREAKER_FAILURES: consecutive failures that open a provider's circuit breaker. */
  breakerFailures: number;
  /** LLM_BREAKER_COOLDOWN_MS: how long an open breaker skips its provider before a trial call. */
  breakerCooldownMs: number;
  /** LLM_STREAM_HEARTBEAT_MS: the gap between heartbeat events of a streamed reply. */
  heartbeatMs: number;
  /** LLM_BUDGET_MAX_OUTPUT_TOKENS: a budgeted call's reply length when it names none (its cost bounded). */
  budgetMaxOutputTokens: number;
  /** LLM_BUDGET_HOLD_SECONDS: how long a call's hold on a budget lasts before the sweeper charges it. */
  budgetHoldSeconds: number;
  /** LLM_BUDGET_SWEEP_CRON: when holds past their time are charged and released (null: off). */
  budgetSweepCron: string | null;
};

const NAME = /^[a-z][a-z0-9-]{0,39}$/;
const MODEL = /^[\x21-\x7E]{1,200}$/;

/** The model each built-in provider calls when a request names none (LLM_<NAME>_DEFAULT_MODEL overrides). */
const DEFAULT_MODELS: Record<string, string> = {
  echo: "echo-1",
  openai: "gpt-4o-mini",
  anthropic: "claude-haiku-4-5",
  google: "gemini-2.5-flash",
};
const BUILT_IN = new Set(["echo", "openai", "anthropic", "google"]);

/** `OLLAMA` for the endpoint named `ollama`: its variables are LLM_OLLAMA_API_KEY, LLM_OLLAMA_TIMEOUT_MS. */
const variablePart = (name: string): string => name.toUpperCase().replaceAll("-", "_");

const httpUrl = (raw: string, variable: string): string => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${variable}: "${raw}" is not a URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`${variable}: ${raw} is not http(s)`);
  return raw.replace(/\/+$/, "");
};

const hostedKey = (name: string, provider: string, baseUrl: string) =>
  text(name, {
    format: "text",
    description: `the \`${provider}\` provider's key: it is configured when set (its base URL \`${baseUrl}\`)`,
  });
const hostedUrl = (name: string, provider: string) =>
  text(name, {
    format: "URL",
    description: `replaces the \`${provider}\` provider's base URL (a proxy, a test server)`,
  });
const OPENAI_API_KEY = hostedKey("OPENAI_API_KEY", "openai", "https://api.openai.com/v1");
const OPENAI_BASE_URL = hostedUrl("OPENAI_BASE_URL", "openai");
const ANTHROPIC_API_KEY = hostedKey("ANTHROPIC_API_KEY", "anthropic", "https://api.anthropic.com/v1");
const ANTHROPIC_BASE_URL = hostedUrl("ANTHROPIC_BASE_URL", "anthropic");
const GOOGLE_GENERATIVE_AI_API_KEY = hostedKey(
  "GOOGLE_GENERATIVE_AI_API_KEY",
  "google",
  "https://generativelanguage.googleapis.com/v1beta",
);
const GOOGLE_GENERATIVE_AI_BASE_URL = hostedUrl("GOOGLE_GENERATIVE_AI_BASE_URL", "google");
const LLM_OPENAI_COMPATIBLE = declared({
  name: "LLM_OPENAI_COMPATIBLE",
  format: "comma list of `name=baseUrl`",
  default: "—",
  description:
    "named OpenAI-compatible endpoints (`ollama=http://127.0.0.1:11434/v1,proxy=https://llm.example.com/v1`); each is a provider of that name, configured by its URL",
  example: { LLM_OPENAI_COMPATIBLE: "local=http://127.0.0.1:1/v1" },
});
const LLM_NAME_API_KEY = settingFamily("LLM_<NAME>_API_KEY", (name) =>
  text(name, {
    description:
      "the key of the OpenAI-compatible endpoint `<NAME>` (its name upper-cased, `-` as `_`), if it needs one",
  }),
);
const LLM_TIMEOUT_MS = integer("LLM_TIMEOUT_MS", {
  default: 60_000,
  min: 1,
  description: "how long one call to a provider may take (a stream: until its first token and between tokens)",
});
const LLM_NAME_TIMEOUT_MS = settingFamily("LLM_<NAME>_TIMEOUT_MS", (name) =>
  setting({
    name,
    format: "integer ≥ 1",
    default: "`LLM_TIMEOUT_MS`",
    description: "the same for one provider (`LLM_OPENAI_TIMEOUT_MS`, `LLM_ECHO_TIMEOUT_MS`, …)",
    read: (env): number | undefined => (env[name] ? int(env, name, 0, 1) : undefined),
  }),
);
const LLM_NAME_DEFAULT_MODEL = settingFamily("LLM_<NAME>_DEFAULT_MODEL", (name) =>
  setting({
    name,
    format: "model id",
    default: "see text",
    description:
      "the model a provider is called with when a request names none (a fan-out agent without `model`): built in `echo-1`, `gpt-4o-mini` (openai), `claude-haiku-4-5` (anthropic), `gemini-2.5-flash` (google); an OpenAI-compatible endpoint has none unless set",
    read: (env): string | undefined => {
      const raw = env[name]?.trim();
      if (raw && !MODEL.test(raw)) throw new Error(`${name}: "${raw}" is not a model id`);
      return raw || undefined;
    },
  }),
);
const LLM_MAX_RETRIES = integer("LLM_MAX_RETRIES", {
  default: 2,
  description:
    "the gateway's retries per provider on a 429, a 5xx, a timeout or a lost connection (the AI SDK's own are off)",
});
const LLM_RETRY_BASE_MS = integer("LLM_RETRY_BASE_MS", {
  default: 250,
  description:
    "the first back-off between retries when the provider names no `retry-after-ms`/`Retry-After` (doubling each time)",
});
const LLM_RETRY_AFTER_MAX_MS = integer("LLM_RETRY_AFTER_MAX_MS", {
  default: 10_000,
  description:
    "the longest `Retry-After` the gateway waits out itself; a longer one moves on to the next fallback, or is passed on to the caller (429)",
});
const LLM_BREAKER_FAILURES = integer("LLM_BREAKER_FAILURES", {
  default: 5,
  min: 1,
  description:
    "consecutive failures (429, 5xx, timeout, lost connection) that open a provider's circuit breaker: calls then skip it",
});
const LLM_BREAKER_COOLDOWN_MS = integer("LLM_BREAKER_COOLDOWN_MS", {
  default: 30_000,
  min: 1,
  description: "how long an open breaker skips its provider before one trial call",
});
/** Read by fan-out and the constitution module too, for their own streams. */
export const LLM_STREAM_HEARTBEAT_MS = integer("LLM_STREAM_HEARTBEAT_MS", {
  default: 15_000,
  min: 10,
  description: "the gap between `heartbeat` events of a streamed chat, fan-out dispatch or AI suggestion",
});

const LLM_BUDGET_MAX_OUTPUT_TOKENS = integer("LLM_BUDGET_MAX_OUTPUT_TOKENS", {
  default: 4096,
  min: 1,
  description:
    "the longest reply (in tokens) of a call under a budget that names no `maxTokens`/`max_tokens`: it is passed to the provider, so the most a call can cost is known before it is made (docs/modules/llm.md, Budgets)",
});
const LLM_BUDGET_HOLD_SECONDS = integer("LLM_BUDGET_HOLD_SECONDS", {
  default: 900,
  min: 1,
  description:
    "how long a call's hold on a budget (the most it can cost) lasts: a hold not charged by then (its instance died mid-call) is charged in full by the budget sweep",
});
const LLM_BUDGET_SWEEP_CRON = cronSetting("LLM_BUDGET_SWEEP_CRON", {
  description:
    "when the pg-boss job charges and releases budget holds past `LLM_BUDGET_HOLD_SECONDS` (a call whose instance died before charging it); `off` turns the sweep off, and such holds then stay counted until their period ends",
});

export const LLM_SETTINGS = [
  OPENAI_API_KEY,
  OPENAI_BASE_URL,
  ANTHROPIC_API_KEY,
  ANTHROPIC_BASE_URL,
  GOOGLE_GENERATIVE_AI_API_KEY,
  GOOGLE_GENERATIVE_AI_BASE_URL,
  LLM_OPENAI_COMPATIBLE,
  LLM_NAME_API_KEY,
  LLM_TIMEOUT_MS,
  LLM_NAME_TIMEOUT_MS,
  LLM_NAME_DEFAULT_MODEL,
  LLM_MAX_RETRIES,
  LLM_RETRY_BASE_MS,
  LLM_RETRY_AFTER_MAX_MS,
  LLM_BREAKER_FAILURES,
  LLM_BREAKER_COOLDOWN_MS,
  LLM_STREAM_HEARTBEAT_MS,
  LLM_BUDGET_MAX_OUTPUT_TOKENS,
  LLM_BUDGET_HOLD_SECONDS,
  LLM_BUDGET_SWEEP_CRON,
];

export const llmConfigFromEnv = (env: Env): LlmConfig => {
  const defaultTimeout = LLM_TIMEOUT_MS.read(env);
  const timeoutOf = (id: string) => LLM_NAME_TIMEOUT_MS.of(variablePart(id)).read(env) ?? defaultTimeout;
  const defaultModelOf = (id: string) => LLM_NAME_DEFAULT_MODEL.of(variablePart(id)).read(env) ?? DEFAULT_MODELS[id];
  const providers = new Map<string, ProviderSettings>();
  const hosted = (id: "openai" | "anthropic" | "google", key: typeof OPENAI_API_KEY, url: typeof OPENAI_BASE_URL) => {
    const apiKey = key.read(env);
    const rawUrl = url.read(env);
    providers.set(id, {
      id,
      kind: id,
      configured: apiKey !== undefined,
      apiKey,
      baseUrl: rawUrl === undefined ? undefined : httpUrl(rawUrl, url.name),
      timeoutMs: timeoutOf(id),
      defaultModel: defaultModelOf(id),
    });
  };
  providers.set("echo", {
    id: "echo",
    kind: "echo",
    configured: true,
    apiKey: undefined,
    baseUrl: undefined,
    timeoutMs: timeoutOf("echo"),
    defaultModel: defaultModelOf("echo"),
  });
  hosted("openai", OPENAI_API_KEY, OPENAI_BASE_URL);
  hosted("anthropic", ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL);
  hosted("google", GOOGLE_GENERATIVE_AI_API_KEY, GOOGLE_GENERATIVE_AI_BASE_URL);
  // LLM_OPENAI_COMPATIBLE="ollama=http://127.0.0.1:11434/v1,proxy=https://llm.example.com/v1"
  for (const entry of (env.LLM_OPENAI_COMPATIBLE ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = entry.indexOf("=");
    const name = at < 0 ? entry : entry.slice(0, at).trim();
    if (at < 0 || !NAME.test(name)) {
      throw new Error(`LLM_OPENAI_COMPATIBLE: "${entry}" is not name=baseUrl with a name like ollama or my-proxy`);
    }
    if (BUILT_IN.has(name) || providers.has(name)) throw new Error(`LLM_OPENAI_COMPATIBLE: the name ${name} is taken`);
    const baseUrl = httpUrl(entry.slice(at + 1).trim(), "LLM_OPENAI_COMPATIBLE");
    // A local server (Ollama, vLLM) takes no key: such an endpoint is configured by its URL alone.
    const apiKey = LLM_NAME_API_KEY.of(variablePart(name)).read(env);
    providers.set(name, {
      id: name,
      kind: "openai-compatible",
      configured: true,
      apiKey,
      baseUrl,
      timeoutMs: timeoutOf(name),
      defaultModel: defaultModelOf(name),
    });
  }
  return {
    providers,
    maxRetries: LLM_MAX_RETRIES.read(env),
    retryBaseMs: LLM_RETRY_BASE_MS.read(env),
    retryAfterMaxMs: LLM_RETRY_AFTER_MAX_MS.read(env),
    breakerFailures: LLM_BREAKER_FAILURES.read(env),
    breakerCooldownMs: LLM_BREAKER_COOLDOWN_MS.read(env),
    heartbeatMs: LLM_STREAM_HEARTBEAT_MS.read(env),
    budgetMaxOutputTokens: LLM_BUDGET_MAX_OUTPUT_TOKENS.read(env),
    budgetHoldSeconds: LLM_BUDGET_HOLD_SECONDS.read(env),
    budgetSweepCron: LLM_BUDGET_SWEEP_CRON.read(env),
  };
};
