import { type Api as AccountsApi, operations } from "./generated/operations.js";
import type { TokenSource } from "./request-options.js";

/** The accounts methods every client has under `auth` (register, login, me, …). */
export type Accounts = AccountsApi;

/** The accounts operations, by client method (`auth.login`, …). */
export const accountsOperations = operations;

/** The methods that sign the caller in: the client switches to the token they return. */
export const SIGN_IN_METHODS = ["auth.register", "auth.login", "auth.oauth.complete"] as const;
/** The method that revokes every token, the client's included: the client forgets its token. */
export const SIGN_OUT_METHOD = "auth.signOutEverywhere";

/**
 * What runs after a successful accounts call: register, login and an identity provider's callback
 * switch the client to the token they return; sign-out-everywhere forgets it.
 */
export const accountsHooks = (
  setToken: (token: TokenSource | undefined) => void,
): Record<string, (data: unknown) => void> => {
  const signIn = (data: unknown) => {
    const token = (data as { token?: string } | undefined)?.token;
    if (token) setToken(token);
  };
  const hooks: Record<string, (data: unknown) => void> = { [SIGN_OUT_METHOD]: () => setToken(undefined) };
  for (const name of SIGN_IN_METHODS) hooks[name] = signIn;
  return hooks;
};
