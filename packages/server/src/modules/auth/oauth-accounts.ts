import { type CommonQueryMethods, sql } from "slonik";
import { newOauthIdentityId } from "./ids.ts";
import type { ProviderIdentity } from "./oauth-identity.ts";
import { authProblems } from "./problems.ts";
import { createUser, EmailTaken, findUserByEmail, findUserById, type UserCreated, type UserRow } from "./users.ts";

const linkedUserId = async (db: CommonQueryMethods, provider: string, subject: string): Promise<string | null> =>
  (await db.maybeOneFirst(
    sql.unsafe`SELECT user_id FROM oauth_identities WHERE provider = ${provider} AND subject = ${subject}`,
  )) as string | null;

/**
 * Account pre-hijacking: registration does not prove the email belongs to whoever registered it, so
 * a password account may have been made by someone else in wait for the owner's first provider login.
 * Joining the provider identity to it would give that someone a password into the owner's account.
 * Only users without a password (made by another provider, which verified the email) are joined.
 */
const linkable = (user: UserRow): UserRow => {
  if (user.password_hash !== null) {
    throw authProblems.emailInUse(
      "An account with this email address already exists. Sign in with its password instead.",
    );
  }
  return user;
};

/** The user with this (verified) email, created with their default wallet account when there is none. */
const userForEmail = async (
  db: CommonQueryMethods,
  identity: ProviderIdentity,
  userCreated: UserCreated,
): Promise<UserRow> => {
  const existing = await findUserByEmail(db, identity.email);
  if (existing) return linkable(existing);
  try {
    return await createUser(db, { email: identity.email, name: identity.name, passwordHash: null }, userCreated);
  } catch (err) {
    // A registration (or a parallel callback) took the email a moment ago: that user, if it may be joined.
    if (!(err instanceof EmailTaken)) throw err;
    const winner = await findUserByEmail(db, identity.email);
    if (!winner) throw err;
    return linkable(winner);
  }
};

/**
 * The user a provider account signs in as. A known (provider, subject) pair keeps its user even when
 * the email at the provider changes. A new pair is linked to the password-less user with the same
 * email, compared case-insensitively, or to a new user; a password user with that email is a 409 (see
 * `linkable`). The unique (provider, subject) key settles concurrent first logins: whoever inserts
 * first wins and everyone reads the winner back.
 */
export const userForIdentity = async (
  db: CommonQueryMethods,
  provider: string,
  identity: ProviderIdentity,
  userCreated: UserCreated,
): Promise<UserRow> => {
  let userId = await linkedUserId(db, provider, identity.subject);
  if (userId) {
    await db.query(sql.unsafe`
      UPDATE oauth_identities SET email = ${identity.email}, last_login_at = now()
      WHERE provider = ${provider} AND subject = ${identity.subject}`);
  } else {
    const user = await userForEmail(db, identity, userCreated);
    await db.query(sql.unsafe`
      INSERT INTO oauth_identities (id, provider, subject, user_id, email)
      VALUES (${newOauthIdentityId()}, ${provider}, ${identity.subject}, ${user.id}, ${identity.email})
      ON CONFLICT (provider, subject) DO NOTHING`);
    userId = await linkedUserId(db, provider, identity.subject);
  }
  const user = userId ? await findUserById(db, userId) : null;
  if (!user) throw new Error("linked user vanished");
  return user;
};
