// End to end through @trustplane/sdk-llm (its built dist/): the gateway driven as an integrator drives it,
// with the offline echo provider.
import {
  AbortError,
  createLlmClient,
  NotFoundError,
  type Schemas,
  streamChat,
  UnprocessableError,
} from "@trustplane/sdk-llm";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { PASSWORD as password, uniqueEmail } from "./sdk-helpers.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

describe("the language-model gateway through its client package", () => {
  it("chats, reads the run back, lists providers and health, and types the gateway's errors", async () => {
    const client = createLlmClient({ baseUrl: app.url });
    await client.auth.register({ email: uniqueEmail("lin"), password, name: "Lin" });
    const run = await client.llm.chat.create({
      provider: "echo",
      model: "echo-1",
      messages: [{ role: "user", content: "ping" }],
    });
    expectTypeOf(run).toEqualTypeOf<Schemas["LlmRun"]>(); // no `| string` to narrow away
    expect(run).toMatchObject({ status: "completed", provider: "echo", message: { content: "Echo: ping" } });
    await expect(client.llm.runs.retrieve(run.id)).resolves.toEqual(run);
    const streamed = await client.llm.chat.create({
      provider: "echo",
      model: "echo-1",
      messages: [{ role: "user", content: "ping" }],
      stream: true,
    });
    expectTypeOf(streamed).toEqualTypeOf<string>();
    expect(streamed).toEqual(expect.stringContaining("event: done"));
    const { items } = await client.llm.providers.list();
    expect(items.find((p) => p.id === "echo")?.configured).toBe(true);
    await expect(client.llm.health.retrieve()).resolves.toMatchObject({ status: "ok" });

    const unconfigured = await client.llm.chat
      .create({ provider: "openai", model: "gpt-4o-mini", messages: [{ role: "user", content: "ping" }] })
      .catch((e: unknown) => e);
    expect(unconfigured).toBeInstanceOf(UnprocessableError);
    expect(client.llm.chat.create.isError(unconfigured)).toBe(true);
    expect((unconfigured as UnprocessableError).code).toBe("llm-provider-not-configured");
    const missing = await client.llm.runs.retrieve("run_01JD0000000000000000000000").catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(NotFoundError);
    expect((missing as NotFoundError).code).toBe("llm-run-not-found");
  });

  it("sets a budget, reads its spend, and reads usage by day, key and model, typed", async () => {
    const client = createLlmClient({ baseUrl: app.url });
    await client.auth.register({ email: uniqueEmail("bud"), password, name: "Bud" });
    const budget = await client.llm.budgets.set("user", { limit: 1, period: "month" });
    expectTypeOf(budget).toEqualTypeOf<Schemas["LlmBudget"]>();
    expect(budget).toMatchObject({ subject: "user", limit: 1, period: "month", setBy: "user", spent: 0 });
    // echo costs nothing: a budgeted call is made, held and charged 0.
    await client.llm.chat.create({ provider: "echo", model: "echo-1", messages: [{ role: "user", content: "ping" }] });
    await expect(client.llm.budgets.retrieve("user")).resolves.toMatchObject({ calls: 1, spent: 0, held: 0 });
    const listed: string[] = [];
    for await (const b of client.llm.budgets.list()) listed.push(b.subject);
    expect(listed).toEqual(["user"]);

    const usage = await client.llm.usage.retrieve({ keyId: "session" });
    expectTypeOf(usage.totals.cost).toEqualTypeOf<number>();
    expect(usage.totals).toMatchObject({ calls: 1, cost: 0, unpricedCalls: 0 });
    expect(usage.items).toEqual([
      expect.objectContaining({ keyId: null, provider: "echo", model: "echo-1", calls: 1 }),
    ]);
    await client.llm.budgets.delete("user");
    await expect(client.llm.budgets.retrieve("user")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("streams a chat with for await, and an aborted stream is still recorded by the server", async () => {
    const client = createLlmClient({ baseUrl: app.url });
    const { token } = await client.auth.register({ email: uniqueEmail("sam"), password, name: "Sam" });
    const messages = [{ role: "user" as const, content: "one two three four" }];
    let text = "";
    let done: unknown;
    for await (const event of streamChat(
      { baseUrl: app.url, token },
      { provider: "echo", model: "echo-1", messages },
    )) {
      if (event.type === "delta") text += event.text;
      if (event.type === "done") done = event.run;
    }
    expect(text).toBe("Echo: one two three four");
    expect(done).toMatchObject({ status: "completed", usage: { outputTokens: 6 } });

    const controller = new AbortController();
    let runId = "";
    const aborted = await (async () => {
      for await (const event of streamChat(
        { baseUrl: app.url, token },
        { provider: "echo", model: "echo-1-slow-400", messages },
        { signal: controller.signal },
      )) {
        if (event.type === "run") runId = event.id;
        if (event.type === "delta") controller.abort();
      }
    })().catch((e: unknown) => e);
    expect(aborted).toBeInstanceOf(AbortError);
    await eventually(async () => {
      const run = await client.llm.runs.retrieve(runId);
      expect(run).toMatchObject({ status: "aborted", message: { content: "Echo: one two three four" } });
      expect(run.usage.outputTokens).toBe(6);
      expect(run.cost).toMatchObject({ amount: 0 });
    });
  });
});
