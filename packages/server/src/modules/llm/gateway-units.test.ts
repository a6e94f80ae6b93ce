import { describe, expect, it } from "vitest";
import { Breakers } from "./breaker.ts";
import { llmConfigFromEnv } from "./config.ts";
import { retryAfterOf } from "./failures.ts";
import { costOf } from "./prices.ts";

describe("Retry-After as providers send it", () => {
  it("reads retry-after-ms first, then Retry-After in seconds or as an HTTP date", () => {
    const now = Date.parse("2026-11-24T00:00:00Z");
    expect(retryAfterOf({ "retry-after-ms": "1500.5", "retry-after": "9" }, now)).toBe(1501);
    expect(retryAfterOf({ "Retry-After": "2" }, now)).toBe(2000);
    expect(retryAfterOf({ "retry-after": "Tue, 24 Nov 2026 00:00:30 GMT" }, now)).toBe(30_000);
    expect(retryAfterOf({ "retry-after": "soon" }, now)).toBeNull();
    expect(retryAfterOf({}, now)).toBeNull();
    expect(retryAfterOf(undefined, now)).toBeNull();
  });
});

describe("a provider's circuit breaker on a controlled clock", () => {
  it("opens after N consecutive failures, half-opens after the cooldown for one trial, closes on its success", () => {
    let now = 0;
    const breakers = new Breakers(3, 1000, () => now);
    expect(breakers.tryAcquire("p")).toBe(true);
    breakers.failure("p");
    breakers.success("p");
    for (let i = 0; i < 2; i++) breakers.failure("p");
    expect(breakers.view("p")).toEqual({ state: "closed", consecutiveFailures: 2, retryAt: null });
    breakers.failure("p");
    expect(breakers.view("p").state).toBe("open");
    expect(breakers.tryAcquire("p")).toBe(false);
    expect(breakers.retryInMs(["p"])).toBe(1000);
    now = 1000;
    expect(breakers.view("p").state).toBe("half-open");
    expect(breakers.tryAcquire("p")).toBe(true);
    // One trial at a time.
    expect(breakers.tryAcquire("p")).toBe(false);
    breakers.failure("p");
    expect(breakers.view("p")).toMatchObject({ state: "open", retryAt: new Date(2000) });
    now = 2000;
    expect(breakers.tryAcquire("p")).toBe(true);
    breakers.success("p");
    expect(breakers.view("p")).toEqual({ state: "closed", consecutiveFailures: 0, retryAt: null });
    // Another provider's breaker is its own.
    expect(breakers.view("q").state).toBe("closed");
  });

  it("frees a half-open trial that ended in the request's own refusal without closing or opening", () => {
    let now = 0;
    const breakers = new Breakers(1, 100, () => now);
    breakers.failure("p");
    now = 100;
    expect(breakers.tryAcquire("p")).toBe(true);
    breakers.neutral("p");
    expect(breakers.view("p").state).toBe("half-open");
    expect(breakers.tryAcquire("p")).toBe(true);
  });
});

describe("the gateway's configuration", () => {
  it("configures hosted providers by their keys and named OpenAI-compatible endpoints by their URLs", () => {
    const config = llmConfigFromEnv({
      OPENAI_API_KEY: "sk-1",
      LLM_OPENAI_COMPATIBLE: "ollama=http://127.0.0.1:11434/v1/, my-proxy=https://llm.example.com/v1",
      LLM_MY_PROXY_API_KEY: "k",
      LLM_TIMEOUT_MS: "5000",
      LLM_OLLAMA_TIMEOUT_MS: "90000",
      LLM_OLLAMA_DEFAULT_MODEL: "llama3.2",
      LLM_ANTHROPIC_DEFAULT_MODEL: "claude-sonnet-4-5",
    });
    const p = Object.fromEntries(config.providers);
    expect(p.echo).toMatchObject({ configured: true, kind: "echo", timeoutMs: 5000 });
    expect(p.openai).toMatchObject({ configured: true, apiKey: "sk-1" });
    expect(p.anthropic).toMatchObject({ configured: false, defaultModel: "claude-sonnet-4-5" });
    expect(p.openai?.defaultModel).toBe("gpt-4o-mini");
    expect(p.ollama).toMatchObject({
      kind: "openai-compatible",
      configured: true,
      baseUrl: "http://127.0.0.1:11434/v1",
      apiKey: undefined,
      timeoutMs: 90_000,
      defaultModel: "llama3.2",
    });
    expect(p["my-proxy"]).toMatchObject({
      apiKey: "k",
      baseUrl: "https://llm.example.com/v1",
      defaultModel: undefined,
    });
  });

  it("refuses a malformed endpoint list at start-up, naming the variable", () => {
    expect(() => llmConfigFromEnv({ LLM_OPENAI_COMPATIBLE: "ollama" })).toThrow(/LLM_OPENAI_COMPATIBLE/);
    expect(() => llmConfigFromEnv({ LLM_OPENAI_COMPATIBLE: "openai=http://x" })).toThrow(/taken/);
    expect(() => llmConfigFromEnv({ LLM_OPENAI_COMPATIBLE: "x=ftp://host" })).toThrow(/not http/);
    expect(() => llmConfigFromEnv({ LLM_ECHO_DEFAULT_MODEL: "two words" })).toThrow(/LLM_ECHO_DEFAULT_MODEL/);
  });
});

describe("cost from the price table", () => {
  it("prices cached input apart, and is null for an unpriced model or unknown token counts", () => {
    const usage = {
      inputTokens: 1_000_000,
      outputTokens: 1_000_000,
      totalTokens: 2_000_000,
      cachedInputTokens: 500_000,
      reasoningTokens: 0,
    };
    expect(costOf("openai", "openai", "gpt-4o", usage)?.amount).toBeCloseTo(1.25 + 0.625 + 10, 10);
    expect(costOf("openai", "openai", "gpt-9", usage)).toBeNull();
    expect(costOf("openai", "openai", "gpt-4o", { ...usage, outputTokens: null })).toBeNull();
    expect(costOf("echo", "echo", "echo-7-slow-5", usage)?.amount).toBe(0);
  });
});
