// Each method's answer is typed exactly: `chat.create` and `dispatch` resolve to the run and the dispatch
// without `stream` (no `T | string` to narrow), to the event stream's text with `stream: true`; the
// runtime answers what the types say, against a fake server speaking the API's wire format.
import { createLlmClient, type Schemas } from "@trustplane/sdk-llm";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, expect, expectTypeOf, it } from "vitest";

const BASE_URL = "https://api.example.test";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createLlmClient({ baseUrl: BASE_URL, token: "test-token", maxRetries: 0 });
const messages = [{ role: "user" as const, content: "Hi" }];
const run = {
  id: "llm_01JD0000000000000000000000",
  status: "succeeded",
  provider: "echo",
  model: "echo-1",
  message: { role: "assistant", content: "Hi" },
} as unknown as Schemas["LlmRun"];
const events = 'event: run\ndata: {"id":"llm_01JD0000000000000000000000"}\n\nevent: done\ndata: {}\n\n';

it("resolves chat.create to the run without stream, and to the stream's text with stream: true", async () => {
  server.use(
    http.post(`${BASE_URL}/api/llm/chat`, async ({ request }) => {
      const body = (await request.json()) as { stream?: boolean };
      return body.stream
        ? new HttpResponse(events, { headers: { "content-type": "text/event-stream" } })
        : HttpResponse.json(run);
    }),
  );
  const answered = await client.llm.chat.create({ provider: "echo", model: "echo-1", messages });
  expectTypeOf(answered).toEqualTypeOf<Schemas["LlmRun"]>();
  expect(answered.id).toBe(run.id);
  const off = await client.llm.chat.create({ provider: "echo", model: "echo-1", messages, stream: false });
  expectTypeOf(off).toEqualTypeOf<Schemas["LlmRun"]>();
  const streamed = await client.llm.chat.create({ provider: "echo", model: "echo-1", messages, stream: true });
  expectTypeOf(streamed).toEqualTypeOf<string>();
  expect(streamed).toBe(events);
  const { data } = await client.llm.chat.create.withResponse({ provider: "echo", model: "echo-1", messages });
  expectTypeOf(data).toEqualTypeOf<Schemas["LlmRun"]>();
});

it("resolves a fan-out dispatch to the dispatch without stream", async () => {
  const dispatch = { id: "fdp_01JD0000000000000000000000", results: [] } as unknown as Schemas["FanoutDispatch"];
  server.use(http.post(`${BASE_URL}/api/fanout/conversations/:id/dispatch`, () => HttpResponse.json(dispatch)));
  const answered = await client.fanout.conversations.dispatch("fcv_01JD0000000000000000000000", {
    prompt: "Go?",
    agents: [{ id: "a", role: "critic", provider: "echo" }],
  });
  expectTypeOf(answered).toEqualTypeOf<Schemas["FanoutDispatch"]>();
  expect(answered.id).toBe(dispatch.id);
});
