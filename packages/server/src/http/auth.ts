import type { Request } from "express";
import type { LiveUsers } from "../modules/auth/live-users.ts";
import { readToken, TokenError } from "../modules/auth/tokens.ts";
import type { UserRow } from "../modules/auth/users.ts";
import { unauthorized } from "./problem.ts";

export type AuthenticatedUser = Pick<UserRow, "id" | "email" | "name" | "role" | "created_at">;

declare global {
  namespace Express {
    interface Request {
      user?: AuthenticatedUser;
    }
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i;

/**
 * Resolve the bearer token to a live user: signature, expiry, and the user's current token version
 * (from the live-users cache, which drops a user the moment the database changes it).
 */
export const authenticate = async (req: Request, users: LiveUsers, secret: Uint8Array): Promise<AuthenticatedUser> => {
  const header = req.get("authorization");
  const match = header ? BEARER.exec(header) : null;
  if (!match) throw unauthorized("Send `Authorization: Bearer <token>`.");
  let claims: ReturnType<typeof readToken>;
  try {
    claims = readToken(match[1]!, secret);
  } catch (err) {
    if (err instanceof TokenError) throw unauthorized(err.message);
    throw err;
  }
  const user = await users.get(claims.userId);
  if (!user || user.token_version !== claims.version) throw unauthorized("The token has been revoked.");
  return { id: user.id, email: user.email, name: user.name, role: user.role, created_at: user.created_at };
};

/** The authenticated caller; routes behind `bearerAuth` in the contract always have one. */
export const caller = (req: Request): AuthenticatedUser => {
  if (!req.user) throw unauthorized("Authentication required.");
  return req.user;
};
