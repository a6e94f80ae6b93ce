import { createLlmClient, type LlmClient, RateLimitError, type Schemas } from "@trustplane/sdk-llm";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";

// The code under test: asks for a one-line summary, and says when to come back if the provider is busy.
const summarize = async (client: LlmClient, text: string) => {
  try {
    const run = await client.llm.chat.create({
      provider: "openai",
      model: "gpt-4o-mini",
      messages: [
        { role: "system", content: "Summarize in one line." },
        { role: "user", content: text },
      ],
    });
    // Without `stream: true` the answer is the run, typed as such.
    return run.message?.content ?? "";
  } catch (error) {
    if (error instanceof RateLimitError && error.code === "llm-upstream-rate-limited") {
      return `busy, retry in ${error.retryAfterSeconds} s`;
    }
    throw error;
  }
};

const BASE_URL = "https://api.example.test";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" })); // a request no handler answers fails the test
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// No retries in tests: a mocked failure is answered once.
const client = createLlmClient({ baseUrl: BASE_URL, token: "test-token", maxRetries: 0 });

it("summarizes", async () => {
  server.use(
    http.post(`${BASE_URL}/api/llm/chat`, async ({ request }) => {
      expect(request.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
      const body = (await request.json()) as Schemas["LlmChatRequest"];
      const run: Schemas["LlmRun"] = {
        id: "run_01JD5V8ZK3M4N5P6Q7R8S9T0VW",
        keyId: null,
        status: "completed",
        stream: false,
        request: { ...body, fallbacks: [] },
        provider: "openai",
        model: "gpt-4o-mini",
        message: { role: "assistant", content: "A short summary." },
        finishReason: "stop",
        usage: { inputTokens: 12, outputTokens: 4, totalTokens: 16, cachedInputTokens: 0, reasoningTokens: 0 },
        cost: { amount: 0.0000042, currency: "USD", priceTable: "2026-11-01" },
        latencyMs: 420,
        attempts: [],
        error: null,
        createdAt: "2026-11-01T00:00:00.000Z",
        completedAt: "2026-11-01T00:00:00.420Z",
      };
      return HttpResponse.json(run);
    }),
  );
  await expect(summarize(client, "A long text.")).resolves.toBe("A short summary.");
});

it("says when the provider is busy", async () => {
  server.use(
    http.post(`${BASE_URL}/api/llm/chat`, () =>
      HttpResponse.json(
        {
          type: "https://trustplane.dev/problems/llm-upstream-rate-limited",
          code: "llm-upstream-rate-limited",
          title: "Provider rate limit",
          status: 429,
        },
        { status: 429, headers: { "Content-Type": "application/problem+json", "Retry-After": "30" } },
      ),
    ),
  );
  await expect(summarize(client, "A long text.")).resolves.toBe("busy, retry in 30 s");
});
