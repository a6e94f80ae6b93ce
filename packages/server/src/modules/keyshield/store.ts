import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import { lockForTransaction } from "../../db/advisory-lock.ts";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { idMinter } from "../../ids.ts";
import { fetchPage } from "../../persistence/pages.ts";
import { keyView } from "./presenters.ts";

/** The contract's `KeyshieldKind`. */
export type KeyKind = "ed25519" | "secret-256";
export type AuditOperation = "derive" | "recover" | "rotate" | "retire";

/** The contract's `KeyshieldKey`. */
export type KeyView = {
  id: string;
  kind: KeyKind;
  label: string | null;
  publicKey: string | null;
  threshold: number;
  shares: number;
  epoch: number;
  createdAt: string;
  rotatedAt: string | null;
  retiredAt: string | null;
};

/** A key with what opening it needs (never answered). */
export type StoredKey = KeyView & { sealed: Buffer; fingerprints: Buffer; publicKeyBytes: Buffer | null };

/** The contract's `KeyshieldAuditEntry`. */
export type AuditEntry = {
  id: string;
  keyId: string;
  userId: string;
  operation: AuditOperation;
  epoch: number;
  outcome: "succeeded" | "refused";
  code: string | null;
  requestId: string | null;
  createdAt: string;
};

/** The id prefixes the keyshield module mints (checked unique across modules at start-up). */
export const KEYSHIELD_IDS = { "keyshield-key": "ksk", "keyshield-audit": "ksa" } as const;

export const newKeyId = idMinter(KEYSHIELD_IDS["keyshield-key"]);
const newAuditId = idMinter(KEYSHIELD_IDS["keyshield-audit"]);

const ISO_MS = sql.fragment`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

type KeyRow = {
  id: string;
  kind: KeyKind;
  label: string | null;
  public_key: Buffer | null;
  threshold: number;
  shares: number;
  epoch: number;
  secret_sealed: Buffer;
  share_fingerprints: Buffer;
  created_at: string;
  rotated_at: string | null;
  retired_at: string | null;
};

const KEY_COLUMNS = sql.fragment`
  id, kind, label, public_key, threshold, shares, epoch, secret_sealed, share_fingerprints,
  to_char(created_at AT TIME ZONE 'UTC', ${ISO_MS}) AS created_at,
  to_char(rotated_at AT TIME ZONE 'UTC', ${ISO_MS}) AS rotated_at,
  to_char(retired_at AT TIME ZONE 'UTC', ${ISO_MS}) AS retired_at`;

const storedKeyOf = (row: KeyRow): StoredKey => ({
  id: row.id,
  kind: row.kind,
  label: row.label,
  publicKey: row.public_key ? row.public_key.toString("base64url") : null,
  threshold: row.threshold,
  shares: row.shares,
  epoch: row.epoch,
  createdAt: row.created_at,
  rotatedAt: row.rotated_at,
  retiredAt: row.retired_at,
  sealed: row.secret_sealed,
  fingerprints: row.share_fingerprints,
  publicKeyBytes: row.public_key,
});

export type AuditRecord = {
  keyId: string;
  userId: string;
  operation: AuditOperation;
  epoch: number;
  code: string | null;
  requestId: string | undefined;
};

export const appendAudit = async (db: CommonQueryMethods, record: AuditRecord): Promise<void> => {
  await db.query(sql.unsafe`
    INSERT INTO keyshield_audit (id, key_id, user_id, operation, epoch, outcome, code, request_id)
    VALUES (${newAuditId()}, ${record.keyId}, ${record.userId}, ${record.operation}, ${record.epoch},
            ${record.code === null ? "succeeded" : "refused"}, ${record.code}, ${record.requestId ?? null})`);
};

/**
 * Stores a new key at epoch 1 and audits its derivation, in one transaction, unless the user already
 * holds `max` keys. The user's keys are counted under a transaction-scoped advisory lock on the user, so
 * two derivations at once cannot both take the last place (PGlite runs one transaction at a time anyway).
 */
export const insertKey = (
  db: DatabasePool,
  max: number,
  key: {
    id: string;
    userId: string;
    kind: KeyKind;
    label: string | null;
    publicKey: Buffer | null;
    threshold: number;
    shares: number;
    sealed: Buffer;
    fingerprints: Buffer;
    requestId: string | undefined;
  },
): Promise<StoredKey | "limit-reached"> =>
  db.transaction(async (tx) => {
    await lockForTransaction(tx, `keyshield:keys:${key.userId}`);
    const held = Number(
      await tx.oneFirst(
        sql.unsafe`SELECT count(*) FROM keyshield_keys WHERE user_id = ${key.userId} AND retired_at IS NULL`,
      ),
    );
    if (held >= max) return "limit-reached";
    const row = (await tx.one(sql.unsafe`
      INSERT INTO keyshield_keys (id, user_id, kind, label, public_key, threshold, shares, secret_sealed, share_fingerprints)
      VALUES (${key.id}, ${key.userId}, ${key.kind}, ${key.label},
              ${key.publicKey ? sql.binary(key.publicKey) : null}, ${key.threshold}, ${key.shares},
              ${sql.binary(key.sealed)}, ${sql.binary(key.fingerprints)})
      RETURNING ${KEY_COLUMNS}`)) as KeyRow;
    await appendAudit(tx, {
      keyId: key.id,
      userId: key.userId,
      operation: "derive",
      epoch: 1,
      code: null,
      requestId: key.requestId,
    });
    return storedKeyOf(row);
  });

/** The user's key with this id, or undefined (someone else's and an unknown one alike). */
export const readKey = async (db: CommonQueryMethods, userId: string, id: string): Promise<StoredKey | undefined> => {
  const row = (await db.maybeOne(sql.unsafe`
    SELECT ${KEY_COLUMNS} FROM keyshield_keys WHERE id = ${id} AND user_id = ${userId}`)) as KeyRow | null;
  return row ? storedKeyOf(row) : undefined;
};

/**
 * Moves the key from `fromEpoch` to the next with its new ciphertext and fingerprints, and audits it, in
 * one transaction; undefined when the key is no longer at `fromEpoch` (another rotation won the race:
 * the UPDATE is conditional on the epoch, so of two at once exactly one changes the row); "retired" when
 * the key was retired meanwhile (the UPDATE is conditional on that too, so a rotation racing a retirement
 * never puts a secret back on a retired key).
 */
export const advanceEpoch = (
  db: DatabasePool,
  change: {
    id: string;
    userId: string;
    fromEpoch: number;
    sealed: Buffer;
    fingerprints: Buffer;
    requestId: string | undefined;
  },
): Promise<StoredKey | "retired" | undefined> =>
  db.transaction(async (tx) => {
    const row = (await tx.maybeOne(sql.unsafe`
      UPDATE keyshield_keys
      SET epoch = epoch + 1, secret_sealed = ${sql.binary(change.sealed)},
          share_fingerprints = ${sql.binary(change.fingerprints)}, rotated_at = date_trunc('milliseconds', now())
      WHERE id = ${change.id} AND user_id = ${change.userId} AND epoch = ${change.fromEpoch} AND retired_at IS NULL
      RETURNING ${KEY_COLUMNS}`)) as KeyRow | null;
    if (!row) {
      // Retired meanwhile (its secret is gone for good), or rotated by another request.
      const retired = await tx.maybeOneFirst(sql.unsafe`
        SELECT retired_at IS NOT NULL FROM keyshield_keys WHERE id = ${change.id}`);
      return retired === true ? "retired" : undefined;
    }
    await appendAudit(tx, {
      keyId: change.id,
      userId: change.userId,
      operation: "rotate",
      epoch: change.fromEpoch,
      code: null,
      requestId: change.requestId,
    });
    return storedKeyOf(row);
  });

/**
 * Retires the user's key: its sealed secret overwritten with nothing, `retired_at` set and a `retire`
 * audit entry, in one transaction. Already retired: unchanged. False when the user has no such key.
 */
export const retireKey = (
  db: DatabasePool,
  userId: string,
  id: string,
  requestId: string | undefined,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const row = (await tx.maybeOne(sql.unsafe`
      SELECT epoch, retired_at FROM keyshield_keys WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`)) as {
      epoch: number;
      retired_at: string | null;
    } | null;
    if (row === null) return false;
    if (row.retired_at !== null) return true;
    await tx.query(sql.unsafe`
      UPDATE keyshield_keys SET secret_sealed = ''::bytea, retired_at = date_trunc('milliseconds', now())
      WHERE id = ${id}`);
    await appendAudit(tx, { keyId: id, userId, operation: "retire", epoch: row.epoch, code: null, requestId });
    return true;
  });

export const listKeys = (db: CommonQueryMethods, userId: string, page: PageQuery): Promise<Page<KeyView>> =>
  fetchPage(db, {
    page,
    columns: KEY_COLUMNS,
    from: sql.fragment`keyshield_keys`,
    where: sql.fragment`user_id = ${userId}`,
    orderBy: "id",
    map: (row: KeyRow) => keyView(storedKeyOf(row)),
  });

type AuditRow = {
  id: string;
  key_id: string;
  user_id: string;
  operation: AuditOperation;
  epoch: number;
  outcome: "succeeded" | "refused";
  code: string | null;
  request_id: string | null;
  created_at: string;
};

/** A key's audit entries, newest first (the caller has checked the key is the user's). */
export const listAudit = (db: CommonQueryMethods, keyId: string, page: PageQuery): Promise<Page<AuditEntry>> =>
  fetchPage(db, {
    page,
    columns: sql.fragment`id, key_id, user_id, operation, epoch, outcome, code, request_id,
      to_char(created_at AT TIME ZONE 'UTC', ${ISO_MS}) AS created_at`,
    from: sql.fragment`keyshield_audit`,
    where: sql.fragment`key_id = ${keyId}`,
    orderBy: "id",
    map: (row: AuditRow) => ({
      id: row.id,
      keyId: row.key_id,
      userId: row.user_id,
      operation: row.operation,
      epoch: row.epoch,
      outcome: row.outcome,
      code: row.code,
      requestId: row.request_id,
      createdAt: row.created_at,
    }),
  });
