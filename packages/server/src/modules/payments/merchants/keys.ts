import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { type CommonQueryMethods, sql } from "slonik";
import type { Page, PageQuery } from "../../../http/pagination.ts";
import { fetchPage } from "../../../persistence/pages.ts";
import type { Schema } from "../../../platform/operations.ts";
import { newMerchantKeyId } from "../ids.ts";
import { merchantKeyView } from "./presenters.ts";
import { merchantProblems } from "./problems.ts";

/**
 * Merchant secret keys: `mk_live_` and 32 random bytes in base64url (43 characters). Only the
 * secret's SHA-256 is stored: the secret has 256 random bits, so a slow password hash would add
 * nothing but latency, and a lookup by hash needs a deterministic one. `prefix` (the first 12
 * characters) is kept to tell keys apart in lists.
 */
export const KEY_PREFIX = "mk_live_";
const KEY_SHAPE = /^mk_live_[A-Za-z0-9_-]{43}$/;
const VISIBLE = 12;
/** The most keys a merchant holds that are not revoked. */
export const MAX_LIVE_KEYS = 20;

const newSecret = (): string => `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
const hashOf = (secret: string): Buffer => createHash("sha256").update(secret, "utf8").digest();

export type KeyRow = {
  id: string;
  merchant_id: string;
  name: string;
  prefix: string;
  created_at: string;
  rotated_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
};

const KEY_COLUMNS = sql.fragment`id, merchant_id, name, prefix, created_at, rotated_at, last_used_at, revoked_at`;

/** A new key for the merchant (refused beyond MAX_LIVE_KEYS live ones); its secret is in the answer only. */
export const createKey = async (
  db: CommonQueryMethods,
  merchantId: string,
  name: string,
): Promise<{ row: KeyRow; secret: string }> => {
  const secret = newSecret();
  // One statement: the count and the insert see the same snapshot, and the merchant's user row is
  // locked so two concurrent creations cannot both pass the limit.
  const row = (await db.maybeOne(sql.unsafe`
    WITH merchant AS (SELECT id FROM users WHERE id = ${merchantId} FOR UPDATE),
    live AS (SELECT count(*) AS n FROM payment_merchant_keys WHERE merchant_id = ${merchantId} AND revoked_at IS NULL)
    INSERT INTO payment_merchant_keys (id, merchant_id, name, prefix, secret_hash)
    SELECT ${newMerchantKeyId()}, m.id, ${name}, ${secret.slice(0, VISIBLE)}, ${sql.binary(hashOf(secret))}
    FROM merchant m, live WHERE live.n < ${MAX_LIVE_KEYS}
    RETURNING ${KEY_COLUMNS}`)) as KeyRow | null;
  if (!row) throw merchantProblems.keyLimit(MAX_LIVE_KEYS);
  return { row, secret };
};

export const keysPage = (
  db: CommonQueryMethods,
  merchantId: string,
  page: PageQuery,
): Promise<Page<Schema<"MerchantKey">>> =>
  fetchPage(db, {
    page,
    columns: KEY_COLUMNS,
    from: sql.fragment`payment_merchant_keys`,
    where: sql.fragment`merchant_id = ${merchantId}`,
    orderBy: "id",
    map: merchantKeyView,
  });

/**
 * A new secret for the key (same id): the hash is replaced in one UPDATE, so the old secret is refused
 * from the moment it commits. 404 for a key that is not the merchant's, 409 for a revoked one.
 */
export const rotateKey = async (
  db: CommonQueryMethods,
  merchantId: string,
  id: string,
): Promise<{ row: KeyRow; secret: string }> => {
  const secret = newSecret();
  const row = (await db.maybeOne(sql.unsafe`
    UPDATE payment_merchant_keys SET secret_hash = ${sql.binary(hashOf(secret))},
      prefix = ${secret.slice(0, VISIBLE)}, rotated_at = now()
    WHERE id = ${id} AND merchant_id = ${merchantId} AND revoked_at IS NULL
    RETURNING ${KEY_COLUMNS}`)) as KeyRow | null;
  if (row) return { row, secret };
  const exists = await db.maybeOneFirst(sql.unsafe`
    SELECT 1 FROM payment_merchant_keys WHERE id = ${id} AND merchant_id = ${merchantId}`);
  throw exists ? merchantProblems.keyRevoked() : merchantProblems.keyNotFound();
};

/** Revokes the key (a revoked key answers as it is). */
export const revokeKey = async (db: CommonQueryMethods, merchantId: string, id: string): Promise<KeyRow> => {
  const row = (await db.maybeOne(sql.unsafe`
    UPDATE payment_merchant_keys SET revoked_at = coalesce(revoked_at, now())
    WHERE id = ${id} AND merchant_id = ${merchantId}
    RETURNING ${KEY_COLUMNS}`)) as KeyRow | null;
  if (!row) throw merchantProblems.keyNotFound();
  return row;
};

/**
 * The merchant (user id) a live secret key belongs to, recording its use; 401 `merchant-key-invalid`
 * for anything else. The row is found by the secret's hash (an index lookup), then the stored hash is
 * compared with the computed one in constant time.
 */
export const authenticateKey = async (db: CommonQueryMethods, secret: string | undefined): Promise<string> => {
  if (secret === undefined || !KEY_SHAPE.test(secret)) throw merchantProblems.keyInvalid();
  const hash = hashOf(secret);
  const row = (await db.maybeOne(sql.unsafe`
    UPDATE payment_merchant_keys SET last_used_at = now()
    WHERE secret_hash = ${sql.binary(hash)} AND revoked_at IS NULL
    RETURNING merchant_id, secret_hash`)) as { merchant_id: string; secret_hash: Buffer } | null;
  if (!row || !timingSafeEqual(row.secret_hash, hash)) throw merchantProblems.keyInvalid();
  return row.merchant_id;
};
