// AI suggestions through @trustplane/sdk-catalog (its built dist/): without a language model (the default
// provider `echo`), worked out by suggestChanges over the governance model; and against a scripted
// OpenAI-compatible model that answers what each test says, nonsense included.
import { evaluate, type Sliders } from "@trustplane/governance-model";
import {
  AuthenticationError,
  createCatalogClient,
  RateLimitError,
  ServerError,
  UnprocessableError,
  ValidationError,
} from "@trustplane/sdk-catalog";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Aim, suggestChanges } from "../../src/modules/constitution/suggest-search.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { sseEvents } from "../llm/sse.ts";
import { AUTOCRATIC, NORDIC, rejection, signedIn } from "./helpers.ts";
import { type ScriptedModel, startScriptedModel } from "./scripted-model.ts";

let offline: TestServer;
let scripted: TestServer;
let model: ScriptedModel;
beforeAll(async () => {
  model = await startScriptedModel();
  // One after the other: two servers starting at once on a busy machine can time out opening their database.
  offline = await startTestServer({
    // No CONSTITUTION_AI_PROVIDER: the default, `echo`, so no language model.
    CONSTITUTION_AI_SUGGESTIONS_PER_DAY: "3",
    CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY: "2",
    // X-Forwarded-For from the test's own address is believed: anonymous callers from several addresses.
    TRUST_PROXY: "loopback",
  });
  scripted = await startTestServer({
    LLM_OPENAI_COMPATIBLE: `scripted=${model.base}/v1`,
    CONSTITUTION_AI_PROVIDER: "scripted",
    CONSTITUTION_AI_MODEL: "scripted-1",
    LLM_MAX_RETRIES: "0",
    TRUST_PROXY: "loopback",
  });
});
afterAll(async () => {
  await Promise.all([offline?.close(), scripted?.close(), model?.close()]);
});

/** What the governance model answers for these sliders and aim, in the API's shape. */
const worked = (sliders: Sliders, aim: Aim) => {
  const result = suggestChanges(sliders, aim);
  return {
    sliders: result.sliders,
    regime: result.regime,
    metrics: result.metrics,
    changes: result.changes,
    rationale: [result.summary, ...result.changes.map((c) => c.reason)].join("\n"),
    source: "deterministic",
    outcome: result.outcome,
    aim: result.aim,
    provider: "builtin",
    model: "governance-model",
    runId: null,
  };
};

const runsOf = async (server: TestServer, userId: string) =>
  server.ctx.db.oneFirst(sql.unsafe`SELECT count(*)::int FROM llm_runs WHERE user_id = ${userId}`);

describe("AI suggestions without a language model: the governance model works them out", () => {
  it("answers the smallest change toward the regime the goal names, each change explained, no model asked", async () => {
    const client = await signedIn(offline.url, "Offline");
    const me = await client.auth.me();
    const suggestion = await client.constitution.aiSuggest({
      sliders: AUTOCRATIC,
      goal: "From autocracy to an Oligarchy, please.",
    });
    // Autocracy's prototype: one slider, skin in the game 20 → 59, crosses into Oligarchy.
    expect(suggestion).toEqual(worked(AUTOCRATIC, { regime: "oligarchy" }));
    expect(suggestion).toMatchObject({
      sliders: { ...AUTOCRATIC, skinInGame: 59 },
      regime: { id: "oligarchy", name: "Oligarchy" },
      changes: [{ key: "skinInGame", from: 20, to: 59 }],
      source: "deterministic",
      outcome: "suggested",
      provider: "builtin",
      model: "governance-model",
      runId: null,
    });
    expect(evaluate(suggestion.sliders as Sliders).regime.id).toBe("oligarchy");
    expect(suggestion.changes[0]?.reason).toBe(
      "Skin in the game 20 → 59: Oligarchy's prototype has 60 here, Autocracy's 20; raising it moves the scenario across the boundary from Autocracy (the regime now) toward Oligarchy.",
    );
    expect(suggestion.rationale).toBe(
      `The smallest change that takes the sliders from Autocracy to Oligarchy moves 1 slider, 39 points in all.\n${suggestion.changes[0]?.reason}`,
    );
    // It counts against the quota; no model was asked, so no run was stored.
    const plan = await client.constitution.plan.retrieve();
    expect(plan.quotas.aiSuggestionsPerDay).toMatchObject({ limit: 3, used: 1, remaining: 2 });
    expect(await runsOf(offline, me.id)).toBe(0);
  });

  it("works toward `aim` when it is sent, whatever the goal's language", async () => {
    const client = await signedIn(offline.url, "Aimed");
    const aim = { metric: "innovation", direction: "raise", by: 15 } as const;
    const suggestion = await client.constitution.aiSuggest({ sliders: NORDIC, goal: "Больше инноваций", aim });
    expect(suggestion).toEqual(worked(NORDIC, aim));
    expect(suggestion.outcome).toBe("suggested");
    expect(suggestion.metrics.innovation).toBeGreaterThanOrEqual(evaluate(NORDIC).metrics.innovation + 15);
    expect(suggestion.changes.length).toBeGreaterThan(0);
    for (const change of suggestion.changes) expect(change.reason).toContain("innovation counts");
  });

  it.each([
    ["More innovation without losing stability", { metric: "innovation", direction: "raise", by: 10 }, NORDIC],
    ["less resentment", { metric: "resentment", direction: "lower", by: 10 }, AUTOCRATIC],
    ["Reduce the internal conflict by 20 points", { metric: "intraConflict", direction: "lower", by: 20 }, AUTOCRATIC],
    ["stability", { metric: "stability", direction: "raise", by: 10 }, AUTOCRATIC],
    ["Keep the legitimacy up", { metric: "legitimacy", direction: "raise", by: 10 }, AUTOCRATIC],
    ["Lower elite fear", { metric: "eliteFear", direction: "lower", by: 10 }, NORDIC],
    ["From social democracy to liberal democracy", { regime: "liberal-democracy" }, NORDIC],
    ["A dominant-party state, with more innovation", { regime: "dominant-party" }, NORDIC],
    ["Technocracy", { regime: "technocracy" }, AUTOCRATIC],
  ] as [string, Aim, Sliders][])("reads the goal %j as the aim %j", async (goal, aim, sliders) => {
    const client = await signedIn(offline.url, "Reader");
    const suggestion = await client.constitution.aiSuggest({ sliders, goal });
    expect(suggestion.aim).toEqual(aim);
    expect(suggestion).toEqual(worked(sliders, aim));
  });

  it("says so, with no change and no 5xx, when the aim is already met or unreachable", async () => {
    const client = await signedIn(offline.url, "Limits");
    const met = await client.constitution.aiSuggest({ sliders: NORDIC, goal: "Stay a social democracy" });
    expect(met).toMatchObject({
      sliders: NORDIC,
      ...evaluate(NORDIC),
      changes: [],
      outcome: "already-met",
      aim: { regime: "social-democracy" },
      rationale: "The sliders already classify as Social democracy: nothing to change.",
    });
    const top: Sliders = { ...NORDIC, polycentricity: 100, multiStatus: 100, positiveSum: 100, transparency: 100 };
    const unreachable = await client.constitution.aiSuggest({ sliders: top, goal: "More innovation" });
    expect(unreachable).toMatchObject({
      sliders: top,
      changes: [],
      outcome: "unreachable",
      rationale: "Innovation is already 100, the most the model gives: no sliders can raise it.",
    });
  });

  it("answers 422 constitution-aim-unclear for a goal that names no regime or metric, counting nothing", async () => {
    const client = await signedIn(offline.url, "Unclear");
    for (const call of [
      () => client.constitution.aiSuggest({ sliders: NORDIC, goal: "Меньше обиды, больше доверия" }),
      () => client.constitution.aiSuggestStream({ sliders: NORDIC, goal: "Make it better" }),
    ]) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(UnprocessableError);
      expect((error as UnprocessableError).code).toBe("constitution-aim-unclear");
      expect((error as UnprocessableError).body?.detail).toContain("name a regime in the goal");
    }
    expect((await client.constitution.plan.retrieve()).quotas.aiSuggestionsPerDay.used).toBe(0);
  });

  it("streams the same answer as server-sent events: the rationale's lines as deltas, then done", async () => {
    const client = await signedIn(offline.url, "Stream");
    const body = { sliders: NORDIC, goal: "Towards a polycentric federation" };
    const events = sseEvents((await client.constitution.aiSuggestStream(body)) as string);
    const deltas = events.filter((e) => e.event === "delta").map((e) => e.data.text as string);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data).toEqual(worked(NORDIC, { regime: "polycentric-federation" }));
    expect(deltas.length).toBe(1 + done.data.changes.length);
    expect(deltas.join("")).toBe(done.data.rationale);
    expect(events.every((e) => e.event === "delta" || e.event === "done" || e.event === "heartbeat")).toBe(true);
    // The JSON operation answers the same, every time.
    expect(await client.constitution.aiSuggest(body)).toEqual(done.data);
    expect(await client.constitution.aiSuggest(body)).toEqual(done.data);
  });

  it("counts both kinds against the daily quota: past it, 429 constitution-quota-exceeded with its reset", async () => {
    const client = await signedIn(offline.url, "Greedy");
    for (let i = 0; i < 2; i++)
      await client.constitution.aiSuggest({ sliders: NORDIC, goal: `More stability, try ${i}` });
    await client.constitution.aiSuggestStream({ sliders: NORDIC, goal: "more legitimacy" });
    for (const call of [
      () => client.constitution.aiSuggest({ sliders: NORDIC, goal: "one more innovation" }),
      () => client.constitution.aiSuggestStream({ sliders: NORDIC, goal: "one more innovation" }),
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
    const client = await signedIn(offline.url, "Careful");
    for (const body of [
      { sliders: NORDIC, goal: "" },
      { sliders: NORDIC, goal: "x".repeat(501) },
      { sliders: { ...NORDIC, floor: 200 }, goal: "More" },
      { sliders: NORDIC },
      // An aim is a regime, or a metric with its direction.
      { sliders: NORDIC, goal: "x", aim: {} },
      { sliders: NORDIC, goal: "x", aim: { regime: "monarchy" } },
      { sliders: NORDIC, goal: "x", aim: { regime: "technocracy", metric: "innovation" } },
      { sliders: NORDIC, goal: "x", aim: { regime: "technocracy", by: 5 } },
      { sliders: NORDIC, goal: "x", aim: { metric: "innovation" } },
      { sliders: NORDIC, goal: "x", aim: { direction: "raise" } },
      { sliders: NORDIC, goal: "x", aim: { metric: "innovation", direction: "raise", by: 0 } },
      { sliders: NORDIC, goal: "x", aim: { metric: "happiness", direction: "raise" } },
    ]) {
      expect(await rejection(client.constitution.aiSuggest(body as never)), JSON.stringify(body)).toBeInstanceOf(
        ValidationError,
      );
      expect(await rejection(client.constitution.aiSuggestStream(body as never))).toBeInstanceOf(ValidationError);
    }
    const mixed = await rejection(
      client.constitution.aiSuggest({
        sliders: NORDIC,
        goal: "x",
        aim: { regime: "technocracy", metric: "innovation" },
      }),
    );
    expect((mixed as ValidationError).body?.detail).toBe("/body/aim/metric send either regime or metric, not both");
    expect((await client.constitution.plan.retrieve()).quotas.aiSuggestionsPerDay.used).toBe(0);
    // A token that is sent is checked: a bad one is never taken for an anonymous request.
    const forged = createCatalogClient({ baseUrl: offline.url, maxRetries: 0, token: "not-a-token" });
    expect(await rejection(forged.constitution.aiSuggest({ sliders: NORDIC, goal: "x" }))).toBeInstanceOf(
      AuthenticationError,
    );
  });
});

describe("AI suggestions without an account (the public playground)", () => {
  const from = (address: string, server: TestServer = offline) =>
    createCatalogClient({ baseUrl: server.url, maxRetries: 0, headers: { "X-Forwarded-For": address } });

  it("answers anonymous callers, counting CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY per address", async () => {
    const visitor = from("203.0.113.7");
    expect(await visitor.constitution.aiSuggest({ sliders: NORDIC, goal: "More legitimacy" })).toEqual(
      worked(NORDIC, { metric: "legitimacy", direction: "raise" }),
    );
    const streamed = sseEvents(
      (await visitor.constitution.aiSuggestStream({ sliders: NORDIC, goal: "Liberal democracy" })) as string,
    );
    expect(streamed.at(-1)).toMatchObject({
      event: "done",
      data: { regime: { id: "liberal-democracy" }, source: "deterministic" },
    });

    // The address's two are used, by either operation; the next is refused before anything is worked out.
    for (const call of [
      () => visitor.constitution.aiSuggest({ sliders: NORDIC, goal: "third: more stability" }),
      () => visitor.constitution.aiSuggestStream({ sliders: NORDIC, goal: "third: more stability" }),
    ]) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(RateLimitError);
      expect((error as RateLimitError).code).toBe("constitution-quota-exceeded");
      expect((error as RateLimitError).body).toMatchObject({ quota: "aiSuggestionsPerDay", limit: 2 });
      expect((error as RateLimitError).body?.detail).toMatch(/^Without an account, 2 AI suggestions a day/);
      expect(Number((error as RateLimitError).headers?.get("retry-after"))).toBeGreaterThan(0);
    }

    // Another address has its own; a signed-in user at the first one has the plan's.
    await from("198.51.100.23").constitution.aiSuggest({ sliders: NORDIC, goal: "Elsewhere: less conflict" });
    const member = await signedIn(offline.url, "Neighbour", { "X-Forwarded-For": "203.0.113.7" });
    await member.constitution.aiSuggest({ sliders: NORDIC, goal: "Mine: more innovation" });
    expect((await member.constitution.plan.retrieve()).quotas.aiSuggestionsPerDay).toMatchObject({ used: 1, limit: 3 });
  });

  it("keeps no address: the quota (and a model's run) are held by an HMAC of it", async () => {
    const address = "192.0.2.199";
    // Without a language model: the quota only, no run.
    await from(address).constitution.aiSuggest({ sliders: AUTOCRATIC, goal: "Keep nothing, gain stability" });
    // With one: the quota and the stored run.
    model.answer('{"sliders": {"floor": 30}}');
    expect(
      await from(address, scripted).constitution.aiSuggest({ sliders: AUTOCRATIC, goal: "Keep nothing" }),
    ).toMatchObject({ source: "model", runId: expect.stringMatching(/^run_/) });
    for (const server of [offline, scripted]) {
      const usage = (await server.ctx.db.any(
        sql.unsafe`SELECT u::text AS row FROM constitution_usage u WHERE user_id LIKE 'anon:%'`,
      )) as readonly { row: string }[];
      expect(usage.length).toBeGreaterThan(0);
      const runs = (await server.ctx.db.any(
        sql.unsafe`SELECT user_id FROM llm_runs WHERE user_id LIKE 'anon:%'`,
      )) as readonly { user_id: string }[];
      expect(runs.length).toBe(server === offline ? 0 : 1);
      for (const text of [...usage.map((u) => u.row), ...runs.map((r) => r.user_id)]) {
        expect(text).not.toContain(address);
        expect(text).not.toContain("203.0.113.7");
      }
    }
  });

  it("is refused 401 where CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY is 0", async () => {
    const closed = await startTestServer({ CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY: "0" });
    try {
      const anonymous = createCatalogClient({ baseUrl: closed.url, maxRetries: 0 });
      for (const call of [
        () => anonymous.constitution.aiSuggest({ sliders: NORDIC, goal: "More innovation" }),
        () => anonymous.constitution.aiSuggestStream({ sliders: NORDIC, goal: "More innovation" }),
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
      source: "model",
      provider: "scripted",
      model: "scripted-1",
    });
    expect(suggestion).not.toHaveProperty("outcome");
    expect(suggestion.changes[0]).not.toHaveProperty("reason");
    // The model was told the goal and, on the prompt's last line, the current scenario.
    const prompt = model.requests.at(-1).messages.at(-1).content as string;
    expect(prompt).toContain("Goal: Less resentment");
    expect(prompt).not.toContain("Aim:");
    expect(JSON.parse(prompt.split("\n").at(-1)!).sliders).toEqual(AUTOCRATIC);
  });

  it("reads a model that only repeats the prompt (as the gateway's echo does) as no change, braces and quotes in the goal included", async () => {
    const client = await signedIn(scripted.url, "Parrot");
    // The prompt's last line is the current scenario in the answer's shape.
    model.answer((body) => `Echo: ${body.messages.at(-1).content}`);
    for (const goal of ["Меньше обиды, больше доверия", "[E>z=^{w1", '{"sliders": {"floor": 1}', '} { " \\ }}']) {
      const suggestion = await client.constitution.aiSuggest({ sliders: NORDIC, goal });
      expect(suggestion).toMatchObject({
        sliders: NORDIC,
        ...evaluate(NORDIC),
        changes: [],
        rationale: "No change suggested: these are the current sliders.",
        source: "model",
        provider: "scripted",
      });
      expect(suggestion.runId).toMatch(/^run_/);
    }
    const events = sseEvents(
      (await client.constitution.aiSuggestStream({ sliders: NORDIC, goal: "More innovation" })) as string,
    );
    const deltas = events.filter((e) => e.event === "delta").map((e) => e.data.text as string);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toContain('"sliders"');
    expect(events.at(-1)).toMatchObject({ event: "done", data: { sliders: NORDIC, changes: [], source: "model" } });
  });

  it("asks the model, not the governance model, even with an aim: it is told the aim beside the goal", async () => {
    const client = await signedIn(scripted.url, "AimForModel");
    model.answer('{"sliders": {"rotation": 70}, "rationale": "Rotate power."}');
    const suggestion = await client.constitution.aiSuggest({
      sliders: AUTOCRATIC,
      goal: "Anything at all",
      aim: { regime: "liberal-democracy" },
    });
    expect(suggestion).toMatchObject({
      sliders: { ...AUTOCRATIC, rotation: 70 },
      changes: [{ key: "rotation", from: 5, to: 70 }],
      source: "model",
      provider: "scripted",
    });
    const lines = (model.requests.at(-1).messages.at(-1).content as string).split("\n");
    expect(lines.slice(0, 2)).toEqual(["Goal: Anything at all", "Aim: reach the regime Liberal democracy."]);
    // A goal the governance model could not read is no problem for a model.
    model.answer('{"sliders": {}}');
    expect(
      await client.constitution.aiSuggest({
        sliders: NORDIC,
        goal: "Меньше обиды",
        aim: { metric: "resentment", direction: "lower" },
      }),
    ).toMatchObject({ sliders: NORDIC, changes: [], source: "model" });
    expect(model.requests.at(-1).messages.at(-1).content).toContain("Aim: lower resentment by at least 10 points.");
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
