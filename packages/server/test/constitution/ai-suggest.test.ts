// AI suggestions through @trustplane/sdk-catalog (its built dist/): offline with `echo`, and against a
// scripted OpenAI-compatible model that answers what each test says, nonsense included.
import { evaluate } from "@trustplane/governance-model";
import {
  AuthenticationError,
  createCatalogClient,
  RateLimitError,
  ServerError,
  ValidationError,
} from "@trustplane/sdk-catalog";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { sseEvents } from "../llm/sse.ts";
import { AUTOCRATIC, NORDIC, rejection, signedIn } from "./helpers.ts";
import { type ScriptedModel, startScriptedModel } from "./scripted-model.ts";

let echo: TestServer;
let scripted: TestServer;
let model: ScriptedModel;
beforeAll(async () => {
  model = await startScriptedModel();
  [echo, scripted] = await Promise.all([
    startTestServer({
      CONSTITUTION_AI_SUGGESTIONS_PER_DAY: "3",
      CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY: "2",
      // X-Forwarded-For from the test's own address is believed: anonymous callers from several addresses.
      TRUST_PROXY: "loopback",
    }),
    startTestServer({
      LLM_OPENAI_COMPATIBLE: `scripted=${model.base}/v1`,
      CONSTITUTION_AI_PROVIDER: "scripted",
      CONSTITUTION_AI_MODEL: "scripted-1",
      LLM_MAX_RETRIES: "0",
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([echo?.close(), scripted?.close(), model?.close()]);
});

describe("AI suggestions with the offline echo provider", () => {
  it("parses echo's answer (the prompt's last line) as no change, with the run of the call", async () => {
    const client = await signedIn(echo.url, "Echo");
    const suggestion = await client.constitution.aiSuggest({
      sliders: AUTOCRATIC,
      goal: "Меньше обиды, больше доверия",
    });
    expect(suggestion).toMatchObject({
      sliders: AUTOCRATIC,
      ...evaluate(AUTOCRATIC),
      changes: [],
      rationale: "No change suggested: these are the current sliders.",
      provider: "echo",
    });
    expect(suggestion.runId).toMatch(/^run_/);
    const plan = await client.constitution.plan.retrieve();
    expect(plan.quotas.aiSuggestionsPerDay).toMatchObject({ limit: 3, used: 1, remaining: 2 });
  });

  it("still parses echo's answer when the goal holds braces and quotes", async () => {
    const client = await signedIn(echo.url, "Braces");
    for (const goal of ["[E>z=^{w1", '{"sliders": {"floor": 1}', '} { " \\ }}']) {
      const suggestion = await client.constitution.aiSuggest({ sliders: NORDIC, goal });
      expect(suggestion).toMatchObject({ sliders: NORDIC, changes: [] });
    }
  });

  it("streams the same suggestion as server-sent events", async () => {
    const client = await signedIn(echo.url, "Stream");
    const text = await client.constitution.aiSuggestStream({ sliders: NORDIC, goal: "More innovation" });
    const events = sseEvents(text as string);
    expect(events.filter((e) => e.event === "delta").length).toBeGreaterThan(1);
    expect(
      events
        .filter((e) => e.event === "delta")
        .map((e) => e.data.text)
        .join(""),
    ).toContain('"sliders"');
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data).toMatchObject({ sliders: NORDIC, ...evaluate(NORDIC), changes: [], provider: "echo" });
  });

  it("counts both kinds against the daily quota: past it, 429 constitution-quota-exceeded with its reset", async () => {
    const client = await signedIn(echo.url, "Greedy");
    for (let i = 0; i < 2; i++) await client.constitution.aiSuggest({ sliders: NORDIC, goal: `try ${i}` });
    await client.constitution.aiSuggestStream({ sliders: NORDIC, goal: "streamed" });
    for (const call of [
      () => client.constitution.aiSuggest({ sliders: NORDIC, goal: "one more" }),
      () => client.constitution.aiSuggestStream({ sliders: NORDIC, goal: "one more" }),
    ]) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(RateLimitError);
      expect((error as RateLimitError).code).toBe("constitution-quota-exceeded");
      const tomorrow = new Date();
      tomorrow.setUTCHours(24, 0, 0, 0);
      expect((error as RateLimitError).body).toMatchObject({
        quota: "aiSuggestionsPerDay",
        limit: 3,
        resetAt: tomorrow.toISOString(),
      });
    }
    expect((await client.constitution.plan.retrieve()).quotas.aiSuggestionsPerDay).toMatchObject({
      used: 3,
      remaining: 0,
    });
  });

  it("refuses bad requests with 400 and an invalid bearer token with 401, before counting anything", async () => {
    const client = await signedIn(echo.url, "Careful");
    for (const body of [
      { sliders: NORDIC, goal: "" },
      { sliders: NORDIC, goal: "x".repeat(501) },
      { sliders: { ...NORDIC, floor: 200 }, goal: "More" },
      { sliders: NORDIC },
    ]) {
      expect(await rejection(client.constitution.aiSuggest(body as never))).toBeInstanceOf(ValidationError);
      expect(await rejection(client.constitution.aiSuggestStream(body as never))).toBeInstanceOf(ValidationError);
    }
    expect((await client.constitution.plan.retrieve()).quotas.aiSuggestionsPerDay.used).toBe(0);
    // A token that is sent is checked: a bad one is never taken for an anonymous request.
    const forged = createCatalogClient({ baseUrl: echo.url, maxRetries: 0, token: "not-a-token" });
    expect(await rejection(forged.constitution.aiSuggest({ sliders: NORDIC, goal: "x" }))).toBeInstanceOf(
      AuthenticationError,
    );
  });
});

describe("AI suggestions without an account (the public playground)", () => {
  const from = (address: string) =>
    createCatalogClient({ baseUrl: echo.url, maxRetries: 0, headers: { "X-Forwarded-For": address } });

  it("answers anonymous callers, counting CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY per address", async () => {
    const visitor = from("203.0.113.7");
    expect(await visitor.constitution.aiSuggest({ sliders: NORDIC, goal: "More trust" })).toMatchObject({
      sliders: NORDIC,
      changes: [],
      provider: "echo",
    });
    const streamed = sseEvents(
      (await visitor.constitution.aiSuggestStream({ sliders: NORDIC, goal: "Again" })) as string,
    );
    expect(streamed.at(-1)).toMatchObject({ event: "done", data: { sliders: NORDIC, changes: [] } });

    // The address's two are used, by either operation; the next is refused before the model is asked.
    for (const call of [
      () => visitor.constitution.aiSuggest({ sliders: NORDIC, goal: "third" }),
      () => visitor.constitution.aiSuggestStream({ sliders: NORDIC, goal: "third" }),
    ]) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(RateLimitError);
      expect((error as RateLimitError).code).toBe("constitution-quota-exceeded");
      expect((error as RateLimitError).body).toMatchObject({ quota: "aiSuggestionsPerDay", limit: 2 });
      expect((error as RateLimitError).body?.detail).toMatch(/^Without an account, 2 AI suggestions a day/);
      expect(Number((error as RateLimitError).headers?.get("retry-after"))).toBeGreaterThan(0);
    }

    // Another address has its own; a signed-in user at the first one has the plan's.
    await from("198.51.100.23").constitution.aiSuggest({ sliders: NORDIC, goal: "Elsewhere" });
    const member = await signedIn(echo.url, "Neighbour", { "X-Forwarded-For": "203.0.113.7" });
    await member.constitution.aiSuggest({ sliders: NORDIC, goal: "Mine" });
    expect((await member.constitution.plan.retrieve()).quotas.aiSuggestionsPerDay).toMatchObject({ used: 1, limit: 3 });
  });

  it("keeps no address: the quota and the run are held by an HMAC of it", async () => {
    const address = "192.0.2.199";
    await from(address).constitution.aiSuggest({ sliders: AUTOCRATIC, goal: "Keep nothing" });
    const usage = (await echo.ctx.db.any(
      sql.unsafe`SELECT u::text AS row FROM constitution_usage u WHERE user_id LIKE 'anon:%'`,
    )) as readonly { row: string }[];
    expect(usage.length).toBeGreaterThan(0);
    const runs = (await echo.ctx.db.any(
      sql.unsafe`SELECT user_id FROM llm_runs WHERE user_id LIKE 'anon:%'`,
    )) as readonly { user_id: string }[];
    expect(runs.length).toBeGreaterThan(0);
    for (const text of [...usage.map((u) => u.row), ...runs.map((r) => r.user_id)]) {
      expect(text).not.toContain(address);
      expect(text).not.toContain("203.0.113.7");
    }
  });

  it("is refused 401 where CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY is 0", async () => {
    const closed = await startTestServer({ CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY: "0" });
    try {
      const anonymous = createCatalogClient({ baseUrl: closed.url, maxRetries: 0 });
      for (const call of [
        () => anonymous.constitution.aiSuggest({ sliders: NORDIC, goal: "x" }),
        () => anonymous.constitution.aiSuggestStream({ sliders: NORDIC, goal: "x" }),
      ]) {
        expect(await rejection(call())).toBeInstanceOf(AuthenticationError);
      }
      expect(await closed.ctx.db.oneFirst(sql.unsafe`SELECT count(*)::int FROM constitution_usage`)).toBe(0);
    } finally {
      await closed.close();
    }
  });
});

describe("AI suggestions from a model that may talk nonsense", () => {
  it("takes the last JSON answer out of prose or a fenced block, keeps unnamed sliders, rounds fractions", async () => {
    const client = await signedIn(scripted.url, "Prose");
    model.answer(
      'The shape is {"sliders": {...}}. Sure! Here is my suggestion:\n```json\n{"sliders": {"floor": 70.4, "transparency": 55}, "rationale": "Raise the floor and open up."}\n```\nGood luck.',
    );
    const suggestion = await client.constitution.aiSuggest({ sliders: AUTOCRATIC, goal: "Less resentment" });
    const expected = { ...AUTOCRATIC, floor: 70, transparency: 55 };
    expect(suggestion).toMatchObject({
      sliders: expected,
      ...evaluate(expected),
      changes: [
        { key: "floor", from: 20, to: 70 },
        { key: "transparency", from: 10, to: 55 },
      ],
      rationale: "Raise the floor and open up.",
      provider: "scripted",
      model: "scripted-1",
    });
    // The model was told the goal and, on the prompt's last line, the current scenario.
    const prompt = model.requests.at(-1).messages.at(-1).content as string;
    expect(prompt).toContain("Goal: Less resentment");
    expect(JSON.parse(prompt.split("\n").at(-1)!).sliders).toEqual(AUTOCRATIC);
  });

  it.each([
    ["prose without JSON", "I think you should raise the floor a bit.", "holds no JSON object"],
    ["a JSON object without sliders", '{"floor": 50}', 'no "sliders" object'],
    ["sliders that are not an object", '{"sliders": [50, 50]}', 'no "sliders" object'],
    ["a slider out of range", '{"sliders": {"floor": 150}}', "floor is 150, not a number from 0 to 100"],
    ["a slider given as text", '{"sliders": {"rotation": "high"}}', 'rotation is "high"'],
    ["an unknown slider", '{"sliders": {"monarchy": 100}}', '"monarchy" is not a slider'],
    ["broken JSON", '{"sliders": {"floor": 50,', "holds no JSON object"],
    ["an empty answer", "", "holds no JSON object"],
  ])("answers %s with 502 constitution-ai-invalid-answer, never a crash", async (_, answer, reason) => {
    const client = await signedIn(scripted.url, "Nonsense");
    model.answer(answer);
    const error = await rejection(client.constitution.aiSuggest({ sliders: NORDIC, goal: "Anything" }));
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).status).toBe(502);
    expect((error as ServerError).code).toBe("constitution-ai-invalid-answer");
    expect((error as ServerError).body?.detail).toContain(reason);
    // The same answer streamed ends with an error event, with the same code.
    const events = sseEvents(
      (await client.constitution.aiSuggestStream({ sliders: NORDIC, goal: "Anything" })) as string,
    );
    expect(events.at(-1)).toMatchObject({
      event: "error",
      data: { code: "constitution-ai-invalid-answer", status: 502 },
    });
    // The call was made, so it counts.
    expect((await client.constitution.plan.retrieve()).quotas.aiSuggestionsPerDay.used).toBe(2);
  });

  it("answers a provider's failure as the gateway does: 502 llm-upstream-error", async () => {
    const broken = await startTestServer({
      LLM_OPENAI_COMPATIBLE: "dead=http://127.0.0.1:9/v1",
      CONSTITUTION_AI_PROVIDER: "dead",
      CONSTITUTION_AI_MODEL: "nobody-home",
      LLM_MAX_RETRIES: "0",
    });
    try {
      const client = await signedIn(broken.url, "Unlucky");
      const error = await rejection(client.constitution.aiSuggest({ sliders: NORDIC, goal: "Anything" }));
      expect(error).toBeInstanceOf(ServerError);
      expect((error as ServerError).code).toBe("llm-upstream-error");
    } finally {
      await broken.close();
    }
  });
});
