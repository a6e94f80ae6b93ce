import type { Logger } from "pino";
import type { CommonQueryMethods } from "slonik";
import type { ApiKeyCredential, AuthenticatedUser, BearerAuthenticator } from "../../http/auth.ts";
import { unauthorized } from "../../http/problem.ts";
import type { MetricsRegistry } from "../../observability/metrics.ts";
import { setRecent } from "../../recent-map.ts";
import { type KeyForAuthentication, type LiveApiKeys, recordScopeRefusal, touchApiKey } from "./api-keys.ts";
import type { LiveUsers } from "./live-users.ts";
import { isAcceptableKey, looksLikeApiKey, modeOfApiKey, secretDigest } from "./secret-format.ts";
import { type LiveSessions, touchSession } from "./sessions.ts";
import { readToken, TokenError } from "./tokens.ts";
import type { UserRow } from "./users.ts";

/** How often a key's `lastUsedAt` is written, and a refusal for one scope audited, at most. */
const NOTE_EVERY_MS = 60_000;

const userOf = (user: UserRow): AuthenticatedUser => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  created_at: user.created_at,
});

/**
 * The validator's bearer authentication (http/auth.ts). A session's token: its signature and expiry, then
 * the user's current token version (from the live-users cache, which drops a user the moment the database
 * changes it), so a revoked token is refused at once. An API key (`tpk_…`): its checksum and its mode
 * (a `tpk_test_` key on a live server, or the reverse, is refused with a message saying so), then the live
 * key its digest names (live-api-keys, dropped the same way when revoked) and its owner; a carried-over
 * `mk_live_` merchant key is looked up the same way. Unknown, revoked and expired keys get the same answer
 * after the same work: one lookup each.
 */
export const bearerAuthenticator = (deps: {
  users: LiveUsers;
  keys: LiveApiKeys;
  sessions: LiveSessions;
  secret: Uint8Array;
  db: CommonQueryMethods;
  logger: Logger;
  metrics?: MetricsRegistry;
  /** The deployment's mode: a key whose prefix names the other one is refused before any lookup. */
  livemode: boolean;
}): BearerAuthenticator => {
  const { users, keys, sessions, secret, db, logger } = deps;
  const counter = deps.metrics?.counter({
    name: "trustplane_api_key_authentications_total",
    help: "Requests that sent an API key, by outcome: ok, malformed (not a key's format or checksum), refused (unknown, revoked or expired), no_user (its owner is gone).",
    labelNames: ["outcome"],
  });
  const outcome = {
    ok: counter?.bind({ outcome: "ok" }),
    malformed: counter?.bind({ outcome: "malformed" }),
    refused: counter?.bind({ outcome: "refused" }),
    noUser: counter?.bind({ outcome: "no_user" }),
  };
  /** When each key's use and each refused scope was last noted (bounded, oldest dropped). */
  const noted = new Map<string, number>();
  const dueToNote = (what: string): boolean => {
    const now = Date.now();
    const last = noted.get(what);
    if (last !== undefined && now - last < NOTE_EVERY_MS) return false;
    setRecent(noted, what, now, 50_000);
    return true;
  };
  /** Off the request's path: a failure is logged, never answered. */
  const inBackground = (work: () => Promise<void>, what: string) => {
    setImmediate(() => {
      work().catch((err: unknown) => logger.warn({ err }, what));
    });
  };
  /** One credential object per key as cached (its scopes a Set built once). */
  const credentials = new WeakMap<KeyForAuthentication, ApiKeyCredential>();
  const credentialOf = (key: KeyForAuthentication): ApiKeyCredential => {
    let credential = credentials.get(key);
    if (!credential) {
      credential = {
        id: key.id,
        scopes: new Set(key.scopes),
        rateLimitPerMinute: key.rate_limit_per_minute,
        refused: (scope) => {
          if (dueToNote(`${key.id} ${scope}`)) {
            inBackground(() => recordScopeRefusal(db, key.id, key.user_id, scope), "could not audit a scope refusal");
          }
        },
      };
      credentials.set(key, credential);
    }
    return credential;
  };
  const notAKey = () => unauthorized("The API key is not valid: unknown, revoked or expired.");

  const authenticateKey = async (token: string): Promise<AuthenticatedUser> => {
    if (!isAcceptableKey(token)) {
      outcome.malformed?.inc();
      throw notAKey();
    }
    const mode = modeOfApiKey(token);
    if (mode !== undefined && mode !== deps.livemode) {
      outcome.refused?.inc();
      throw unauthorized(
        mode
          ? "This is a live-mode API key (tpk_live_…) and this server is in test mode: use a key made here."
          : "This is a test-mode API key (tpk_test_…) and this server moves real money (live mode): use a live key.",
      );
    }
    const key = await keys.find(secretDigest(token));
    if (key === null) {
      outcome.refused?.inc();
      throw notAKey();
    }
    const user = await users.get(key.user_id);
    if (!user) {
      outcome.noUser?.inc();
      throw notAKey();
    }
    outcome.ok?.inc();
    if (dueToNote(key.id)) inBackground(() => touchApiKey(db, key.id), "could not note an API key's use");
    return { ...userOf(user), apiKey: credentialOf(key) };
  };

  return async (token) => {
    if (looksLikeApiKey(token)) return authenticateKey(token);
    let claims: ReturnType<typeof readToken>;
    try {
      claims = readToken(token, secret);
    } catch (err) {
      if (err instanceof TokenError) {
        throw unauthorized(err.message, { type: err.expired ? "token-expired" : "unauthorized" });
      }
      throw err;
    }
    const user = await users.get(claims.userId);
    if (!user || user.token_version !== claims.version) throw unauthorized("The token has been revoked.");
    const { sessionId } = claims;
    if (sessionId === undefined) return userOf(user);
    if (!(await sessions.isLive(sessionId, user.id))) throw unauthorized("The session has ended.");
    if (dueToNote(sessionId)) inBackground(() => touchSession(db, sessionId), "could not note a session's use");
    return { ...userOf(user), sessionId };
  };
};
