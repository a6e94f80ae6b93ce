import { type OperationObject, RATE_LIMIT_CLASSES, type RateLimitClass } from "./document.ts";

/** An operation's own `x-*` settings, checked once when the server starts (a bad one refuses the start). */
export type OperationExtensions = {
  /** `x-body-limit`: the body's byte limit, else the server's. */
  bodyLimit: number | undefined;
  /** `x-secret-path`: the path carries a capability (logs show the template). */
  secretPath: boolean;
  /** `x-error-format`: problem+json, or OpenAI's error body (each error response's `x-problem-codes`). */
  errorFormat: "problem" | "openai";
  /** `x-rate-limit`: the limit class it counts against, beside the general one. */
  rateLimit: RateLimitClass | undefined;
  /** `x-rate-limit-weight`: how many the request counts for (the length of a top-level body array). */
  rateLimitWeight: ((body: unknown) => number) | undefined;
};

export const operationExtensions = (method: string, template: string, op: OperationObject): OperationExtensions => {
  const bodyLimit = op["x-body-limit"];
  if (bodyLimit !== undefined && (!Number.isInteger(bodyLimit) || (bodyLimit as number) < 1)) {
    throw new Error(`x-body-limit of ${method} ${template} must be a positive integer (bytes)`);
  }
  const secretPath = op["x-secret-path"];
  if (secretPath !== undefined && typeof secretPath !== "boolean") {
    throw new Error(`x-secret-path of ${method} ${template} must be a boolean`);
  }
  const errorFormat = op["x-error-format"];
  if (errorFormat !== undefined && errorFormat !== "openai") {
    throw new Error(`x-error-format of ${method} ${template} must be openai (or absent: problem+json)`);
  }
  const rateLimit = op["x-rate-limit"];
  if (rateLimit !== undefined && !RATE_LIMIT_CLASSES.includes(rateLimit)) {
    throw new Error(`x-rate-limit of ${method} ${template} must be one of ${RATE_LIMIT_CLASSES.join(", ")}`);
  }
  const weight = op["x-rate-limit-weight"];
  if (weight !== undefined && (typeof weight !== "string" || !/^\/[A-Za-z][A-Za-z0-9]*$/.test(weight))) {
    throw new Error(`x-rate-limit-weight of ${method} ${template} must be a pointer to a top-level body array`);
  }
  const property = weight?.slice(1);
  return {
    bodyLimit: bodyLimit as number | undefined,
    secretPath: secretPath === true,
    errorFormat: errorFormat ?? "problem",
    rateLimit,
    rateLimitWeight:
      property === undefined
        ? undefined
        : (body) => {
            const items = (body as Record<string, unknown> | undefined)?.[property];
            return Array.isArray(items) ? Math.max(1, items.length) : 1;
          },
  };
};
