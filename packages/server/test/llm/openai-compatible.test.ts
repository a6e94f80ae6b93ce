// The gateway's OpenAI-compatible face (openapi/llm.yaml, /api/llm/v1; docs/modules/llm.md "Use the
// openai package"), called by the official `openai` package as an integrator would: only its baseURL and
// apiKey (an API key of this server) changed.
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText } from "ai";
import OpenAI, { APIError, AuthenticationError, BadRequestError, NotFoundError, RateLimitError } from "openai";
import type { ChatCompletionChunk } from "openai/resources/chat/completions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { type FakeProviders, fakeProviderEnv, startFakeProviders } from "./fake-providers.ts";

describe("the OpenAI-compatible face through the openai package", () => {
  let fake: FakeProviders;
  let app: TestServer;
  let user: { token: string };
  let writeKey: { id: string; key: string };
  let client: OpenAI;
  let readClient: OpenAI;

  const makeKey = async (scopes: string[]) => {
    const res = await app.call("POST", "/api/auth/api-keys", { token: user.token, body: { name: "openai", scopes } });
    expect(res.status).toBe(201);
    return res.body as { id: string; key: string };
  };
  const clientOf = (apiKey: string) => new OpenAI({ baseURL: `${app.url}/api/llm/v1`, apiKey, maxRetries: 0 });

  beforeAll(async () => {
    fake = await startFakeProviders();
    app = await startTestServer({
      ...fakeProviderEnv(fake.base),
      LLM_RETRY_BASE_MS: "1",
      LLM_BREAKER_FAILURES: "1000",
    });
    user = await app.register();
    writeKey = await makeKey(["llm:write", "llm:read"]);
    client = clientOf(writeKey.key);
    readClient = clientOf((await makeKey(["llm:read"])).key);
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const run = async (id: string) => {
    const res = await app.call("GET", `/api/llm/runs/${id}`, { token: user.token });
    expect(res.status).toBe(200);
    return res.body;
  };

  it("lists the configured providers' models as OpenAI does, ids <provider>/<model>", async () => {
    const ids: string[] = [];
    for await (const model of readClient.models.list()) {
      expect(model).toMatchObject({ object: "model", owned_by: model.id.split("/")[0] });
      expect(Number.isInteger(model.created)).toBe(true);
      ids.push(model.id);
    }
    expect(ids).toContain("echo/echo-1");
    expect(ids).toContain("openai/gpt-4o-mini");
    expect(ids.every((id) => /^[a-z][a-z0-9-]*\/\S+$/.test(id))).toBe(true);
  });

  it("answers a completion through echo, with usage, as a stored run", async () => {
    const completion = await client.chat.completions.create({
      model: "echo/echo-1",
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "Hello there" },
      ],
      temperature: 0.2,
      max_tokens: 50,
    });
    expect(completion.object).toBe("chat.completion");
    expect(completion.model).toBe("echo/echo-1");
    expect(completion.choices).toEqual([
      {
        index: 0,
        message: { role: "assistant", content: "Echo: Hello there", refusal: null },
        finish_reason: "stop",
        logprobs: null,
      },
    ]);
    const usage = completion.usage!;
    expect(usage.prompt_tokens).toBeGreaterThan(0);
    expect(usage.completion_tokens).toBeGreaterThan(0);
    expect(usage.total_tokens).toBe(usage.prompt_tokens + usage.completion_tokens);
    // The completion's id is its run's: stored, sealed, with its usage, cost and attempts.
    const stored = await run(completion.id);
    expect(stored).toMatchObject({
      status: "completed",
      stream: false,
      provider: "echo",
      model: "echo-1",
      message: { role: "assistant", content: "Echo: Hello there" },
      request: { provider: "echo", model: "echo-1", temperature: 0.2, maxTokens: 50 },
      usage: { inputTokens: usage.prompt_tokens, outputTokens: usage.completion_tokens },
      cost: { amount: 0 },
    });
    expect(stored.attempts).toHaveLength(1);
  });

  it("streams chat.completion.chunk events, then the usage chunk, read through the client's own iterator", async () => {
    const stream = await client.chat.completions.create({
      model: "echo/echo-1",
      messages: [{ role: "user", content: "Stream me" }],
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks: ChatCompletionChunk[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(chunks.every((c) => c.object === "chat.completion.chunk" && c.id === chunks[0]!.id)).toBe(true);
    expect(chunks[0]!.choices[0]!.delta.role).toBe("assistant");
    const text = chunks.map((c) => c.choices[0]?.delta.content ?? "").join("");
    expect(text).toBe("Echo: Stream me");
    const finish = chunks.filter((c) => c.choices[0]?.finish_reason);
    expect(finish.map((c) => c.choices[0]!.finish_reason)).toEqual(["stop"]);
    const last = chunks.at(-1)!;
    expect(last.choices).toEqual([]);
    expect(last.usage!.total_tokens).toBe(last.usage!.prompt_tokens + last.usage!.completion_tokens);
    expect(last.usage!.completion_tokens).toBeGreaterThan(0);
    const stored = await run(last.id);
    expect(stored).toMatchObject({ status: "completed", stream: true, message: { content: "Echo: Stream me" } });
  });

  it("ends the stream with data: [DONE], and sends no usage chunk unless asked", async () => {
    const res = await fetch(`${app.url}/api/llm/v1/chat/completions`, {
      method: "POST",
      headers: { authorization: `Bearer ${writeKey.key}`, "content-type": "application/json" },
      body: JSON.stringify({ model: "echo/echo-1", messages: [{ role: "user", content: "Hi" }], stream: true }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = (await res.text()).split("\n\n").filter((e) => e.startsWith("data: "));
    expect(events.at(-1)).toBe("data: [DONE]");
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e.slice("data: ".length)));
    expect(chunks.some((c) => c.usage)).toBe(false);
  });

  const weather = {
    type: "function" as const,
    function: {
      name: "get_weather",
      description: "The weather in a city",
      parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
    },
  };

  it("passes tools to the provider and answers its tool call, then the tool's result", async () => {
    const before = fake.requests.length;
    const completion = await client.chat.completions.create({
      model: "local/llama-tool",
      messages: [{ role: "user", content: "Weather in Paris?" }],
      tools: [weather],
      tool_choice: "auto",
      stop: ["END"],
    });
    const choice = completion.choices[0]!;
    expect(choice.finish_reason).toBe("tool_calls");
    expect(choice.message.content).toBeNull();
    expect(choice.message.tool_calls).toEqual([
      { id: "call_1", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } },
    ]);
    // What the provider was sent: the tool with its schema, the choice and the stop sequence.
    const sent = fake.requests.slice(before);
    expect(sent.map((r) => r.path)).toEqual(["/compatible/chat/completions"]);
    expect(sent[0]!.body.tools[0].function).toMatchObject({
      name: "get_weather",
      parameters: weather.function.parameters,
    });
    expect(sent[0]!.body.tool_choice).toBe("auto");
    expect(sent[0]!.body.stop).toEqual(["END"]);
    expect((await run(completion.id)).finishReason).toBe("tool-calls");

    // The integrator runs the tool and sends its result back.
    const answer = await client.chat.completions.create({
      model: "local/llama-tool",
      messages: [
        { role: "user", content: "Weather in Paris?" },
        { role: "assistant", content: null, tool_calls: choice.message.tool_calls! },
        { role: "tool", tool_call_id: "call_1", content: "Sunny, 21°C" },
      ],
      tools: [weather],
    });
    expect(answer.choices[0]!.message.content).toBe("The weather: Sunny, 21°C");
    const relayed = fake.requests.at(-1)!.body.messages;
    expect(relayed.at(-2)).toMatchObject({
      role: "assistant",
      tool_calls: [{ id: "call_1", function: { name: "get_weather", arguments: '{"city":"Paris"}' } }],
    });
    expect(relayed.at(-1)).toMatchObject({ role: "tool", tool_call_id: "call_1", content: "Sunny, 21°C" });
    const stored = await run(answer.id);
    expect(stored.request.messages.at(-1)).toEqual({ role: "tool", content: "Sunny, 21°C", toolCallId: "call_1" });
  });

  it("streams a tool call", async () => {
    const stream = await client.chat.completions.create({
      model: "local/llama-tool",
      messages: [{ role: "user", content: "Weather in Paris?" }],
      tools: [weather],
      stream: true,
    });
    const chunks: ChatCompletionChunk[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    const calls = chunks.flatMap((c) => c.choices[0]?.delta.tool_calls ?? []);
    expect(calls).toEqual([
      { index: 0, id: "call_1", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } },
    ]);
    expect(chunks.at(-1)!.choices[0]!.finish_reason).toBe("tool_calls");
  });

  it("refuses a conversation whose tool turns do not hold together, as OpenAI does (400), and echo ignores tools", async () => {
    const refused = async (body: Record<string, unknown>) => {
      const err = await client.chat.completions
        .create({ model: "local/llama-tool", ...body } as unknown as OpenAI.ChatCompletionCreateParamsNonStreaming)
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(BadRequestError);
      return (err as BadRequestError).param;
    };
    const call = { id: "call_9", type: "function", function: { name: "get_weather", arguments: "{}" } };
    expect(await refused({ messages: [{ role: "assistant", content: null, tool_calls: [call] }] })).toBe(
      "messages.0.tool_calls",
    );
    expect(await refused({ messages: [{ role: "tool", tool_call_id: "call_9", content: "x" }] })).toBe(
      "messages.0.tool_call_id",
    );
    expect(await refused({ messages: [{ role: "system", content: "Only instructions" }] })).toBe("messages");
    expect(
      await refused({
        messages: [{ role: "user", content: "Hi" }],
        tools: [weather],
        tool_choice: { type: "function", function: { name: "other" } },
      }),
    ).toBe("tool_choice.function.name");
    // Content and stop take a string or an array (bounded by the contract either way), nothing else.
    expect(await refused({ messages: [{ role: "user", content: 42 }] })).toBe("messages.0.content");
    expect(await refused({ messages: [{ role: "user", content: { text: "Hi" } }] })).toBe("messages.0.content");
    expect(await refused({ messages: [{ role: "user", content: "Hi" }], stop: 7 })).toBe("stop");
    expect(await refused({ messages: [{ role: "user", content: "Hi" }], stop: ["a", "b", "c", "d", "e"] })).toBe(
      "stop",
    );
    expect(await refused({ messages: [{ role: "user", content: "x".repeat(100_001) }] })).toBe("messages.0.content");
    expect(await refused({ messages: [{ role: "user", content: "Hi" }], tool_choice: "sometimes" })).toBe(
      "tool_choice",
    );
    const parts = await client.chat.completions.create({
      model: "echo/echo-1",
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "Two " },
            { type: "text", text: "parts" },
          ],
        },
      ],
      stop: ["never"],
    });
    expect(parts.choices[0]!.message.content).toBe("Echo: Two parts");
    const echo = await client.chat.completions.create({
      model: "echo/echo-1",
      messages: [{ role: "user", content: "Tools?" }],
      tools: [weather],
      tool_choice: "required",
    });
    expect(echo.choices[0]!.message.content).toBe("Echo: Tools?");
  });

  it("answers errors in OpenAI's shape, raised by the client as its own typed errors", async () => {
    const unknown = await client.chat.completions
      .create({ model: "nobody/model-x", messages: [{ role: "user", content: "Hi" }] })
      .catch((err: unknown) => err);
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect((unknown as NotFoundError).code).toBe("model_not_found");
    expect((unknown as NotFoundError).type).toBe("invalid_request_error");

    const bare = await client.chat.completions
      .create({ model: "echo-1", messages: [{ role: "user", content: "Hi" }] })
      .catch((err: unknown) => err);
    expect(bare).toBeInstanceOf(NotFoundError);

    const bad = await client.chat.completions
      .create({ model: "echo/echo-1", messages: [{ role: "robot" as "user", content: "Hi" }] })
      .catch((err: unknown) => err);
    expect(bad).toBeInstanceOf(BadRequestError);
    expect((bad as BadRequestError).param).toBe("messages.0.role");

    // Upstream: the provider's 500 after the gateway's retries is a 502, its error in OpenAI's shape.
    const upstream = await client.chat.completions
      .create({ model: "echo/echo-1-fail-500", messages: [{ role: "user", content: "Hi" }] })
      .catch((err: unknown) => err);
    expect(upstream).toBeInstanceOf(APIError);
    expect((upstream as APIError).status).toBe(502);
    expect((upstream as APIError).code).toBe("llm-upstream-error");
  });

  it("ends a stream whose provider fails with an error event, which the client raises as an APIError; the run is stored failed", async () => {
    const stream = await client.chat.completions.create({
      model: "echo/echo-1-fail-500",
      messages: [{ role: "user", content: "Hi" }],
      stream: true,
    });
    const chunks: ChatCompletionChunk[] = [];
    const err = await (async () => {
      for await (const chunk of stream) chunks.push(chunk);
    })().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(APIError);
    expect((err as APIError).message).toMatch(/echo/);
    expect(chunks).toHaveLength(1);
    const stored = await run(chunks[0]!.id);
    expect(stored).toMatchObject({ status: "failed", stream: true, error: { code: "llm-upstream-error" } });
  });

  it("refuses a revoked key (AuthenticationError, invalid_api_key) and a key without the scope", async () => {
    const key = await makeKey(["llm:write"]);
    const revoked = clientOf(key.key);
    await revoked.chat.completions.create({ model: "echo/echo-1", messages: [{ role: "user", content: "Hi" }] });
    expect((await app.call("DELETE", `/api/auth/api-keys/${key.id}`, { token: user.token })).status).toBe(204);
    const err = await revoked.chat.completions
      .create({ model: "echo/echo-1", messages: [{ role: "user", content: "Hi" }] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuthenticationError);
    expect((err as AuthenticationError).code).toBe("invalid_api_key");
    expect((err as AuthenticationError).type).toBe("invalid_request_error");

    const readOnly = await readClient.chat.completions
      .create({ model: "echo/echo-1", messages: [{ role: "user", content: "Hi" }] })
      .catch((e: unknown) => e);
    expect((readOnly as APIError).status).toBe(403);
    expect((readOnly as APIError).code).toBe("insufficient-scope");
  });

  it("takes a session's token too", async () => {
    const completion = await clientOf(user.token).chat.completions.create({
      model: "echo/echo-1",
      messages: [{ role: "user", content: "From a session" }],
    });
    expect(completion.choices[0]!.message.content).toBe("Echo: From a session");
  });

  it("answers the AI SDK's OpenAI-compatible provider too", async () => {
    const gateway = createOpenAICompatible({
      name: "trustplane",
      baseURL: `${app.url}/api/llm/v1`,
      apiKey: writeKey.key,
      includeUsage: true,
    });
    const result = await generateText({ model: gateway.chatModel("echo/echo-1"), prompt: "Hi AI SDK", maxRetries: 0 });
    expect(result.text).toBe("Echo: Hi AI SDK");
    expect(result.usage.outputTokens).toBeGreaterThan(0);
  });
});

describe("the OpenAI-compatible face and the chat budget", () => {
  let app: TestServer;
  afterAll(async () => {
    await app?.close();
  });

  it("counts against the same per-user chat budget as POST /api/llm/chat (RateLimitError past it)", async () => {
    app = await startTestServer({ RATE_LIMIT_LLM_CHAT_PER_USER: "2" });
    const user = await app.register();
    const client = new OpenAI({ baseURL: `${app.url}/api/llm/v1`, apiKey: user.token, maxRetries: 0 });
    const chat = await app.call("POST", "/api/llm/chat", {
      token: user.token,
      body: { provider: "echo", model: "echo-1", messages: [{ role: "user", content: "Hi" }] },
    });
    expect(chat.status).toBe(200);
    await client.chat.completions.create({ model: "echo/echo-1", messages: [{ role: "user", content: "Hi" }] });
    const err = await client.chat.completions
      .create({ model: "echo/echo-1", messages: [{ role: "user", content: "Hi" }] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    expect((err as RateLimitError).code).toBe("rate_limit_exceeded");
    expect((err as RateLimitError).headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
