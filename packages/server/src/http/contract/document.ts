import type { OpenApiDocument } from "../openapi.ts";

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
export type ResponseObject = { content?: Record<string, MediaTypeObject> };
export type OperationObject = {
  operationId?: string;
  /** Query keys the contract does not list are ignored instead of refused (an OAuth provider's extras). */
  "x-allow-unknown-query-parameters"?: boolean;
  /** The largest request body the operation reads, in bytes (413 beyond); else the server's BODY_LIMIT_BYTES. */
  "x-body-limit"?: number;
  /**
   * Which rate-limit budget the operation counts against (src/http/rate-limit.ts): `credentials`
   * (sign-in attempts per IP), `lookups` (email lookups per user), `unlimited` (health probes and
   * metrics scrapes); absent, the caller's usual budget (per user when signed in, else per IP).
   */
  "x-rate-limit"?: RateLimitClass;
  parameters?: (ParameterObject | Ref)[];
  requestBody?: RequestBodyObject | Ref;
  responses?: Record<string, ResponseObject | Ref>;
  security?: Record<string, string[]>[];
};
type Ref = { $ref: string };

export const RATE_LIMIT_CLASSES = ["credentials", "lookups", "unlimited"] as const;
export type RateLimitClass = (typeof RATE_LIMIT_CLASSES)[number];

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

const isRef = (value: unknown): value is Ref =>
  typeof value === "object" && value !== null && typeof (value as Ref).$ref === "string";

/** Follow local `#/…` references (parameters, request bodies, responses) to the object they name. */
export const resolve = <T>(contract: OpenApiDocument, value: T | Ref): T => {
  let current: unknown = value;
  for (let hops = 0; isRef(current); hops++) {
    if (hops > 20 || !current.$ref.startsWith("#/")) throw new Error(`Cannot resolve ${current.$ref} in the contract`);
    current = current.$ref
      .slice(2)
      .split("/")
      .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], contract);
    if (current === undefined) throw new Error(`The contract has nothing at ${(value as Ref).$ref}`);
  }
  return current as T;
};
