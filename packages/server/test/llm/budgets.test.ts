// Spend budgets on the gateway (openapi/llm.yaml `/api/llm/budgets`, docs/modules/llm.md "Budgets"): per
// user and per API key, held before each call and charged its cost after, refused with their own 429;
// and the usage report. The calls go to the fake OpenAI server (gpt-4o-mini, priced), whose every answer
// counts 1000 input tokens (400 cached) and 200 output tokens: 0.00024 USD a call.
import OpenAI, { RateLimitError, UnprocessableEntityError } from "openai";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepBudgetHolds } from "../../src/modules/llm/budgets.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { type FakeProviders, fakeProviderEnv, startFakeProviders } from "./fake-providers.ts";

const COST = (600 * 0.15 + 400 * 0.075 + 200 * 0.6) / 1_000_000;
/** Long enough that the held bound (a token per byte) is above the 1000 tokens the fake counts. */
const PROMPT = `Summarise: ${"lorem ipsum ".repeat(95)}`;
const chatBody = (extra: Record<string, unknown> = {}) => ({
  provider: "openai",
  model: "gpt-4o-mini",
  messages: [{ role: "user", content: PROMPT }],
  maxTokens: 200,
  ...extra,
});

describe("spend budgets per user and per API key", () => {
  let fake: FakeProviders;
  let app: TestServer;

  beforeAll(async () => {
    fake = await startFakeProviders();
    app = await startTestServer({
      ...fakeProviderEnv(fake.base),
      LLM_RETRY_BASE_MS: "1",
      LLM_BREAKER_FAILURES: "1000",
      LLM_BUDGET_MAX_OUTPUT_TOKENS: "300",
      RATE_LIMIT_LLM_CHAT_PER_USER: "1000",
    });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const keyOf = async (token: string, scopes = ["llm:write", "llm:read"]) => {
    const res = await app.call("POST", "/api/auth/api-keys", { token, body: { name: "budgeted", scopes } });
    expect(res.status, res.text).toBe(201);
    return res.body as { id: string; key: string };
  };
  const setBudget = (token: string, subject: string, limit: number, period = "day") =>
    app.call("PUT", `/api/llm/budgets/${subject}`, { token, body: { limit, period } });

  it("sets, reads, lists and removes budgets on the user and on their keys, each for its owner only", async () => {
    const alice = await app.register();
    const bob = await app.register();
    const key = await keyOf(alice.token);

    const own = await setBudget(alice.token, "user", 5, "month");
    expect(own.status, own.text).toBe(200);
    expect(own.body).toMatchObject({
      subject: "user",
      keyId: null,
      limit: 5,
      currency: "USD",
      period: "month",
      setBy: "user",
      spent: 0,
      held: 0,
      remaining: 5,
      calls: 0,
    });
    const start = new Date(own.body.periodStart);
    expect(start.getUTCDate()).toBe(1);
    expect(start.getUTCHours()).toBe(0);
    const reset = new Date(own.body.resetsAt);
    expect(reset.getUTCDate()).toBe(1);
    expect(reset.getTime()).toBeGreaterThan(Date.now());

    const onKey = await setBudget(alice.token, key.id, 0.5, "week");
    expect(onKey.status).toBe(200);
    expect(onKey.body).toMatchObject({ subject: key.id, keyId: key.id, limit: 0.5, period: "week" });
    expect(new Date(onKey.body.periodStart).getUTCDay()).toBe(1);

    const list = await app.call("GET", "/api/llm/budgets", { token: alice.token });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((b: { subject: string }) => b.subject).sort()).toEqual([key.id, "user"].sort());
    expect((await app.call("GET", `/api/llm/budgets/${key.id}`, { token: alice.token })).body.limit).toBe(0.5);

    // Bob can neither read nor set a budget on Alice's key; his own list is empty.
    for (const res of [
      await app.call("GET", `/api/llm/budgets/${key.id}`, { token: bob.token }),
      await setBudget(bob.token, key.id, 100),
      await app.call("DELETE", `/api/llm/budgets/${key.id}`, { token: bob.token }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("llm-budget-not-found");
    }
    expect((await app.call("GET", "/api/llm/budgets", { token: bob.token })).body.total).toBe(0);

    // A key cannot raise its own budget, even with every gateway scope.
    const byKey = await setBudget(key.key, key.id, 1000);
    expect(byKey.status).toBe(403);
    expect(byKey.body.code).toBe("session-required");
    // Bad limits and periods are 400.
    for (const body of [
      { limit: 0, period: "day" },
      { limit: 5, period: "year" },
      { limit: "5", period: "day" },
    ]) {
      const res = await app.call("PUT", "/api/llm/budgets/user", { token: alice.token, body });
      expect(res.status).toBe(400);
    }

    expect((await app.call("DELETE", `/api/llm/budgets/${key.id}`, { token: alice.token })).status).toBe(204);
    expect((await app.call("DELETE", `/api/llm/budgets/${key.id}`, { token: alice.token })).status).toBe(204);
    expect((await app.call("GET", `/api/llm/budgets/${key.id}`, { token: alice.token })).status).toBe(404);
  });

  it("lets an operator put a budget on a user that the user can read but not lift", async () => {
    const admin = await app.registerAdmin();
    const carol = await app.register();
    expect((await setBudget(carol.token, "user", 50)).status).toBe(200);

    const path = `/api/llm/admin/users/${carol.userId}/budget`;
    const notAdmin = await app.call("PUT", path, { token: carol.token, body: { limit: 1000, period: "day" } });
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.body.code).toBe("admin-only");
    const set = await app.call("PUT", path, { token: admin.token, body: { limit: 2, period: "day" } });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toMatchObject({ subject: "user", limit: 2, setBy: "operator" });
    const unknown = await app.call("PUT", "/api/llm/admin/users/usr_nobody/budget", {
      token: admin.token,
      body: { limit: 2, period: "day" },
    });
    expect(unknown.status).toBe(404);

    for (const res of [
      await setBudget(carol.token, "user", 1000),
      await app.call("DELETE", "/api/llm/budgets/user", { token: carol.token }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("llm-budget-set-by-operator");
    }
    expect((await app.call("GET", "/api/llm/budgets/user", { token: carol.token })).body).toMatchObject({
      limit: 2,
      setBy: "operator",
    });
    expect((await app.call("DELETE", path, { token: admin.token })).status).toBe(204);
    expect((await app.call("GET", "/api/llm/budgets/user", { token: carol.token })).status).toBe(404);
  });

  it("holds the most a call can cost, charges what it cost, and refuses the call that does not fit (429, reset time)", async () => {
    const dave = await app.register();
    const key = await keyOf(dave.token);
    expect((await setBudget(dave.token, key.id, 0.001)).status).toBe(200);

    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await app.call("POST", "/api/llm/chat", { token: key.key, body: chatBody() }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers[0]!.body.keyId).toBe(key.id);
    expect(answers[0]!.body.cost.amount).toBeCloseTo(COST, 12);

    const refused = answers[3]!;
    expect(refused.headers.get("content-type")).toContain("application/problem+json");
    expect(refused.body.code).toBe("llm-budget-exceeded");
    expect(refused.body.budget).toMatchObject({ subject: key.id, limit: 0.001, calls: 3, held: 0 });
    expect(refused.body.budget.spent).toBeCloseTo(3 * COST, 12);
    // The hold: the prompt's bytes as tokens at the input price and maxTokens at the output price.
    expect(refused.body.needed).toBeGreaterThan(COST);
    expect(refused.body.needed).toBeGreaterThan(0.001 - 3 * COST);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(Math.abs(Date.now() + retryAfter * 1000 - Date.parse(refused.body.budget.resetsAt))).toBeLessThan(2_000);
    expect(refused.headers.get("x-should-retry")).toBe("false");
    expect(fake.requests.filter((r) => r.body.messages?.[0]?.content === PROMPT)).toHaveLength(3);

    // The budget is the key's: the same user's session is not limited by it.
    expect((await app.call("POST", "/api/llm/chat", { token: dave.token, body: chatBody() })).status).toBe(200);
    const budget = (await app.call("GET", `/api/llm/budgets/${key.id}`, { token: dave.token })).body;
    expect(budget).toMatchObject({ calls: 3, held: 0 });
    expect(budget.spent).toBeCloseTo(3 * COST, 12);
  });

  it("never passes its limit when calls arrive at once (held under the budget's row lock)", async () => {
    const erin = await app.register();
    expect((await setBudget(erin.token, "user", 0.001)).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => app.call("POST", "/api/llm/chat", { token: erin.token, body: chatBody() })),
    );
    const admitted = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => a.status === 429);
    expect(admitted + refused.length).toBe(12);
    expect(refused.every((a) => a.body.code === "llm-budget-exceeded")).toBe(true);
    // Each held the same most: at least as many as fit under the limit together were admitted, and more
    // only as far as ended calls (charged less than they held) made room; the spend never passes the limit.
    const needed = refused[0]!.body.needed as number;
    expect(admitted).toBeGreaterThanOrEqual(Math.floor(0.001 / needed));
    expect(admitted).toBeLessThanOrEqual(Math.floor(0.001 / COST));
    const budget = (await app.call("GET", "/api/llm/budgets/user", { token: erin.token })).body;
    expect(budget.calls).toBe(admitted);
    expect(budget.held).toBe(0);
    expect(budget.spent).toBeCloseTo(admitted * COST, 12);
    expect(budget.spent).toBeLessThanOrEqual(0.001);
  });

  it("bounds a budgeted call that names no maxTokens (LLM_BUDGET_MAX_OUTPUT_TOKENS), and refuses an unpriced model", async () => {
    const frank = await app.register();
    const unbudgeted = await app.call("POST", "/api/llm/chat", {
      token: frank.token,
      body: { provider: "local", model: "llama-free", messages: [{ role: "user", content: "hi" }] },
    });
    expect(unbudgeted.status, unbudgeted.text).toBe(200);
    expect(unbudgeted.body.request.maxTokens).toBeUndefined();

    expect((await setBudget(frank.token, "user", 1)).status).toBe(200);
    const bounded = await app.call("POST", "/api/llm/chat", {
      token: frank.token,
      body: chatBody({ maxTokens: undefined }),
    });
    expect(bounded.status, bounded.text).toBe(200);
    expect(bounded.body.request.maxTokens).toBe(300);
    expect(fake.requests.at(-1)!.body.max_tokens).toBe(300);

    const unpriced = await app.call("POST", "/api/llm/chat", {
      token: frank.token,
      body: { provider: "local", model: "llama-free", messages: [{ role: "user", content: "hi" }] },
    });
    expect(unpriced.status).toBe(422);
    expect(unpriced.body.code).toBe("llm-model-unpriced");
    // A fallback without a price is refused too: the hold must cover whichever target answers.
    const fallback = await app.call("POST", "/api/llm/chat", {
      token: frank.token,
      body: chatBody({ fallbacks: [{ provider: "local", model: "llama-free" }] }),
    });
    expect(fallback.status).toBe(422);
    expect(fallback.body.code).toBe("llm-model-unpriced");
  });

  it("charges streamed calls, and answers the openai package with its own RateLimitError (insufficient_quota, not retried)", async () => {
    const grace = await app.register();
    const key = await keyOf(grace.token);
    expect((await setBudget(grace.token, key.id, 0.0007)).status).toBe(200);
    const client = new OpenAI({ baseURL: `${app.url}/api/llm/v1`, apiKey: key.key, maxRetries: 2 });
    const messages = [{ role: "user" as const, content: PROMPT }];

    const stream = await client.chat.completions.create({
      model: "openai/gpt-4o-mini",
      messages,
      max_tokens: 200,
      stream: true,
      stream_options: { include_usage: true },
    });
    let usage: OpenAI.CompletionUsage | undefined;
    for await (const chunk of stream) usage = chunk.usage ?? usage;
    expect(usage?.total_tokens).toBe(1200);
    const afterStream = (await app.call("GET", `/api/llm/budgets/${key.id}`, { token: grace.token })).body;
    expect(afterStream).toMatchObject({ calls: 1, held: 0 });
    expect(afterStream.spent).toBeCloseTo(COST, 12);

    await client.chat.completions.create({ model: "openai/gpt-4o-mini", messages, max_tokens: 200 });
    const before = fake.requests.length;
    const started = performance.now();
    const err = await client.chat.completions.create({ model: "openai/gpt-4o-mini", messages, max_tokens: 200 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(RateLimitError);
    expect((err as RateLimitError).code).toBe("insufficient_quota");
    expect((err as RateLimitError).type).toBe("insufficient_quota");
    expect((err as RateLimitError).message).toContain(key.id);
    // x-should-retry: false: the client raised at once (its back-off would have waited ≥ 0.5 s twice).
    expect(performance.now() - started).toBeLessThan(450);
    expect(fake.requests.length).toBe(before);

    const unpriced = await client.chat.completions.create({ model: "local/llama-free", messages }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(unpriced).toBeInstanceOf(UnprocessableEntityError);
    expect((unpriced as UnprocessableEntityError).code).toBe("llm-model-unpriced");
  });

  it("refuses a fan-out dispatch whole when its agents together do not fit, calling none", async () => {
    const heidi = await app.register();
    expect((await setBudget(heidi.token, "user", 0.001)).status).toBe(200);
    const conversation = await app.call("POST", "/api/fanout/conversations", {
      token: heidi.token,
      body: { title: "Budget" },
    });
    expect(conversation.status).toBe(201);
    const agents = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: `a${i}`,
        role: "You answer.",
        provider: "openai",
        model: "gpt-4o-mini",
      }));
    const dispatch = (n: number) =>
      app.call("POST", `/api/fanout/conversations/${conversation.body.id}/dispatch`, {
        token: heidi.token,
        body: { prompt: PROMPT, agents: agents(n), maxTokens: 200 },
      });
    const before = fake.requests.length;
    const refused = await dispatch(5);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("llm-budget-exceeded");
    expect(fake.requests.length).toBe(before);
    // The refused dispatch took no place in the conversation and held nothing.
    const budget = (await app.call("GET", "/api/llm/budgets/user", { token: heidi.token })).body;
    expect(budget).toMatchObject({ held: 0, spent: 0, calls: 0 });
    const fits = await dispatch(2);
    expect(fits.status, fits.text).toBe(200);
    expect((await app.call("GET", "/api/llm/budgets/user", { token: heidi.token })).body.calls).toBe(2);
    const read = await app.call("GET", `/api/fanout/conversations/${conversation.body.id}`, { token: heidi.token });
    expect(read.body.dispatches).toHaveLength(1);
  });

  it("charges in full, once, a hold whose call never ended (its instance died), and releases it", async () => {
    const ivan = await app.register();
    expect((await setBudget(ivan.token, "user", 1)).status).toBe(200);
    const db = app.ctx.db;
    await db.query(sql.unsafe`
      INSERT INTO llm_budget_spend (subject, period_start, held)
      VALUES (${`user:${ivan.userId}`}, date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', 0.25)
      ON CONFLICT (subject, period_start) DO UPDATE SET held = llm_budget_spend.held + 0.25`);
    await db.query(sql.unsafe`
      INSERT INTO llm_budget_holds (id, subject, period_start, amount, expires_at)
      VALUES ('dead-call', ${`user:${ivan.userId}`}, date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
              0.25, now() - interval '1 second')`);
    expect((await app.call("GET", "/api/llm/budgets/user", { token: ivan.token })).body).toMatchObject({
      held: 0.25,
      remaining: 0.75,
    });
    expect(await sweepBudgetHolds(db)).toBeGreaterThanOrEqual(1);
    expect(await sweepBudgetHolds(db)).toBe(0);
    expect((await app.call("GET", "/api/llm/budgets/user", { token: ivan.token })).body).toMatchObject({
      held: 0,
      spent: 0.25,
      calls: 1,
      remaining: 0.75,
    });
  });

  it("reports spend, tokens and calls by day, key and model, and lists runs by key", async () => {
    const judy = await app.register();
    const key = await keyOf(judy.token);
    for (let i = 0; i < 2; i++)
      expect((await app.call("POST", "/api/llm/chat", { token: key.key, body: chatBody() })).status).toBe(200);
    expect((await app.call("POST", "/api/llm/chat", { token: judy.token, body: chatBody() })).status).toBe(200);
    const echo = { provider: "echo", model: "echo-1", messages: [{ role: "user", content: "hi" }] };
    const echoed = await app.call("POST", "/api/llm/chat", { token: judy.token, body: echo });
    expect(echoed.status).toBe(200);

    const usage = await app.call("GET", "/api/llm/usage", { token: judy.token });
    expect(usage.status, usage.text).toBe(200);
    expect(usage.body.currency).toBe("USD");
    expect(usage.body.totals).toMatchObject({
      calls: 4,
      inputTokens: 3000 + echoed.body.usage.inputTokens,
      unpricedCalls: 0,
    });
    expect(usage.body.totals.cost).toBeCloseTo(3 * COST, 12);
    const today = new Date().toISOString().slice(0, 10);
    const groups = usage.body.items as {
      day: string;
      keyId: string | null;
      provider: string;
      model: string;
      calls: number;
      cost: number;
    }[];
    expect(usage.body.total).toBe(3);
    expect(groups.every((g) => g.day === today)).toBe(true);
    const byKey = groups.find((g) => g.keyId === key.id)!;
    expect(byKey).toMatchObject({
      provider: "openai",
      model: "gpt-4o-mini",
      calls: 2,
      inputTokens: 2000,
      outputTokens: 400,
    });
    expect(byKey.cost).toBeCloseTo(2 * COST, 12);
    expect(
      groups
        .filter((g) => g.keyId === null)
        .map((g) => `${g.provider}/${g.model}:${g.calls}`)
        .sort(),
    ).toEqual(["echo/echo-1:1", "openai/gpt-4o-mini:1"]);

    // Narrowed by key and by model, paged by cursor.
    const keyOnly = await app.call("GET", `/api/llm/usage?keyId=${key.id}`, { token: judy.token });
    expect(keyOnly.body.totals.calls).toBe(2);
    const sessionOnly = await app.call("GET", "/api/llm/usage?keyId=session&model=echo/echo-1", { token: judy.token });
    expect(sessionOnly.body.totals.calls).toBe(1);
    expect(sessionOnly.body.items).toHaveLength(1);
    const first = await app.call("GET", "/api/llm/usage?limit=2", { token: judy.token });
    expect(first.body.items).toHaveLength(2);
    const second = await app.call("GET", `/api/llm/usage?limit=2&cursor=${first.body.nextCursor}`, {
      token: judy.token,
    });
    expect(second.status, second.text).toBe(200);
    expect(second.body.items).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    const seen = [...first.body.items, ...second.body.items].map(
      (g: { keyId: string | null; model: string; provider: string }) => `${g.keyId}|${g.provider}/${g.model}`,
    );
    expect(new Set(seen).size).toBe(3);

    // Another user's usage is not theirs; a range longer than 92 days is 400.
    expect((await app.call("GET", "/api/llm/usage", { token: (await app.register()).token })).body.totals.calls).toBe(
      0,
    );
    const tooLong = await app.call("GET", "/api/llm/usage?since=2026-01-01T00:00:00Z&until=2026-06-01T00:00:00Z", {
      token: judy.token,
    });
    expect(tooLong.status).toBe(400);

    const runs = await app.call("GET", `/api/llm/runs?keyId=${key.id}`, { token: judy.token });
    expect(runs.body.total).toBe(2);
    expect(runs.body.items.every((r: { keyId: string }) => r.keyId === key.id)).toBe(true);
    const sessionRuns = await app.call("GET", "/api/llm/runs?keyId=session", { token: judy.token });
    expect(sessionRuns.body.total).toBe(2);
  });
});
