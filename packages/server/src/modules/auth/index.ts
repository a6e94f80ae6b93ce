// Public surface of the auth module: other modules import from here only.
import { ID_PREFIXES } from "../../ids.ts";
import { defineModule } from "../../platform/module.ts";
import { authOperations } from "./operations.ts";

export { bearerAuthenticator } from "./bearer.ts";
export { liveUsersOf } from "./live-users.ts";
export { createUser } from "./users.ts";

export const authModule = defineModule({
  segment: "auth",
  ids: {
    user: ID_PREFIXES.user,
    oauthIdentity: ID_PREFIXES.oauthIdentity,
    oauthState: ID_PREFIXES.oauthState,
  },
  create: (ctx, { hooks }) => ({ handlers: authOperations(ctx, hooks) }),
});
