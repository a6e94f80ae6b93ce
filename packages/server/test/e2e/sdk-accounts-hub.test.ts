// End to end through the published client packages only: the real server, driven the way an
// integrator drives it (accounts and the hub). The packages are imported by name, so this runs
// against their built dist/ (turbo builds them before the server's tests).
import { createCatalogClient, NotFoundError, type Schemas, ValidationError } from "@trustplane/sdk-catalog";
import { AuthenticationError, ConflictError, createFintechClient } from "@trustplane/sdk-fintech";
import { createLlmClient } from "@trustplane/sdk-llm";
import { createPaymentsClient } from "@trustplane/sdk-payments";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { PASSWORD as password, uniqueEmail } from "./sdk-helpers.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

describe("accounts through the client packages", () => {
  it("registers, reads the current user, and logs in again, from any package", async () => {
    const email = uniqueEmail("ada");
    const catalog = createCatalogClient({ baseUrl: app.url });
    const registered = await catalog.auth.register({ email, password, name: "Ada" });
    expect(registered.user.email).toBe(email);
    // register switched the client to the new token.
    const me = await catalog.auth.me();
    expect(me).toMatchObject({ id: registered.user.id, email, name: "Ada", role: "user" });

    // The same accounts methods exist on every package (they come from the shared runtime).
    for (const create of [createFintechClient, createPaymentsClient, createLlmClient]) {
      const client = create({ baseUrl: app.url });
      const session = await client.auth.login({ email, password });
      expect(session.user.id).toBe(registered.user.id);
      await expect(client.auth.me()).resolves.toMatchObject({ id: registered.user.id });
    }

    // A token provider is asked for the token on every request.
    const provided = createFintechClient({ baseUrl: app.url, token: async () => registered.token });
    await expect(provided.auth.me()).resolves.toMatchObject({ email });
  });

  it("turns the API's problems into typed errors carrying status, body and request id", async () => {
    const email = uniqueEmail("bob");
    const client = createFintechClient({ baseUrl: app.url });
    await client.auth.register({ email, password, name: "Bob" });

    const duplicate = await client.auth.register({ email, password, name: "Bob" }).catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(ConflictError);
    expect(duplicate).toMatchObject({ status: 409, code: "email-taken", operation: "auth.register" });

    const wrong = await client.auth.login({ email, password: "not the password" }).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(AuthenticationError);
    const error = wrong as AuthenticationError;
    expect(error.status).toBe(401);
    expect(error.code).toBe("invalid-credentials");
    expect(client.auth.login.isError(error)).toBe(true);
    expect(error.body).toMatchObject({ status: 401 });
    expect(error.requestId).toMatch(/^req_/);
    expect(error.body?.requestId).toBe(error.requestId);
    expect(error.headers?.get("content-type")).toContain("application/problem+json");

    const invalid = await client.auth
      .register({ email: "not-an-email", password: "short", name: "" })
      .catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(ValidationError);
    expect((invalid as ValidationError).errors.length).toBeGreaterThan(0);
  });

  it("sign-out-everywhere revokes the token the client held", async () => {
    const client = createCatalogClient({ baseUrl: app.url });
    const { token } = await client.auth.register({ email: uniqueEmail("eve"), password, name: "Eve" });
    await expect(client.auth.signOutEverywhere()).resolves.toEqual({ revoked: true });
    const stale = createCatalogClient({ baseUrl: app.url, token });
    await expect(stale.auth.me()).rejects.toBeInstanceOf(AuthenticationError);
  });
});

describe("the hub through @trustplane/sdk-catalog", () => {
  const hub = () => createCatalogClient({ baseUrl: app.url }).hub;

  it("lists the catalog as JSON (filtered) and as CSV", async () => {
    const catalog = await hub().catalog.list({ status: ["mvp", "launched"] });
    expect(catalog.items.length).toBeGreaterThan(0);
    for (const item of catalog.items) expect(["mvp", "launched"]).toContain(item.status);

    // Each representation has its method, typed exactly: the CSV and the Markdown table as text.
    const csv = await hub().catalog.listCsv({ kind: "service" });
    expect(csv.split("\r\n")[0]).toBe(
      "id,code,name,kind,status,tags,priority,frontend,ogImage,health,openapi,waitlist,status_url,live,related",
    );
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(
      1 + catalog.items.filter((i) => i.kind === "service").length,
    );
    const markdown = await hub().catalog.listMarkdown({ fields: ["name"] });
    expect(markdown.split("\n")[0]).toMatch(/^\| id \| name \|/);
  });

  it("types the catalog's items exactly: every field without fields, the fields asked for (and id) with them", async () => {
    type Item = Schemas["CatalogItem"];
    const full = await hub().catalog.list();
    expectTypeOf(full.items).toEqualTypeOf<Item[]>();
    expectTypeOf(full.items[0]!.name).toEqualTypeOf<string>();
    expectTypeOf(full.generatedAt).toEqualTypeOf<string>();
    // What the type promises is what comes: every field the contract requires of a full item.
    const contract = (await app.call("GET", "/api/openapi.json")).body;
    const required = contract.components.schemas.CatalogItem.required as string[];
    expect(required.length).toBeGreaterThan(10);
    for (const item of full.items) expect(Object.keys(item)).toEqual(expect.arrayContaining(required));

    const projected = await hub().catalog.list({ fields: ["name", "status"], kind: "service" });
    expectTypeOf(projected.items[0]!).toEqualTypeOf<Pick<Item, "id" | "name" | "status">>();
    for (const item of projected.items) expect(Object.keys(item).sort()).toEqual(["id", "name", "status"]);
    // @ts-expect-error a field the projection left out is not on its items
    expect(projected.items[0]!.summary).toBeUndefined();
  });

  it("reads one module, and answers an unknown one with NotFoundError", async () => {
    const { data, requestId } = await hub().catalog.retrieve.withResponse("ledger");
    expect(data.id).toBe("ledger");
    expect(requestId).toMatch(/^req_/);
    await expect(hub().catalog.retrieve("no-such-module")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("revalidates with If-None-Match: a 304 resolves without data", async () => {
    const first = await hub().catalog.retrieve.withResponse("ledger");
    const etag = first.response.headers.get("etag")!;
    const again = await hub().catalog.retrieve.withResponse("ledger", { headers: { "If-None-Match": etag } });
    expect(again.response.status).toBe(304);
    expect(again.data).toBeUndefined();
  });

  it("refuses an invalid filter with a ValidationError naming the parameter", async () => {
    const error = await hub()
      .catalog.list({ status: ["nonsense" as "mvp"] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors.some((e) => e.path?.includes("status"))).toBe(true);
  });

  it("reads the version, health, graph and the aggregate index with its sdk section", async () => {
    await expect(hub().version.retrieve()).resolves.toMatchObject({ version: expect.any(String) });
    await expect(hub().health.retrieve()).resolves.toMatchObject({ status: expect.stringMatching(/^(ok|degraded)$/) });
    const graph = await hub().graph.retrieve({ minWeight: 2 });
    for (const edge of graph.edges) expect(edge.weight).toBeGreaterThanOrEqual(2);
    const index = await hub().apiIndex.retrieve();
    expect(index.sdk.map((entry) => entry.package)).toContain("@trustplane/sdk-catalog");
  });
});
