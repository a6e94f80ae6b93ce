import type { Request, RequestHandler } from "express";
import * as OpenApiValidator from "express-openapi-validator";
import type { LiveUsers } from "../modules/auth/live-users.ts";
import { authenticate } from "./auth.ts";
import type { OpenApiDocument } from "./openapi.ts";
import { HttpProblem } from "./problem.ts";
import { memoizeValidatorRouteLookup } from "./route-pattern-cache.ts";

declare global {
  namespace Express {
    interface Request {
      /** Set when authentication failed for a reason that is not the caller's (e.g. the database). */
      authError?: unknown;
    }
  }
}

/**
 * Every request is checked against the bundled contract; responses too when `validateResponses` is on
 * (development and test), so a passing test proves the response matches the contract. Authentication
 * runs as the contract's `bearerAuth` security handler, so a missing token is 401 before body validation.
 */
export const contractValidator = (options: {
  contract: OpenApiDocument;
  validateRequests: boolean;
  validateResponses: boolean;
  users: LiveUsers;
  jwtSecret: Uint8Array;
  ignorePaths: RegExp;
}): RequestHandler[] => {
  // Memoizes the validator's path patterns too.
  memoizeValidatorRouteLookup();
  return OpenApiValidator.middleware({
    // The validator mutates what it is given; hand it a private copy.
    apiSpec: structuredClone(options.contract) as never,
    validateRequests: options.validateRequests
      ? { allowUnknownQueryParameters: false, coerceTypes: true, removeAdditional: false, allErrors: true }
      : false,
    validateResponses: options.validateResponses ? { removeAdditional: false, coerceTypes: false } : false,
    validateSecurity: {
      handlers: {
        bearerAuth: async (req: Request) => {
          try {
            req.user = await authenticate(req, options.users, options.jwtSecret);
            return true;
          } catch (err) {
            if (err instanceof HttpProblem) throw { status: err.status, message: err.detail ?? err.title };
            // A database failure while authenticating is ours, not the caller's: the error handler
            // turns a recorded authError into 503 (the validator would otherwise report a bare 500).
            req.authError = err;
            throw { status: 503, message: "Authentication is temporarily unavailable." };
          }
        },
      },
    },
    validateApiSpec: false,
    validateFormats: true,
    ignoreUndocumented: false,
    ignorePaths: options.ignorePaths,
    $refParser: { mode: "bundle" },
  }) as unknown as RequestHandler[];
};
