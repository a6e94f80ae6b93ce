import type { AuthenticatedUser } from "../../http/auth.ts";
import type { Schema } from "../../platform/operations.ts";
import { type ApiKeyEventRow, type ApiKeyRow, isLive } from "./api-keys.ts";

/** The caller as `GET /api/auth/me` shows them. */
export const userView = (user: AuthenticatedUser): Schema<"User"> => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  createdAt: user.created_at,
});

/** A sign-in's answer: the access token, when it expires, the session's refresh token, and whose they are. */
export const authResponseView = (
  user: { id: string; email: string },
  session: { token: string; expiresAt: string; expiresIn: number; refreshToken: string },
): Schema<"AuthResponse"> => ({
  token: session.token,
  expiresAt: session.expiresAt,
  expiresIn: session.expiresIn,
  refreshToken: session.refreshToken,
  user: { id: user.id, email: user.email },
});

/** A key as its owner sees it: never the secret, only its prefix and last four characters. */
export const apiKeyView = (key: ApiKeyRow, livemode: boolean): Schema<"ApiKey"> => ({
  id: key.id,
  livemode,
  name: key.name,
  prefix: key.prefix,
  lastFour: key.last_four,
  scopes: [...key.scopes],
  status: key.revoked_at !== null ? "revoked" : isLive(key) ? "active" : "expired",
  createdAt: key.created_at,
  expiresAt: key.expires_at,
  lastUsedAt: key.last_used_at,
  revokedAt: key.revoked_at,
  rateLimitPerMinute: key.rate_limit_per_minute,
  rolledFrom: key.rolled_from,
});

/** A key in the answer that made it: with its secret, this once. */
export const apiKeyWithSecretView = (
  key: ApiKeyRow,
  secret: string,
  livemode: boolean,
): Schema<"ApiKeyWithSecret"> => ({
  ...apiKeyView(key, livemode),
  key: secret,
});

/** An entry of a key's audit. */
export const apiKeyEventView = (event: ApiKeyEventRow): Schema<"ApiKeyEvent"> => ({
  id: event.id,
  kind: event.kind,
  detail: event.detail,
  createdAt: event.created_at,
});
