import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "slonik";
import { afterAll, describe, expect, it } from "vitest";
import { loadContract } from "../../src/http/openapi.ts";
import { notFound } from "../../src/http/problem.ts";
import { idMinter } from "../../src/ids.ts";
import { defineModule, type ModuleInstance } from "../../src/platform/module.ts";
import type { OperationHandlers } from "../../src/platform/operations.ts";
import { startTestServer } from "../harness.ts";

/**
 * The module platform end to end, with a module that exists only in this test: a tiny contract of three
 * operations (JSON in and out, and a server-sent event stream), a migrations folder, an id prefix and two handlers bound by operationId.
 * new-module.test.ts adds a real one to a copy of the repository and counts the files it touches.
 */
const scratch = mkdtempSync(path.join(tmpdir(), "tp-throwaway-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const problem = { $ref: "#/components/responses/Problem" };
const problemSchema = { type: "object", required: ["type", "code", "title", "status"] };
const widget = {
  type: "object",
  additionalProperties: false,
  required: ["id", "name"],
  properties: { id: { type: "string", pattern: "^wdg_" }, name: { type: "string" } },
};
const tinyContract = {
  openapi: "3.0.3",
  info: { title: "Throwaway", version: "0.0.1" },
  paths: {
    "/api/widgets": {
      post: {
        operationId: "createWidget",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                additionalProperties: false,
                required: ["name"],
                properties: { name: { type: "string", minLength: 1, maxLength: 40 } },
              },
            },
          },
        },
        responses: {
          "201": { description: "Made.", content: { "application/json": { schema: widget } } },
          default: problem,
        },
      },
    },
    "/api/widgets/{id}": {
      get: {
        operationId: "getWidget",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", maxLength: 40 } }],
        responses: {
          "200": { description: "It.", content: { "application/json": { schema: widget } } },
          "404": {
            description: "`widget-not-found`.",
            content: {
              "application/problem+json": {
                schema: {
                  allOf: [problemSchema, { properties: { code: { type: "string", enum: ["widget-not-found"] } } }],
                },
              },
            },
          },
          default: problem,
        },
      },
    },
    "/api/widgets/{id}/events": {
      get: {
        operationId: "streamWidgetEvents",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", maxLength: 40 } }],
        responses: {
          "200": {
            description: "Server-sent events.",
            content: { "text/event-stream": { schema: { type: "string" } } },
          },
          default: problem,
        },
      },
    },
  },
  components: {
    responses: {
      Problem: {
        description: "A problem.",
        content: {
          "application/problem+json": {
            schema: {
              type: "object",
              required: ["type", "title", "status"],
              properties: { status: { type: "integer" } },
            },
          },
        },
      },
    },
  },
};
const contractFile = path.join(scratch, "openapi.json");
writeFileSync(contractFile, JSON.stringify(tinyContract));
const migrations = path.join(scratch, "migrations");
mkdirSync(migrations);
writeFileSync(
  path.join(migrations, "0001_widgets.sql"),
  "CREATE TABLE widgets (id text PRIMARY KEY, name text NOT NULL, created_at timestamptz NOT NULL DEFAULT now());",
);

const newWidgetId = idMinter("wdg");
const widgetsModule = (
  handlers: (db: import("slonik").DatabasePool) => OperationHandlers,
  more: Omit<ModuleInstance, "handlers"> = {},
) =>
  defineModule({
    segment: "widgets",
    migrations: pathToFileURL(`${migrations}/`),
    ids: { widget: "wdg" },
    create: (ctx) => ({ handlers: handlers(ctx.db), ...more }),
  });

// The operationIds are not in the generated types (this contract exists only here), hence the cast.
const bothHandlers = (db: import("slonik").DatabasePool) =>
  ({
    createWidget: async ({ body }: { body: { name: string } }) => {
      const id = newWidgetId();
      await db.query(sql.unsafe`INSERT INTO widgets (id, name) VALUES (${id}, ${body.name})`);
      return { status: 201, body: { id, name: body.name } };
    },
    streamWidgetEvents: ({ params }: { params: { id: string } }) => ({
      status: 200,
      // A widget named "wrong" answers with a media type the contract does not document.
      contentType: params.id === "wrong" ? "text/plain" : "text/event-stream",
      send: async (res: import("express").Response) => {
        res.flushHeaders();
        for (const n of [1, 2]) {
          res.write(`event: tick\ndata: {"widget":"${params.id}","n":${n}}\n\n`);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        res.end();
      },
    }),
    getWidget: async ({ params }: { params: { id: string } }) => {
      const row = await db.maybeOne(sql.unsafe`SELECT id, name FROM widgets WHERE id = ${params.id}`);
      // A code the contract does not list for this operation.
      if (params.id === "wdg_gone") throw notFound("Gone.", { type: "widget-gone" });
      if (!row) throw notFound(`No widget ${params.id}.`, { type: "widget-not-found" });
      return { status: 200, body: row };
    },
  }) as unknown as OperationHandlers;

describe("a module built from a tiny contract", () => {
  it("is served: its migration applied, its handlers bound by operationId, the contract enforced", async () => {
    expect(loadContract(contractFile).paths).toHaveProperty("/api/widgets");
    const app = await startTestServer({ OPENAPI_BUNDLE: contractFile }, { modules: [widgetsModule(bothHandlers)] });
    try {
      const made = await app.call("POST", "/api/widgets", { body: { name: "sprocket" } });
      expect(made.status).toBe(201);
      expect(made.body).toEqual({ id: expect.stringMatching(/^wdg_/), name: "sprocket" });
      const got = await app.call("GET", `/api/widgets/${made.body.id}`);
      expect(got.status).toBe(200);
      expect(got.body).toEqual(made.body);
      const refused = await app.call("POST", "/api/widgets", { body: { name: "" } });
      expect(refused.status).toBe(400);
      const missing = await app.call("GET", "/api/widgets/wdg_nothing");
      expect(missing.status).toBe(404);
      expect(missing.body.type).toBe("https://trustplane.dev/problems/widget-not-found");
      // Problems are held to the codes their operation lists, as JSON answers are to their schemas.
      const gone = await app.call("GET", "/api/widgets/wdg_gone");
      expect(gone.status).toBe(500);
      expect(gone.body.code).toBe("response-validation");
      // A stream is checked for status and media type before anything is written, like JSON is for its schema.
      const events = await app.call("GET", `/api/widgets/${made.body.id}/events`);
      expect(events.status).toBe(200);
      expect(events.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(events.text.match(/^event: tick$/gm)).toHaveLength(2);
      const wrong = await app.call("GET", "/api/widgets/wrong/events");
      expect(wrong.status).toBe(500);
      expect(wrong.body.type).toBe("https://trustplane.dev/problems/response-validation");
      expect(wrong.body.detail).toContain("text/plain");
      const recorded = await app.ctx.db.oneFirst(
        sql.unsafe`SELECT checksum FROM schema_migrations WHERE version = 'widgets/0001_widgets'`,
      );
      expect(recorded).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await app.close();
    }
  });

  it("stops start-up when a contract operation has no handler, a handler names one the contract lacks, or two jobs share a queue", async () => {
    const onlyCreate = (db: import("slonik").DatabasePool) => {
      const { createWidget, streamWidgetEvents } = bothHandlers(db) as Record<string, unknown>;
      return { createWidget, streamWidgetEvents, deleteWidget: createWidget } as unknown as OperationHandlers;
    };
    const tick = { name: "tick", cron: null, run: async () => 0 };
    const failure = await startTestServer(
      { OPENAPI_BUNDLE: contractFile },
      { modules: [widgetsModule(onlyCreate, { jobs: [tick, tick] })] },
    ).then(
      (app) => app.close().then(() => new Error("started")),
      (err: Error) => err,
    );
    expect(failure.message).toContain("The modules and the contract disagree");
    expect(failure.message).toContain('no module serves "getWidget" (GET /api/widgets/{id})');
    expect(failure.message).toContain('widgets has a handler for "deleteWidget", which the contract lacks');
    expect(failure.message).toContain('two jobs have the queue "widgets-tick"');
  });

  it("stops start-up when two modules would authenticate bearer tokens", async () => {
    const bearer = {
      authenticateBearer: async (): Promise<never> => {
        throw new Error("never called");
      },
    };
    const gadgets = defineModule({ segment: "gadgets", create: () => bearer });
    const failure = await startTestServer(
      { OPENAPI_BUNDLE: contractFile },
      { modules: [widgetsModule(bothHandlers, bearer), gadgets] },
    ).then(
      (app) => app.close().then(() => new Error("started")),
      (err: Error) => err,
    );
    expect(failure.message).toContain("widgets and gadgets both authenticate bearer tokens");
  });
});
