import type { Ref } from "@trustplane/openapi/refs";

/** The parts of an OpenAPI 3.0 operation the request and response checks read. */
export type ParameterObject = {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  style?: string;
  explode?: boolean;
  allowEmptyValue?: boolean;
  schema?: SchemaObject;
};
export type SchemaObject = Record<string, unknown>;
export type MediaTypeObject = { schema?: SchemaObject };
export type RequestBodyObject = { required?: boolean; content: Record<string, MediaTypeObject> };
export type ResponseObject = {
  content?: Record<string, MediaTypeObject>;
  /** An error response of an `x-error-format: openai` operation: the problem codes it stands for. */
  "x-problem-codes"?: string[];
};
export type OperationObject = {
  operationId?: string;
  /** One, for an operation that takes a bearer token: its scope's (scope.ts). */
  tags?: string[];
  /** What an API key must hold to call it: `<tag>:read|write`, or `session` (scope.ts). */
  "x-scope"?: string;
  /** Query keys the contract does not list are ignored instead of refused (an OAuth provider's extras). */
  "x-allow-unknown-query-parameters"?: boolean;
  /** The largest request body the operation reads, in bytes (413 beyond); else the server's BODY_LIMIT_BYTES. */
  "x-body-limit"?: number;
  /**
   * Which rate-limit budget the operation counts against (src/http/rate-limit.ts): `credentials`
   * (sign-in attempts per IP), `lookups` (email lookups per user), `llm-chat` (language-model chat
   * requests per user), `key-shares` (threshold-key recoveries and rotations per user), `unlimited` (health probes and
   * metrics scrapes); absent, the caller's usual budget (per user when signed in, else per IP).
   */
  "x-rate-limit"?: RateLimitClass;
  /**
   * How many of its budget's requests the operation counts as: a JSON pointer to an array of the
   * request body (`/agents`: a fan-out dispatch counts once per agent); absent, one.
   */
  "x-rate-limit-weight"?: string;
  /** The path carries a secret (a capability link's token): logs and problem bodies show the route's template instead. */
  "x-secret-path"?: boolean;
  /**
   * How the operation answers its errors: absent, problem+json; `openai`, OpenAI's error body (the
   * gateway's OpenAI-compatible face), each error response listing its problem codes in `x-problem-codes`.
   */
  "x-error-format"?: "openai";
  parameters?: (ParameterObject | Ref)[];
  requestBody?: RequestBodyObject | Ref;
  responses?: Record<string, ResponseObject | Ref>;
  security?: Record<string, string[]>[];
};

export const RATE_LIMIT_CLASSES = ["credentials", "lookups", "llm-chat", "key-shares", "unlimited"] as const;
export type RateLimitClass = (typeof RATE_LIMIT_CLASSES)[number];

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/**
 * Follow local `#/…` references (parameters, request bodies, responses) to the object they name: the
 * contract package's resolver, shared with the client generator (hop limit, a clear error when dangling).
 */
export { resolveRef as resolve } from "@trustplane/openapi/refs";
