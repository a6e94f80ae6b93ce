import type { Env } from "../../env.ts";
import { int } from "../../env.ts";
import { personalDataKeysFromEnv, type SealingKeys } from "../../sealing/seal.ts";

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

/** The gateway's settings (docs/configuration.md). */
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
  /** PERSONAL_DATA_KEY(S_PREVIOUS): conversations are sealed at rest under it. */
  personalDataKeys: () => SealingKeys;
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

export const llmConfigFromEnv = (env: Env): LlmConfig => {
  const defaultTimeout = int(env, "LLM_TIMEOUT_MS", 60_000, 1);
  const timeoutOf = (id: string) => int(env, `LLM_${variablePart(id)}_TIMEOUT_MS`, defaultTimeout, 1);
  const defaultModelOf = (id: string): string | undefined => {
    const variable = `LLM_${variablePart(id)}_DEFAULT_MODEL`;
    const raw = env[variable]?.trim();
    if (!raw) return DEFAULT_MODELS[id];
    if (!MODEL.test(raw)) throw new Error(`${variable}: "${raw}" is not a model id`);
    return raw;
  };
  const providers = new Map<string, ProviderSettings>();
  const hosted = (id: "openai" | "anthropic" | "google", keyVariable: string, urlVariable: string) => {
    const apiKey = env[keyVariable]?.trim() || undefined;
    const baseUrl = env[urlVariable]?.trim() ? httpUrl(env[urlVariable].trim(), urlVariable) : undefined;
    providers.set(id, {
      id,
      kind: id,
      configured: apiKey !== undefined,
      apiKey,
      baseUrl,
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
  hosted("openai", "OPENAI_API_KEY", "OPENAI_BASE_URL");
  hosted("anthropic", "ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL");
  hosted("google", "GOOGLE_GENERATIVE_AI_API_KEY", "GOOGLE_GENERATIVE_AI_BASE_URL");
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
    const apiKey = env[`LLM_${variablePart(name)}_API_KEY`]?.trim() || undefined;
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
    maxRetries: int(env, "LLM_MAX_RETRIES", 2, 0),
    retryBaseMs: int(env, "LLM_RETRY_BASE_MS", 250, 0),
    retryAfterMaxMs: int(env, "LLM_RETRY_AFTER_MAX_MS", 10_000, 0),
    breakerFailures: int(env, "LLM_BREAKER_FAILURES", 5, 1),
    breakerCooldownMs: int(env, "LLM_BREAKER_COOLDOWN_MS", 30_000, 1),
    heartbeatMs: int(env, "LLM_STREAM_HEARTBEAT_MS", 15_000, 10),
    personalDataKeys: personalDataKeysFromEnv(env),
  };
};
