import type { Request } from "express";
import * as client from "openid-client";
import type { AppContext } from "../../context.ts";
import { requireAdmin } from "../../http/auth.ts";
import { parsePageQuery } from "../../http/pagination.ts";
import { HttpProblem } from "../../http/problem.ts";
import type { HookBus } from "../../platform/module.ts";
import type { OperationHandlers } from "../../platform/operations.ts";
import {
  createApiKey,
  DEFAULT_ROLL_OVERLAP_SECONDS,
  findApiKeyOf,
  listApiKeyEvents,
  listApiKeys,
  liveApiKeysOf,
  MAX_LIVE_KEYS_PER_USER,
  revokeApiKey,
  rollApiKey,
} from "./api-keys.ts";
import type { AuthConfig } from "./config.ts";
import { liveUsersOf } from "./live-users.ts";
import { userForIdentity } from "./oauth-accounts.ts";
import { fetchIdentity } from "./oauth-identity.ts";
import { loginCookie } from "./oauth-login-cookie.ts";
import {
  type ConfiguredProvider,
  configuredProviders,
  findProvider,
  providerConfigurations,
} from "./oauth-providers.ts";
import { returnFailure, returnLocation, safeReturnTo, trustedOrigins } from "./oauth-return-to.ts";
import { consumeLogin, startLogin } from "./oauth-state.ts";
import { decoyHash, hashPassword, verifyPassword } from "./passwords.ts";
import { apiKeyEventView, apiKeyView, apiKeyWithSecretView, authResponseView, userView } from "./presenters.ts";
import { authorizationError, authProblems, providerProblem } from "./problems.ts";
import {
  endAllSessions,
  endSession,
  exchangeRefreshToken,
  listSessions,
  liveSessionsOf,
  startSession,
} from "./sessions.ts";
import { issueToken } from "./tokens.ts";
import { bumpTokenVersion, createUser, EmailTaken, findUserByEmail, setRole, type UserRow } from "./users.ts";

/** Every scope an API key can hold: the `x-scope` of every operation a key may call. */
const scopesOf = (contract: AppContext["contract"]): ReadonlySet<string> => {
  const scopes = new Set<string>();
  for (const item of Object.values(contract.paths)) {
    for (const op of Object.values(item ?? {})) {
      const scope = (op as { "x-scope"?: unknown } | undefined)?.["x-scope"];
      if (typeof scope === "string" && scope !== "session") scopes.add(scope);
    }
  }
  return scopes;
};

/**
 * Accounts (openapi/auth.yaml): registration, login, the current user, revocation, API keys, identity
 * providers.
 */
export const authOperations = (ctx: AppContext, settings: AuthConfig, hooks: HookBus): OperationHandlers => {
  const { config, db } = ctx;
  const decoy = decoyHash(settings.scryptCost);
  const { livemode } = settings;
  const knownScopes = scopesOf(ctx.contract);
  const liveKeys = liveApiKeysOf(ctx.database);

  const liveSessions = liveSessionsOf(ctx.database);
  const sealing = ctx.personalDataKeys;
  /** An access token of the session (the user's current token version in it). */
  const accessToken = async (user: Pick<UserRow, "id" | "token_version">, sessionId: string) => {
    const { token, expiresAt } = await issueToken(
      { userId: user.id, version: user.token_version, sessionId },
      config.jwtSecret,
      config.jwtTtlSeconds,
    );
    return { token, expiresAt, expiresIn: config.jwtTtlSeconds };
  };
  /** A sign-in: a new session, its first access token and refresh token. */
  const signedIn = async (user: UserRow, req: Request) => {
    const { sessionId, refreshToken } = await startSession(db, sealing, {
      userId: user.id,
      userAgent: req.get("user-agent"),
    });
    return { ...(await accessToken(user, sessionId)), refreshToken };
  };
  const tokenResponse = async (user: UserRow, req: Request) => authResponseView(user, await signedIn(user, req));

  // --- identity providers: OAuth 2 authorization code with PKCE (S256) and state, plus a nonce for
  // OpenID Connect. `start` redirects to the provider; the provider redirects the browser to
  // `callback`, which exchanges the code, links or creates the user and answers like login.
  const configurationFor = providerConfigurations();
  const origins = trustedOrigins(config);
  const cookie = loginCookie(config);
  const startPath = (id: string) => `/api/auth/oauth/${id}/start`;
  /** Must be registered at the provider exactly like this; PUBLIC_BASE_URL is the address browsers use. */
  const callbackUrl = (id: string) => `${config.publicBaseUrl}/api/auth/oauth/${id}/callback`;

  const providerNamed = (id: string): ConfiguredProvider => {
    const provider = findProvider(settings, id);
    if (!provider) throw authProblems.unknownProvider(id);
    return provider;
  };

  /** Run a step that talks to the provider; whatever it throws becomes a 400/403/502 problem, never a 500. */
  const atProvider = async <T>(req: Request, provider: string, step: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      const problem = providerProblem(err, step);
      // Not the error object itself: openid-client errors can carry response bodies with tokens in them.
      const { name, message, code } = (err ?? {}) as { name?: string; message?: string; code?: unknown };
      req.log?.warn(
        { provider, step, status: problem.status, error: { name, message, code } },
        "identity provider step failed",
      );
      throw problem;
    }
  };

  return {
    register: async ({ body, req }) => {
      const passwordHash = await hashPassword(body.password, settings.scryptCost);
      try {
        const user = await createUser(
          db,
          { email: body.email.trim(), name: body.name.trim() || body.name, passwordHash },
          hooks.userCreated,
        );
        return { status: 201, body: await tokenResponse(user, req) };
      } catch (err) {
        if (err instanceof EmailTaken) throw authProblems.emailTaken();
        throw err;
      }
    },

    login: async ({ body, req }) => {
      const user = await findUserByEmail(db, body.email.trim());
      const ok = await verifyPassword(body.password, user?.password_hash ?? (await decoy));
      if (!user?.password_hash || !ok) throw authProblems.invalidCredentials();
      return { status: 200, body: await tokenResponse(user, req) };
    },

    getMe: ({ caller }) => {
      const user = caller();
      return { status: 200, body: userView(user) };
    },

    signOutEverywhere: async ({ caller }) => {
      const { id } = caller();
      await db.transaction(async (tx) => {
        await bumpTokenVersion(tx, id);
        await endAllSessions(tx, id);
      });
      // Every instance drops the user when the change's notification arrives; this one does not wait.
      liveUsersOf(ctx.database).forget(id);
      return { status: 200, body: { revoked: true } };
    },

    refreshSession: async ({ body }) => {
      const exchanged = await exchangeRefreshToken(db, body.refreshToken);
      if (!exchanged.ok) {
        if (exchanged.reason === "reused") {
          throw authProblems.refreshTokenReused();
        }
        throw authProblems.invalidRefreshToken();
      }
      const user = await liveUsersOf(ctx.database).get(exchanged.userId);
      if (!user) throw authProblems.invalidRefreshToken();
      const access = await accessToken(user, exchanged.sessionId);
      return { status: 200, body: { ...access, refreshToken: exchanged.refreshToken } };
    },

    signOut: async ({ caller }) => {
      const { id, sessionId } = caller();
      if (sessionId !== undefined) {
        await endSession(db, id, sessionId, "signed-out");
        liveSessions.forget(sessionId);
      }
      return { status: 204 };
    },

    listSessions: async ({ caller, query }) => {
      const user = caller();
      const page = await listSessions(db, sealing, user.id, parsePageQuery(query));
      return {
        status: 200,
        body: { ...page, items: page.items.map((item) => ({ ...item, current: item.id === user.sessionId })) },
      };
    },

    endSession: async ({ caller, params }) => {
      if (!(await endSession(db, caller().id, params.id, "ended"))) throw authProblems.sessionNotFound();
      liveSessions.forget(params.id);
      return { status: 204 };
    },

    setUserRole: async ({ caller, params, body }) => {
      const operator = requireAdmin(caller(), "set users' roles");
      if (params.id === operator.id && body.role !== "admin") throw authProblems.ownRole();
      const changed = await setRole(db, { userId: params.id, role: body.role, by: operator.id, via: "api" });
      if (changed === null) throw authProblems.userNotFound();
      // Every instance drops the user when the change's notification arrives; this one does not wait.
      liveUsersOf(ctx.database).forget(params.id);
      return { status: 200, body: userView(changed.user) };
    },

    createApiKey: async ({ caller, body }) => {
      const unknown = body.scopes.filter((scope) => !knownScopes.has(scope));
      if (unknown.length > 0) throw authProblems.unknownScope(unknown);
      if (body.expiresAt !== undefined && Date.parse(body.expiresAt) <= Date.now()) throw authProblems.expiryInPast();
      const made = await createApiKey(db, {
        userId: caller().id,
        name: body.name,
        scopes: body.scopes,
        expiresAt: body.expiresAt ?? null,
        rateLimitPerMinute: body.rateLimitPerMinute ?? null,
        livemode,
      });
      if (made === "limit") throw authProblems.apiKeyLimit(MAX_LIVE_KEYS_PER_USER);
      return { status: 201, body: apiKeyWithSecretView(made.row, made.secret, livemode) };
    },

    listApiKeys: async ({ caller, query }) => {
      const page = await listApiKeys(db, caller().id, parsePageQuery(query));
      return { status: 200, body: { ...page, items: page.items.map((key) => apiKeyView(key, livemode)) } };
    },

    getApiKey: async ({ caller, params }) => {
      const key = await findApiKeyOf(db, caller().id, params.id);
      if (key === null) throw authProblems.apiKeyNotFound();
      return { status: 200, body: apiKeyView(key, livemode) };
    },

    listApiKeyEvents: async ({ caller, params, query }) => {
      const page = await listApiKeyEvents(db, caller().id, params.id, parsePageQuery(query));
      if (page === null) throw authProblems.apiKeyNotFound();
      return { status: 200, body: { ...page, items: page.items.map(apiKeyEventView) } };
    },

    revokeApiKey: async ({ caller, params }) => {
      if (!(await revokeApiKey(db, caller().id, params.id))) throw authProblems.apiKeyNotFound();
      // Every instance drops the key when the change's notification arrives; this one does not wait.
      liveKeys.forget(params.id);
      return { status: 204 };
    },

    rollApiKey: async ({ caller, params, body }) => {
      const overlap = body?.overlapSeconds ?? DEFAULT_ROLL_OVERLAP_SECONDS;
      const made = await rollApiKey(db, caller().id, params.id, overlap, livemode);
      if (made === null) throw authProblems.apiKeyNotFound();
      if (made === "limit") throw authProblems.apiKeyLimit(MAX_LIVE_KEYS_PER_USER);
      liveKeys.forget(params.id);
      return { status: 201, body: apiKeyWithSecretView(made.row, made.secret, livemode) };
    },

    listOAuthProviders: () => ({
      status: 200,
      body: {
        items: configuredProviders(settings).map((p) => ({
          id: p.id,
          name: p.name,
          protocol: p.protocol,
          startUrl: startPath(p.id),
        })),
      },
    }),

    startOAuthLogin: async ({ params, query, req, res }) => {
      const provider = providerNamed(params.provider);
      const returnTo = query.returnTo === undefined ? null : safeReturnTo(query.returnTo, origins);
      const configuration = await atProvider(req, params.provider, "discovery", () => configurationFor(provider));
      const login = await startLogin(db, { provider: provider.id, returnTo, withNonce: provider.protocol === "oidc" });
      const location = client.buildAuthorizationUrl(configuration, {
        redirect_uri: callbackUrl(provider.id),
        scope: provider.scope,
        state: login.state,
        code_challenge: login.codeChallenge,
        code_challenge_method: "S256",
        ...(login.nonce ? { nonce: login.nonce } : {}),
      });
      cookie.bind(res, login.state);
      return { status: 302, headers: { Location: location.href } };
    },

    completeOAuthLogin: async ({ params, query, req, res }) => {
      // Set before anything can fail: the error handler keeps headers already set, so every outcome clears it.
      cookie.release(res);
      const provider = providerNamed(params.provider);
      const state = String(query.state);
      // State first: an error or a code without a live state of ours is not our login (CSRF). Consuming
      // it before the cookie check also burns a callback URL that was opened in the wrong browser.
      const login = await consumeLogin(db, provider.id, state);
      if (!cookie.matches(req, state)) {
        throw authProblems.invalidState(
          "This sign-in was not started in this browser: it must be finished in the browser that started it. Start again.",
        );
      }
      /** Past the state check: the provider's answer, the code exchanged, the user signed in. */
      const finish = async () => {
        if (query.error !== undefined) throw authorizationError(query.error);
        if (!query.code) throw authProblems.missingCode("The callback carries neither a code nor an error.");

        const configuration = await atProvider(req, params.provider, "discovery", () => configurationFor(provider));
        // openid-client derives redirect_uri from this URL minus its query, so it must be the registered callback.
        const currentUrl = new URL(callbackUrl(provider.id));
        const queryStart = req.originalUrl.indexOf("?");
        currentUrl.search = queryStart >= 0 ? req.originalUrl.slice(queryStart) : "";
        const tokens = await atProvider(req, params.provider, "the token exchange", () =>
          client.authorizationCodeGrant(configuration, currentUrl, {
            pkceCodeVerifier: login.codeVerifier,
            expectedState: state,
            ...(login.nonce ? { expectedNonce: login.nonce } : {}),
          }),
        );
        const identity = await atProvider(req, params.provider, "the identity lookup", () =>
          fetchIdentity(provider, configuration, tokens),
        );

        const user = await userForIdentity(db, provider.id, identity, hooks.userCreated);
        const session = await signedIn(user, req);
        if (login.returnTo) {
          return { status: 302 as const, headers: { Location: returnLocation(login.returnTo, session) } };
        }
        return { status: 200 as const, body: authResponseView(user, session) };
      };
      // From here the login is this browser's own, so a `returnTo` given at start is where it ends, a
      // failure too: the page that started it says what went wrong instead of the browser showing JSON.
      try {
        return await finish();
      } catch (err) {
        if (login.returnTo === null || !(err instanceof HttpProblem)) throw err;
        return { status: 302, headers: { Location: returnFailure(login.returnTo, err.type, err.detail ?? err.title) } };
      }
    },
  };
};
