import fc from "fast-check";
import { MAX_HEADER_BYTES } from "../../src/http/client-error.ts";
import type { FuzzOperation, FuzzParameter } from "./contract-operations.ts";
import { poolForParameter, poolForSchema } from "./id-factories.ts";
import {
  arbitraryOf,
  breakersOf,
  type ConverterOptions,
  positionsOf,
  REMOVE,
  replaceAt,
  typeOf,
} from "./schema-arbitrary.ts";
import { DeepNesting, HugeArray, LongString, PoolRef, RawJson } from "./wire.ts";

/**
 * Requests for every operation of the contract, generated from its schemas alone: valid ones, ones
 * that break exactly one constraint of a parameter or of the body, and generic hostile ones (invalid
 * JSON, wrong media types, huge and deep bodies, NUL and lone surrogates anywhere a string goes,
 * non-finite numbers, bad path ids and cursors, bad and expired tokens, wrong methods).
 */

export type UserName = "A" | "B" | "admin";

export const BAD_TOKENS = [
  "garbage",
  "not-bearer",
  "empty-bearer",
  "bad-signature",
  "expired",
  "alg-none",
  "hs512",
  "unknown-user",
  "stale-version",
  "wrong-audience",
  "truncated",
  "oversized",
] as const;
export type BadToken = (typeof BAD_TOKENS)[number];

export type AuthChoice = { kind: "none" } | { kind: "user"; who: UserName } | { kind: "bad"; variant: BadToken };

export type BodySpec =
  | { kind: "none" }
  /** A generated value, written by `jsonText`; `contentType` null sends no Content-Type. */
  | { kind: "json"; value: unknown; contentType?: string | null }
  /** Text or bytes as they are (`hex` for bytes that are not UTF-8). */
  | { kind: "raw"; text?: string; hex?: string; contentType: string | null };

/** How a partner webhook request proves its origin: signed as partners sign, the fallback header, or not. */
export type WebhookAuth = "hmac" | "fallback-header" | "unsigned";

export type FuzzRequest = {
  op: string;
  method: string;
  template: string;
  /** Path parameter values (PoolRef, text, or RawJson for text that goes into the path unencoded). */
  path: Record<string, unknown>;
  /** A whole path that replaces the template's (unknown paths). */
  rawPath?: string;
  /** Text appended to the query string as it is (malformed queries). */
  rawQuery?: string;
  query: [string, unknown][];
  headers: Record<string, unknown>;
  cookies: Record<string, unknown>;
  auth: AuthChoice;
  body: BodySpec;
  webhook?: WebhookAuth;
  /** "valid", "mutation <constraint> <where>" or "hostile <kind> <where>". */
  label: string;
  kind: "valid" | "mutation" | "hostile";
};

type Target = { label: string; value: fc.Arbitrary<unknown>; apply: (req: FuzzRequest, value: unknown) => FuzzRequest };

const WEBHOOK_HEADERS = /^(x-svc-timestamp|x-svc-signature|x-[a-z]+-secret)$/i;

/** Generic hostile values for one string position. */
const NUL_VALUES = (text: string) => ["\u0000", `${text}\u0000`, `${text.slice(0, 1)}\u0000${text.slice(1)}`];
const SURROGATE_VALUES = (text: string) => ["\ud800", `${text}\udfff`, `\udc00${text.slice(1)}`, `a\ud83d`];
const KB100 = 100 * 1024;

const invalidJsonTexts = [
  "{",
  '{"a":}',
  "{'a': 1}",
  '{"a": 1,}',
  "[1, 2",
  "NaN",
  "Infinity",
  "-Infinity",
  "undefined",
  '{"a": 01}',
  '{"a": "\\x41"}',
  '{"a": "unterminated}',
  '"\\ud800"x',
  "\u0000",
  "{}{}",
  "tru",
  " ",
  '{"a":1}garbage',
];

const rootBodies: { label: string; body: BodySpec }[] = [
  ...invalidJsonTexts.map((text) => ({
    label: `invalid-json ${JSON.stringify(text).slice(0, 24)}`,
    body: { kind: "raw", text, contentType: "application/json" } as BodySpec,
  })),
  { label: "json-null", body: { kind: "raw", text: "null", contentType: "application/json" } },
  { label: "json-array", body: { kind: "raw", text: "[]", contentType: "application/json" } },
  { label: "json-string", body: { kind: "raw", text: '"text"', contentType: "application/json" } },
  { label: "json-number", body: { kind: "raw", text: "42", contentType: "application/json" } },
  { label: "non-finite-root", body: { kind: "raw", text: "1e400", contentType: "application/json" } },
  { label: "empty-object", body: { kind: "raw", text: "{}", contentType: "application/json" } },
  { label: "empty-body-json-type", body: { kind: "raw", text: "", contentType: "application/json" } },
  { label: "bom", body: { kind: "raw", text: '\ufeff{"a":1}', contentType: "application/json" } },
  {
    label: "invalid-utf8",
    body: { kind: "raw", hex: "7b2261223a22ff fe22 7d".replace(/ /g, ""), contentType: "application/json" },
  },
  { label: "cesu8-surrogate", body: { kind: "raw", hex: "7b2261223a22eda080227d", contentType: "application/json" } },
  { label: "deep-root-1e4", body: { kind: "json", value: new DeepNesting(10_000, "array") } },
  { label: "deep-root-object-1e4", body: { kind: "json", value: new DeepNesting(10_000, "object") } },
  { label: "deep-root-1e5", body: { kind: "json", value: new DeepNesting(100_000, "array") } },
  { label: "huge-array-root", body: { kind: "json", value: new HugeArray(100_000, 0) } },
  { label: "oversized-body", body: { kind: "json", value: new LongString("x", 1_100_000) } },
  {
    label: "duplicate-keys",
    body: { kind: "raw", text: '{"a":1,"a":2,"a":{"b":3}}', contentType: "application/json" },
  },
  {
    label: "proto-key",
    body: {
      kind: "raw",
      text: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
      contentType: "application/json",
    },
  },
];

const MEDIA_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "application/merge-patch+json",
  "application/vnd.api+json",
  "application/octet-stream",
  "*/*",
  "application/json, text/plain",
  "APPLICATION/JSON",
  "application/jsonx",
];

/** Methods to send where the contract has another (405, or HEAD answered as GET, OPTIONS as a preflight). */
const ALL_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

/** Query strings no client library would write. */
const RAW_QUERIES = ["limit", "=1", "&&", "a=%", "a=%E0%A4%A", "a=%ZZ", "a[b]=1", "a=1&a=2&a=3", "%00=1", "a=%00"];

/** Text of a generated parameter value as it goes on the wire (before percent-encoding). */
export const parameterText = (value: unknown): unknown => {
  // Markers and run-time references stay as they are until the request is sent.
  if (typeof value === "string" || value instanceof PoolRef || value instanceof RawJson) return value;
  if (value instanceof LongString) return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
};

export type GeneratorContext = {
  converter: ConverterOptions;
};

export const requestGenerator = (context: GeneratorContext) => {
  const bodyOptions: ConverterOptions = { ...context.converter, poolFor: poolForSchema };
  const headerOptions: ConverterOptions = { ...bodyOptions, ascii: true };

  const parameterArbitrary = (p: FuzzParameter, template: string): fc.Arbitrary<unknown> => {
    const ascii = p.in === "header" || p.in === "cookie";
    const base = arbitraryOf(p.schema, ascii ? headerOptions : bodyOptions);
    const pool = poolForParameter(p, template);
    if (!pool) return base;
    return fc.oneof(
      { arbitrary: fc.tuple(fc.nat(), base).map(([i, fallback]) => new PoolRef(pool, i, String(fallback))), weight: 1 },
      { arbitrary: base, weight: 1 },
    );
  };

  const authArbitrary = (op: FuzzOperation): fc.Arbitrary<AuthChoice> =>
    op.requiresBearer
      ? fc.oneof(
          { arbitrary: fc.constant<AuthChoice>({ kind: "user", who: "A" }), weight: 6 },
          { arbitrary: fc.constant<AuthChoice>({ kind: "user", who: "B" }), weight: 1 },
          { arbitrary: fc.constant<AuthChoice>({ kind: "user", who: "admin" }), weight: 3 },
        )
      : fc.oneof(
          { arbitrary: fc.constant<AuthChoice>({ kind: "none" }), weight: 5 },
          { arbitrary: fc.constant<AuthChoice>({ kind: "user", who: "A" }), weight: 1 },
        );

  const webhookArbitrary = (op: FuzzOperation): fc.Arbitrary<WebhookAuth | undefined> =>
    op.webhook
      ? fc.oneof(
          { arbitrary: fc.constant<WebhookAuth>("hmac"), weight: 8 },
          { arbitrary: fc.constant<WebhookAuth>("fallback-header"), weight: 1 },
          { arbitrary: fc.constant<WebhookAuth>("unsigned"), weight: 1 },
        )
      : fc.constant(undefined);

  /** Valid requests: every required parameter, some optional ones, a body the schema accepts. */
  const validRequest = (op: FuzzOperation): fc.Arbitrary<FuzzRequest> => {
    const parameters = op.parameters.filter((p) => !(p.in === "header" && WEBHOOK_HEADERS.test(p.name)));
    const values: Record<string, fc.Arbitrary<unknown>> = {};
    const required: string[] = [];
    for (const p of parameters) {
      values[`${p.in}:${p.name}`] = parameterArbitrary(p, op.template);
      if (p.required) required.push(`${p.in}:${p.name}`);
    }
    const body = op.body ? arbitraryOf(op.body.schema, bodyOptions) : fc.constant(undefined);
    return fc
      .record({
        parameters: fc.record(values, { requiredKeys: required }),
        body: op.body && !op.body.required ? fc.option(body, { nil: undefined, freq: 3 }) : body,
        auth: authArbitrary(op),
        webhook: webhookArbitrary(op),
      })
      .map(({ parameters: chosen, body: value, auth, webhook }) => {
        const req: FuzzRequest = {
          op: op.id,
          method: op.method,
          template: op.template,
          path: {},
          query: [],
          headers: {},
          cookies: {},
          auth,
          body: value === undefined ? { kind: "none" } : { kind: "json", value },
          webhook,
          label: "valid",
          kind: "valid",
        };
        for (const p of parameters) {
          const key = `${p.in}:${p.name}`;
          if (key in chosen) setParameter(req, p, chosen[key]);
        }
        return req;
      });
  };

  /** Per parameter, per constraint of its schema, and per body position, per constraint: one broken. */
  const mutationTargets = (op: FuzzOperation, req: FuzzRequest): Target[] => {
    const targets: Target[] = [];
    for (const p of op.parameters) {
      if (p.in === "header" && WEBHOOK_HEADERS.test(p.name)) continue;
      const current = currentParameter(req, p);
      const where = `${p.in} ${p.name}`;
      const isString = typeOf(p.schema) === "string" || typeOf(p.schema) === undefined;
      for (const breaker of breakersOf(p.schema, current, context.converter)) {
        if (breaker.constraint === "type" && isString) continue; // on the wire every value is text
        if (p.in === "header" && breaker.constraint === "type") continue;
        targets.push({
          label: `${breaker.constraint} ${where}`,
          value: breaker.value.filter((v) => p.in !== "header" || headerSafe(parameterText(v))),
          apply: (r, v) => withParameter(r, p, v),
        });
      }
      if (p.required)
        targets.push({
          label: `missing ${where}`,
          value: fc.constant(REMOVE),
          apply: (r) => withParameter(r, p, REMOVE),
        });
      if (p.in === "query") {
        targets.push({ label: `empty ${where}`, value: fc.constant(""), apply: (r, v) => withParameter(r, p, v) });
        if (p.schema.type !== "array")
          targets.push({
            label: `repeated ${where}`,
            value: fc.constant(null),
            apply: (r) => ({ ...r, query: [...r.query, [p.name, parameterText(current ?? "1")], [p.name, "2"]] }),
          });
      }
    }
    targets.push({
      label: "unknown query parameter",
      value: fc.constantFrom("unexpected", "__proto__", "limit[0]", "a.b"),
      apply: (r, key) => ({ ...r, query: [...r.query, [key as string, "1"]] }),
    });
    if (op.body) {
      const body = req.body.kind === "json" ? req.body.value : undefined;
      if (body !== undefined) {
        for (const position of positionsOf(op.body.schema, body, context.converter)) {
          for (const breaker of breakersOf(position.schema, position.value, context.converter)) {
            targets.push({
              label: `${breaker.constraint} /body${position.pointer}`,
              value: breaker.value,
              apply: (r, v) => ({ ...r, body: { kind: "json", value: replaceAt(body, position.pointer, v) } }),
            });
          }
        }
      }
      if (op.body.required)
        targets.push({
          label: "missing body",
          value: fc.constant(null),
          apply: (r) => ({ ...r, body: { kind: "none" } }),
        });
    }
    return targets;
  };

  const mutatedRequest = (op: FuzzOperation): fc.Arbitrary<FuzzRequest> =>
    validRequest(op).chain((req) =>
      fc.constantFrom(...mutationTargets(op, req)).chain((target) =>
        target.value.map((v) => ({
          ...target.apply(req, v),
          label: `mutation ${target.label}`,
          kind: "mutation" as const,
        })),
      ),
    );

  /** NUL, lone surrogates, 100 kB strings, non-finite numbers, deep nesting and huge arrays, anywhere. */
  const positionHostiles = (op: FuzzOperation, req: FuzzRequest): Target[] => {
    const targets: Target[] = [];
    for (const p of op.parameters) {
      if (p.in !== "path" && p.in !== "query") continue;
      const text = plainText(currentParameter(req, p));
      const where = `${p.in} ${p.name}`;
      const apply = (r: FuzzRequest, v: unknown) => withParameter(r, p, v);
      targets.push({ label: `nul ${where}`, value: fc.constantFrom(...NUL_VALUES(text)), apply });
      targets.push({ label: `lone-surrogate ${where}`, value: fc.constantFrom(...SURROGATE_VALUES(text)), apply });
      targets.push({
        label: `long-url ${where}`,
        // Past the server's header limit (the request line counts: 431 as problem+json) and well under it.
        value: fc.constantFrom(
          new LongString("x", MAX_HEADER_BYTES + 4_000),
          new LongString("x", MAX_HEADER_BYTES / 2),
        ),
        apply,
      });
      if (p.in === "path")
        targets.push({
          label: `bad-percent-encoding ${where}`,
          value: fc.constantFrom(
            new RawJson("%E0%A4%A"),
            new RawJson("%ZZ"),
            new RawJson("%"),
            new RawJson("%00"),
            new RawJson(".."),
          ),
          apply,
        });
      if (typeOf(p.schema) === "integer" || typeOf(p.schema) === "number")
        targets.push({
          label: `non-finite ${where}`,
          value: fc.constantFrom("1e400", "-1e400", "Infinity", "NaN", "1e-400"),
          apply,
        });
      if (p.name === "cursor")
        targets.push({
          label: `bad-cursor ${where}`,
          value: fc.oneof(
            fc.base64String({ minLength: 4, maxLength: 200 }),
            fc.uint8Array({ minLength: 1, maxLength: 96 }).map((bytes) => Buffer.from(bytes).toString("base64url")),
            fc.jsonValue({ maxDepth: 2 }).map((v) => Buffer.from(JSON.stringify(v) ?? "null").toString("base64url")),
            fc.constantFrom(
              Buffer.from('{"id":"acc_01ARZ3NDEKTSV4RRFFQ69G5FAV"}').toString("base64url"),
              Buffer.from('{"createdAt":"not a date","id":1}').toString("base64url"),
              Buffer.from('["2024-01-01T00:00:00Z","x"]').toString("base64url"),
              Buffer.from("\u0000\u0000").toString("base64url"),
              "!!!!",
              "=",
            ),
          ),
          apply,
        });
    }
    const body = req.body.kind === "json" ? req.body.value : undefined;
    if (op.body && body !== undefined) {
      for (const position of positionsOf(op.body.schema, body, context.converter)) {
        const type = typeOf(position.schema);
        const where = `/body${position.pointer}`;
        const apply = (r: FuzzRequest, v: unknown) => ({
          ...r,
          body: { kind: "json", value: replaceAt(body, position.pointer, v) } as BodySpec,
        });
        const text =
          typeof position.value === "string"
            ? position.value
            : position.value instanceof PoolRef
              ? position.value.fallback
              : "a";
        if (type === "string" || type === undefined) {
          targets.push({ label: `nul ${where}`, value: fc.constantFrom(...NUL_VALUES(text)), apply });
          targets.push({ label: `lone-surrogate ${where}`, value: fc.constantFrom(...SURROGATE_VALUES(text)), apply });
          targets.push({
            label: `100kB-string ${where}`,
            value: fc.constantFrom(
              new LongString("x", KB100),
              new LongString("é", KB100 / 2),
              new LongString(text || "a", Math.ceil(KB100 / Math.max(1, text.length))),
            ),
            apply,
          });
        }
        if (type === "number" || type === "integer" || type === undefined)
          targets.push({
            label: `non-finite ${where}`,
            value: fc.constantFrom(
              new RawJson("1e400"),
              new RawJson("-1e400"),
              new RawJson("1e-400"),
              new RawJson("-0"),
            ),
            apply,
          });
        const item = Array.isArray(position.value) && position.value.length > 0 ? position.value[0] : 0;
        targets.push({
          label: `huge-array ${where}`,
          value: fc.constantFrom(new HugeArray(100_000, 0), new HugeArray(100_000, "x"), new HugeArray(100_000, item)),
          apply,
        });
        targets.push({
          label: `deep-nesting ${where}`,
          value: fc.constantFrom(new DeepNesting(10_000, "array"), new DeepNesting(10_000, "object")),
          apply,
        });
      }
    }
    return targets;
  };

  const hostileRequest = (op: FuzzOperation): fc.Arbitrary<FuzzRequest> => {
    const wrongMethods = ALL_METHODS.filter((m) => m !== op.method);
    const hostile = (label: string, req: FuzzRequest): FuzzRequest => ({
      ...req,
      label: `hostile ${label}`,
      kind: "hostile",
    });
    return validRequest(op).chain((req) => {
      const positions = positionHostiles(op, req);
      const choices: { weight: number; arbitrary: fc.Arbitrary<FuzzRequest> }[] = [
        {
          weight: 5,
          arbitrary: fc.constantFrom(...rootBodies).map(({ label, body }) => hostile(label, { ...req, body })),
        },
        {
          weight: 2,
          arbitrary: fc.constantFrom(...MEDIA_TYPES).map((contentType) =>
            hostile(`media-type ${contentType}`, {
              ...req,
              body:
                req.body.kind === "json" ? { ...req.body, contentType } : { kind: "raw", text: "a=1&b=2", contentType },
            }),
          ),
        },
        {
          weight: 1,
          arbitrary: fc.constant(
            hostile("no-content-type", {
              ...req,
              body:
                req.body.kind === "json"
                  ? { ...req.body, contentType: null }
                  : { kind: "raw", text: '{"a":1}', contentType: null },
            }),
          ),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom("/extra", "/..", "//", "/%2e%2e/%2e%2e/etc/passwd", "/%00").map((suffix) =>
            hostile(`unknown-path ${suffix}`, {
              ...req,
              rawPath: `${op.template.replace(/\{[^}]+\}/g, "x")}${suffix}`,
            }),
          ),
        },
      ];
      if (positions.length > 0)
        choices.push({
          weight: 10,
          arbitrary: fc.constantFrom(...positions).chain((t) => t.value.map((v) => hostile(t.label, t.apply(req, v)))),
        });
      if (!op.body)
        choices.push({
          weight: 1,
          arbitrary: fc.constant(
            hostile(`body-on-${op.method}-without-body`, {
              ...req,
              body: { kind: "json", value: { unexpected: ["body"] } },
            }),
          ),
        });
      choices.push({
        weight: 1,
        arbitrary: fc.constantFrom(...wrongMethods).map((method) => hostile(`method ${method}`, { ...req, method })),
      });
      choices.push({
        weight: 1,
        arbitrary: fc
          .constantFrom(...RAW_QUERIES)
          .map((rawQuery) => hostile(`raw-query ${rawQuery}`, { ...req, rawQuery })),
      });
      choices.push({
        weight: op.requiresBearer ? 4 : 1,
        arbitrary: fc.constantFrom(...BAD_TOKENS, "none" as const).map((variant) =>
          hostile(`token ${variant}`, {
            ...req,
            auth: variant === "none" ? { kind: "none" } : { kind: "bad", variant },
          }),
        ),
      });
      return fc.oneof(...choices);
    });
  };

  /** All requests for one operation: a third valid, a third broken per constraint, a third hostile. */
  const operationRequest = (op: FuzzOperation): fc.Arbitrary<FuzzRequest> =>
    fc.oneof(
      { arbitrary: validRequest(op), weight: 35 },
      { arbitrary: mutatedRequest(op), weight: 35 },
      { arbitrary: hostileRequest(op), weight: 30 },
    );

  return { validRequest, mutatedRequest, hostileRequest, operationRequest };
};

// ---------------------------------------------------------------------------------------------------

/** A generated value's text for building variants of it (a run-time id: its fallback). */
const plainText = (value: unknown): string => {
  const text = parameterText(value ?? "a");
  if (text instanceof PoolRef) return text.fallback;
  if (text instanceof RawJson) return text.text;
  if (text instanceof LongString) return text.unit;
  return String(text);
};

/** Header values a client can send (HTTP forbids control characters; Node refuses non-Latin-1). */
const headerSafe = (value: unknown): boolean => typeof value !== "string" || /^[\t\x20-\x7e\x80-\xff]*$/.test(value);

const currentParameter = (req: FuzzRequest, p: FuzzParameter): unknown => {
  switch (p.in) {
    case "path":
      return req.path[p.name];
    case "query": {
      const values = req.query.filter(([key]) => key === p.name).map(([, value]) => value);
      return p.schema.type === "array" ? (values.length > 0 ? values : undefined) : values[0];
    }
    case "header":
      return req.headers[p.name];
    case "cookie":
      return req.cookies[p.name];
  }
};

const setParameter = (req: FuzzRequest, p: FuzzParameter, value: unknown): void => {
  switch (p.in) {
    case "path":
      req.path[p.name] = value === REMOVE ? new RawJson("") : parameterText(value);
      break;
    case "query": {
      req.query = req.query.filter(([key]) => key !== p.name);
      if (value === REMOVE) break;
      if (Array.isArray(value) && p.schema.type === "array") {
        if (p.explode) for (const item of value) req.query.push([p.name, parameterText(item)]);
        else {
          const delimiter = p.style === "spaceDelimited" ? " " : p.style === "pipeDelimited" ? "|" : ",";
          const items = value.map(parameterText);
          req.query.push([
            p.name,
            items.some((item) => item instanceof PoolRef) ? items[0] : items.map(String).join(delimiter),
          ]);
        }
      } else req.query.push([p.name, parameterText(value)]);
      break;
    }
    case "header":
      if (value === REMOVE) delete req.headers[p.name];
      else req.headers[p.name] = parameterText(value);
      break;
    case "cookie":
      if (value === REMOVE) delete req.cookies[p.name];
      else req.cookies[p.name] = parameterText(value);
      break;
  }
};

const withParameter = (req: FuzzRequest, p: FuzzParameter, value: unknown): FuzzRequest => {
  const copy: FuzzRequest = {
    ...req,
    path: { ...req.path },
    query: [...req.query],
    headers: { ...req.headers },
    cookies: { ...req.cookies },
  };
  setParameter(copy, p, value);
  return copy;
};
