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
  ajv.addSchema({ components: contract.components ?? {} }, CONTRACT_ID);
  return ajv;
};

/** A copy of an operation-level schema whose local `#/…` references point into the registered contract. */
const anchored = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(anchored);
  if (typeof schema !== "object" || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    copy[key] =
      key === "$ref" && typeof value === "string" && value.startsWith("#/")
        ? `${CONTRACT_ID}${value}`
        : anchored(value);
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
        return ajv.compile(anchored(schema) as SchemaObject);
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
