import { type CommonQueryMethods, sql, UniqueIntegrityConstraintViolationError } from "slonik";
import { newId } from "../../ids.ts";
import { NATIVE_UNIT } from "../../money.ts";
import { claimPendingEarnings } from "../earnings/credit.ts";

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

/**
 * Create a user and their default wallet account in one transaction. The unique index on lower(email)
 * decides races between two registrations of the same address.
 */
export const createUser = async (
  db: CommonQueryMethods,
  input: { email: string; name: string; passwordHash: string | null },
): Promise<UserRow> => {
  try {
    return await db.transaction(async (tx) => {
      const user = (await tx.one(sql.unsafe`
        INSERT INTO users (id, email, name, password_hash)
        VALUES (${newId("user")}, ${input.email}, ${input.name}, ${input.passwordHash})
        RETURNING ${COLUMNS}`)) as UserRow;
      const accountId = newId("account");
      await tx.query(sql.unsafe`
        INSERT INTO accounts (id, owner_id, currency, is_default)
        VALUES (${accountId}, ${user.id}, ${NATIVE_UNIT.code}, true)`);
      // Partner earnings reported for this email before the user existed: credited now (earnings/credit.ts).
      await claimPendingEarnings(tx, { userId: user.id, email: user.email, accountId });
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
