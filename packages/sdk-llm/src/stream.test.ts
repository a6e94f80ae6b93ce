import { describe, expect, it, vi } from "vitest";
import { type ChatStreamEvent, createLlmClient, UnprocessableError } from "./index.js";
import { type DispatchStreamEvent, streamChat, streamDispatch } from "./stream.js";

const messages = [{ role: "user" as const, content: "hi" }];

/** A fetch answering `chunks` as a text/event-stream, split wherever the chunks split. */
const streaming =
  (chunks: string[], seen: Request[] = []): typeof fetch =>
  async (input, init) => {
    seen.push(new Request(input as string, init));
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
  };

describe("streamChat", () => {
  it("takes a client: the stream goes to its address with its current credential (an API key here)", async () => {
    const seen: Request[] = [];
    const fetchImpl = streaming(['event: done\ndata: {"id":"run_2","status":"completed"}\n\n'], seen);
    const client = createLlmClient({ baseUrl: "https://api.example.test", apiKey: "tpk_server", fetch: fetchImpl });
    const events: ChatStreamEvent[] = [];
    for await (const event of streamChat(client, { provider: "echo", model: "echo-1", messages })) events.push(event);
    expect(events).toEqual([{ type: "done", run: { id: "run_2", status: "completed" } }]);
    expect(seen[0]!.url).toBe("https://api.example.test/api/llm/chat");
    expect(seen[0]!.headers.get("authorization")).toBe("Bearer tpk_server");
    // A token set later on the client is the one the next stream sends.
    client.setToken("tok_later");
    for await (const _ of streamChat(client, { provider: "echo", model: "echo-1", messages }));
    expect(seen[1]!.headers.get("authorization")).toBe("Bearer tok_later");
  });

  it("refreshes a session's expired token once and asks for the stream again; persists the new pair", async () => {
    const seen: Request[] = [];
    const stream = streaming(['event: done\ndata: {"id":"run_3","status":"completed"}\n\n'], seen);
    const problem = (status: number, type: string) =>
      new Response(JSON.stringify({ type, title: type, status, code: type }), {
        status,
        headers: { "content-type": "application/problem+json" },
      });
    const fetchImpl: typeof fetch = async (input, init) => {
      const request = new Request(input as string, init);
      if (request.url.endsWith("/api/auth/refresh")) {
        seen.push(request);
        const { refreshToken } = (await request.json()) as { refreshToken: string };
        if (refreshToken !== "tpr_first") return problem(401, "refresh-token-reused");
        return Response.json({
          token: "tok_new",
          refreshToken: "tpr_second",
          expiresAt: "2030-01-01T00:00:00Z",
          expiresIn: 900,
        });
      }
      if (request.headers.get("authorization") === "Bearer tok_old") {
        seen.push(request);
        return problem(401, "token-expired");
      }
      return stream(input, init);
    };
    const told: unknown[] = [];
    const client = createLlmClient({
      baseUrl: "https://api.example.test",
      token: "tok_old",
      refreshToken: "tpr_first",
      onTokens: (tokens) => {
        told.push(tokens);
      },
      fetch: fetchImpl,
    });
    const events: ChatStreamEvent[] = [];
    for await (const event of streamChat(client, { provider: "echo", model: "echo-1", messages })) events.push(event);
    expect(events).toEqual([{ type: "done", run: { id: "run_3", status: "completed" } }]);
    expect(seen.map((r) => `${new URL(r.url).pathname} ${r.headers.get("authorization") ?? ""}`)).toEqual([
      "/api/llm/chat Bearer tok_old",
      "/api/auth/refresh Bearer tok_old",
      "/api/llm/chat Bearer tok_new",
    ]);
    await vi.waitFor(() =>
      expect(told).toEqual([{ token: "tok_new", refreshToken: "tpr_second", expiresAt: "2030-01-01T00:00:00Z" }]),
    );
  });

  it("does not retry a refusal that is not an expired token, nor when the session cannot be refreshed", async () => {
    let calls = 0;
    const refusing =
      (type: string): typeof fetch =>
      async () => {
        calls++;
        return new Response(JSON.stringify({ type, title: type, status: 401, code: type }), {
          status: 401,
          headers: { "content-type": "application/problem+json" },
        });
      };
    const revoked = createLlmClient({
      baseUrl: "https://api.example.test",
      token: "tok",
      refreshToken: "tpr_x",
      fetch: refusing("unauthorized"),
    });
    await expect(streamChat(revoked, { provider: "echo", model: "echo-1", messages }).next()).rejects.toMatchObject({
      status: 401,
      code: "unauthorized",
    });
    expect(calls).toBe(1);
    calls = 0;
    const noRefreshToken = createLlmClient({
      baseUrl: "https://api.example.test",
      token: "tok",
      fetch: refusing("token-expired"),
    });
    await expect(
      streamChat(noRefreshToken, { provider: "echo", model: "echo-1", messages }).next(),
    ).rejects.toMatchObject({ status: 401, code: "token-expired" });
    expect(calls).toBe(1);
  });

  it("yields the run, deltas, heartbeats and done in order, however the bytes are split", async () => {
    const seen: Request[] = [];
    const text = [
      'event: run\ndata: {"id":"run_1","createdAt":"2026-11-01T00:00:00.000Z"}\n\n',
      'event: delta\ndata: {"text":"Hel"}\n\nevent: heart',
      'beat\ndata: {}\n\nevent: delta\ndata: {"te',
      'xt":"lo"}\n\nevent: done\ndata: {"id":"run_1","status":"completed"}\n\n',
    ];
    const events: ChatStreamEvent[] = [];
    for await (const event of streamChat(
      { baseUrl: "https://api.example.test/", token: async () => "tok", fetch: streaming(text, seen) },
      { provider: "echo", model: "echo-1", messages },
      { idempotencyKey: "k-1" },
    ))
      events.push(event);
    expect(events).toEqual([
      { type: "run", id: "run_1", createdAt: "2026-11-01T00:00:00.000Z" },
      { type: "delta", text: "Hel" },
      { type: "heartbeat" },
      { type: "delta", text: "lo" },
      { type: "done", run: { id: "run_1", status: "completed" } },
    ]);
    const request = seen[0]!;
    expect(request.url).toBe("https://api.example.test/api/llm/chat");
    expect(request.headers.get("authorization")).toBe("Bearer tok");
    expect(request.headers.get("idempotency-key")).toBe("k-1");
    expect(await request.json()).toEqual({ provider: "echo", model: "echo-1", messages, stream: true });
  });

  it("throws the client's typed error for a refusal before the stream starts", async () => {
    const refuse: typeof fetch = async () =>
      new Response(
        JSON.stringify({
          type: "https://trustplane.dev/problems/llm-provider-not-configured",
          code: "llm-provider-not-configured",
          title: "Unprocessable entity",
          status: 422,
        }),
        { status: 422, headers: { "content-type": "application/problem+json" } },
      );
    const stream = streamChat(
      { baseUrl: "https://x.test", fetch: refuse },
      { provider: "openai", model: "m", messages },
    );
    const error = await stream.next().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableError);
    expect((error as UnprocessableError).code).toBe("llm-provider-not-configured");
  });
});

describe("streamDispatch", () => {
  it("yields the dispatch, each agent's deltas and result, and done, to the conversation's dispatch path", async () => {
    const seen: Request[] = [];
    const result = { agentId: "a", ok: true, reply: "Echo: hi" };
    const text = [
      'event: dispatch\ndata: {"id":"fdp_1","conversationId":"fcv_1","createdAt":"2026-11-01T00:00:00.000Z","agents":["a"]}\n\n',
      'event: delta\ndata: {"agentId":"a","text":"Echo"}\n\nevent: res',
      `ult\ndata: ${JSON.stringify(result)}\n\nevent: done\ndata: {"id":"fdp_1","answered":1}\n\n`,
    ];
    const events: DispatchStreamEvent[] = [];
    const agents = [{ id: "a", role: "r", provider: "echo" }];
    for await (const event of streamDispatch(
      { baseUrl: "https://api.example.test", token: "tok", fetch: streaming(text, seen) },
      "fcv_1",
      { prompt: "hi", agents },
    ))
      events.push(event);
    expect(events).toEqual([
      {
        type: "dispatch",
        id: "fdp_1",
        conversationId: "fcv_1",
        createdAt: "2026-11-01T00:00:00.000Z",
        agents: ["a"],
      },
      { type: "delta", agentId: "a", text: "Echo" },
      { type: "result", result },
      { type: "done", dispatch: { id: "fdp_1", answered: 1 } },
    ]);
    expect(seen[0]!.url).toBe("https://api.example.test/api/fanout/conversations/fcv_1/dispatch");
    expect(await seen[0]!.json()).toEqual({ prompt: "hi", agents, stream: true });
  });

  it("throws an AbortError when the caller aborts before the answer", async () => {
    const controller = new AbortController();
    controller.abort(new Error("user left"));
    const never: typeof fetch = async (_input, init) => {
      init?.signal?.throwIfAborted();
      throw new Error("unreachable");
    };
    const stream = streamDispatch(
      { baseUrl: "https://x.test", fetch: never },
      "fcv_1",
      { prompt: "hi", agents: [{ id: "a", role: "r", provider: "echo" }] },
      { signal: controller.signal },
    );
    const error = await stream.next().catch((e: unknown) => e);
    expect((error as Error).name).toBe("AbortError");
  });
});
