import { type CommonQueryMethods, sql } from "slonik";
import { newId } from "../../ids.ts";
import type { ProviderIdentity } from "./oauth-identity.ts";
import { createUser, EmailTaken, findUserByEmail, findUserById, type UserRow } from "./users.ts";

const linkedUserId = async (db: CommonQueryMethods, provider: string, subject: string): Promise<string | null> =>
  (await db.maybeOneFirst(
    sql.unsafe`SELECT user_id FROM oauth_identities WHERE provider = ${provider} AND subject = ${subject}`,
  )) as string | null;

/** The user with this (verified) email, created with their default wallet account when there is none. */
const userForEmail = async (db: CommonQueryMethods, identity: ProviderIdentity): Promise<UserRow> => {
  const existing = await findUserByEmail(db, identity.email);
  if (existing) return existing;
  try {
    return await createUser(db, { email: identity.email, name: identity.name, passwordHash: null });
  } catch (err) {
    // A registration (or a parallel callback) took the email a moment ago: use that user.
    if (!(err instanceof EmailTaken)) throw err;
    const winner = await findUserByEmail(db, identity.email);
    if (!winner) throw err;
    return winner;
  }
};

/**
 * The user a provider account signs in as. A known (provider, subject) pair keeps its user even when
 * the email at the provider changes; a new pair is linked to the user with the same email, compared
 * case-insensitively, or to a new user. The unique (provider, subject) key settles concurrent first
 * logins: whoever inserts first wins and everyone reads the winner back.
 */
export const userForIdentity = async (
  db: CommonQueryMethods,
  provider: string,
  identity: ProviderIdentity,
): Promise<UserRow> => {
  let userId = await linkedUserId(db, provider, identity.subject);
  if (userId) {
    await db.query(sql.unsafe`
      UPDATE oauth_identities SET email = ${identity.email}, last_login_at = now()
      WHERE provider = ${provider} AND subject = ${identity.subject}`);
  } else {
    const user = await userForEmail(db, identity);
    await db.query(sql.unsafe`
      INSERT INTO oauth_identities (id, provider, subject, user_id, email)
      VALUES (${newId("oauthIdentity")}, ${provider}, ${identity.subject}, ${user.id}, ${identity.email})
      ON CONFLICT (provider, subject) DO NOTHING`);
    userId = await linkedUserId(db, provider, identity.subject);
  }
  const user = userId ? await findUserById(db, userId) : null;
  if (!user) throw new Error("linked user vanished");
  return user;
};
