import type { ErrorObject, Options, ValidateFunction } from "ajv-draft-04";
import ajvDraft04 from "ajv-draft-04";
import ajvFormats from "ajv-formats";
import type { OpenApiDocument } from "../openapi.ts";
import type { ProblemFieldError } from "../problem.ts";
import type { SchemaObject } from "./document.ts";

const Ajv = ajvDraft04.default;
const addFormats = ajvFormats.default;

/** The id the contract's components are registered under; operation schemas point into it. */
const CONTRACT_ID = "urn:trustplane:contract";

const INT32 = 2 ** 31;
/** OpenAPI's own formats (numbers' widths, base64 bytes), next to JSON Schema's from ajv-formats. */
const OPENAPI_FORMATS = {
  int32: { type: "number", validate: (n: number) => Number.isInteger(n) && n >= -INT32 && n < INT32 },
  int64: { type: "number", validate: (n: number) => Number.isInteger(n) },
  float: { type: "number", validate: (n: number) => Number.isFinite(n) },
  double: { type: "number", validate: (n: number) => Number.isFinite(n) },
  byte: { type: "string", validate: (s: string) => s.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(s) },
  binary: true,
  password: true,
} as const;

/**
 * One Ajv (OpenAPI 3.0 is JSON Schema draft 4 plus `nullable`) holding the contract's components once;
 * every operation's schema refers into them, so a component used by many operations compiles once.
 * `inlineRefs: false` keeps it once: Ajv's default inlines a small referenced component into the code of
 * every schema that refers to it, and V8 keeps each compiled function's source. With it the server holds
 * about 10 MB less heap after start-up (91 → 81 MB used, production mode, every operation compiled), and
 * `POST /api/constitution/classify` validates as fast (4321 against 4399 req/s, 3 rounds each: within the
 * machine's noise). bench/README.md, "What holds the server's memory".
 */
const contractAjv = (contract: OpenApiDocument, options: Options, view: (schema: unknown) => unknown) => {
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    validateSchema: false,
    strictNumbers: true,
    inlineRefs: false,
    ...options,
  });
  addFormats(ajv, { mode: "fast" });
  for (const [name, format] of Object.entries(OPENAPI_FORMATS)) ajv.addFormat(name, format as never);
  const schemas = Object.fromEntries(
    Object.entries(contract.components?.schemas ?? {}).map(([name, schema]) => [name, view(schema)]),
  );
  ajv.addSchema(forAjv({ components: { schemas } }) as SchemaObject, CONTRACT_ID);
  return ajv;
};

/** Keywords that bound how much of a value there is. */
const SIZE_KEYWORDS = ["maxItems", "maxLength", "maxProperties"] as const;

/**
 * The size limits of a schema and nothing else: `maxItems`, `maxLength` and `maxProperties` where the
 * value's shape is certain (through `properties`, `items`, `additionalProperties`, `allOf` and `$ref`).
 * Checked first and stopping at the first breach, it refuses a 100,000-item array before any item is
 * looked at, so the full check that follows only ever sees values within the contract's limits.
 * `anyOf`/`oneOf`/`not` are left out (which branch applies is not known); the contract's bounds test
 * (bounded-contract.test.ts) keeps size limits out of them.
 */
export const sizeLimitsOf = (node: unknown): unknown => {
  if (typeof node !== "object" || node === null || Array.isArray(node)) return typeof node === "boolean" ? true : {};
  const schema = node as Record<string, unknown>;
  if (typeof schema.$ref === "string") return { $ref: schema.$ref };
  const out: Record<string, unknown> = {};
  for (const keyword of SIZE_KEYWORDS) if (schema[keyword] !== undefined) out[keyword] = schema[keyword];
  if (schema.properties && typeof schema.properties === "object") {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, unknown>).map(([name, child]) => [name, sizeLimitsOf(child)]),
    );
  }
  if (typeof schema.additionalProperties === "object")
    out.additionalProperties = sizeLimitsOf(schema.additionalProperties);
  if (Array.isArray(schema.items)) out.items = schema.items.map(sizeLimitsOf);
  else if (schema.items !== undefined) out.items = sizeLimitsOf(schema.items);
  if (Array.isArray(schema.allOf)) out.allOf = schema.allOf.map(sizeLimitsOf);
  return out;
};

const asIs = (schema: unknown) => schema;

/** Keywords whose values are data, not schemas: copied as they are. */
const DATA_KEYWORDS = new Set(["enum", "default", "const", "required"]);
/** Documentation only; an `id` inside an example would read as a schema id to draft-04 Ajv. */
const DOCUMENTATION = new Set(["example", "examples", "description", "summary"]);

/**
 * A copy of a schema for Ajv: examples and descriptions dropped (never validated, and an example's `id`
 * would clash with another's), and local `#/…` references pointed into the registered contract.
 * `properties` maps names to schemas, so a property called `example` stays.
 */
const forAjv = (node: unknown, namesSchemas = false): unknown => {
  if (Array.isArray(node)) return node.map((item) => forAjv(item));
  if (typeof node !== "object" || node === null) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (namesSchemas) copy[key] = forAjv(value);
    else if (DOCUMENTATION.has(key)) continue;
    else if (DATA_KEYWORDS.has(key)) copy[key] = value;
    else if (key === "$ref" && typeof value === "string" && value.startsWith("#/"))
      copy[key] = `${CONTRACT_ID}${value}`;
    else copy[key] = forAjv(value, key === "properties" || key === "schemas" || key === "patternProperties");
  }
  return copy;
};

export type SchemaCompiler = { compile: (schema: SchemaObject) => ValidateFunction };

/**
 * Compilers for one contract: parameters are coerced from their string form (query, path, headers,
 * cookies are text on the wire) and get their defaults; bodies are JSON, so their types are checked
 * as sent (`"5"` is not a number), and defaults are filled in; responses are checked as they are.
 */
export const schemaCompilers = (contract: OpenApiDocument) => {
  const make = (options: Options, view: (schema: unknown) => unknown = asIs): SchemaCompiler => {
    let ajv: ReturnType<typeof contractAjv> | undefined;
    return {
      compile: (schema) => {
        ajv ??= contractAjv(contract, options, view);
        return ajv.compile(forAjv(view(schema)) as SchemaObject);
      },
    };
  };
  return {
    parameters: make({ coerceTypes: true, useDefaults: true }),
    /**
     * Request bodies are untrusted and may be hostile, so they are checked in three passes (Ajv's own
     * guidance: never `allErrors` on untrusted input): `body` stops at the first error, which is all a
     * valid request ever costs; on failure `bodySizes` looks for a size limit broken (first breach
     * only); only a body within every limit is checked again by `bodyDetailed`, listing what is wrong.
     * Each pass is linear in the body, and the listing pass sees nothing larger than the contract allows.
     */
    body: make({ coerceTypes: false, useDefaults: true, allErrors: false }),
    bodySizes: make({ coerceTypes: false, useDefaults: false, allErrors: false }, sizeLimitsOf),
    bodyDetailed: make({ coerceTypes: false, useDefaults: false }),
    response: make({ coerceTypes: false, useDefaults: false }),
  };
};

/** Ajv's errors as the problem body's field errors: `path` is a JSON pointer into the request (`/body/email`). */
export const fieldErrors = (errors: ErrorObject[] | null | undefined, prefix: string): ProblemFieldError[] =>
  (errors ?? []).map((error) => {
    const params = error.params as { missingProperty?: string; additionalProperty?: string; allowedValues?: unknown[] };
    const child = params.missingProperty ?? params.additionalProperty;
    const path = `${prefix}${error.instancePath}${child !== undefined ? `/${child}` : ""}`;
    const message =
      error.keyword === "enum" && params.allowedValues
        ? `${error.message}: ${params.allowedValues.join(", ")}`
        : (error.message ?? "is invalid");
    return { path, message, code: error.keyword };
  });
