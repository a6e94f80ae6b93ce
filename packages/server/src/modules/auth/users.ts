import { type CommonQueryMethods, type DatabasePool, sql, UniqueIntegrityConstraintViolationError } from "slonik";
import type { HookBus } from "../../platform/module.ts";
import { newRoleChangeId, newUserId } from "./ids.ts";

export type UserRow = {
  id: string;
  email: string;
  name: string;
  role: "user" | "admin";
  password_hash: string | null;
  token_version: number;
  created_at: string;
};

export class EmailTaken extends Error {}

const COLUMNS = sql.fragment`id, email, name, role, password_hash, token_version, created_at`;

export const findUserById = (db: CommonQueryMethods, id: string): Promise<UserRow | null> =>
  db.maybeOne(sql.unsafe`SELECT ${COLUMNS} FROM users WHERE id = ${id}`) as Promise<UserRow | null>;

export const findUserByEmail = (db: CommonQueryMethods, email: string): Promise<UserRow | null> =>
  db.maybeOne(sql.unsafe`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower(${email})`) as Promise<UserRow | null>;

/** Runs every module's hooks for a new user (the ledger opens the default account, earnings credits what waited). */
export type UserCreated = HookBus["userCreated"];

/**
 * Create a user in one transaction with whatever other modules do for a new user (`userCreated`: the
 * default wallet account, partner earnings reported for the email before the user existed). The unique
 * index on lower(email) decides races between two registrations of the same address.
 */
export const createUser = async (
  db: CommonQueryMethods,
  input: { email: string; name: string; passwordHash: string | null },
  userCreated: UserCreated,
): Promise<UserRow> => {
  try {
    return await db.transaction(async (tx) => {
      const user = (await tx.one(sql.unsafe`
        INSERT INTO users (id, email, name, password_hash)
        VALUES (${newUserId()}, ${input.email}, ${input.name}, ${input.passwordHash})
        RETURNING ${COLUMNS}`)) as UserRow;
      await userCreated(tx, { id: user.id, email: user.email });
      return user;
    });
  } catch (err) {
    if (err instanceof UniqueIntegrityConstraintViolationError) throw new EmailTaken();
    throw err;
  }
};

export const bumpTokenVersion = async (db: CommonQueryMethods, id: string): Promise<number> =>
  Number(
    await db.oneFirst(
      sql.unsafe`UPDATE users SET token_version = token_version + 1 WHERE id = ${id} RETURNING token_version`,
    ),
  );

export type Role = "user" | "admin";

/**
 * Sets a user's role and records the change (role_changes), in one transaction; the user's row is locked
 * so two changes are recorded in the order they happened. Null when no user has this id. A role set to
 * what it already is changes nothing and records nothing.
 */
export const setRole = (
  db: DatabasePool,
  change: { userId: string; role: Role; by: string | null; via: "cli" | "api" },
): Promise<{ user: UserRow; from: Role } | null> =>
  db.transaction(async (tx) => {
    const before = (await tx.maybeOne(sql.unsafe`
      SELECT role FROM users WHERE id = ${change.userId} FOR UPDATE`)) as { role: Role } | null;
    if (before === null) return null;
    if (before.role !== change.role) {
      await tx.query(sql.unsafe`UPDATE users SET role = ${change.role} WHERE id = ${change.userId}`);
      await tx.query(sql.unsafe`
        INSERT INTO role_changes (id, user_id, from_role, to_role, changed_by, via)
        VALUES (${newRoleChangeId()}, ${change.userId}, ${before.role}, ${change.role}, ${change.by}, ${change.via})`);
    }
    const user = await findUserById(tx, change.userId);
    return user === null ? null : { user, from: before.role };
  });
