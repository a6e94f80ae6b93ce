// Saved scenarios and the plan's quotas, through @trustplane/sdk-catalog (its built dist/).
import { evaluate } from "@trustplane/governance-model";
import {
  AuthenticationError,
  createCatalogClient,
  NotFoundError,
  PermissionError,
  UnprocessableError,
  ValidationError,
} from "@trustplane/sdk-catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { AUTOCRATIC, NORDIC, rejection, signedIn } from "./helpers.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ CONSTITUTION_MAX_SCENARIOS: "3" });
});
afterAll(async () => {
  await app?.close();
});

describe("saving scenarios", () => {
  it("recomputes regime and metrics: the regime is checked (by name or id), the metrics are the server's", async () => {
    const client = await signedIn(app.url, "Saule");
    const saved = await client.constitution.scenarios.create({
      title: "Нордическая модель — Қазақстан үшін, бюджет 1 000 ₸",
      sliders: NORDIC,
      regime: "Social democracy",
      metrics: { eliteFear: 1, intraConflict: 2, resentment: 3, innovation: 4, stability: 5, legitimacy: 6 },
      tags: ["baseline", "nordic"],
    });
    expect(saved).toMatchObject({
      title: "Нордическая модель — Қазақстан үшін, бюджет 1 000 ₸",
      sliders: NORDIC,
      ...evaluate(NORDIC),
      tags: ["baseline", "nordic"],
    });
    expect(saved.id).toMatch(/^csc_/);
    expect(Date.parse(saved.createdAt)).not.toBeNaN();
    await expect(client.constitution.scenarios.retrieve(saved.id)).resolves.toEqual(saved);

    // The regime's id is accepted as well as its name (any case); no regime, the server's is taken.
    const byId = await client.constitution.scenarios.create({
      title: "By id",
      sliders: AUTOCRATIC,
      regime: "AUTOCRACY",
    });
    expect(byId.regime).toEqual({ id: "autocracy", name: "Autocracy" });
    const bare = await client.constitution.scenarios.create({ title: "Bare", sliders: AUTOCRATIC });
    expect(bare).toMatchObject({ ...evaluate(AUTOCRATIC), tags: [] });

    // What comes out goes back in: a saved scenario's regime object is accepted as it was answered
    // (in the place of one deleted: the test plan allows three).
    await client.constitution.scenarios.delete(bare.id);
    const { title, sliders, regime, tags } = saved;
    const again = await client.constitution.scenarios.create({ title, sliders, regime, tags });
    expect(again).toMatchObject({ title, sliders, regime, tags });
  });

  it("checks a regime object's id and name both", async () => {
    const client = await signedIn(app.url, "Aigerim");
    for (const regime of [
      { id: "liberal-democracy", name: "Autocracy" },
      { id: "autocracy", name: "Liberal democracy" },
    ] as const) {
      const error = await rejection(
        client.constitution.scenarios.create({ title: "Mixed", sliders: AUTOCRATIC, regime }),
      );
      expect(error).toBeInstanceOf(UnprocessableError);
      expect((error as UnprocessableError).code).toBe("constitution-regime-mismatch");
    }
    const error = await rejection(
      client.constitution.scenarios.create({
        title: "Extra",
        sliders: AUTOCRATIC,
        regime: { id: "autocracy", name: "Autocracy", x: 1 } as never,
      }),
    );
    expect((error as { status?: number }).status).toBe(400);
  });

  it("refuses a regime that disagrees with the sliders with 422, naming the right one", async () => {
    const client = await signedIn(app.url, "Erlan");
    const error = await rejection(
      client.constitution.scenarios.create({ title: "Wishful", sliders: AUTOCRATIC, regime: "Liberal democracy" }),
    );
    expect(error).toBeInstanceOf(UnprocessableError);
    expect(client.constitution.scenarios.create.isError(error)).toBe(true);
    expect((error as UnprocessableError).code).toBe("constitution-regime-mismatch");
    expect((error as UnprocessableError).body).toMatchObject({ expected: { id: "autocracy", name: "Autocracy" } });
    await expect(client.constitution.scenarios.list()).resolves.toMatchObject({ items: [], total: 0 });
  });

  it("refuses bad bodies with 400 and no token with 401", async () => {
    const client = await signedIn(app.url, "Dana");
    for (const body of [
      { title: "", sliders: NORDIC },
      { title: "x".repeat(201), sliders: NORDIC },
      { title: "Bad slider", sliders: { ...NORDIC, floor: -1 } },
      { title: "Too many tags", sliders: NORDIC, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      { title: "Twice the tag", sliders: NORDIC, tags: ["a", "a"] },
      { title: "Long regime", sliders: NORDIC, regime: "x".repeat(101) },
      { title: "Empty regime", sliders: NORDIC, regime: "" },
    ]) {
      const error = await rejection(client.constitution.scenarios.create(body as never));
      expect(error).toBeInstanceOf(ValidationError);
    }
    const anonymous = createCatalogClient({ baseUrl: app.url, maxRetries: 0 });
    for (const call of [
      () => anonymous.constitution.scenarios.create({ title: "Anon", sliders: NORDIC }),
      () => anonymous.constitution.scenarios.list(),
      () => anonymous.constitution.scenarios.retrieve("csc_01JD0000000000000000000000"),
      () => anonymous.constitution.plan.retrieve(),
    ]) {
      expect(await rejection(call())).toBeInstanceOf(AuthenticationError);
    }
  });

  it("a retry with the same Idempotency-Key answers the scenario already saved", async () => {
    const { token } = await app.register({ name: "Idem" });
    const send = () =>
      app.call("POST", "/api/constitution/scenarios", {
        token,
        body: { title: "Once", sliders: NORDIC },
        headers: { "idempotency-key": "scenario-once-1" },
      });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(first.headers.get("location")).toBe(`/api/constitution/scenarios/${first.body.id}`);
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
    expect((await app.call("GET", "/api/constitution/scenarios", { token })).body.total).toBe(1);
  });
});

describe("listing and reading scenarios", () => {
  it("lists the caller's own, newest first, with keyset pages; another user's id is 404", async () => {
    const owner = await signedIn(app.url, "Aigerim");
    const other = await signedIn(app.url, "Bolat");
    const ids: string[] = [];
    for (const title of ["first", "second", "third"]) {
      ids.push((await owner.constitution.scenarios.create({ title, sliders: NORDIC })).id);
    }
    await other.constitution.scenarios.create({ title: "not yours", sliders: AUTOCRATIC });
    const page1 = await owner.constitution.scenarios.list({ limit: 2 });
    expect(page1.items.map((s) => s.title)).toEqual(["third", "second"]);
    expect(page1.total).toBe(3);
    expect(page1.nextCursor).not.toBeNull();
    const page2 = await owner.constitution.scenarios.list({ limit: 2, cursor: page1.nextCursor! });
    expect(page2).toMatchObject({ total: 3, nextCursor: null });
    expect(page2.items.map((s) => s.id)).toEqual([ids[0]]);

    const missing = await rejection(other.constitution.scenarios.retrieve(ids[0]!));
    expect(missing).toBeInstanceOf(NotFoundError);
    expect((missing as NotFoundError).code).toBe("constitution-scenario-not-found");
    const unknown = await rejection(other.constitution.scenarios.retrieve("csc_01JD0000000000000000000000"));
    const { code, title, status } = (unknown as NotFoundError).body!;
    expect({ code, title, status }).toEqual({
      code: (missing as NotFoundError).body!.code,
      title: (missing as NotFoundError).body!.title,
      status: 404,
    });
    expect(await rejection(owner.constitution.scenarios.list({ limit: 0 }))).toBeInstanceOf(ValidationError);
    const badCursor = await rejection(owner.constitution.scenarios.list({ cursor: "not-a-cursor" }));
    expect((badCursor as ValidationError).code).toBe("invalid-cursor");
  });
});

describe("the plan", () => {
  it("shows the free plan's quotas and usage, and refuses a save past the scenarios quota with 403", async () => {
    const client = await signedIn(app.url, "Madi");
    const before = await client.constitution.plan.retrieve();
    const tomorrow = new Date();
    tomorrow.setUTCHours(24, 0, 0, 0);
    expect(before).toEqual({
      plan: "free",
      quotas: {
        scenarios: { limit: 3, used: 0, remaining: 3, resetAt: null },
        aiSuggestionsPerDay: { limit: 20, used: 0, remaining: 20, resetAt: tomorrow.toISOString() },
        pdfsPerDay: { limit: 10, used: 0, remaining: 10, resetAt: tomorrow.toISOString() },
      },
    });
    for (let i = 0; i < 3; i++) await client.constitution.scenarios.create({ title: `n${i}`, sliders: NORDIC });
    const error = await rejection(client.constitution.scenarios.create({ title: "one too many", sliders: NORDIC }));
    expect(error).toBeInstanceOf(PermissionError);
    expect((error as PermissionError).code).toBe("constitution-quota-exceeded");
    expect((error as PermissionError).status).toBe(403);
    expect((error as PermissionError).body).toMatchObject({ quota: "scenarios", limit: 3, resetAt: null });
    const after = await client.constitution.plan.retrieve();
    expect(after.quotas.scenarios).toEqual({ limit: 3, used: 3, remaining: 0, resetAt: null });
    const { items } = await client.constitution.scenarios.list();
    expect(items).toHaveLength(3);

    // No dead end: deleting one frees its place at once, and a scenario is deleted once.
    await expect(client.constitution.scenarios.delete(items[0]!.id)).resolves.toBeUndefined();
    expect((await client.constitution.plan.retrieve()).quotas.scenarios).toMatchObject({ used: 2, remaining: 1 });
    const gone = await rejection(client.constitution.scenarios.retrieve(items[0]!.id));
    expect(gone).toMatchObject({ status: 404, code: "constitution-scenario-not-found" });
    const again = await rejection(client.constitution.scenarios.delete(items[0]!.id));
    expect(again).toMatchObject({ status: 404, code: "constitution-scenario-not-found" });
    // Someone else cannot delete it: the same 404 as an unknown id.
    const other = await signedIn(app.url, "Other");
    const notTheirs = await rejection(other.constitution.scenarios.delete(items[1]!.id));
    expect(notTheirs).toMatchObject({ status: 404, code: "constitution-scenario-not-found" });
    expect((await client.constitution.scenarios.list()).total).toBe(2);
    await client.constitution.scenarios.create({ title: "fits again", sliders: NORDIC });
    expect((await client.constitution.plan.retrieve()).quotas.scenarios).toMatchObject({ used: 3, remaining: 0 });
  });

  it("never lets concurrent saves pass the quota", async () => {
    const client = await signedIn(app.url, "Racer");
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        client.constitution.scenarios.create({ title: `race ${i}`, sliders: NORDIC }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect((await client.constitution.scenarios.list()).total).toBe(3);
  });
});
