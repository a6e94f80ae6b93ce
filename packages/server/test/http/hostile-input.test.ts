import { readFileSync } from "node:fs";
import { request } from "node:http";
import { sign } from "@trustplane/webhook-verifier";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HTTP_METHODS, type OperationObject, type ParameterObject, resolve } from "../../src/http/contract/document.ts";
import type { ContractOperation } from "../../src/http/contract/operation.ts";
import type { OpenApiDocument } from "../../src/http/openapi.ts";
import { HttpProblem, MAX_FIELD_ERRORS } from "../../src/http/problem.ts";
import { contractRouter } from "../../src/http/validator.ts";
import { startTestServer, type TestServer, testConfig } from "../harness.ts";

/**
 * Hostile input costs the server little and answers small, for every operation in the contract (so an
 * operation added later is covered without anyone writing a case):
 * - the contract bounds what validation can cost (every array has `maxItems`, no size limit hides
 *   where the size pass cannot see it);
 * - validation work, counted (every read of the body's values, every error made), grows at most
 *   linearly with the body, and no 400 lists more than MAX_FIELD_ERRORS errors;
 * - over HTTP, a 1 MiB hostile body to every public operation gets a small problem+json answer.
 */

const contract = JSON.parse(readFileSync(testConfig().openapiPath, "utf8")) as OpenApiDocument;

type Schema = Record<string, unknown>;
type Op = { method: string; template: string; op: OperationObject };

const operations: Op[] = Object.entries(contract.paths).flatMap(([template, item]) =>
  HTTP_METHODS.filter((method) => (item as Record<string, unknown>)[method]).map((method) => ({
    method,
    template,
    op: (item as Record<string, OperationObject>)[method]!,
  })),
);

const bodySchemaOf = (op: OperationObject): Schema | undefined => {
  if (!op.requestBody) return undefined;
  const body = resolve<{ content: Record<string, { schema?: Schema }> }>(contract, op.requestBody);
  return body.content["application/json"]?.schema;
};

const deref = (schema: unknown): Schema => resolve<Schema>(contract, (schema ?? {}) as Schema);

/** Every subschema of `schema`, with a path and whether it sits under anyOf/oneOf/not. */
const subschemas = (root: unknown, where: string): { schema: Schema; path: string; branched: boolean }[] => {
  const found: { schema: Schema; path: string; branched: boolean }[] = [];
  const visit = (node: unknown, path: string, branched: boolean, seen: Set<string>) => {
    if (typeof node !== "object" || node === null) return;
    const ref = (node as Schema).$ref;
    if (typeof ref === "string") {
      if (seen.has(ref)) return;
      seen = new Set(seen).add(ref);
    }
    const schema = deref(node);
    found.push({ schema, path, branched });
    for (const [name, child] of Object.entries((schema.properties as Record<string, unknown>) ?? {}))
      visit(child, `${path}/${name}`, branched, seen);
    if (typeof schema.additionalProperties === "object")
      visit(schema.additionalProperties, `${path}/*`, branched, seen);
    if (schema.items) visit(schema.items, `${path}/[]`, branched, seen);
    for (const [i, child] of ((schema.allOf as unknown[]) ?? []).entries())
      visit(child, `${path}/allOf${i}`, branched, seen);
    for (const keyword of ["anyOf", "oneOf"]) {
      for (const [i, child] of ((schema[keyword] as unknown[]) ?? []).entries())
        visit(child, `${path}/${keyword}${i}`, true, seen);
    }
    if (schema.not) visit(schema.not, `${path}/not`, true, seen);
  };
  visit(root, where, false, new Set());
  return found;
};

const parametersOf = ({ template, op }: Op): ParameterObject[] => {
  const pathItem = contract.paths[template] as { parameters?: unknown[] };
  return [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map((p) =>
    resolve<ParameterObject>(contract, p as never),
  );
};

const routed = contractRouter(contract);
const contractOperation = ({ method, template }: Op): ContractOperation => {
  const operation = routed.routes.find((r) => r.template === template)?.operations.get(method.toUpperCase());
  if (!operation) throw new Error(`${method} ${template} is not routed`);
  return operation;
};

describe("the contract bounds what validating a request can cost", () => {
  const requestSchemas = operations.flatMap((o) => [
    ...(bodySchemaOf(o.op) ? subschemas(bodySchemaOf(o.op), `${o.op.operationId} body`) : []),
    ...parametersOf(o)
      .filter((p) => p.in !== "header") // Node caps all headers at 16 KiB together.
      .flatMap((p) => subschemas(p.schema ?? {}, `${o.op.operationId} ${p.in}:${p.name}`)),
  ]);

  it("gives every array a maxItems and every open-ended map a maxProperties", () => {
    const unbounded = requestSchemas
      .filter(({ schema }) =>
        (schema.type === "array" || schema.items !== undefined) && schema.maxItems === undefined
          ? true
          : typeof schema.additionalProperties === "object" && schema.maxProperties === undefined,
      )
      .map(({ path }) => path);
    expect(unbounded).toEqual([]);
  });

  it("keeps size limits out of anyOf/oneOf/not, where the size pass cannot see them", () => {
    const hidden = requestSchemas
      .filter(
        ({ schema, branched }) =>
          branched && (schema.type === "array" || ["maxItems", "maxLength", "maxProperties"].some((k) => k in schema)),
      )
      .map(({ path }) => path);
    expect(hidden).toEqual([]);
  });

  it("declares body limits as positive byte counts no larger than the server default", () => {
    for (const { op } of operations) {
      const limit = op["x-body-limit"];
      if (limit === undefined) continue;
      expect(Number.isInteger(limit) && limit > 0 && limit <= 1024 * 1024, `${op.operationId}: ${limit}`).toBe(true);
      expect(op.requestBody, `${op.operationId} has x-body-limit but takes no body`).toBeDefined();
    }
  });
});

/** Counts every read of the value's members (a key listing counts each key): the validator's work on the data. */
const counting = (value: unknown): { value: unknown; reads: () => number } => {
  let reads = 0;
  const proxies = new WeakMap<object, object>();
  const wrap = (v: unknown): unknown => {
    if (v === null || typeof v !== "object") return v;
    let proxy = proxies.get(v);
    if (!proxy) {
      proxy = new Proxy(v, {
        get(target, key, receiver) {
          reads++;
          return wrap(Reflect.get(target, key, receiver));
        },
        has(target, key) {
          reads++;
          return Reflect.has(target, key);
        },
        ownKeys(target) {
          const keys = Reflect.ownKeys(target);
          reads += keys.length;
          return keys;
        },
        getOwnPropertyDescriptor(target, key) {
          reads++;
          return Reflect.getOwnPropertyDescriptor(target, key);
        },
      });
      proxies.set(v, proxy);
    }
    return proxy;
  };
  return { value: wrap(value), reads: () => reads };
};

/** Paths (property names from the root) to arrays and strings of a body schema, following properties only. */
const shapeOf = (schema: Schema): { arrays: string[][]; strings: string[][] } => {
  const arrays: string[][] = [];
  const strings: string[][] = [];
  const visit = (node: unknown, path: string[], depth: number) => {
    if (depth > 4) return;
    const s = deref(node);
    if (s.type === "array" || s.items !== undefined) arrays.push(path);
    if (s.type === "string") strings.push(path);
    for (const [name, child] of Object.entries((s.properties as Record<string, unknown>) ?? {}))
      visit(child, [...path, name], depth + 1);
    for (const child of (s.allOf as unknown[]) ?? []) visit(child, path, depth + 1);
  };
  visit(schema, [], 0);
  return { arrays, strings };
};

const setAt = (path: string[], leaf: unknown): unknown =>
  path.reduceRight<unknown>((inner, name) => ({ [name]: inner }), leaf);

/** Bodies that are wrong in about n places, built from the operation's schema and without it. */
const hostileBodies = (schema: Schema, n: number): Record<string, unknown> => {
  const { arrays, strings } = shapeOf(schema);
  const bodies: Record<string, unknown> = {
    "n unknown keys": Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, {}])),
    "an array of n empty objects": Array.from({ length: n }, () => ({})),
    "n levels of nesting": Array.from({ length: n }).reduce<unknown>((inner) => [inner], 0),
  };
  for (const path of arrays) {
    bodies[`n empty objects at /${path.join("/")}`] = setAt(
      path,
      Array.from({ length: n }, () => ({})),
    );
    bodies[`n wrong strings at /${path.join("/")}`] = setAt(
      path,
      Array.from({ length: n }, () => "x\u0000"),
    );
  }
  for (const path of strings.slice(0, 3))
    bodies[`an n×8-character string at /${path.join("/")}`] = setAt(path, "x".repeat(n * 8));
  return bodies;
};

/**
 * Counts the elements every `Array.prototype.concat` call copies while `work` runs: compiled validators
 * gather a referenced schema's errors with concat, so a check that keeps collecting errors item after
 * item copies a quadratic number of them (the denial of service this file guards against).
 */
const countingConcat = <T>(work: () => T): { result: T; copied: number } => {
  const concat = Array.prototype.concat;
  let copied = 0;
  Array.prototype.concat = function (this: unknown[], ...items: unknown[]) {
    copied += this.length + items.reduce<number>((n, item) => n + (Array.isArray(item) ? item.length : 1), 0);
    return concat.apply(this, items);
  } as typeof concat;
  try {
    return { result: work(), copied };
  } finally {
    Array.prototype.concat = concat;
  }
};

/** The validator's work on a body (member reads, elements copied, errors made) and the 400 it answered. */
const validationWork = (operation: ContractOperation, body: unknown): { work: number; problem: HttpProblem } => {
  const { value, reads } = counting(body);
  const { result: problem, copied } = countingConcat(() => {
    try {
      operation.checkBody("application/json", value, true);
    } catch (err) {
      if (err instanceof HttpProblem) return err;
      throw err;
    }
    throw new Error("a hostile body was accepted");
  });
  const made = (problem.errors?.length ?? 0) + Number(problem.extensions.errorsOmitted ?? 0);
  return { work: reads() + copied + made, problem };
};

describe("validating a hostile body", () => {
  const withBodies = operations.filter((o) => bodySchemaOf(o.op));

  it("covers every operation that takes a body", () => {
    expect(withBodies.length).toBeGreaterThanOrEqual(15);
  });

  for (const o of withBodies) {
    it(`${o.method.toUpperCase()} ${o.template}: costs at most linear work and lists at most ${MAX_FIELD_ERRORS} errors`, () => {
      const operation = contractOperation(o);
      const schema = bodySchemaOf(o.op)!;
      // Compile first, so the counts compare validation only.
      operation.compileAll();
      const small = hostileBodies(schema, 5_000);
      const large = hostileBodies(schema, 10_000);
      for (const name of Object.keys(small)) {
        const a = validationWork(operation, small[name]);
        const b = validationWork(operation, large[name]);
        expect(a.problem.status, name).toBe(400);
        expect(b.problem.errors?.length ?? 0, name).toBeLessThanOrEqual(MAX_FIELD_ERRORS);
        // Linear: twice the body costs at most about twice the work (a quadratic check would cost 4×).
        expect(b.work, `${name}: ${a.work} → ${b.work}`).toBeLessThanOrEqual(2.2 * a.work + 100);
      }
    });
  }
});

/** node:http, which (unlike fetch) sends a body with any method, a GET's included. */
const rawCall = (
  base: string,
  method: string,
  path: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; text: string; body: any }> =>
  new Promise((resolvePromise, reject) => {
    const sent = { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)), ...headers };
    const req = request(`${base}${path}`, { method, headers: sent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const headers = new Headers(res.headers as Record<string, string>);
        const json = (headers.get("content-type") ?? "").includes("json") && text ? JSON.parse(text) : text;
        resolvePromise({ status: res.statusCode!, headers, text, body: json });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });

describe("a 1 MiB hostile body to every public operation (HTTP)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      RIGHTS_WEBHOOK_SECRET: "rights-secret-rights-secret-1234",
      CHESS_WEBHOOK_SECRET: "chess-secret-chess-secret-123456",
      REGISTRY_WEBHOOK_SECRET: "registry-secret-registry-secret1",
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Reachable without a bearer token: no security, or a partner's signature (checked by the server, not held by an attacker's client). */
  const isPublic = (op: OperationObject) => {
    const security = (op.security ?? (contract as { security?: unknown[] }).security ?? []) as object[];
    return security.length === 0 || security.some((requirement) => !("bearerAuth" in requirement));
  };
  const publicOps = operations.filter((o) => isPublic(o.op));

  /** A path with its parameters filled by something well-formed enough to route. */
  const concrete = (template: string) => template.replace(/\{[^}]+\}/g, "x");

  const MiB = 1024 * 1024;
  const oneMiB = (schema: Schema | undefined): string => {
    const { arrays } = shapeOf(schema ?? {});
    const item = "{},";
    const items = `[${item.repeat(Math.floor((MiB - 64) / item.length)).slice(0, -1)}]`;
    return arrays.length > 0 ? JSON.stringify(setAt(arrays[0]!, 0)).replace("0", items) : `{"k":${items}}`;
  };

  it("covers the public operations", () => {
    expect(publicOps.length).toBeGreaterThanOrEqual(20);
  });

  for (const o of publicOps) {
    it(`${o.method.toUpperCase()} ${o.template}: answers small, problem+json when refused`, async () => {
      const rawBody = oneMiB(bodySchemaOf(o.op));
      expect(rawBody.length).toBeGreaterThan(MiB - 128);
      const path = concrete(o.template);
      const res = await rawCall(server.url, o.method.toUpperCase(), path, rawBody);
      expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
      if (!o.op.requestBody) {
        // The body of an operation that takes none is not read: the same answer as without it.
        const plain = await server.call(o.method.toUpperCase(), path);
        expect(res.status).toBe(plain.status);
        return;
      }
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
      expect(res.text.length, res.text.slice(0, 300)).toBeLessThan(4096);
      expect((res.body.errors ?? []).length).toBeLessThanOrEqual(MAX_FIELD_ERRORS);
    });
  }
});

describe("values nothing behind the API can hold (HTTP)", () => {
  let server: TestServer;
  let token: string;
  const RIGHTS = "rights-secret-rights-secret-1234";
  const REGISTRY = "registry-secret-registry-secret1";
  beforeAll(async () => {
    server = await startTestServer({ RIGHTS_WEBHOOK_SECRET: RIGHTS, REGISTRY_WEBHOOK_SECRET: REGISTRY });
    ({ token } = await server.register());
  });
  afterAll(async () => {
    await server?.close();
  });

  const expectField = (res: { status: number; body: any; text: string }, path: string, code: string) => {
    expect(res.status, res.text).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ path, code })]);
  };

  it("refuses NUL in a registration name (was a 500: PostgreSQL cannot store it)", async () => {
    const res = await server.call("POST", "/api/auth/register", {
      body: { email: "nul@example.test", password: "correct horse battery", name: "a\u0000b" },
    });
    expectField(res, "/body/name", "text");
  });

  it("refuses NUL in a partner's royalty productKey and payout artifactVersionId, before anything is recorded", async () => {
    const email = (await server.register()).email;
    for (const [path, secret, body] of [
      [
        "/api/rights/royalties/verify-webhook",
        RIGHTS,
        { eventId: "evt_nul_1", email, productKey: "book\u00001", period: "2026-Q1", amount: 1 },
      ],
      [
        "/api/registry/payouts/certify-webhook",
        REGISTRY,
        { eventId: "evt_nul_2", email, artifactVersionId: "art\u0000v1", amount: 1 },
      ],
    ] as const) {
      const signed = await sign({ secret, body });
      const res = await server.call("POST", path, { rawBody: signed.body, headers: signed.headers });
      expectField(res, path.includes("royalties") ? "/body/productKey" : "/body/artifactVersionId", "text");
      // A retry gets the same 400, not a 500 forever.
      const again = await server.call("POST", path, { rawBody: signed.body, headers: signed.headers });
      expect(again.status).toBe(400);
    }
  });

  it("refuses a query number beyond double range (was Infinity past minimum/maximum, then a 500)", async () => {
    for (const value of ["-1e400", "1e400"]) {
      expectField(await server.call("GET", `/api/hub/graph?minWeight=${value}`), "/query/minWeight", "type");
    }
  });

  it("refuses NUL in query and path parameters", async () => {
    expectField(await server.call("GET", "/api/ledger/accounts/lookup?email=a%00b", { token }), "/query/email", "text");
    expectField(await server.call("GET", "/api/bureau/verify/status/rgt_%00", {}), "/path/id", "text");
  });

  it("refuses a lone surrogate, a non-finite number, a NUL key and deep nesting anywhere in a body", async () => {
    const sign1 = (rawBody: string) =>
      server.call("POST", "/api/signing/sign", { rawBody, token, headers: { "content-type": "application/json" } });
    expectField(await sign1('{"payload":"\\ud800"}'), "/body/payload", "text");
    expectField(await sign1('{"payload":{"a":[1,"x\\udc00y"]}}'), "/body/payload/a/1", "text");
    expectField(await sign1('{"payload":1e400}'), "/body/payload", "number");
    expectField(await sign1('{"payload":{"k\\u0000":1}}'), "/body/payload/k\u0000", "text");
    const deep = `{"payload":${"[".repeat(150)}${"]".repeat(150)}}`;
    const res = await sign1(deep);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].code).toBe("depth");
    // A well-formed surrogate pair is text like any other.
    const ok = await sign1('{"payload":"\\ud83d\\ude00"}');
    expect(ok.status, ok.text).toBe(200);
  });

  it("answers 413 past an operation's own limit, before reading the body", async () => {
    const res = await server.call("POST", "/api/ledger/transfer", {
      token,
      body: { from: "acc_x", to: "acc_y", amount: 1, pad: "x".repeat(5000) },
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
  });

  it("ignores a body on an operation that takes none, valid JSON or not, on every route alike", async () => {
    for (const path of ["/api/hub/catalog", "/api/hub/version", "/api/auth/me"]) {
      const res = await rawCall(server.url, "GET", path, '{"not json', { authorization: `Bearer ${token}` });
      expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBe(200);
    }
  });
});
