import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback } from "../../test/harness.ts";
import type { BearerAuthenticator } from "./auth.ts";
import { errorHandler } from "./errors.ts";
import type { OpenApiDocument } from "./openapi.ts";
import { conflict, notFound, unauthorized } from "./problem.ts";
import { contractRouter, contractRouting, contractValidator } from "./validator.ts";

/**
 * Problems are held to the codes their operation documents, as JSON answers are held to their schemas:
 * the proof that a test which passes never answered a code its operation does not list.
 */
const problemWith = (codes: string[]) => ({
  content: {
    "application/problem+json": {
      schema: {
        allOf: [{ $ref: "#/components/schemas/Problem" }, { properties: { code: { type: "string", enum: codes } } }],
      },
    },
  },
});

const openAIWith = (codes: string[]) => ({
  "x-problem-codes": codes,
  content: { "application/json": { schema: { $ref: "#/components/schemas/OpenAIError" } } },
});

const contract: OpenApiDocument = {
  openapi: "3.0.3",
  info: { title: "problem check test", version: "1" },
  paths: {
    "/things/{name}": {
      get: {
        parameters: [{ name: "name", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } },
          "404": { description: "`thing-not-found`", ...problemWith(["thing-not-found"]) },
          default: { description: "`internal`", ...problemWith(["internal", "response-validation"]) },
        },
      },
    },
    // An operation answering OpenAI's error body (x-error-format: openai), its codes in x-problem-codes.
    "/openai/{name}": {
      get: {
        "x-error-format": "openai",
        parameters: [{ name: "name", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } },
          "404": { description: "`thing-not-found`", ...openAIWith(["thing-not-found"]) },
          default: { description: "`internal`", ...openAIWith(["internal", "response-validation"]) },
        },
      },
    },
  },
  components: {
    schemas: {
      OpenAIError: {
        type: "object",
        additionalProperties: false,
        required: ["error"],
        properties: {
          error: {
            type: "object",
            additionalProperties: false,
            required: ["message", "type", "param", "code"],
            properties: {
              message: { type: "string" },
              type: { type: "string" },
              param: { type: "string", nullable: true },
              code: { type: "string", nullable: true },
            },
          },
        },
      },
      Problem: {
        type: "object",
        required: ["type", "code", "title", "status"],
        properties: {
          type: { type: "string" },
          code: { type: "string" },
          title: { type: "string" },
          status: { type: "integer" },
        },
      },
    },
  },
};

const noTokens: BearerAuthenticator = async () => {
  throw unauthorized("no tokens here");
};

const serve = async (checkProblems: boolean) => {
  const app = express();
  const router = contractRouter(contract);
  app.use(contractRouting({ router, ignorePaths: /^\/docs(\/|$)/ }));
  app.use(contractValidator({ validateRequests: true, validateResponses: true, authenticateBearer: noTokens }));
  app.get("/things/:name", (req, res) => {
    const { name } = req.params;
    if (name === "missing") throw notFound("No such thing.", { type: "thing-not-found" });
    // A 404 whose code the operation does not list.
    if (name === "gone") throw notFound("Gone.", { type: "thing-gone" });
    // A status the operation does not list: it falls to `default`, whose codes are the 500s.
    if (name === "clash") throw conflict("Clash.", { type: "thing-clash", headers: { "Retry-After": "1" } });
    if (name === "broken") throw new Error("boom");
    res.json({ name });
  });
  app.get("/openai/:name", (req, res) => {
    const { name } = req.params;
    if (name === "missing") throw notFound("No such thing.", { type: "thing-not-found" });
    if (name === "gone") throw notFound("Gone.", { type: "thing-gone" });
    if (name === "renamed")
      throw notFound("No such thing.", { type: "thing-not-found", openai: { code: "model_not_found" } });
    if (name === "spent")
      throw notFound("Spent.", { type: "thing-not-found", openai: { type: "insufficient_quota", code: "quota" } });
    res.json({ name });
  });
  app.use(errorHandler({ exposeResponseValidation: true, checkProblems }));
  return listenOnLoopback(app);
};

const get = async (base: string, path: string) => {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
};

describe("problems checked against their operation's codes", () => {
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    server = await serve(true);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers a problem whose code the operation lists as it is", async () => {
    const res = await get(server.base, "/things/missing");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: "thing-not-found", status: 404 });
    expect((await get(server.base, "/things/broken")).body).toMatchObject({ code: "internal", status: 500 });
  });

  it("turns a code the operation's response for that status does not list into a 500 response-validation", async () => {
    const res = await get(server.base, "/things/gone");
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body).toMatchObject({ code: "response-validation", status: 500 });
    expect(res.body.errors).toContainEqual(expect.objectContaining({ path: "/response/code" }));
  });

  it("holds a status the operation does not list to `default`, and sends none of the refused problem's headers", async () => {
    const res = await get(server.base, "/things/clash");
    expect(res.status).toBe(500);
    expect(res.body.code).toBe("response-validation");
    expect(res.headers.get("retry-after")).toBeNull();
  });

  it("answers an x-error-format: openai operation's listed code in OpenAI's error body", async () => {
    const res = await get(server.base, "/openai/missing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      error: { message: "No such thing.", type: "invalid_request_error", param: null, code: "thing-not-found" },
    });
    // A module names the OpenAI code of its problem (`openai`); the listed code is still its own.
    expect((await get(server.base, "/openai/renamed")).body.error.code).toBe("model_not_found");
    expect((await get(server.base, "/openai/spent")).body.error).toEqual({
      message: "Spent.",
      type: "insufficient_quota",
      param: null,
      code: "quota",
    });
  });

  it("holds an x-error-format: openai operation to its x-problem-codes: an unlisted code is a 500 response-validation", async () => {
    const res = await get(server.base, "/openai/gone");
    expect(res.status).toBe(500);
    expect(res.body.error).toMatchObject({ type: "server_error", code: "response-validation" });
  });

  it("leaves problems outside any operation (an unknown path) alone", async () => {
    const res = await get(server.base, "/nowhere");
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("not-found");
  });
});

describe("without the check (production)", () => {
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    server = await serve(false);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers the problem as thrown", async () => {
    const res = await get(server.base, "/things/gone");
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("thing-gone");
  });
});
