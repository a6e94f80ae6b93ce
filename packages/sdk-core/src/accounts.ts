import { type Api as AccountsApi, operations } from "./generated/operations.js";
import type { SessionTokens, TokenSource } from "./request-options.js";

/** The accounts methods every client has under `auth` (register, login, me, …). */
export type Accounts = AccountsApi;

/** The accounts operations, by client method (`auth.login`, …). */
export const accountsOperations = operations;

/**
 * The methods that give the caller a session's tokens: the client switches to them (a refresh is one too).
 */
export const SIGN_IN_METHODS = ["auth.register", "auth.login", "auth.oauth.complete", "auth.refresh"] as const;
/** The methods that end the client's session: the client forgets its tokens. */
export const SIGN_OUT_METHODS = ["auth.signOut", "auth.signOutEverywhere"] as const;

/**
 * What runs after a successful accounts call: a sign-in (or refresh) switches the client to the tokens it
 * returns; signing out forgets them.
 */
export const accountsHooks = (
  setToken: (token: TokenSource | undefined) => void,
  setSession: (tokens: SessionTokens | undefined) => void,
): Record<string, (data: unknown) => void> => {
  const signIn = (data: unknown) => {
    const answer = data as Partial<SessionTokens> | undefined;
    if (!answer?.token) return;
    if (answer.refreshToken && answer.expiresAt) {
      setSession({ token: answer.token, refreshToken: answer.refreshToken, expiresAt: answer.expiresAt });
    } else setToken(answer.token);
  };
  const hooks: Record<string, (data: unknown) => void> = {};
  for (const name of SIGN_OUT_METHODS) hooks[name] = () => setSession(undefined);
  for (const name of SIGN_IN_METHODS) hooks[name] = signIn;
  return hooks;
};
