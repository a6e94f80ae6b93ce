import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { sseEvents } from "../llm/sse.ts";
import { clearOfWindowTurn } from "../windows.ts";

type Result = {
  agentId: string;
  role: string;
  ok: boolean;
  reply: string | null;
  provider: string | null;
  model: string | null;
  usage: Record<string, number | null>;
  cost: { amount: number } | null;
  latencyMs: number;
  startedAt: string;
  completedAt: string;
  runId: string;
  error: { code: string; detail: string } | null;
};

const agent = (id: string, model?: string, provider = "echo") => ({
  id,
  role: `You are ${id}.`,
  provider,
  ...(model ? { model } : {}),
});

describe("fan-out conversations and dispatches", () => {
  let app: TestServer;
  let alice: { token: string; userId: string };
  let bob: { token: string; userId: string };
  beforeAll(async () => {
    app = await startTestServer({
      RATE_LIMIT_LLM_CHAT_PER_USER: "1000",
      LLM_RETRY_BASE_MS: "1",
      LLM_BREAKER_FAILURES: "1000",
      LLM_STREAM_HEARTBEAT_MS: "20",
    });
    alice = await app.register();
    bob = await app.register();
  });
  afterAll(() => app.close());

  const newConversation = async (token: string, title = "Launch review") => {
    const res = await app.call("POST", "/api/fanout/conversations", { token, body: { title } });
    expect(res.status).toBe(201);
    return res.body as { id: string; title: string; dispatchCount: number };
  };
  const dispatch = (token: string, id: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    app.call("POST", `/api/fanout/conversations/${id}/dispatch`, { token, body, ...(headers ? { headers } : {}) });

  it("starts, lists and reads conversations, each for its owner only", async () => {
    const first = await newConversation(alice.token, "First");
    const created = await app.call("POST", "/api/fanout/conversations", {
      token: alice.token,
      body: { title: "Second" },
    });
    expect(created.headers.get("location")).toBe(`/api/fanout/conversations/${created.body.id}`);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^fcv_/),
      title: "Second",
      dispatchCount: 0,
      lastDispatchAt: null,
      createdAt: expect.any(String),
    });
    await newConversation(bob.token, "Bob's");

    const page = await app.call("GET", "/api/fanout/conversations?limit=1", { token: alice.token });
    expect(page.status).toBe(200);
    expect(page.body.items.map((c: { title: string }) => c.title)).toEqual(["Second"]);
    expect(page.body.total).toBe(2);
    const next = await app.call("GET", `/api/fanout/conversations?limit=1&cursor=${page.body.nextCursor}`, {
      token: alice.token,
    });
    expect(next.body.items.map((c: { id: string }) => c.id)).toEqual([first.id]);
    expect(next.body.nextCursor).toBeNull();

    const read = await app.call("GET", `/api/fanout/conversations/${first.id}`, { token: alice.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...first, dispatches: [] });
    const other = await app.call("GET", `/api/fanout/conversations/${first.id}`, { token: bob.token });
    const unknown = await app.call("GET", "/api/fanout/conversations/fcv_01JD0000000000000000000000", {
      token: bob.token,
    });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe("fanout-conversation-not-found");
    expect({ ...other.body, requestId: 0, instance: 0, detail: 0 }).toEqual({
      ...unknown.body,
      requestId: 0,
      instance: 0,
      detail: 0,
    });
    const bobDispatch = await dispatch(bob.token, first.id, { prompt: "hi", agents: [agent("a")] });
    expect(bobDispatch.status).toBe(404);
  });

  it("answers every agent with its own role, provider and model, sums usage, and keeps it with the conversation", async () => {
    const conversation = await newConversation(alice.token);
    const res = await dispatch(alice.token, conversation.id, {
      prompt: "Should we launch on Monday?",
      agents: [agent("optimist"), agent("critic", "echo-1"), agent("pragmatist")],
      temperature: 0.3,
    });
    expect(res.status).toBe(200);
    const d = res.body;
    expect(d).toMatchObject({
      id: expect.stringMatching(/^fdp_/),
      conversationId: conversation.id,
      prompt: "Should we launch on Monday?",
      answered: 3,
      failed: 0,
    });
    expect(d.results.map((r: Result) => r.agentId)).toEqual(["optimist", "critic", "pragmatist"]);
    for (const r of d.results as Result[]) {
      expect(r).toMatchObject({
        ok: true,
        role: `You are ${r.agentId}.`,
        reply: "Echo: Should we launch on Monday?",
        provider: "echo",
        model: "echo-1",
        error: null,
        runId: expect.stringMatching(/^run_/),
      });
    }
    const sum = (field: string) => d.results.reduce((n: number, r: Result) => n + (r.usage[field] ?? 0), 0);
    expect(d.usage.inputTokens).toBe(sum("inputTokens"));
    expect(d.usage.outputTokens).toBe(sum("outputTokens"));
    expect(d.usage.totalTokens).toBe(sum("totalTokens"));
    expect(d.cost).toMatchObject({ amount: 0, currency: "USD" });

    // Each agent's call is a run of the gateway: its role the system message, with its attempts.
    const run = await app.call("GET", `/api/llm/runs/${d.results[1].runId}`, { token: alice.token });
    expect(run.status).toBe(200);
    expect(run.body.request).toMatchObject({
      provider: "echo",
      model: "echo-1",
      messages: [
        { role: "system", content: "You are critic." },
        { role: "user", content: "Should we launch on Monday?" },
      ],
      temperature: 0.3,
    });
    expect(run.body.attempts).toHaveLength(1);
    expect((await app.call("GET", `/api/llm/runs/${d.results[1].runId}`, { token: bob.token })).status).toBe(404);

    const read = await app.call("GET", `/api/fanout/conversations/${conversation.id}`, { token: alice.token });
    expect(read.body.dispatchCount).toBe(1);
    expect(read.body.lastDispatchAt).toEqual(expect.any(String));
    expect(read.body.dispatches).toEqual([d]);
  });

  it("runs the agents in parallel: every agent starts before any finishes, and the dispatch takes less than their sum", async () => {
    const conversation = await newConversation(alice.token);
    const models = ["echo-1-slow-300", "echo-1-slow-200", "echo-1-slow-250", "echo-1-slow-150"];
    const res = await dispatch(alice.token, conversation.id, {
      prompt: "in parallel",
      agents: Array.from({ length: 8 }, (_, i) => agent(`a${i}`, models[i % models.length])),
    });
    expect(res.status).toBe(200);
    const results = res.body.results as Result[];
    expect(results).toHaveLength(8);
    expect(results.every((r) => r.ok)).toBe(true);
    // The recorded spans overlap: the last start comes before the first end.
    const lastStart = Math.max(...results.map((r) => Date.parse(r.startedAt)));
    const firstEnd = Math.min(...results.map((r) => Date.parse(r.completedAt)));
    expect(lastStart).toBeLessThan(firstEnd);
    const sum = results.reduce((n, r) => n + r.latencyMs, 0);
    const slowest = Math.max(...results.map((r) => r.latencyMs));
    expect(res.body.latencyMs).toBeGreaterThanOrEqual(slowest);
    expect(res.body.latencyMs).toBeLessThan(sum / 2);
  });

  it("gives a failing or late agent ok: false with its code while the others answer", async () => {
    const conversation = await newConversation(alice.token);
    const res = await dispatch(alice.token, conversation.id, {
      prompt: "who fails?",
      timeoutMs: 400,
      agents: [
        agent("steady"),
        agent("broken", "echo-1-fail-500"),
        agent("late", "echo-1-slow-5000"),
        { ...agent("rescued", "echo-1-fail-503"), fallbacks: [{ provider: "echo", model: "echo-1" }] },
      ],
    });
    expect(res.status).toBe(200);
    const byId = Object.fromEntries((res.body.results as Result[]).map((r) => [r.agentId, r]));
    expect(byId.steady).toMatchObject({ ok: true, reply: "Echo: who fails?", error: null });
    expect(byId.broken).toMatchObject({
      ok: false,
      reply: null,
      error: { code: "llm-upstream-error", detail: expect.stringContaining("echo") },
    });
    expect(byId.late).toMatchObject({ ok: false, reply: null, error: { code: "fanout-agent-timeout" } });
    expect(byId.late!.latencyMs).toBeLessThan(5000);
    expect(byId.rescued).toMatchObject({ ok: true, provider: "echo", model: "echo-1" });
    expect(res.body).toMatchObject({ answered: 2, failed: 2 });
    // Totals count only the agents that answered.
    expect(res.body.usage.outputTokens).toBe(byId.steady!.usage.outputTokens! + byId.rescued!.usage.outputTokens!);

    const failedRun = await app.call("GET", `/api/llm/runs/${byId.broken!.runId}`, { token: alice.token });
    expect(failedRun.body).toMatchObject({ status: "failed", error: { code: "llm-upstream-error" } });
    const read = await app.call("GET", `/api/fanout/conversations/${conversation.id}`, { token: alice.token });
    expect(read.body.dispatches).toEqual([res.body]);
  });

  it("shows each agent the conversation so far: earlier prompts and its own replies", async () => {
    const conversation = await newConversation(alice.token);
    await dispatch(alice.token, conversation.id, { prompt: "first question", agents: [agent("a"), agent("b")] });
    const second = await dispatch(alice.token, conversation.id, {
      prompt: "second question",
      agents: [agent("a"), agent("c")],
    });
    expect(second.status).toBe(200);
    const [a, c] = second.body.results as Result[];
    const runOf = async (id: string) => (await app.call("GET", `/api/llm/runs/${id}`, { token: alice.token })).body;
    expect((await runOf(a!.runId)).request.messages).toEqual([
      { role: "system", content: "You are a." },
      { role: "user", content: "first question" },
      { role: "assistant", content: "Echo: first question" },
      { role: "user", content: "second question" },
    ]);
    // A new agent sees the earlier prompts, not the other agents' replies.
    expect((await runOf(c!.runId)).request.messages).toEqual([
      { role: "system", content: "You are c." },
      { role: "user", content: "first question" },
      { role: "user", content: "second question" },
    ]);
  });

  it("refuses 9 agents, repeated agent ids and unknown providers before calling anything", async () => {
    const conversation = await newConversation(alice.token);
    const nine = await dispatch(alice.token, conversation.id, {
      prompt: "too many",
      agents: Array.from({ length: 9 }, (_, i) => agent(`a${i}`)),
    });
    expect(nine.status).toBe(400);
    expect(nine.body.code).toBe("validation");
    const repeated = await dispatch(alice.token, conversation.id, {
      prompt: "twins",
      agents: [agent("twin"), agent("other"), agent("twin")],
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body.errors).toEqual([{ path: "/body/agents/2/id", message: expect.stringContaining("0") }]);
    const unknown = await dispatch(alice.token, conversation.id, {
      prompt: "who?",
      agents: [agent("a"), agent("b", "gpt-4o", "nosuch")],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe("llm-provider-unknown");
    const unconfigured = await dispatch(alice.token, conversation.id, {
      prompt: "who?",
      agents: [agent("a", undefined, "openai")],
    });
    expect(unconfigured.status).toBe(422);
    expect(unconfigured.body.code).toBe("llm-provider-not-configured");
    const read = await app.call("GET", `/api/fanout/conversations/${conversation.id}`, { token: alice.token });
    expect(read.body.dispatchCount).toBe(0);
  });

  it("holds at most 50 dispatches in a conversation", async () => {
    const conversation = await newConversation(alice.token);
    await app.ctx.db.query(
      sql.unsafe`UPDATE fanout_conversations SET dispatch_count = 50 WHERE id = ${conversation.id}`,
    );
    const full = await dispatch(alice.token, conversation.id, { prompt: "one more", agents: [agent("a")] });
    expect(full.status).toBe(422);
    expect(full.body.code).toBe("fanout-conversation-full");
  });

  it("streams each agent's deltas and result, then the dispatch, as it is recorded", async () => {
    const conversation = await newConversation(alice.token);
    const res = await dispatch(alice.token, conversation.id, {
      prompt: "stream it",
      stream: true,
      agents: [agent("fast"), agent("slow", "echo-1-slow-150"), agent("broken", "echo-1-fail-500")],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = sseEvents(res.text).filter((e) => e.event !== "heartbeat");
    expect(events[0]).toEqual({
      event: "dispatch",
      data: {
        id: expect.stringMatching(/^fdp_/),
        conversationId: conversation.id,
        createdAt: expect.any(String),
        agents: ["fast", "slow", "broken"],
      },
    });
    const deltas = events.filter((e) => e.event === "delta");
    expect(
      deltas
        .filter((e) => e.data.agentId === "fast")
        .map((e) => e.data.text)
        .join(""),
    ).toBe("Echo: stream it");
    const results = events.filter((e) => e.event === "result").map((e) => e.data as Result);
    expect(results.map((r) => r.agentId).sort()).toEqual(["broken", "fast", "slow"]);
    // The slow agent's result comes after the fast one's: results are sent as agents finish.
    expect(results.findIndex((r) => r.agentId === "slow")).toBeGreaterThan(
      results.findIndex((r) => r.agentId === "fast"),
    );
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data).toMatchObject({ id: events[0]!.data.id, answered: 2, failed: 1 });
    const read = await app.call("GET", `/api/fanout/conversations/${conversation.id}`, { token: alice.token });
    expect(read.body.dispatches).toEqual([done.data]);
  });

  it("still records a streamed dispatch whose client disconnects, every agent's answer with it", async () => {
    const conversation = await newConversation(alice.token);
    const controller = new AbortController();
    const res = await fetch(`${app.url}/api/fanout/conversations/${conversation.id}/dispatch`, {
      method: "POST",
      headers: { authorization: `Bearer ${alice.token}`, "content-type": "application/json" },
      body: JSON.stringify({
        prompt: "keep going",
        stream: true,
        agents: [agent("quick"), agent("slow", "echo-1-slow-300")],
      }),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    let text = "";
    while (!text.includes("event: dispatch")) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    await eventually(async () => {
      const read = await app.call("GET", `/api/fanout/conversations/${conversation.id}`, { token: alice.token });
      expect(read.body.dispatches).toHaveLength(1);
      expect(read.body.dispatches[0]).toMatchObject({ prompt: "keep going", answered: 2, failed: 0 });
    });
  });

  it("replays a dispatch for the same Idempotency-Key without calling any agent again", async () => {
    const conversation = await newConversation(alice.token);
    const body = { prompt: "once", agents: [agent("a"), agent("b")] };
    const first = await dispatch(alice.token, conversation.id, body, { "idempotency-key": "dispatch-once-1" });
    const again = await dispatch(alice.token, conversation.id, body, { "idempotency-key": "dispatch-once-1" });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    const read = await app.call("GET", `/api/fanout/conversations/${conversation.id}`, { token: alice.token });
    expect(read.body.dispatchCount).toBe(1);
    expect(read.body.dispatches).toHaveLength(1);
  });

  it("keeps titles, prompts and roles sealed at rest", async () => {
    const conversation = await newConversation(alice.token, "my private merger plan");
    await dispatch(alice.token, conversation.id, {
      prompt: "a confidential prompt",
      agents: [{ id: "x", role: "a secret persona", provider: "echo" }],
    });
    const rows = await app.ctx.db.any(sql.unsafe`
      SELECT c.*, d.*, r.* FROM fanout_conversations c
      JOIN fanout_dispatches d ON d.conversation_id = c.id JOIN fanout_results r ON r.dispatch_id = d.id
      WHERE c.id = ${conversation.id}`);
    expect(rows).toHaveLength(1);
    const text = JSON.stringify(rows, (_, v) => (v?.type === "Buffer" ? Buffer.from(v.data).toString("utf8") : v));
    expect(text).not.toContain("merger");
    expect(text).not.toContain("confidential");
    expect(text).not.toContain("secret persona");
  });
});

describe("the chat budget of a dispatch", () => {
  let app: TestServer;
  beforeAll(async () => {
    await clearOfWindowTurn(3_600_000, 30_000);
    app = await startTestServer({ RATE_LIMIT_WINDOW_SECONDS: "3600", RATE_LIMIT_LLM_CHAT_PER_USER: "10" });
  });
  afterAll(() => app?.close());

  it("counts each agent as one chat request and refuses a dispatch that does not fit, whole, before any call", async () => {
    const user = await app.register();
    const created = await app.call("POST", "/api/fanout/conversations", {
      token: user.token,
      body: { title: "budget" },
    });
    const url = `/api/fanout/conversations/${created.body.id}/dispatch`;
    const agents = (n: number) => Array.from({ length: n }, (_, i) => agent(`a${i}`));
    const eight = await app.call("POST", url, { token: user.token, body: { prompt: "p", agents: agents(8) } });
    expect(eight.status).toBe(200);
    expect(eight.headers.get("x-ratelimit-remaining")).toBe("2");

    const three = await app.call("POST", url, { token: user.token, body: { prompt: "p", agents: agents(3) } });
    expect(three.status).toBe(429);
    expect(three.body.code).toBe("rate-limited");
    expect(Number(three.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // Refused, it counted as one request: one agent still fits.
    expect(three.headers.get("x-ratelimit-remaining")).toBe("1");

    const chat = await app.call("POST", "/api/llm/chat", {
      token: user.token,
      body: { provider: "echo", model: "echo-1", messages: [{ role: "user", content: "hi" }] },
    });
    expect(chat.status).toBe(200);
    expect(chat.headers.get("x-ratelimit-remaining")).toBe("0");

    const read = await app.call("GET", `/api/fanout/conversations/${created.body.id}`, { token: user.token });
    expect(read.body.dispatchCount).toBe(1);
    const runs = Number(
      await app.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM llm_runs WHERE user_id = ${user.userId}`),
    );
    expect(runs).toBe(9);
  });
});
