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
 */
const contractAjv = (contract: OpenApiDocument, options: Options) => {
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, strictNumbers: true, ...options });
  addFormats(ajv, { mode: "fast" });
  for (const [name, format] of Object.entries(OPENAPI_FORMATS)) ajv.addFormat(name, format as never);
  ajv.addSchema(forAjv({ components: { schemas: contract.components?.schemas ?? {} } }) as SchemaObject, CONTRACT_ID);
  return ajv;
};

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
  const make = (options: Options): SchemaCompiler => {
    let ajv: ReturnType<typeof contractAjv> | undefined;
    return {
      compile: (schema) => {
        ajv ??= contractAjv(contract, options);
        return ajv.compile(forAjv(schema) as SchemaObject);
      },
    };
  };
  return {
    parameters: make({ coerceTypes: true, useDefaults: true }),
    body: make({ coerceTypes: false, useDefaults: true }),
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
