import type { Request } from "express";
import { forbidden, unauthorized } from "./problem.ts";

/** What an API key (rather than a session) brings to a request: which key, what it may call, its own budget. */
export type ApiKeyCredential = {
  id: string;
  scopes: ReadonlySet<string>;
  /** The key's own requests per minute, or null to count on its owner's budget. */
  rateLimitPerMinute: number | null;
  /** Told when the key is refused for a scope it lacks (the owner's audit). */
  refused?: (scope: string) => void;
};

/** The caller a bearer token stands for, as routes see it (`req.user`). */
export type AuthenticatedUser = {
  id: string;
  email: string;
  name: string;
  role: "user" | "admin";
  created_at: string;
  /** Set when the bearer was an API key: the request may do only what its scopes allow. */
  apiKey?: ApiKeyCredential;
  /** The session a session's access token belongs to (absent for API keys and tokens older than sessions). */
  sessionId?: string;
};

/**
 * Resolves a bearer token to the live user it stands for. A token the caller got wrong (malformed, bad
 * signature, expired, revoked) throws a 401 HttpProblem saying why; any other error (the database) is
 * ours, and the validator answers it as such. The auth module implements it; app.ts wires it in, so
 * nothing here depends on how tokens or users are kept.
 */
export type BearerAuthenticator = (token: string) => Promise<AuthenticatedUser>;

declare global {
  namespace Express {
    interface Request {
      user?: AuthenticatedUser;
    }
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i;

/** The request's `Authorization: Bearer` token, resolved to a live user by `verify`. */
export const authenticate = async (req: Request, verify: BearerAuthenticator): Promise<AuthenticatedUser> => {
  const header = req.get("authorization");
  const match = header ? BEARER.exec(header) : null;
  if (!match) throw unauthorized("Send `Authorization: Bearer <token>`.");
  return verify(match[1]!);
};

/**
 * Whether the credential may call an operation of scope `scope` (the contract's `x-scope`): a session may
 * call every one; a key only those its scopes hold, and never a `session` operation. 403 otherwise.
 */
export const checkScope = (user: AuthenticatedUser, scope: string | undefined): void => {
  const key = user.apiKey;
  if (key === undefined || scope === undefined) return;
  if (scope === "session") {
    throw forbidden("Only a signed-in session may do this, not an API key.", {
      type: "session-required",
      title: "Session required",
    });
  }
  if (!key.scopes.has(scope)) {
    key.refused?.(scope);
    throw forbidden(`This API key lacks the scope \`${scope}\` this operation needs.`, {
      type: "insufficient-scope",
      title: "Insufficient scope",
      extensions: { scope },
    });
  }
};

/** The authenticated caller; routes behind `bearerAuth` in the contract always have one. */
export const caller = (req: Request): AuthenticatedUser => {
  if (!req.user) throw unauthorized("Authentication required.");
  return req.user;
};

/** Operators only (`users.role = 'admin'`, read with the token on every request): 403 `admin-only` for anyone else. */
export const requireAdmin = (user: AuthenticatedUser, what: string): AuthenticatedUser => {
  if (user.role !== "admin") {
    throw forbidden(`Only operators (role admin) ${what}.`, { type: "admin-only", title: "Admin only" });
  }
  return user;
};
