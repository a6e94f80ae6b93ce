import type { ValidateFunction } from "ajv-draft-04";
import type { OpenApiDocument } from "../openapi.ts";
import { fieldsInvalid, type ProblemFieldError, unsupportedMediaType } from "../problem.ts";
import {
  type OperationObject,
  type ParameterObject,
  type RateLimitClass,
  type RequestBodyObject,
  type ResponseObject,
  resolve,
  type SchemaObject,
} from "./document.ts";
import { operationExtensions } from "./extensions.ts";
import { NOT_A_DECIMAL_NUMBER, notADecimalNumber, unusableParameter } from "./parameter-text.ts";
import { fieldErrors, type schemaCompilers } from "./schemas.ts";
import { type HeaderKey, operationSecurity } from "./security.ts";

type Compilers = ReturnType<typeof schemaCompilers>;

/** Parameters that arrive as text decoded by us (query values are checked in prepareQuery). */
const TEXT_PARTS = ["path", "cookie"] as const;

/** A body's checks, run in this order (schemas.ts explains why): first error, size limits, every error. */
type BodyChecks = { first: ValidateFunction; sizes: ValidateFunction; detailed: ValidateFunction };

type QueryParameter = { array: boolean; delimiter: string | undefined; allowEmpty: boolean; numeric: boolean };

/** What a request's parameters look like to the validator: the wire's text, by where OpenAPI says it is. */
export type RequestParts = {
  path: Record<string, string>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  cookie: Record<string, string>;
};

/** The media type of an HTML form's body, the one form encoding the server reads. */
export const FORM_MEDIA_TYPE = "application/x-www-form-urlencoded";

const ARRAY_DELIMITERS: Record<string, string> = { form: ",", simple: ",", spaceDelimited: " ", pipeDelimited: "|" };

/** `application/json; charset=utf-8` → `application/json`; undefined without a Content-Type. */
export const mediaTypeOf = (contentType: string | undefined): string | undefined => {
  if (!contentType) return undefined;
  const semicolon = contentType.indexOf(";");
  return (semicolon < 0 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
};

/** A response that does not match the contract: a bug of ours, reported as 500 (details outside production). */
export class ResponseContractError extends Error {
  readonly errors: ProblemFieldError[];
  constructor(message: string, errors: ProblemFieldError[]) {
    super(message);
    this.name = "ResponseContractError";
    this.errors = errors;
  }
}

/**
 * One contract operation, ready to check requests: its parameters and body schemas compiled on first
 * use (once per server), its query rules (which keys exist, which are arrays and how they are written)
 * and whether it needs a bearer token. Everything per request is a lookup and one compiled function.
 */
export class ContractOperation {
  readonly template: string;
  readonly method: string;
  readonly schema: OperationObject;
  /** The operation's security (security.ts says what each of these is). */
  readonly requiresBearer: boolean;
  readonly acceptsBearer: boolean;
  readonly #contract: OpenApiDocument;
  readonly #compilers: Compilers;
  /** Whether the operation declares cookie parameters (only then are cookies parsed). */
  readonly hasCookieParameters: boolean;
  /** Whether the operation declares query parameters (their defaults apply even without a query string). */
  readonly hasQueryParameters: boolean;
  readonly hasRequestBody: boolean;
  /** The request body may be an HTML form (`application/x-www-form-urlencoded`). */
  readonly acceptsForm: boolean;
  readonly #query = new Map<string, QueryParameter>();
  /** Numeric path parameters: checked as query values are, before coercion (`1e400` is not a number here). */
  readonly #numericPath: string[] = [];
  readonly #allowUnknownQuery: boolean;
  readonly #parameters: ParameterObject[];
  readonly #body: RequestBodyObject | undefined;
  /** Compiled on first use; null when the operation has no parameters. */
  #validateParameters: ValidateFunction | null | undefined;
  #validateBody: BodyChecks | undefined;
  /** The schemes its security names (security.ts). */
  readonly securitySchemes: ReadonlySet<string>;
  /** The rate-limit budget the contract puts the operation in (`x-rate-limit`), when it names one. */
  readonly rateLimit: RateLimitClass | undefined;
  /** How many requests of its budget a request counts as (`x-rate-limit-weight`), read from its valid body. */
  readonly rateLimitWeight: ((body: unknown) => number) | undefined;
  /** The largest body this operation reads (`x-body-limit`), when the contract sets one. */
  readonly bodyLimit: number | undefined;
  /**
   * The path holds a secret (`x-secret-path: true`: a capability token, say): logs and problem bodies
   * show the route's template instead of the path.
   */
  readonly secretPath: boolean;
  /** Its `x-scope` and the header an API key may come in instead of a bearer token (security.ts). */
  readonly scope: string | undefined;
  readonly headerKey: HeaderKey | undefined;
  /**
   * How its errors are answered: `problem` (problem+json, every operation but…) or `openai` (OpenAI's
   * error body, `x-error-format: openai`: the gateway's OpenAI-compatible face), each error response
   * then listing the problem codes it stands for in `x-problem-codes`.
   */
  readonly errorFormat: "problem" | "openai";
  /** Response checks by `<documented status key> <media type>`; null where no JSON body is documented. */
  readonly #responses = new Map<string, ValidateFunction | null>();

  constructor(contract: OpenApiDocument, compilers: Compilers, template: string, method: string, op: OperationObject) {
    this.template = template;
    this.method = method.toUpperCase();
    this.schema = op;
    this.#contract = contract;
    this.#compilers = compilers;
    const pathItem = contract.paths[template] as { parameters?: OperationObject["parameters"] };
    // Operation parameters override path-level ones of the same name and location.
    const byKey = new Map<string, ParameterObject>();
    for (const p of [...(pathItem.parameters ?? []), ...(op.parameters ?? [])]) {
      const parameter = resolve<ParameterObject>(contract, p);
      byKey.set(`${parameter.in}:${parameter.name}`, parameter);
    }
    this.#parameters = [...byKey.values()];
    for (const p of this.#parameters) {
      if (p.in === "path") {
        const schema = p.schema ? resolve<SchemaObject>(contract, p.schema) : {};
        if (schema.type === "integer" || schema.type === "number") this.#numericPath.push(p.name);
      }
      if (p.in !== "query") continue;
      const schema = p.schema ? resolve<SchemaObject>(contract, p.schema) : {};
      const style = p.style ?? "form";
      const explode = p.explode ?? style === "form";
      const array = schema.type === "array";
      this.#query.set(p.name, {
        array,
        delimiter: array && !explode ? ARRAY_DELIMITERS[style] : undefined,
        allowEmpty: p.allowEmptyValue === true,
        numeric: schema.type === "integer" || schema.type === "number",
      });
    }
    this.#allowUnknownQuery = op["x-allow-unknown-query-parameters"] === true;
    this.hasQueryParameters = this.#query.size > 0;
    this.hasCookieParameters = this.#parameters.some((p) => p.in === "cookie");
    this.#body = op.requestBody ? resolve<RequestBodyObject>(contract, op.requestBody) : undefined;
    this.hasRequestBody = this.#body !== undefined;
    this.acceptsForm = this.#body !== undefined && FORM_MEDIA_TYPE in this.#body.content;
    const extensions = operationExtensions(this.method, template, op);
    this.bodyLimit = extensions.bodyLimit;
    this.secretPath = extensions.secretPath;
    this.errorFormat = extensions.errorFormat;
    this.rateLimit = extensions.rateLimit;
    this.rateLimitWeight = extensions.rateLimitWeight;
    const security = operationSecurity(contract, this.method, template, op);
    this.securitySchemes = security.schemes;
    this.acceptsBearer = security.acceptsBearer;
    this.requiresBearer = security.requiresBearer;
    this.scope = security.scope;
    this.headerKey = security.headerKey;
  }

  /**
   * Query keys the contract does not name, and empty values it does not allow, are refused (a typo in
   * a filter must not silently widen a list); arrays are split the way their `style` writes them.
   * Mutates `query` into the shape the schema checks.
   */
  prepareQuery(query: Record<string, unknown>): void {
    const errors: ProblemFieldError[] = [];
    for (const key of Object.keys(query)) {
      const rule = this.#query.get(key);
      if (!rule) {
        if (this.#allowUnknownQuery) continue;
        errors.push({ path: `/query/${key}`, message: `Unknown query parameter '${key}'` });
        continue;
      }
      const value = query[key];
      const unusable = unusableParameter(value);
      if (unusable) {
        errors.push({ path: `/query/${key}`, message: unusable, code: "text" });
        continue;
      }
      if (rule.numeric && typeof value === "string" && value !== "" && notADecimalNumber(value)) {
        errors.push({ path: `/query/${key}`, message: NOT_A_DECIMAL_NUMBER, code: "type" });
        continue;
      }
      // An operation that takes whatever a third party sends (an OAuth provider) takes empty values too.
      if (value === "" && !rule.allowEmpty && !this.#allowUnknownQuery) {
        errors.push({ path: `/query/${key}`, message: `Empty value found for query parameter '${key}'` });
        continue;
      }
      if (rule.array) {
        const values = Array.isArray(value) ? value : [value];
        query[key] = rule.delimiter
          ? values.flatMap((v) => (typeof v === "string" ? v.split(rule.delimiter!) : [v]))
          : values;
      }
    }
    if (errors.length > 0) throw fieldsInvalid(errors);
  }

  /** Path, query, header and cookie parameters against their schemas (coerced, defaults filled in). */
  checkParameters(parts: RequestParts): void {
    for (const where of TEXT_PARTS) {
      const values = parts[where];
      for (const name in values) {
        const unusable = unusableParameter(values[name]);
        if (unusable) throw fieldsInvalid([{ path: `/${where}/${name}`, message: unusable, code: "text" }]);
      }
    }
    for (const name of this.#numericPath) {
      const value = parts.path[name];
      if (typeof value === "string" && notADecimalNumber(value)) {
        throw fieldsInvalid([{ path: `/path/${name}`, message: NOT_A_DECIMAL_NUMBER, code: "type" }]);
      }
    }
    const validate = this.#parametersCheck();
    if (validate && !validate(parts)) throw fieldsInvalid(fieldErrors(validate.errors, ""));
  }

  /**
   * The body against the contract: a media type it does not list is 415, a missing required body or
   * one that breaks the schema is 400 naming every field.
   */
  checkBody(contentType: string | undefined, body: unknown, hasBody: boolean): void {
    const spec = this.#body;
    if (!spec) return;
    const mediaType = mediaTypeOf(contentType);
    if (mediaType === undefined ? hasBody : !(mediaType in spec.content)) {
      throw unsupportedMediaType(
        `Send ${Object.keys(spec.content).join(" or ")}; this request sent ${mediaType ?? "a body without a Content-Type"}.`,
      );
    }
    if (body === undefined) {
      if (spec.required)
        throw fieldsInvalid([{ path: "/body", message: "must have required property 'body'", code: "required" }]);
      return;
    }
    const checks = this.#bodyCheck();
    if (checks.first(body)) return;
    // Invalid. A size limit broken anywhere is named alone, before any item of an oversized array or
    // the rest of an overlong string is looked at; otherwise every error is listed (capped in the answer).
    if (!checks.sizes(body)) throw fieldsInvalid(fieldErrors(checks.sizes.errors, "/body"));
    checks.detailed(body);
    throw fieldsInvalid(fieldErrors(checks.detailed.errors ?? checks.first.errors, "/body"));
  }

  /**
   * A JSON response body against the contract: the schema of its exact status, else its class
   * (`2XX`), else `default`, for its media type (`Content-Type`, else JSON).
   * @returns the mismatch, or undefined when the body matches.
   */
  checkResponse(status: number, contentType: string | undefined, body: unknown): ResponseContractError | undefined {
    const responses = this.schema.responses ?? {};
    const exact = String(status);
    const range = `${exact[0]}XX`;
    const key =
      exact in responses ? exact : range in responses ? range : "default" in responses ? "default" : undefined;
    if (key === undefined) {
      return new ResponseContractError(
        `The contract documents no ${status} response for ${this.method} ${this.template}`,
        [{ path: "/response", message: `no schema defined for status code '${status}'` }],
      );
    }
    const validate = this.#responseCheck(key, mediaTypeOf(contentType) ?? "application/json");
    if (validate === null) {
      return body === undefined
        ? undefined
        : new ResponseContractError("The contract documents no JSON body for this response", [
            { path: "/response", message: "response should NOT have a body" },
          ]);
    }
    return validate(body)
      ? undefined
      : new ResponseContractError(
          "The response does not match the contract",
          fieldErrors(validate.errors, "/response"),
        );
  }

  /**
   * An error of an `x-error-format: openai` operation: its status must be documented (else `default`),
   * and the problem's code one of that response's `x-problem-codes`, as a problem's `code` must be one
   * of its response's enum.
   */
  checkProblemCode(status: number, code: string): ResponseContractError | undefined {
    const responses = this.schema.responses ?? {};
    const exact = String(status);
    const key = exact in responses ? exact : "default" in responses ? "default" : undefined;
    const listed =
      key === undefined ? [] : (resolve<ResponseObject>(this.#contract, responses[key]!)["x-problem-codes"] ?? []);
    if (listed.includes(code)) return undefined;
    return new ResponseContractError(
      `The ${status} response of ${this.method} ${this.template} does not list the code ${code} (x-problem-codes)`,
      [{ path: "/response/error/code", message: `code ${code} is not among x-problem-codes` }],
    );
  }

  /**
   * A response whose body is not JSON (CSV, HTML, SVG, a stream) or that has none: its status must be
   * documented, and its media type one the documented response lists (none when it lists no content).
   */
  checkMedia(status: number, contentType: string | undefined): ResponseContractError | undefined {
    const responses = this.schema.responses ?? {};
    const exact = String(status);
    const range = `${exact[0]}XX`;
    const key = exact in responses ? exact : range in responses ? range : undefined;
    if (key === undefined) {
      return new ResponseContractError(
        `The contract documents no ${status} response for ${this.method} ${this.template}`,
        [{ path: "/response", message: `no response defined for status code '${status}'` }],
      );
    }
    const listed = Object.keys(resolve<ResponseObject>(this.#contract, responses[key]!).content ?? {});
    const mediaType = mediaTypeOf(contentType);
    if (listed.length === 0 && mediaType === undefined) return undefined;
    if (mediaType !== undefined && listed.includes(mediaType)) return undefined;
    return new ResponseContractError(
      `The ${status} response of ${this.method} ${this.template} is ${mediaType ?? "without content"}; the contract lists ${listed.join(", ") || "no content"}`,
      [{ path: "/response", message: `media type ${mediaType ?? "(none)"} is not documented` }],
    );
  }

  /**
   * Compile every check now (parameters, body, each documented response): a contract Ajv cannot compile
   * fails here, at start-up or in a test, rather than as a 500 on some request.
   */
  compileAll(): void {
    this.#parametersCheck();
    if (this.#body) this.#bodyCheck();
    for (const [key, response] of Object.entries(this.schema.responses ?? {})) {
      for (const mediaType of Object.keys(resolve<ResponseObject>(this.#contract, response).content ?? {})) {
        this.#responseCheck(key, mediaType);
      }
    }
  }

  #parametersCheck(): ValidateFunction | null {
    if (this.#validateParameters === undefined) this.#validateParameters = this.#compileParameters();
    return this.#validateParameters;
  }

  #bodyCheck(): BodyChecks {
    this.#validateBody ??= this.#compileBody();
    return this.#validateBody;
  }

  #responseCheck(key: string, mediaType: string): ValidateFunction | null {
    const cacheKey = `${key} ${mediaType}`;
    let validator = this.#responses.get(cacheKey);
    if (validator === undefined) {
      const content = resolve<ResponseObject>(this.#contract, this.schema.responses![key]!).content ?? {};
      const schema = (content[mediaType] ?? content["application/json"] ?? Object.values(content)[0])?.schema;
      validator = schema ? this.#compilers.response.compile(schema) : null;
      this.#responses.set(cacheKey, validator);
    }
    return validator;
  }

  #compileParameters(): ValidateFunction | null {
    if (this.#parameters.length === 0) return null;
    const groups: Record<string, { properties: Record<string, unknown>; required: string[] }> = {};
    for (const p of this.#parameters) {
      const group = groups[p.in] ?? { properties: {}, required: [] };
      groups[p.in] = group;
      // Header names are case-insensitive; Node hands them over lower-cased.
      const name = p.in === "header" ? p.name.toLowerCase() : p.name;
      group.properties[name] = p.schema ?? {};
      if (p.required || p.in === "path") group.required.push(name);
    }
    const properties: Record<string, unknown> = {};
    for (const [where, group] of Object.entries(groups)) {
      properties[where] = {
        type: "object",
        properties: group.properties,
        ...(group.required.length > 0 ? { required: group.required } : {}),
      };
    }
    return this.#compilers.parameters.compile({ type: "object", properties });
  }

  #compileBody(): BodyChecks {
    const content = this.#body!.content;
    const schema = (content["application/json"] ?? Object.values(content)[0])?.schema ?? {};
    return {
      first: this.#compilers.body.compile(schema),
      sizes: this.#compilers.bodySizes.compile(schema),
      detailed: this.#compilers.bodyDetailed.compile(schema),
    };
  }
}
