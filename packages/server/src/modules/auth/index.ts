// Public surface of the auth module: other modules import from here only.
import type { RequestHandler } from "express";
import { defineModule, type OperationSteps } from "../../platform/module.ts";
import { liveApiKeysOf } from "./api-keys.ts";
import { bearerAuthenticator } from "./bearer.ts";
import { AUTH_SETTINGS, type AuthConfig, authConfigFromEnv } from "./config.ts";
import { AUTH_IDS } from "./ids.ts";
import { liveUsersOf } from "./live-users.ts";
import { authOperations } from "./operations.ts";
import { liveSessionsOf } from "./sessions.ts";

/** `Cache-Control: no-store` on every answer to one of `operations` (their errors included). */
const noStoreFor = (operations: ReadonlySet<string>): OperationSteps => {
  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  };
  return (operation) => {
    const operationId = operation.schema.operationId;
    return operationId !== undefined && operations.has(operationId) ? noStore : undefined;
  };
};

export {
  type ApiKeyRow,
  createApiKey,
  findApiKeyOf,
  isLive as isLiveApiKey,
  listApiKeys,
  liveApiKeysOf,
  MAX_LIVE_KEYS_PER_USER,
  revokeApiKey,
  rollApiKey,
} from "./api-keys.ts";
export { bearerAuthenticator } from "./bearer.ts";
export { liveUsersOf } from "./live-users.ts";
export { apiKeyView, apiKeyWithSecretView } from "./presenters.ts";
export { authProblems } from "./problems.ts";
export { createUser } from "./users.ts";

export const authModule = defineModule<AuthConfig>({
  segment: "auth",
  migrations: new URL("./migrations/", import.meta.url),
  config: authConfigFromEnv,
  settings: AUTH_SETTINGS,
  ids: AUTH_IDS,
  create: (ctx, { config, hooks }) => {
    const handlers = authOperations(ctx, config, hooks);
    return {
      handlers,
      // Token-bearing responses must never be stored by a cache (RFC 6749 §5.1): nothing this module
      // answers is cacheable, its errors included.
      beforeValidation: noStoreFor(new Set(Object.keys(handlers))),
      authenticateBearer: bearerAuthenticator({
        users: liveUsersOf(ctx.database),
        keys: liveApiKeysOf(ctx.database),
        sessions: liveSessionsOf(ctx.database),
        secret: ctx.config.jwtSecret,
        db: ctx.db,
        logger: ctx.logger,
        metrics: ctx.metrics,
        livemode: config.livemode,
      }),
    };
  },
});
