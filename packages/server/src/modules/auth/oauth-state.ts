import { createHash } from "node:crypto";
import * as client from "openid-client";
import { type CommonQueryMethods, sql } from "slonik";
import { newOauthStateId } from "./ids.ts";
import { authProblems } from "./problems.ts";

/** How long a started login may take before its callback is refused. */
export const STATE_TTL_SECONDS = 600;

/** Only the hash is stored: reading the table does not yield states an attacker could complete. */
export const hashState = (state: string): string => createHash("sha256").update(state).digest("hex");

export type StartedLogin = {
  state: string;
  codeChallenge: string;
  nonce: string | null;
};

export type ConsumedLogin = {
  codeVerifier: string;
  nonce: string | null;
  returnTo: string | null;
};

/**
 * Record a login in progress: a random state, a PKCE verifier (S256) and, for OpenID Connect, a nonce.
 * Kept in PostgreSQL so the callback may reach any instance, even after a restart.
 */
export const startLogin = async (
  db: CommonQueryMethods,
  input: { provider: string; returnTo: string | null; withNonce: boolean },
): Promise<StartedLogin> => {
  const state = client.randomState();
  const codeVerifier = client.randomPKCECodeVerifier();
  const nonce = input.withNonce ? client.randomNonce() : null;
  // Abandoned logins are swept here; expired rows linger an hour so a late callback hears "expired".
  await db.query(sql.unsafe`DELETE FROM oauth_states WHERE expires_at < now() - interval '1 hour'`);
  await db.query(sql.unsafe`
    INSERT INTO oauth_states (id, state_hash, provider, code_verifier, nonce, return_to, expires_at)
    VALUES (${newOauthStateId()}, ${hashState(state)}, ${input.provider}, ${codeVerifier}, ${nonce},
            ${input.returnTo}, now() + ${STATE_TTL_SECONDS}::int * interval '1 second')`);
  return { state, codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier), nonce };
};

type StateRow = { code_verifier: string; nonce: string | null; return_to: string | null; live: boolean };

/**
 * Take a login back by its state: deleted in the same statement that reads it, so it is single use
 * even when two callbacks race. A state of another provider, an unknown one, a used one or an expired
 * one is a 400.
 */
export const consumeLogin = async (db: CommonQueryMethods, provider: string, state: string): Promise<ConsumedLogin> => {
  const row = (await db.maybeOne(sql.unsafe`
    DELETE FROM oauth_states WHERE state_hash = ${hashState(state)} AND provider = ${provider}
    RETURNING code_verifier, nonce, return_to, expires_at > now() AS live`)) as StateRow | null;
  if (!row) throw authProblems.invalidState("The state is unknown, was already used, or belongs to another provider.");
  if (!row.live) throw authProblems.invalidState("The login took longer than 10 minutes and has expired.");
  return { codeVerifier: row.code_verifier, nonce: row.nonce, returnTo: row.return_to };
};
