import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// scripts/generate-clients.mjs on a small contract: what it marks for the runtime, and what it leaves out.
const script = new URL("../../../scripts/generate-clients.mjs", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "generate-clients-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ok = (schema: object) => ({ "200": { description: "ok", content: { "application/json": { schema } } } });
const spec = {
  openapi: "3.0.3",
  info: { title: "t", version: "1" },
  tags: [{ name: "things", description: "Things." }, { name: "other" }],
  paths: {
    "/api/things": {
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
        responses: ok({ $ref: "#/components/schemas/ThingPage" }),
      },
      post: {
        tags: ["things"],
        operationId: "createThing",
        summary: "Create a thing.",
        parameters: [{ $ref: "#/components/parameters/IdempotencyKey" }],
        requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } } },
        responses: { "201": { description: "made" } },
      },
    },
    "/api/things/import": {
      post: {
        tags: ["things"],
        operationId: "importThings",
        requestBody: { content: { "text/csv": { schema: { type: "string" } } } },
        responses: ok({ type: "object" }),
      },
    },
    "/api/things/go": {
      get: { tags: ["things"], operationId: "goSomewhere", responses: { "302": { description: "away" } } },
    },
    "/api/other": {
      get: { tags: ["other"], operationId: "otherThing", responses: ok({ $ref: "#/components/schemas/Unrelated" }) },
    },
  },
  components: {
    parameters: {
      Cursor: { name: "cursor", in: "query", schema: { type: "string" } },
      IdempotencyKey: { name: "Idempotency-Key", in: "header", schema: { type: "string" } },
    },
    schemas: {
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
};

const generate = () => {
  writeFileSync(join(dir, "spec.json"), JSON.stringify(spec));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "@example/sdk", trustplane: { tags: ["things"] } }));
  execFileSync(process.execPath, [script, join(dir, "spec.json")], { cwd: dir });
  return {
    operations: readFileSync(join(dir, "src/generated/operations.ts"), "utf8"),
    schema: readFileSync(join(dir, "src/generated/schema.ts"), "utf8"),
  };
};

describe("generate-clients", () => {
  const { operations, schema } = generate();

  it("starts every file with the do-not-edit header", () => {
    for (const file of [operations, schema]) {
      expect(file).toMatch(
        /^\/\/ Generated from the OpenAPI contract \(openapi\/dist\/openapi\.json\) — do not edit\./,
      );
    }
  });

  it("marks paginated lists, Idempotency-Key operations, comma arrays and non-JSON bodies", () => {
    expect(operations).toContain(
      'listThings: { method: "GET", path: "/api/things", commaArrays: true, paginated: true },',
    );
    expect(operations).toContain('createThing: { method: "POST", path: "/api/things", idempotent: true },');
    expect(operations).toContain(
      'importThings: { method: "POST", path: "/api/things/import", contentType: "text/csv" },',
    );
    expect(operations).toContain('listThings: PaginatedMethod<Operations["listThings"]>;');
    expect(operations).toContain("/** Things. */");
    expect(operations).toContain("Create a thing.");
  });

  it("keeps only the package's tags, leaves out redirect-only operations, and prunes unused schemas", () => {
    expect(operations).not.toContain("otherThing");
    expect(operations).not.toMatch(/goSomewhere:/);
    expect(operations).toContain("// Left out: goSomewhere (GET /api/things/go: no 2xx response).");
    expect(schema).toContain("ThingPage");
    expect(schema).not.toContain("Unrelated");
  });

  it("is deterministic", () => {
    expect(generate()).toEqual({ operations, schema });
  });
});
