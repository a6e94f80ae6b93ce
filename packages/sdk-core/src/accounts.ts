import type { Call } from "./call.js";
import { type Api as AccountsApi, operations } from "./generated/operations.js";
import { method } from "./method.js";
import type { TokenSource } from "./request-options.js";

/** The accounts methods every client has under `auth`. */
export type Accounts = AccountsApi["auth"];

const tokenOf = (data: unknown): string | undefined => (data as { token?: string } | undefined)?.token;

/** The operations that sign the caller in: the client switches to the token they return. */
const SIGN_IN = new Set(["register", "login", "completeOAuthLogin"]);

/**
 * The accounts operations, with the login helpers' one extra: register, login and an identity
 * provider's callback switch the client to the token they return; sign-out-everywhere (which revokes
 * every token, this one included) forgets it.
 */
export const accountsApi = (call: Call, setToken: (token: TokenSource | undefined) => void): Accounts => {
  const methods: Record<string, unknown> = {};
  for (const [name, descriptor] of Object.entries(operations.auth)) {
    let after: ((data: unknown) => void) | undefined;
    if (name === "signOutEverywhere") after = () => setToken(undefined);
    else if (SIGN_IN.has(name)) {
      after = (data) => {
        const token = tokenOf(data);
        if (token) setToken(token);
      };
    }
    methods[name] = method(call, descriptor, after);
  }
  return methods as Accounts;
};
