import type { AuthenticatedUser } from "../../http/auth.ts";
import type { Schema } from "../../platform/operations.ts";

/** The caller as `GET /api/auth/me` shows them. */
export const userView = (user: AuthenticatedUser): Schema<"User"> => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  createdAt: user.created_at,
});

/** A sign-in's answer: the bearer token, when it expires, and whose it is. */
export const authResponseView = (
  user: { id: string; email: string },
  token: string,
  expiresAt: string,
): Schema<"AuthResponse"> => ({ token, expiresAt, user: { id: user.id, email: user.email } });
