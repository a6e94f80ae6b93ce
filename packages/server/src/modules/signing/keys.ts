import type { KeyObject } from "node:crypto";
import type { Logger } from "pino";
import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import { lockForTransaction } from "../../db/advisory-lock.ts";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { fetchPage } from "../../persistence/pages.ts";
import { setRecent } from "../../recent-map.ts";
import { publicKeyFromRaw } from "./ed25519.ts";
import { newSigningKeyId } from "./ids.ts";
import { type KeyEncryptionKeys, newWrappedKeyPair, openStoredKey } from "./key-encryption.ts";
import { signingProblems } from "./problems.ts";

/** A signing key as anyone may see it. */
export type SigningKey = {
  id: string;
  kind: "user" | "platform";
  ownerId: string | null;
  /** Raw 32-byte public key. */
  publicKey: Buffer;
  createdAt: string;
  retiredAt: string | null;
};

/** A key as verification uses it: its public half ready for node:crypto. */
export type VerificationKey = SigningKey & { publicKeyObject: KeyObject };

/** A key this process can sign with: its private half unwrapped. */
export type UsableKey = SigningKey & { privateKey: KeyObject; publicKeyObject: KeyObject };

type PublicRow = {
  id: string;
  kind: "user" | "platform";
  owner_id: string | null;
  public_key: string;
  created_at: string;
  retired_at: string | null;
};
type PrivateRow = PublicRow & { private_key_ciphertext: Buffer; private_key_nonce: Buffer; kek_id: string };

const PUBLIC_COLUMNS = sql.fragment`id, kind, owner_id, public_key, created_at, retired_at`;
const PRIVATE_COLUMNS = sql.fragment`${PUBLIC_COLUMNS}, private_key_ciphertext, private_key_nonce, kek_id`;

export const toSigningKey = (row: PublicRow): SigningKey => ({
  id: row.id,
  kind: row.kind,
  ownerId: row.owner_id,
  publicKey: Buffer.from(row.public_key, "hex"),
  createdAt: row.created_at,
  retiredAt: row.retired_at,
});

/** Decrypted keys kept in memory, bounded; least recently used ones leave first. */
const CACHE_LIMIT = 10_000;

export type KeyStore = ReturnType<typeof createKeyStore>;

/**
 * Whoever changes which key is an owner's current one (first-use creation, rotation) holds this
 * transaction-scoped advisory lock for the owner (a user id, or "platform") first, so those changes
 * happen one after another: each sees the key the previous one made, and the unique index
 * "one current key per user" is a last guard that concurrent requests never run into. Signing takes
 * no lock (receipts.ts checks in its INSERT that the key is still current).
 *
 * Answers the instant the lock was granted (PostgreSQL's text, microseconds kept), which the change
 * records as its time: `now()` is when the transaction began, maybe before an earlier holder's change,
 * and a key must not look retired before the key that replaced it was made.
 */
const lockCurrentKey = async (tx: CommonQueryMethods, slot: string): Promise<string> => {
  await lockForTransaction(tx, `signing:current-key:${slot}`);
  return (await tx.oneFirst(sql.unsafe`SELECT clock_timestamp()::text`)) as string;
};

/**
 * Signing keys in PostgreSQL, private halves wrapped at rest (key-encryption.ts). A user's key is made
 * on first use, under the owner's lock (lockCurrentKey), so first requests that race all get the one
 * key the first of them made. Unwrapping costs ~0.1 ms, so usable keys are cached by id. The cache may
 * hold a key that another instance has since retired: receipts are only written while their key is
 * still current (receipts.ts checks that in the INSERT), and a refused write drops the key from the
 * cache here and signs again with a fresh read.
 */
export const createKeyStore = (db: DatabasePool, keks: () => KeyEncryptionKeys, logger: Logger) => {
  const usable = new Map<string, UsableKey>();
  /** user id (or "platform") → id of the key last seen current. */
  const currentIds = new Map<string, string>();

  const remember = (key: UsableKey, currentFor?: string): UsableKey => {
    setRecent(usable, key.id, key, CACHE_LIMIT);
    if (currentFor !== undefined) setRecent(currentIds, currentFor, key.id, CACHE_LIMIT);
    return key;
  };

  const cached = (id: string): UsableKey | undefined => {
    const key = usable.get(id);
    if (key) {
      usable.delete(id);
      usable.set(id, key);
    }
    return key;
  };

  const unwrap = async (row: PrivateRow): Promise<UsableKey> => {
    const stored = { kekId: row.kek_id, nonce: row.private_key_nonce, ciphertext: row.private_key_ciphertext };
    const privateKey = await openStoredKey(
      keks(),
      row.id,
      stored,
      (rewrapped) =>
        db.query(sql.unsafe`
          UPDATE signing_keys
          SET private_key_ciphertext = ${sql.binary(rewrapped.ciphertext)},
              private_key_nonce = ${sql.binary(rewrapped.nonce)}, kek_id = ${rewrapped.kekId}
          WHERE id = ${row.id} AND kek_id = ${row.kek_id}`),
      logger,
    );
    const key = toSigningKey(row);
    return { ...key, privateKey, publicKeyObject: publicKeyFromRaw(key.publicKey) };
  };

  const selectCurrent = async (q: CommonQueryMethods, ownerId: string | null): Promise<PrivateRow | null> =>
    (await q.maybeOne(
      ownerId === null
        ? sql.unsafe`SELECT ${PRIVATE_COLUMNS} FROM signing_keys WHERE kind = 'platform' AND retired_at IS NULL`
        : sql.unsafe`SELECT ${PRIVATE_COLUMNS} FROM signing_keys
            WHERE kind = 'user' AND owner_id = ${ownerId} AND retired_at IS NULL`,
    )) as PrivateRow | null;

  /**
   * INSERT a new current key, made `at` (lockCurrentKey's instant); only under the owner's lock, with
   * no current key left.
   */
  const insertKey = async (tx: CommonQueryMethods, ownerId: string | null, at: string): Promise<PrivateRow> => {
    const id = newSigningKeyId();
    const { publicKey, wrapped } = newWrappedKeyPair(keks(), id);
    return (await tx.one(sql.unsafe`
      INSERT INTO signing_keys
        (id, kind, owner_id, public_key, private_key_ciphertext, private_key_nonce, kek_id, created_at)
      VALUES (${id}, ${ownerId === null ? "platform" : "user"}, ${ownerId}, ${publicKey.toString("hex")},
              ${sql.binary(wrapped.ciphertext)}, ${sql.binary(wrapped.nonce)}, ${wrapped.kekId}, ${at}::timestamptz)
      RETURNING ${PRIVATE_COLUMNS}`)) as PrivateRow;
  };

  /** The current key of a user (or of the platform, ownerId null), created on first use. */
  const current = async (ownerId: string | null, options: { fresh?: boolean } = {}): Promise<UsableKey> => {
    const slot = ownerId ?? "platform";
    if (!options.fresh) {
      const id = currentIds.get(slot);
      const key = id === undefined ? undefined : cached(id);
      if (key) return key;
    }
    // Once an owner has a key it always has a current one (a rotation replaces it in one transaction),
    // so the lock is only taken the first time, and the first of several racing requests makes the key.
    const row =
      (await selectCurrent(db, ownerId)) ??
      (await db.transaction(async (tx) => {
        const at = await lockCurrentKey(tx, slot);
        return (await selectCurrent(tx, ownerId)) ?? (await insertKey(tx, ownerId, at));
      }));
    return remember(await unwrap(row), slot);
  };

  const findPublic = async (id: string): Promise<SigningKey | null> => {
    const row = (await db.maybeOne(
      sql.unsafe`SELECT ${PUBLIC_COLUMNS} FROM signing_keys WHERE id = ${id}`,
    )) as PublicRow | null;
    return row ? toSigningKey(row) : null;
  };

  const findByPublicKey = async (publicKey: Buffer): Promise<SigningKey | null> => {
    const row = (await db.maybeOne(
      sql.unsafe`SELECT ${PUBLIC_COLUMNS} FROM signing_keys WHERE public_key = ${publicKey.toString("hex")}`,
    )) as PublicRow | null;
    return row ? toSigningKey(row) : null;
  };

  /**
   * Verification only needs a key's id and public half, which never change once written, so keys found
   * are cached (by id and by public key; misses are not, a key may be created any moment).
   */
  const verificationKeys = new Map<string, VerificationKey>();
  const verificationKey = async (
    cacheKey: string,
    load: () => Promise<SigningKey | null>,
  ): Promise<VerificationKey | null> => {
    const hit = verificationKeys.get(cacheKey);
    if (hit) return hit;
    const found = await load();
    if (!found) return null;
    // The KeyObject too: building one from raw bytes costs about half as much as a verification.
    const key = { ...found, publicKeyObject: publicKeyFromRaw(found.publicKey) };
    setRecent(verificationKeys, `id:${key.id}`, key, CACHE_LIMIT * 2);
    setRecent(verificationKeys, `pk:${key.publicKey.toString("hex")}`, key, CACHE_LIMIT * 2);
    return key;
  };

  return {
    currentUserKey: (ownerId: string, options?: { fresh?: boolean }) => current(ownerId, options),
    platformKey: (options?: { fresh?: boolean }) => current(null, options),

    /**
     * A key the caller names to sign with: 404 if the caller has no such key, whether it does not exist
     * or is someone else's (answered alike, as for every id a caller names), 422 if it has been retired
     * by a rotation.
     */
    userKeyForSigning: async (
      ownerId: string,
      keyId: string,
      options: { fresh?: boolean } = {},
    ): Promise<UsableKey> => {
      const hit = options.fresh ? undefined : cached(keyId);
      if (hit && hit.ownerId === ownerId && hit.retiredAt === null) return hit;
      const row = (await db.maybeOne(
        sql.unsafe`SELECT ${PRIVATE_COLUMNS} FROM signing_keys WHERE id = ${keyId}`,
      )) as PrivateRow | null;
      if (row?.kind !== "user" || row.owner_id !== ownerId) {
        throw signingProblems.ownKeyNotFound(keyId);
      }
      if (row.retired_at !== null) {
        usable.delete(keyId);
        throw signingProblems.keyRetired(keyId, row.retired_at);
      }
      return remember(await unwrap(row));
    },

    /** Drop a key from the cache (its receipt write was refused: it is no longer current). */
    forget: (keyId: string) => {
      usable.delete(keyId);
    },

    /** A key as stored now (retiredAt current): for showing a key. */
    findPublic,

    /** A key's id and public half for verifying (retiredAt may be stale). */
    verificationKeyById: (id: string) => verificationKey(`id:${id}`, () => findPublic(id)),
    verificationKeyByPublicKey: (publicKey: Buffer) =>
      verificationKey(`pk:${publicKey.toString("hex")}`, () => findByPublicKey(publicKey)),

    /** A page of one user's keys, newest first. */
    ownerKeys: (ownerId: string, page: PageQuery): Promise<Page<SigningKey>> =>
      fetchPage(db, {
        page,
        columns: PUBLIC_COLUMNS,
        from: sql.fragment`signing_keys`,
        where: sql.fragment`kind = 'user' AND owner_id = ${ownerId}`,
        orderBy: "created_at",
        map: toSigningKey,
      }),

    /** Every platform key, current first: old attestations stay verifiable after a rotation. */
    platformKeys: async (): Promise<SigningKey[]> => {
      await current(null);
      const rows = (await db.any(sql.unsafe`
        SELECT ${PUBLIC_COLUMNS} FROM signing_keys WHERE kind = 'platform'
        ORDER BY retired_at DESC NULLS FIRST, id DESC`)) as readonly PublicRow[];
      return rows.map(toSigningKey);
    },

    /**
     * Retire the caller's current key (if any) and make a new one, in one transaction, under the owner's
     * lock: concurrent rotations (and a first signature) take turns, each retiring the key the previous
     * one made, so every rotation succeeds and exactly one key is current afterwards.
     */
    rotate: async (ownerId: string): Promise<SigningKey> => {
      const { retired, row } = await db.transaction(async (tx) => {
        const at = await lockCurrentKey(tx, ownerId);
        // Read committed: this statement's snapshot is taken after the lock, so it sees the key made by
        // the rotation this one waited for. The old key is retired the instant the new one is made.
        const retired = (await tx.anyFirst(sql.unsafe`
          UPDATE signing_keys SET retired_at = ${at}::timestamptz
          WHERE kind = 'user' AND owner_id = ${ownerId} AND retired_at IS NULL
          RETURNING id`)) as readonly string[];
        return { retired, row: await insertKey(tx, ownerId, at) };
      });
      currentIds.delete(ownerId);
      for (const id of retired) usable.delete(id);
      return toSigningKey(row);
    },
  };
};
