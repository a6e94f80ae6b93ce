import { type Request, Router } from "express";
import * as client from "openid-client";
import type { AppContext } from "../../context.ts";
import { userForIdentity } from "./oauth-accounts.ts";
import { fetchIdentity } from "./oauth-identity.ts";
import { loginCookie } from "./oauth-login-cookie.ts";
import { authorizationError, oauthProblems, providerProblem } from "./oauth-problems.ts";
import {
  type ConfiguredProvider,
  configuredProviders,
  findProvider,
  providerConfigurations,
} from "./oauth-providers.ts";
import { returnLocation, safeReturnTo, trustedOrigins } from "./oauth-return-to.ts";
import { consumeLogin, startLogin } from "./oauth-state.ts";
import { issueToken } from "./tokens.ts";

/**
 * Login with an external identity provider: OAuth 2 authorization code with PKCE (S256) and state,
 * plus a nonce for OpenID Connect. `start` redirects to the provider; the provider redirects the
 * browser to `callback`, which exchanges the code, links or creates the user and answers like login.
 */
export const oauthRouter = (ctx: AppContext): Router => {
  const router = Router();
  const { config, db } = ctx;
  const configurationFor = providerConfigurations();
  const origins = trustedOrigins(config);
  const cookie = loginCookie(config);

  const startPath = (id: string) => `/api/auth/oauth/${id}/start`;
  /** Must be registered at the provider exactly like this; PUBLIC_BASE_URL is the address browsers use. */
  const callbackUrl = (id: string) => `${config.publicBaseUrl}/api/auth/oauth/${id}/callback`;

  const providerFrom = (req: Request): ConfiguredProvider => {
    const id = String(req.params.provider);
    const provider = findProvider(config, id);
    if (!provider) throw oauthProblems.unknownProvider(id);
    return provider;
  };

  /** Run a step that talks to the provider; whatever it throws becomes a 400/403/502 problem, never a 500. */
  const atProvider = async <T>(req: Request, step: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      const problem = providerProblem(err, step);
      // Not the error object itself: openid-client errors can carry response bodies with tokens in them.
      const { name, message, code } = (err ?? {}) as { name?: string; message?: string; code?: unknown };
      req.log?.warn(
        { provider: req.params.provider, step, status: problem.status, error: { name, message, code } },
        "identity provider step failed",
      );
      throw problem;
    }
  };

  router.get("/api/auth/oauth/providers", (_req, res) => {
    res.json({
      items: configuredProviders(config).map((p) => ({
        id: p.id,
        name: p.name,
        protocol: p.protocol,
        startUrl: startPath(p.id),
      })),
    });
  });

  router.get("/api/auth/oauth/:provider/start", async (req, res) => {
    const provider = providerFrom(req);
    const rawReturnTo = req.query.returnTo;
    const returnTo = typeof rawReturnTo === "string" ? safeReturnTo(rawReturnTo, origins) : null;
    const configuration = await atProvider(req, "discovery", () => configurationFor(provider));
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
    res.redirect(302, location.href);
  });

  router.get("/api/auth/oauth/:provider/callback", async (req, res) => {
    // Set before anything can fail: the error handler keeps headers already set, so every outcome clears it.
    cookie.release(res);
    const provider = providerFrom(req);
    const query = req.query as Record<string, string | undefined>;
    const state = String(query.state);
    // State first: an error or a code without a live state of ours is not our login (CSRF). Consuming
    // it before the cookie check also burns a callback URL that was opened in the wrong browser.
    const login = await consumeLogin(db, provider.id, state);
    if (!cookie.matches(req, state)) {
      throw oauthProblems.invalidState(
        "This sign-in was not started in this browser: it must be finished in the browser that started it. Start again.",
      );
    }
    if (query.error !== undefined) throw authorizationError(query.error);
    if (!query.code) throw oauthProblems.missingCode("The callback carries neither a code nor an error.");

    const configuration = await atProvider(req, "discovery", () => configurationFor(provider));
    // openid-client derives redirect_uri from this URL minus its query, so it must be the registered callback.
    const currentUrl = new URL(callbackUrl(provider.id));
    const queryStart = req.originalUrl.indexOf("?");
    currentUrl.search = queryStart >= 0 ? req.originalUrl.slice(queryStart) : "";
    const tokens = await atProvider(req, "the token exchange", () =>
      client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: login.codeVerifier,
        expectedState: state,
        ...(login.nonce ? { expectedNonce: login.nonce } : {}),
      }),
    );
    const identity = await atProvider(req, "the identity lookup", () => fetchIdentity(provider, configuration, tokens));

    const user = await userForIdentity(db, provider.id, identity);
    const { token, expiresAt } = await issueToken(
      { userId: user.id, version: user.token_version },
      config.jwtSecret,
      config.jwtTtlSeconds,
    );
    if (login.returnTo) {
      res.redirect(302, returnLocation(login.returnTo, { token, expiresAt }));
      return;
    }
    res.json({ token, expiresAt, user: { id: user.id, email: user.email } });
  });

  return router;
};
