import type { BearerAuthenticator } from "../../http/auth.ts";
import { unauthorized } from "../../http/problem.ts";
import type { LiveUsers } from "./live-users.ts";
import { readToken, TokenError } from "./tokens.ts";

/**
 * The validator's bearer authentication (http/auth.ts): the token's signature and expiry, then the
 * user's current token version (from the live-users cache, which drops a user the moment the database
 * changes it), so a revoked token is refused at once.
 */
export const bearerAuthenticator =
  (users: LiveUsers, secret: Uint8Array): BearerAuthenticator =>
  async (token) => {
    let claims: ReturnType<typeof readToken>;
    try {
      claims = readToken(token, secret);
    } catch (err) {
      if (err instanceof TokenError) throw unauthorized(err.message);
      throw err;
    }
    const user = await users.get(claims.userId);
    if (!user || user.token_version !== claims.version) throw unauthorized("The token has been revoked.");
    return { id: user.id, email: user.email, name: user.name, role: user.role, created_at: user.created_at };
  };
