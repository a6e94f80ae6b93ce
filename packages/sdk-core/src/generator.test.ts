import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// scripts/generate-clients.mjs on small contracts: the names, descriptors, types and error codes it
// writes, what it leaves out, and what it refuses.
const script = new URL("../../../scripts/generate-clients.mjs", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "generate-clients-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ok = (schema: object) => ({ "200": { description: "ok", content: { "application/json": { schema } } } });
const problemWith = (codes?: string[], via: "allOf" | "oneOf" = "allOf") => ({
  description: "refused",
  content: {
    "application/problem+json": {
      schema:
        codes === undefined
          ? { $ref: "#/components/schemas/Problem" }
          : via === "allOf"
            ? {
                allOf: [
                  { $ref: "#/components/schemas/Problem" },
                  { type: "object", properties: { code: { type: "string", enum: codes } } },
                ],
              }
            : {
                oneOf: codes.map((code) => ({ type: "object", properties: { code: { type: "string", const: code } } })),
              },
    },
  },
});

const baseSpec = () => ({
  openapi: "3.0.3",
  info: { title: "t", version: "1" },
  tags: [{ name: "things", description: "Things." }, { name: "other" }],
  paths: {
    "/api/shop/things": {
      get: {
        tags: ["things"],
        operationId: "listThings",
        parameters: [
          { $ref: "#/components/parameters/Cursor" },
          { name: "limit", in: "query", schema: { type: "integer" } },
          {
            name: "tag",
            in: "query",
            style: "form",
            explode: false,
            schema: { type: "array", items: { type: "string" } },
          },
        ],
        responses: { ...ok({ $ref: "#/components/schemas/ThingPage" }), "401": problemWith() },
      },
      post: {
        tags: ["things"],
        operationId: "createThing",
        summary: "Create a thing.",
        parameters: [{ $ref: "#/components/parameters/IdempotencyKey" }],
        requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } } },
        responses: {
          "201": { description: "made" },
          "409": problemWith(["thing-exists"]),
          "422": problemWith(["insufficient-funds", "name-reserved"]),
          "503": problemWith(["unavailable"], "oneOf"),
        },
      },
    },
    "/api/shop/things/{id}": {
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      get: {
        tags: ["things"],
        operationId: "getThing",
        responses: {
          ...ok({ $ref: "#/components/schemas/Thing" }),
          "404": problemWith(["not-found"]),
          "401": problemWith(),
        },
      },
      patch: {
        tags: ["things"],
        operationId: "updateThing",
        parameters: [{ name: "notify", in: "query", schema: { type: "boolean" } }],
        requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } } },
        responses: ok({ $ref: "#/components/schemas/Thing" }),
      },
    },
    "/api/shop/things/import": {
      post: {
        tags: ["things"],
        operationId: "importThings",
        requestBody: { content: { "text/csv": { schema: { type: "string" } } } },
        responses: ok({ type: "object" }),
      },
    },
    "/api/shop/thing": {
      post: {
        tags: ["things"],
        operationId: "addThing",
        "x-sdk": { resource: [], method: "add" },
        requestBody: { content: { "application/json": { schema: { type: "array", items: { type: "string" } } } } },
        responses: ok({ type: "object" }),
      },
    },
    "/api/shop/go": {
      get: { tags: ["things"], operationId: "goSomewhere", responses: { "302": { description: "away" } } },
    },
    "/api/other": {
      get: { tags: ["other"], operationId: "otherThing", responses: ok({ $ref: "#/components/schemas/Unrelated" }) },
    },
  } as Record<string, Record<string, unknown>>,
  components: {
    parameters: {
      Cursor: { name: "cursor", in: "query", schema: { type: "string" } },
      IdempotencyKey: { name: "Idempotency-Key", in: "header", schema: { type: "string" } },
    },
    schemas: {
      Problem: { type: "object", properties: { code: { type: "string" }, status: { type: "integer" } } },
      Thing: { type: "object", properties: { name: { type: "string" } } },
      ThingPage: {
        type: "object",
        properties: {
          items: { type: "array", items: { $ref: "#/components/schemas/Thing" } },
          total: { type: "integer" },
          nextCursor: { type: "string", nullable: true },
        },
      },
      Unrelated: { type: "object" },
    },
  },
});

/** Runs the generator on `spec` as package `name`; the files it wrote, or what it said when it failed. */
const run = (spec: object, name = "@example/sdk") => {
  writeFileSync(join(dir, "spec.json"), JSON.stringify(spec));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name, trustplane: { tags: ["things"] } }));
  const result = spawnSync(process.execPath, [script, join(dir, "spec.json")], { cwd: dir, encoding: "utf8" });
  if (result.status !== 0) return { failed: result.stderr };
  return {
    operations: readFileSync(join(dir, "src/generated/operations.ts"), "utf8"),
    schema: readFileSync(join(dir, "src/generated/schema.ts"), "utf8"),
  };
};

// Each test runs the generator in a child process or two: seconds on a loaded 2-core machine.
describe("generate-clients", { timeout: 30_000 }, () => {
  const { operations = "", schema = "" } = run(baseSpec());

  it("starts every file with the do-not-edit header", () => {
    for (const file of [operations, schema]) {
      expect(file).toMatch(/^\/\/ Generated from the OpenAPI contract \(spec\.json\) — do not edit\./);
    }
  });

  it("keys each descriptor by its client method, and marks where the params object goes", () => {
    expect(operations).toContain(
      '"things.list": { method: "GET", path: "/api/shop/things", commaArrays: true, paginated: true },',
    );
    expect(operations).toContain(
      '"things.create": { method: "POST", path: "/api/shop/things", params: "body", idempotent: true },',
    );
    expect(operations).toContain(
      '"things.retrieve": { method: "GET", path: "/api/shop/things/{id}", params: "none" },',
    );
    expect(operations).toContain(
      '"things.update": { method: "PATCH", path: "/api/shop/things/{id}", params: "body", query: ["notify"] },',
    );
    expect(operations).toContain(
      '"things.import": { method: "POST", path: "/api/shop/things/import", params: "raw", contentType: "text/csv" },',
    );
    // x-sdk names it; a JSON array body is the params argument itself.
    expect(operations).toContain('"things.add": { method: "POST", path: "/api/shop/thing", params: "raw" },');
  });

  it("types each method from its operation: path parameters as a labelled tuple, and its error codes", () => {
    expect(operations).toContain('list: PaginatedMethod<Operations["listThings"], [], "query", string>;');
    expect(operations).toContain(
      'create: Method<Operations["createThing"], [], "body", "thing-exists" | "insufficient-funds" | "name-reserved" | "unavailable">;',
    );
    expect(operations).toContain(
      'retrieve: Method<Operations["getThing"], [id: PathParam<Operations["getThing"], "id">], "none", "not-found" | (string & {})>;',
    );
    expect(operations).toContain("/** Things. */\n  things: {");
    expect(operations).toContain("Create a thing.\n     *\n     * `POST /api/shop/things` (createThing)");
  });

  it("leaves an error answer that is only a page for a browser (text/html) out of the codes: a client never gets it", () => {
    const spec = baseSpec();
    const get = spec.paths["/api/shop/things/{id}"]!.get as { responses: Record<string, unknown> };
    delete get.responses["401"];
    get.responses["410"] = { description: "gone (a page)", content: { "text/html": { schema: { type: "string" } } } };
    const { operations: typed = "" } = run(spec);
    expect(typed).toContain(
      'retrieve: Method<Operations["getThing"], [id: PathParam<Operations["getThing"], "id">], "none", "not-found">;',
    );
  });

  it("keeps only the package's tags, leaves out redirect-only operations, and prunes unused schemas", () => {
    expect(operations).not.toContain("otherThing");
    expect(operations).not.toMatch(/goSomewhere"/);
    expect(operations).toContain("// Left out: goSomewhere (GET /api/shop/go: no 2xx response).");
    expect(schema).toContain("ThingPage");
    expect(schema).not.toContain("Unrelated");
  });

  it("is deterministic", () => {
    expect(run(baseSpec())).toEqual({ operations, schema });
  });

  it("fails loudly on two operations with one name", () => {
    const spec = baseSpec();
    spec.paths["/api/shop/thing"]!["post"] = {
      ...(spec.paths["/api/shop/thing"]!["post"] as object),
      "x-sdk": { resource: [], method: "create" },
    };
    const { failed } = run(spec);
    expect(failed).toContain(
      "Two operations would be client.things.create(): createThing (POST /api/shop/things) and addThing (POST /api/shop/thing). Give one of them another name with x-sdk",
    );
  });

  it("keeps `auth` for the accounts methods every client has", () => {
    const spec = baseSpec();
    spec.tags.push({ name: "auth", description: "Accounts." });
    for (const op of Object.values(spec.paths["/api/shop/things"]!)) (op as { tags: string[] }).tags = ["auth"];
    writeFileSync(join(dir, "spec.json"), JSON.stringify(spec));
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "@example/sdk", trustplane: { tags: ["auth"] } }));
    const result = spawnSync(process.execPath, [script, join(dir, "spec.json")], { cwd: dir, encoding: "utf8" });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('the namespace "auth" is taken by the client itself');
  });

  it("refuses a query parameter that is also a body field, and a non-object body beside query parameters", () => {
    const clash = baseSpec();
    (clash.paths["/api/shop/things/{id}"]!["patch"] as { parameters: object[] }).parameters = [
      { name: "name", in: "query", schema: { type: "string" } },
    ];
    expect(run(clash).failed).toContain(
      'updateThing (PATCH /api/shop/things/{id}): "name" is both a query parameter and a body field',
    );

    const raw = baseSpec();
    (raw.paths["/api/shop/things/import"]!["post"] as { parameters: object[] }).parameters = [
      { name: "dryRun", in: "query", schema: { type: "boolean" } },
    ];
    expect(run(raw).failed).toContain("importThings (POST /api/shop/things/import): a body that is not a JSON object");
  });
});

describe("the runtime's test fixture", { timeout: 30_000 }, () => {
  it("is what the generator makes of test-fixture/contract.json (run `npm run generate` after changing it)", () => {
    const fixture = new URL("./test-fixture/", import.meta.url).pathname;
    const out = join(dir, "fixture");
    execFileSync(
      process.execPath,
      [script, join(fixture, "contract.json"), "--tags", "shop", "--out", out, "--runtime", "../../operation-types.js"],
      { cwd: new URL("..", import.meta.url).pathname },
    );
    for (const file of ["operations.ts", "schema.ts"]) {
      expect(readFileSync(join(out, file), "utf8"), file).toBe(readFileSync(join(fixture, "generated", file), "utf8"));
    }
  });
});
