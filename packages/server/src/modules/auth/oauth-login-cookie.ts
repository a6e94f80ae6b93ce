import type { Request, Response } from "express";
import type { Config } from "../../config.ts";
import { cookieValues } from "../../http/cookies.ts";
import { matchesSecret } from "../../http/webhook-hmac.ts";
import { STATE_TTL_SECONDS } from "./oauth-state.ts";

/**
 * Binds a login to the browser that started it (RFC 6749 §10.12, login CSRF). The state row alone says
 * "someone started this login", not "this browser did": without the binding an attacker could finish a
 * login with their own provider account and hand the callback URL to a victim, whose browser would
 * then hold the attacker's session. `start` sets an HttpOnly cookie holding the state; the callback
 * accepts the state only from a browser that sends that cookie back.
 *
 * Over https the cookie has the `__Host-` prefix, so browsers refuse it unless Secure, Path=/ and
 * without Domain: a sibling subdomain cannot plant one of its own (cookie tossing). Plain http
 * (development) cannot use the prefix. SameSite=Lax still sends it on the provider's top-level
 * redirect back to us.
 */
export type LoginCookie = {
  name: string;
  /** Remember in this browser that it started the login with this state. */
  bind(res: Response, state: string): void;
  /** Forget it: every callback outcome uses up the login, so the cookie has nothing left to prove. */
  release(res: Response): void;
  /** Whether the request comes from the browser that started the login with this state. */
  matches(req: Request, state: string): boolean;
};

export const loginCookie = (config: Config): LoginCookie => {
  const secure = new URL(config.publicBaseUrl).protocol === "https:";
  const name = secure ? "__Host-tp_oauth" : "tp_oauth";
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return {
    name,
    bind: (res, state) => {
      res.append("Set-Cookie", `${name}=${state}; Max-Age=${STATE_TTL_SECONDS}; ${attributes}`);
    },
    release: (res) => {
      res.append("Set-Cookie", `${name}=; Max-Age=0; ${attributes}`);
    },
    matches: (req, state) =>
      matchesSecret(
        state,
        cookieValues(req.headers.cookie, name).filter((value) => value.length > 0),
      ),
  };
};
