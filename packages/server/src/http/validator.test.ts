import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback } from "../../test/harness.ts";
import type { BearerAuthenticator } from "./auth.ts";
import { errorHandler } from "./errors.ts";
import { jsonBody } from "./json-body.ts";
import { loadContract, type OpenApiDocument } from "./openapi.ts";
import { unauthorized } from "./problem.ts";
import { contractRouter, contractRouting, contractValidator } from "./validator.ts";

/** A small contract exercising what the validator reads; the real one is covered by every module's tests. */
const contract: OpenApiDocument = {
  openapi: "3.0.3",
  info: { title: "validator test", version: "1" },
  paths: {
    "/items": {
      get: {
        parameters: [
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 10, default: 5 } },
          {
            name: "tag",
            in: "query",
            style: "form",
            explode: false,
            schema: { type: "array", items: { $ref: "#/components/schemas/Tag" } },
          },
          { name: "id", in: "query", schema: { type: "array", items: { type: "string" } } },
          { name: "X-Trace", in: "header", schema: { type: "string", maxLength: 4 } },
          { name: "session", in: "cookie", schema: { type: "string", pattern: "^s_" } },
        ],
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Echo" } } },
          },
        },
      },
      post: {
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/NewItem" } } },
        },
        responses: {
          "201": {
            description: "made",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Echo" } } },
          },
          "204": { description: "nothing" },
        },
      },
    },
    "/items/{n}": {
      parameters: [{ name: "n", in: "path", required: true, schema: { type: "integer", minimum: 1 } }],
      get: {
        responses: { "2XX": { description: "any", content: { "application/json": { schema: { type: "object" } } } } },
      },
    },
    "/private": {
      get: {
        tags: ["private"],
        "x-scope": "private:read",
        security: [{ bearerAuth: [] }],
        responses: { default: { description: "any" } },
      },
    },
    "/loose": {
      get: {
        "x-allow-unknown-query-parameters": true,
        responses: { default: { description: "any", content: { "application/json": { schema: { type: "object" } } } } },
      },
    },
  },
  components: {
    schemas: {
      Tag: { type: "string", enum: ["red", "blue"] },
      NewItem: {
        type: "object",
        required: ["name", "count"],
        additionalProperties: false,
        properties: {
          name: { type: "string", minLength: 1 },
          count: { type: "integer" },
          note: { type: "string", nullable: true },
          color: { $ref: "#/components/schemas/Tag" },
          size: { type: "string", default: "m" },
        },
      },
      Echo: { type: "object", required: ["seen"], properties: { seen: { type: "object" } } },
    },
    securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } },
  },
};

/** No token is good here (the auth module's verifier is tested with the auth module). */
const refuseEveryToken: BearerAuthenticator = async () => {
  throw unauthorized("The token is not valid.");
};

let base: string;
let close: () => Promise<void>;
beforeAll(async () => {
  const app = express();
  app.set("query parser", "simple");
  const router = contractRouter(contract);
  app.use(contractRouting({ router, ignorePaths: /^\/docs(\/|$)/ }));
  app.use(jsonBody({ maxLimit: 1024 * 1024 }));
  app.use(
    contractValidator({
      validateRequests: true,
      validateResponses: true,
      authenticateBearer: refuseEveryToken,
    }),
  );
  // Echo what the handlers see after validation; a few answers break the contract on purpose.
  app.get("/items", (req, res) => {
    if ((req.query as Record<string, unknown>).limit === 7) return void res.json({ wrong: true });
    res.json({ seen: { query: req.query, trace: req.headers["x-trace"] ?? null, template: req.routeTemplate } });
  });
  app.post("/items", (req, res) => {
    if (req.body.name === "empty") return void res.status(204).json({ unexpected: 1 });
    if (req.body.name === "teapot") return void res.status(418).json({ seen: {} });
    res.status(201).json({ seen: req.body });
  });
  app.get("/items/:n", (req, res) => void res.json({ n: req.params.n }));
  app.get("/loose", (req, res) => void res.json({ query: req.query }));
  app.get("/docs/page", (_req, res) => void res.type("text/plain").send("docs"));
  app.use(errorHandler({ exposeResponseValidation: true }));
  ({ base, close } = await listenOnLoopback(app));
});
afterAll(async () => {
  await close?.();
});

const call = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(`${base}${path}`, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
};
const post = (body: string, contentType = "application/json") =>
  call("/items", { method: "POST", body, headers: { "content-type": contentType } });
const paths = (body: { errors?: { path: string }[] }) => body.errors?.map((e) => e.path);

describe("contract validator: routing", () => {
  it("answers 404 for a path outside the contract and 405 with Allow for a missing method", async () => {
    expect((await call("/nothing")).status).toBe(404);
    const res = await call("/items", { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, POST");
  });

  it("checks the path Express routes on, whatever else the request target holds", async () => {
    const { request } = await import("node:http");
    const status = (target: string) =>
      new Promise<number>((resolve, reject) => {
        request(`${base}/`, { path: target }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        })
          .on("error", reject)
          .end();
      });
    // `#…` is not part of the path: /items/0 is checked (400 for n = 0), not refused as unknown.
    expect(await status("/items/0#/ignored")).toBe(400);
    expect(await status("/items/3#/ignored")).toBe(200);
  });

  it("leaves ignored paths alone", async () => {
    const res = await fetch(`${base}/docs/page?anything=1`);
    expect(await res.text()).toBe("docs");
  });

  it("answers 400 for a path parameter that is not valid percent-encoding", async () => {
    const res = await call("/items/%E0%A4%A");
    expect(res.status).toBe(400);
  });

  it("coerces and checks path parameters, naming them by where they are", async () => {
    expect((await call("/items/3")).status).toBe(200);
    const res = await call("/items/0");
    expect(res.status).toBe(400);
    expect(paths(res.body)).toEqual(["/path/n"]);
  });
});

describe("contract validator: parameters", () => {
  it("coerces query values, fills defaults, splits comma arrays and wraps single exploded values", async () => {
    const res = await call("/items?tag=red,blue&id=a");
    expect(res.status).toBe(200);
    expect(res.body.seen.query).toEqual({ tag: ["red", "blue"], id: ["a"], limit: 5 });
    expect(res.body.seen.template).toBe("/items");
    const repeated = await call("/items?id=a&id=b&limit=3");
    expect(repeated.body.seen.query).toEqual({ id: ["a", "b"], limit: 3 });
  });

  it("lists every wrong parameter in one 400: unknown keys, empty values, bad items, bad headers and cookies", async () => {
    const res = await call("/items?limit=0&tag=red,green&bogus=1", {
      headers: { "x-trace": "too-long", cookie: "other=1; session=nope" },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "/query/bogus", message: "Unknown query parameter 'bogus'" }]);
    const wrong = await call("/items?limit=0&tag=red,green", {
      headers: { "x-trace": "too-long", cookie: "other=1; session=nope" },
    });
    expect(wrong.status).toBe(400);
    expect(paths(wrong.body)).toEqual(
      expect.arrayContaining(["/query/limit", "/query/tag/1", "/header/x-trace", "/cookie/session"]),
    );
    expect(wrong.body.errors.find((e: { path: string }) => e.path === "/query/tag/1").message).toMatch(/red, blue/);
    expect(paths((await call("/items?limit=")).body)).toEqual(["/query/limit"]);
    expect((await call("/items?limit=1&limit=2")).status).toBe(400);
    expect((await call("/items", { headers: { cookie: "session=s_1" } })).status).toBe(200);
  });

  it("ignores unknown query keys and empty values where the operation says so", async () => {
    const res = await call("/loose?extra=1&blank=");
    expect(res.status).toBe(200);
    expect(res.body.query).toEqual({ extra: "1", blank: "" });
  });

  it("fills declared defaults without a query string too", async () => {
    expect((await call("/items")).body.seen.query).toEqual({ limit: 5 });
  });

  it("takes numbers only as JSON writes them: not Infinity, NaN or hex", async () => {
    for (const value of ["Infinity", "-Infinity", "NaN", "0x5", "1_0"]) {
      const res = await call(`/items?limit=${value}`);
      expect(res.status, value).toBe(400);
      expect(paths(res.body)).toEqual(["/query/limit"]);
    }
    expect((await call("/items?limit=4")).body.seen.query.limit).toBe(4);
  });

  it("asks for a bearer token before looking at anything else", async () => {
    const res = await call("/private?bogus=1");
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe('Bearer realm="trustplane"');
    const bad = await call("/private", { headers: { authorization: "Bearer not-a-token" } });
    expect(bad.status).toBe(401);
    expect(bad.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });
});

describe("contract validator: bodies", () => {
  it("accepts a valid body and fills in its defaults", async () => {
    const res = await post(JSON.stringify({ name: "a", count: 2, note: null, color: "red" }));
    expect(res.status).toBe(201);
    expect(res.body.seen).toEqual({ name: "a", count: 2, note: null, color: "red", size: "m" });
  });

  it("checks JSON types as sent: a numeric string is not a number", async () => {
    const res = await post(JSON.stringify({ name: "a", count: "2" }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "/body/count", message: "must be integer", code: "type" }]);
  });

  it("names missing and extra properties by their own path", async () => {
    const res = await post(JSON.stringify({ extra: 1 }));
    expect(res.status).toBe(400);
    expect(paths(res.body)).toEqual(expect.arrayContaining(["/body/name", "/body/count", "/body/extra"]));
    expect(res.body.detail).toMatch(/\/body\/name must have required property 'name'/);
  });

  it("answers 400 for a missing required body and 415 for a media type the operation does not take", async () => {
    const missing = await call("/items", { method: "POST" });
    expect(missing.status).toBe(400);
    expect(paths(missing.body)).toEqual(["/body"]);
    const form = await post("name=a", "application/x-www-form-urlencoded");
    expect(form.status).toBe(415);
    expect(form.body.type).toMatch(/unsupported-media-type$/);
    const unlabelled = await call("/items", { method: "POST", body: new Blob(['{"name":"a","count":1}']) });
    expect(unlabelled.status).toBe(415);
    expect(unlabelled.body.detail).toMatch(/without a Content-Type/);
    const emptyText = await call("/items", { method: "POST", headers: { "content-type": "text/plain" } });
    expect(emptyText.status).toBe(415);
  });
});

describe("contract validator: responses (development and test)", () => {
  it("turns a response that breaks its schema into a 500 naming the field", async () => {
    const res = await call("/items?limit=7");
    expect(res.status).toBe(500);
    expect(res.body.type).toMatch(/response-validation$/);
    expect(paths(res.body)).toEqual(["/response/seen"]);
  });

  it("refuses a status the contract does not document, and a body where it documents none", async () => {
    const teapot = await post(JSON.stringify({ name: "teapot", count: 1 }));
    expect(teapot.status).toBe(500);
    expect(teapot.body.errors[0].message).toMatch(/status code '418'/);
    const empty = await post(JSON.stringify({ name: "empty", count: 1 }));
    expect(empty.status).toBe(500);
    expect(empty.body.errors[0].message).toMatch(/should NOT have a body/);
  });

  it("uses a status class (2XX) when the exact status is not listed", async () => {
    const res = await call("/items/5");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ n: "5" });
  });
});

describe("the bundled contract", () => {
  it("compiles every operation's parameter, body and response checks", () => {
    const file = new URL("../../../../openapi/dist/openapi.json", import.meta.url);
    const router = contractRouter(loadContract(file.pathname));
    let operations = 0;
    for (const route of router.routes) {
      for (const operation of route.operations.values()) {
        operation.compileAll();
        operations++;
      }
    }
    expect(operations).toBeGreaterThan(60);
    expect(router.match("/api/ledger/accounts/lookup")?.route.template).toBe("/api/ledger/accounts/lookup");
  });

  it("ignores examples, whose ids would otherwise clash as schema ids", () => {
    const withExamples: OpenApiDocument = {
      ...contract,
      components: {
        ...contract.components,
        schemas: {
          ...(contract.components!.schemas as Record<string, unknown>),
          A: { type: "object", properties: { example: { type: "string" } }, example: { id: "same" } },
          B: { type: "object", properties: { a: { $ref: "#/components/schemas/A" } }, example: { id: "same" } },
        },
      },
      paths: {
        "/b": {
          post: {
            requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/B" } } } },
            responses: { "204": { description: "ok" } },
          },
        },
      },
    };
    const operation = contractRouter(withExamples).match("/b")!.route.operations.get("POST")!;
    expect(() => operation.compileAll()).not.toThrow();
    expect(() => operation.checkBody("application/json", { a: { example: 1 } }, true)).toThrow(/\/body\/a\/example/);
  });
});

describe("checking every operation at start-up (production)", () => {
  const broken = (): OpenApiDocument => ({
    ...contract,
    paths: {
      ...contract.paths,
      "/broken": {
        get: {
          // Not a regular expression: Ajv refuses to compile it.
          parameters: [{ name: "q", in: "query", schema: { type: "string", pattern: "(" } }],
          responses: { "204": { description: "none" } },
        },
      },
    },
  });
  const validator = (checkEveryOperation: OpenApiDocument) =>
    contractValidator({
      validateRequests: true,
      validateResponses: false,
      authenticateBearer: refuseEveryToken,
      checkEveryOperation,
    });

  it("refuses to start on an operation that cannot compile, though no request has named it", () => {
    expect(() => validator(broken())).toThrow(/Invalid regular expression/);
    expect(() => validator(contract)).not.toThrow();
  });
});
