import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { type FakeProviders, fakeProviderEnv, startFakeProviders } from "./fake-providers.ts";
import { sseEvents } from "./sse.ts";

const messages = [
  { role: "system", content: "Be brief." },
  { role: "user", content: "Say hello" },
];

// gpt-4o-mini: 600 uncached input at 0.15, 400 cached at 0.075, 200 output (50 reasoning) at 0.6 per 1M.
const GPT_4O_MINI_COST = (600 * 0.15 + 400 * 0.075 + 200 * 0.6) / 1_000_000;
// claude-haiku-4-5: 600 uncached at 1, 400 cached at 0.1, 200 output at 5 per 1M.
const HAIKU_COST = (600 * 1 + 400 * 0.1 + 200 * 5) / 1_000_000;
// gemini-2.5-flash: 600 uncached at 0.3, 400 cached at 0.075, 200 output at 2.5 per 1M.
const FLASH_COST = (600 * 0.3 + 400 * 0.075 + 200 * 2.5) / 1_000_000;

const USAGE = { inputTokens: 1000, outputTokens: 200, totalTokens: 1200, cachedInputTokens: 400, reasoningTokens: 50 };

describe("providers through the AI SDK against servers speaking their wire formats", () => {
  let fake: FakeProviders;
  let app: TestServer;
  let user: { token: string };
  const chat = (body: object, headers: Record<string, string> = {}) =>
    app.call("POST", "/api/llm/chat", { token: user.token, body: { messages, ...body }, headers });

  beforeAll(async () => {
    fake = await startFakeProviders();
    app = await startTestServer({
      ...fakeProviderEnv(fake.base),
      LLM_RETRY_BASE_MS: "1",
      LLM_RETRY_AFTER_MAX_MS: "2000",
      LLM_BREAKER_FAILURES: "1000",
    });
    user = await app.register();
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it.each([
    ["openai", "gpt-4o-mini", "Hello from openai", "/openai/chat/completions", GPT_4O_MINI_COST],
    ["anthropic", "claude-haiku-4-5", "Hello from anthropic", "/anthropic/messages", HAIKU_COST],
    ["google", "gemini-2.5-flash", "Hello from google", "/google/models/gemini-2.5-flash:generateContent", FLASH_COST],
  ])(
    "%s: the reply, usage with cached and reasoning tokens, and the cost",
    async (provider, model, reply, path, cost) => {
      const before = fake.requests.length;
      const res = await chat({ provider, model, maxTokens: 300 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        provider,
        model,
        message: { role: "assistant", content: reply },
        finishReason: "stop",
      });
      expect(res.body.usage).toEqual(provider === "anthropic" ? { ...USAGE, reasoningTokens: null } : USAGE);
      expect(res.body.cost.amount).toBeCloseTo(cost, 12);
      const sent = fake.requests.slice(before);
      expect(sent.map((r) => r.path)).toEqual([path]);
      // The system message went as the provider's system prompt, the user's as a user turn.
      expect(JSON.stringify(sent[0]!.body)).toContain("Be brief.");
      expect(JSON.stringify(sent[0]!.body)).toContain("Say hello");
    },
  );

  it.each([
    ["openai", "gpt-4o-mini", "Hello from openai", GPT_4O_MINI_COST],
    ["anthropic", "claude-haiku-4-5", "Hello from anthropic", HAIKU_COST],
    ["google", "gemini-2.5-flash", "Hello from google", FLASH_COST],
  ])(
    "%s streamed: deltas, then done with the usage (cached tokens included) and cost",
    async (provider, model, reply, cost) => {
      const res = await chat({ provider, model, stream: true });
      expect(res.status).toBe(200);
      const events = sseEvents(res.text);
      expect(events[0]!.event).toBe("run");
      expect(
        events
          .filter((e) => e.event === "delta")
          .map((e) => e.data.text)
          .join(""),
      ).toBe(reply);
      const done = events.at(-1)!;
      expect(done.event).toBe("done");
      expect(done.data.usage.inputTokens).toBe(1000);
      expect(done.data.usage.cachedInputTokens).toBe(400);
      expect(done.data.usage.outputTokens).toBe(200);
      expect(done.data.cost.amount).toBeCloseTo(cost, 12);
    },
  );

  it("a named OpenAI-compatible endpoint answers; a model without a price costs null, not 0", async () => {
    const res = await chat({ provider: "local", model: "llama3.2" });
    expect(res.status).toBe(200);
    expect(res.body.message.content).toBe("Hello from compatible");
    expect(res.body.usage.inputTokens).toBe(1000);
    expect(res.body.cost).toBeNull();
    const streamed = await chat({ provider: "local", model: "llama3.2", stream: true });
    const done = sseEvents(streamed.text).at(-1)!;
    expect(done.data.usage.outputTokens).toBe(200);
    expect(done.data.cost).toBeNull();
  });

  it("retries a 429 after the provider's retry-after-ms, and after its Retry-After seconds", async () => {
    const res = await chat({
      provider: "openai",
      model: "gpt-4o-mini-fail-429",
      fallbacks: [{ provider: "google", model: "gemini-2.5-flash" }],
    });
    expect(res.status).toBe(200);
    expect(res.body.provider).toBe("google");
    expect(res.body.attempts.slice(0, 3)).toEqual(
      Array(3).fill(expect.objectContaining({ status: "rate-limited", httpStatus: 429, retryAfterMs: 5 })),
    );
    const before = fake.requests.length;
    const slow = await chat({ provider: "anthropic", model: "claude-haiku-4-5-fail-429-after-1" });
    expect(slow.status).toBe(429);
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(3);
    // Each retry waited the second the provider asked for (timed at the fake server).
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(990);
    expect(sent[2]!.at - sent[1]!.at).toBeGreaterThanOrEqual(990);
  });

  it("passes a 429 on with the provider's Retry-After when it is longer than the gateway waits", async () => {
    const before = fake.requests.length;
    const res = await chat({ provider: "google", model: "gemini-2.5-flash-fail-429-after-30" });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe("llm-upstream-rate-limited");
    expect(res.headers.get("retry-after")).toBe("30");
    expect(res.body.detail).toContain("Rate limit reached");
    expect(fake.requests.length - before).toBe(1);
  });

  it("answers 502 with the provider's own message and no stack, and stores the failed run", async () => {
    const res = await chat({ provider: "anthropic", model: "claude-haiku-4-5-fail-500" });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe("llm-upstream-error");
    expect(res.body.detail).toContain("The upstream exploded");
    expect(res.text).not.toMatch(/\bat .*\.(js|ts):\d+/);
    const row = (await app.ctx.db.one(
      sql.unsafe`SELECT id, status, error_code FROM llm_runs ORDER BY id DESC LIMIT 1`,
    )) as { id: string; status: string; error_code: string };
    expect(row).toMatchObject({ status: "failed", error_code: "llm-upstream-error" });
    const stored = await app.call("GET", `/api/llm/runs/${row.id}`, { token: user.token });
    expect(stored.body.attempts).toHaveLength(3);
    expect(stored.body.attempts[0]).toMatchObject({ status: "error", errorClass: "server-error", httpStatus: 500 });
  });

  it("falls back in order before the first token of a stream", async () => {
    const res = await chat({
      provider: "openai",
      model: "gpt-4o-mini-fail-500",
      fallbacks: [
        { provider: "anthropic", model: "claude-haiku-4-5-fail-500" },
        { provider: "google", model: "gemini-2.5-flash" },
      ],
      stream: true,
    });
    const events = sseEvents(res.text);
    expect(
      events
        .filter((e) => e.event === "delta")
        .map((e) => e.data.text)
        .join(""),
    ).toBe("Hello from google");
    const done = events.at(-1)!.data;
    expect(done.attempts.map((a: { provider: string; status: string }) => `${a.provider}:${a.status}`)).toEqual([
      "openai:error",
      "openai:error",
      "openai:error",
      "anthropic:error",
      "anthropic:error",
      "anthropic:error",
      "google:ok",
    ]);
  });

  it("does not fall back once a streamed reply has begun: an error event ends it, the run is stored failed", async () => {
    const before = fake.requests.length;
    const res = await chat({
      provider: "openai",
      model: "gpt-4o-mini-break",
      fallbacks: [{ provider: "google", model: "gemini-2.5-flash" }],
      stream: true,
    });
    const events = sseEvents(res.text);
    expect(events.filter((e) => e.event === "delta").map((e) => e.data.text)).toEqual(["Hel"]);
    const last = events.at(-1)!;
    expect(last.event).toBe("error");
    expect(last.data).toMatchObject({ code: "llm-upstream-error", status: 502, run: events[0]!.data.id });
    // Neither a retry nor the fallback was called.
    expect(fake.requests.slice(before).map((r) => r.path)).toEqual(["/openai/chat/completions"]);
    const run = await app.call("GET", `/api/llm/runs/${events[0]!.data.id}`, { token: user.token });
    expect(run.body).toMatchObject({
      status: "failed",
      provider: "openai",
      message: { content: "Hel" },
      finishReason: "error",
      error: { code: "llm-upstream-error" },
    });
  });

  it("lets a retry with the same Idempotency-Key call again after an upstream 429", async () => {
    const before = fake.requests.length;
    const headers = { "Idempotency-Key": `limited-${Date.now()}` };
    const body = { provider: "google", model: "gemini-2.5-flash-fail-429-after-30" };
    expect((await chat(body, headers)).status).toBe(429);
    const again = await chat(body, headers);
    expect(again.status).toBe(429);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect(fake.requests.length - before).toBe(2);
  });

  it("replays an Idempotency-Key's run without calling the provider again", async () => {
    const before = fake.requests.length;
    const headers = { "Idempotency-Key": `chat-${Date.now()}` };
    const first = await chat({ provider: "openai", model: "gpt-4o-mini" }, headers);
    const second = await chat({ provider: "openai", model: "gpt-4o-mini" }, headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
    expect(fake.requests.length - before).toBe(1);
    const count = await app.ctx.db.oneFirst(sql.unsafe`SELECT count(*)::int FROM llm_runs WHERE id = ${first.body.id}`);
    expect(count).toBe(1);
  });

  it("records usage and cost of a stream whose client disconnects", async () => {
    const controller = new AbortController();
    fake.slowStreams(true);
    const res = await fetch(`${app.url}/api/llm/chat`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
      body: JSON.stringify({ provider: "openai", model: "gpt-4o-mini", messages, stream: true }),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    let text = "";
    while (!text.includes("event: delta")) text += new TextDecoder().decode((await reader.read()).value);
    const id = /"id":"(run_[^"]+)"/.exec(text)![1]!;
    controller.abort();
    await eventually(async () => {
      const run = await app.call("GET", `/api/llm/runs/${id}`, { token: user.token });
      expect(run.body.status).toBe("aborted");
      expect(run.body.usage).toEqual(USAGE);
      expect(run.body.cost.amount).toBeCloseTo(GPT_4O_MINI_COST, 12);
      expect(run.body.message.content).toBe("Hello from openai");
    });
    fake.slowStreams(false);
  });
});

describe("the circuit breaker and health, fed by real outcomes", () => {
  it("opens after consecutive failures (skipping the provider, 503), lets a trial through after the cooldown, closes on success", async () => {
    const fake = await startFakeProviders();
    const app = await startTestServer({
      ...fakeProviderEnv(fake.base),
      LLM_MAX_RETRIES: "0",
      LLM_BREAKER_FAILURES: "2",
      LLM_BREAKER_COOLDOWN_MS: "400",
    });
    try {
      const { token } = await app.register();
      const chat = () =>
        app.call("POST", "/api/llm/chat", {
          token,
          body: { provider: "openai", model: "gpt-4o-mini", messages },
        });
      const health = async () =>
        (await app.call("GET", "/api/llm/health", { token })).body.providers.find(
          (p: { id: string }) => p.id === "openai",
        );
      expect(await health()).toMatchObject({
        status: "ok",
        breaker: "closed",
        calls: 0,
        latencyMs: { p50: null, p95: null },
      });
      expect((await chat()).status).toBe(200);
      fake.failNext(3);
      expect((await chat()).status).toBe(502);
      expect(await health()).toMatchObject({ status: "degraded", breaker: "closed", consecutiveFailures: 1 });
      expect((await chat()).status).toBe(502);
      const open = await health();
      expect(open).toMatchObject({ status: "down", breaker: "open", consecutiveFailures: 2, calls: 3 });
      expect(open.latencyMs.p50).toEqual(expect.any(Number));
      expect(open.latencyMs.p95).toBeGreaterThanOrEqual(open.latencyMs.p50);
      const calls = fake.requests.length;
      const skipped = await chat();
      expect(skipped.status).toBe(503);
      expect(skipped.body.code).toBe("llm-provider-unavailable");
      expect(Number(skipped.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(fake.requests.length).toBe(calls);
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect(await health()).toMatchObject({ status: "degraded", breaker: "half-open" });
      // The trial fails (one 500 left): open again at once.
      expect((await chat()).status).toBe(502);
      expect(await health()).toMatchObject({ status: "down", breaker: "open" });
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect((await chat()).status).toBe(200);
      expect(await health()).toMatchObject({ status: "ok", breaker: "closed", consecutiveFailures: 0 });
      // Health itself never calls a provider.
      const before = fake.requests.length;
      await health();
      expect(fake.requests.length).toBe(before);
    } finally {
      await app.close();
      await fake.close();
    }
  });
});
