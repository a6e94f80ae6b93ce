import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { sseEvents } from "./sse.ts";

const hello = [
  { role: "system", content: "You repeat things." },
  { role: "user", content: "Hello there, gateway" },
];

describe("the language-model gateway with the echo provider", () => {
  let app: TestServer;
  let alice: { token: string };
  let bob: { token: string };
  beforeAll(async () => {
    app = await startTestServer({
      LLM_RETRY_BASE_MS: "1",
      LLM_BREAKER_FAILURES: "1000",
      LLM_BREAKER_COOLDOWN_MS: "60000",
      LLM_TIMEOUT_MS: "300",
      LLM_STREAM_HEARTBEAT_MS: "20",
    });
    alice = await app.register();
    bob = await app.register();
  });
  afterAll(() => app.close());

  it("answers a chat as a run with usage, cost, latency and its attempt, kept for its owner only", async () => {
    const res = await app.call("POST", "/api/llm/chat", {
      token: alice.token,
      body: { provider: "echo", model: "echo-1", messages: hello, temperature: 0.2, maxTokens: 100 },
    });
    expect(res.status).toBe(200);
    const run = res.body;
    expect(run).toMatchObject({
      id: expect.stringMatching(/^run_/),
      status: "completed",
      stream: false,
      provider: "echo",
      model: "echo-1",
      message: { role: "assistant", content: "Echo: Hello there, gateway" },
      finishReason: "stop",
      error: null,
      request: { provider: "echo", model: "echo-1", messages: hello, fallbacks: [], temperature: 0.2, maxTokens: 100 },
    });
    // One token per 4 characters (rounded up) plus 4 per message: 18/4→5+4, 20/4→5+4; reply 26/4→7.
    expect(run.usage).toEqual({
      inputTokens: 18,
      outputTokens: 7,
      totalTokens: 25,
      cachedInputTokens: 0,
      reasoningTokens: 0,
    });
    expect(run.cost).toEqual({ amount: 0, currency: "USD", priceTable: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(run.attempts).toEqual([
      {
        provider: "echo",
        model: "echo-1",
        status: "ok",
        latencyMs: expect.any(Number),
        errorClass: null,
        httpStatus: null,
        retryAfterMs: null,
        detail: null,
      },
    ]);
    expect(run.latencyMs).toBeGreaterThanOrEqual(0);
    const again = await app.call("GET", `/api/llm/runs/${run.id}`, { token: alice.token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(run);
    const other = await app.call("GET", `/api/llm/runs/${run.id}`, { token: bob.token });
    const unknown = await app.call("GET", "/api/llm/runs/run_01JD0000000000000000000000", { token: bob.token });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe("llm-run-not-found");
    expect(unknown.status).toBe(404);
    expect({ ...other.body, requestId: 0, instance: 0, detail: 0 }).toEqual({
      ...unknown.body,
      requestId: 0,
      instance: 0,
      detail: 0,
    });
    expect(other.body.detail).toBe(`No run ${run.id}.`);
  });

  it("keeps the conversation sealed at rest", async () => {
    const res = await app.call("POST", "/api/llm/chat", {
      token: alice.token,
      body: { provider: "echo", model: "echo-1", messages: [{ role: "user", content: "my secret diagnosis" }] },
    });
    const row = (await app.ctx.db.one(
      (
        await import("slonik")
      ).sql.unsafe`SELECT * FROM llm_runs WHERE id = ${res.body.id}`,
    )) as Record<string, unknown>;
    expect(JSON.stringify(row)).not.toContain("secret diagnosis");
    expect(Buffer.from(row.conversation_ciphertext as Buffer).toString("utf8")).not.toContain("secret");
  });

  it("refuses an unknown or unconfigured provider with a 422 and a code, calling nothing", async () => {
    const unknown = await app.call("POST", "/api/llm/chat", {
      token: alice.token,
      body: { provider: "nosuch", model: "x", messages: hello },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe("llm-provider-unknown");
    const unconfigured = await app.call("POST", "/api/llm/chat", {
      token: alice.token,
      body: {
        provider: "echo",
        model: "echo-1",
        messages: hello,
        fallbacks: [{ provider: "anthropic", model: "claude-haiku-4-5" }],
      },
    });
    expect(unconfigured.status).toBe(422);
    expect(unconfigured.body.code).toBe("llm-provider-not-configured");
  });

  it("lists the caller's runs newest first, page by page, narrowed by model, status and time", async () => {
    const carol = await app.register();
    const chat = (model: string) =>
      app.call("POST", "/api/llm/chat", { token: carol.token, body: { provider: "echo", model, messages: hello } });
    const before = new Date().toISOString();
    const made: { id: string; status: number }[] = [];
    for (const model of ["echo-1", "echo-2", "echo-1-fail-500", "echo-1"]) {
      const res = await chat(model);
      made.push({ id: res.body.id ?? res.body.runId, status: res.status });
    }
    await app.call("POST", "/api/llm/chat", {
      token: bob.token,
      body: { provider: "echo", model: "echo-1", messages: hello },
    });
    const list = (query = "") => app.call("GET", `/api/llm/runs${query}`, { token: carol.token });

    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    const ids = all.body.items.map((r: { id: string }) => r.id);
    expect(ids).toEqual([...ids].sort().reverse());
    // Each item is the run as GET /api/llm/runs/{id} answers it.
    expect(all.body.items[0]).toEqual((await app.call("GET", `/api/llm/runs/${ids[0]}`, { token: carol.token })).body);

    // Page by page: every run once.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(page.body.items).toHaveLength(1);
      seen.push(page.body.items[0].id);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids);

    expect((await list("?model=echo-1")).body.total).toBe(2);
    expect(
      (await list("?model=echo-2&provider=echo")).body.items.map(
        (r: { request: { model: string } }) => r.request.model,
      ),
    ).toEqual(["echo-2"]);
    const failed = await list("?status=failed");
    expect(failed.body.items.map((r: { request: { model: string } }) => r.request.model)).toEqual(["echo-1-fail-500"]);
    expect((await list("?provider=openai")).body).toEqual({ items: [], total: 0, nextCursor: null });
    expect((await list(`?since=${encodeURIComponent(before)}`)).body.total).toBe(4);
    expect((await list(`?until=${encodeURIComponent(before)}`)).body.total).toBe(0);

    for (const bad of [
      "?status=done",
      "?since=yesterday",
      `?since=${encodeURIComponent(before)}&until=${encodeURIComponent(before)}`,
      "?cursor=nope",
    ]) {
      const res = await list(bad);
      expect([res.status, bad]).toEqual([400, bad]);
    }
    expect((await app.call("GET", "/api/llm/runs")).status).toBe(401);
  });

  it("lists the providers, echo always configured, hosted ones without keys not (public: no token needed)", async () => {
    const res = await app.call("GET", "/api/llm/providers");
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.items.map((p: { id: string }) => [p.id, p]));
    expect(byId.echo).toEqual({
      id: "echo",
      kind: "echo",
      configured: true,
      defaultModel: "echo-1",
      models: ["echo-1"],
    });
    expect(byId.openai).toMatchObject({ kind: "openai", configured: false, defaultModel: "gpt-4o-mini" });
    expect(byId.openai.models).toContain("gpt-4o-mini");
    expect(byId.google).toMatchObject({ kind: "google", configured: false });
  });

  it("streams the run id first, then deltas, then done with usage and cost", async () => {
    const res = await app.call("POST", "/api/llm/chat", {
      token: alice.token,
      body: { provider: "echo", model: "echo-1", messages: hello, stream: true },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = sseEvents(res.text);
    expect(events[0]!.event).toBe("run");
    const id = events[0]!.data.id;
    expect(id).toMatch(/^run_/);
    const deltas = events.filter((e) => e.event === "delta").map((e) => e.data.text);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe("Echo: Hello there, gateway");
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data).toMatchObject({
      id,
      status: "completed",
      stream: true,
      usage: { inputTokens: 18, outputTokens: 7 },
    });
    expect(done.data.cost).toMatchObject({ amount: 0, currency: "USD" });
    const stored = await app.call("GET", `/api/llm/runs/${id}`, { token: alice.token });
    expect(stored.body).toEqual(done.data);
  });

  it("sends heartbeats while a stream waits, and an error event when every provider fails", async () => {
    const slow = await app.call("POST", "/api/llm/chat", {
      token: alice.token,
      body: { provider: "echo", model: "echo-1-slow-250", messages: hello, stream: true },
    });
    const events = sseEvents(slow.text);
    expect(events.filter((e) => e.event === "heartbeat").length).toBeGreaterThan(0);
    expect(events.at(-1)!.event).toBe("done");
    const failed = await app.call("POST", "/api/llm/chat", {
      token: alice.token,
      body: { provider: "echo", model: "echo-1-fail-500", messages: hello, stream: true },
    });
    expect(failed.status).toBe(200);
    const failedEvents = sseEvents(failed.text).filter((e) => e.event !== "heartbeat");
    expect(failedEvents.map((e) => e.event)).toEqual(["run", "error"]);
    expect(failedEvents[1]!.data).toEqual({
      code: "llm-upstream-error",
      status: 502,
      detail: "echo: echo: simulated server error 500",
      retryAfter: null,
      run: failedEvents[0]!.data.id,
    });
  });

  it("ends a stream with an error event, calling nothing, when its run cannot be recorded", async () => {
    const { sql } = await import("slonik");
    await app.ctx.db.query(sql.unsafe`ALTER TABLE llm_runs RENAME TO llm_runs_away`);
    try {
      const res = await app.call("POST", "/api/llm/chat", {
        token: alice.token,
        body: { provider: "echo", model: "echo-1", messages: hello, stream: true },
      });
      expect(res.status).toBe(200);
      const events = sseEvents(res.text).filter((e) => e.event !== "heartbeat");
      expect(events.map((e) => e.event)).toEqual(["run", "error"]);
      expect(events[1]!.data).toMatchObject({ code: "internal", status: 500, run: events[0]!.data.id });
      expect(JSON.stringify(events[1]!.data)).not.toContain("llm_runs");
    } finally {
      await app.ctx.db.query(sql.unsafe`ALTER TABLE llm_runs_away RENAME TO llm_runs`);
    }
  });

  it("falls back in order when a provider fails, recording every attempt and retry", async () => {
    const res = await app.call("POST", "/api/llm/chat", {
      token: alice.token,
      body: {
        provider: "echo",
        model: "echo-1-fail-500",
        messages: hello,
        fallbacks: [
          { provider: "echo", model: "echo-1-fail-429" },
          { provider: "echo", model: "echo-2" },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.model).toBe("echo-2");
    expect(res.body.attempts.map((a: { model: string; status: string }) => `${a.model}:${a.status}`)).toEqual([
      "echo-1-fail-500:error",
      "echo-1-fail-500:error",
      "echo-1-fail-500:error",
      "echo-1-fail-429:rate-limited",
      "echo-1-fail-429:rate-limited",
      "echo-1-fail-429:rate-limited",
      "echo-2:ok",
    ]);
    expect(res.body.attempts[3]).toMatchObject({ errorClass: "rate-limit", httpStatus: 429, retryAfterMs: 1 });
    expect(res.body.attempts[0]).toMatchObject({ errorClass: "server-error", httpStatus: 500 });
  });

  it("answers 429 with Retry-After, 502 with the provider's message and 504 on a timeout, storing the failed run", async () => {
    const limited = await app.call("POST", "/api/llm/chat", {
      token: bob.token,
      body: { provider: "echo", model: "echo-1-fail-429", messages: hello },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("llm-upstream-rate-limited");
    expect(limited.headers.get("retry-after")).toBe("1");
    const failed = await app.call("POST", "/api/llm/chat", {
      token: bob.token,
      body: { provider: "echo", model: "echo-1-fail-503", messages: hello },
    });
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe("llm-upstream-error");
    expect(failed.body.detail).toBe("echo: echo: simulated server error 503");
    expect(failed.text).not.toContain("at ");
    const slow = await app.call("POST", "/api/llm/chat", {
      token: bob.token,
      body: { provider: "echo", model: "echo-1-fail-timeout", messages: hello },
    });
    expect(slow.status).toBe(504);
    expect(slow.body.code).toBe("llm-upstream-timeout");
  });
});
