import { type CommonQueryMethods, sql } from "slonik";
import { type Prepare, unprepared } from "../../db/prepared.ts";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { fetchPage } from "../../persistence/pages.ts";
import { setRecent } from "../../recent-map.ts";
import { type LoggedAt, sequencedInto } from "../../transparency/sequence.ts";

/** A stored signature: what was signed (its digest), by which key, when; v2 receipts are attested. */
export type Receipt = {
  id: string;
  ownerId: string;
  keyId: string;
  /** Lowercase hex SHA-256 of the payload's canonical bytes. */
  payloadSha256: string;
  signature: Buffer;
  apiVersion: "v1" | "v2";
  attestation: { keyId: string; signature: Buffer } | null;
  createdAt: string;
  /**
   * Its entry in the transparency log: the salt and the entry's text when prepared, the index once written
   * (null for a receipt issued before the log).
   */
  transparency: (LoggedAt & { entry?: string }) | null;
};

type ReceiptRow = {
  id: string;
  owner_id: string;
  key_id: string;
  payload_sha256: string;
  signature: string;
  api_version: "v1" | "v2";
  attestation_key_id: string | null;
  attestation: string | null;
  created_at: string;
  log_index: string | number | null;
  transparency_salt: string | null;
};

const COLUMNS = sql.fragment`id, owner_id, key_id, payload_sha256, signature, api_version,
  attestation_key_id, attestation, created_at, log_index, encode(transparency_salt, 'hex') AS transparency_salt`;

const toReceipt = (row: ReceiptRow): Receipt => ({
  id: row.id,
  ownerId: row.owner_id,
  keyId: row.key_id,
  payloadSha256: row.payload_sha256,
  signature: Buffer.from(row.signature, "hex"),
  apiVersion: row.api_version,
  attestation:
    row.attestation_key_id && row.attestation
      ? { keyId: row.attestation_key_id, signature: Buffer.from(row.attestation, "hex") }
      : null,
  createdAt: row.created_at,
  transparency:
    row.log_index == null || row.transparency_salt == null
      ? null
      : { logIndex: Number(row.log_index), salt: Buffer.from(row.transparency_salt, "hex") },
});

/**
 * Write receipts in one statement and return the ids actually written, each with its index in the
 * transparency log. A row is written only while its signing key is still the owner's and unretired, and its
 * attesting platform key (if any) unretired: the check sits in the statement itself, so a key retired by
 * another instance a moment ago cannot sign. The same statement sequences an entry into the log for each
 * receipt written (src/transparency/sequence.ts), so a receipt and its entry commit together.
 */
export const insertReceipts = async (
  db: CommonQueryMethods,
  receipts: Receipt[],
  prepare: Prepare = unprepared,
): Promise<Map<string, number>> => {
  if (receipts.length === 0) return new Map();
  const texts = (pick: (r: Receipt) => string | null) => sql.array(receipts.map(pick), "text");
  const logged = (r: Receipt) => {
    if (!r.transparency?.entry) throw new Error(`receipt ${r.id} has no prepared log entry`);
    return r.transparency;
  };
  const rows = (await db.any(
    prepare(
      "signing_insert_receipts_v2",
      sql.unsafe`
    WITH r AS (
      SELECT *, row_number() OVER (ORDER BY n) - 1 AS k
      FROM unnest(
        ${texts((r) => r.id)}, ${texts((r) => r.ownerId)}, ${texts((r) => r.keyId)},
        ${texts((r) => r.payloadSha256)}, ${texts((r) => r.signature.toString("hex"))}, ${texts((r) => r.apiVersion)},
        ${texts((r) => r.attestation?.keyId ?? null)}, ${texts((r) => r.attestation?.signature.toString("hex") ?? null)},
        ${sql.array(
          receipts.map((r) => r.createdAt),
          "timestamptz",
        )},
        ${texts((r) => logged(r).salt.toString("hex"))}, ${texts((r) => logged(r).entry!)}
      ) WITH ORDINALITY AS i(id, owner_id, key_id, payload_sha256, signature, api_version, attestation_key_id,
        attestation, created_at, salt, entry, n)
      WHERE EXISTS (
          SELECT 1 FROM signing_keys k
          WHERE k.id = i.key_id AND k.kind = 'user' AND k.owner_id = i.owner_id AND k.retired_at IS NULL)
        AND (i.attestation_key_id IS NULL OR EXISTS (
          SELECT 1 FROM signing_keys p
          WHERE p.id = i.attestation_key_id AND p.kind = 'platform' AND p.retired_at IS NULL))),
    logged AS (SELECT k, 'signing-receipt' AS kind, id AS ref, entry FROM r),
    ${sequencedInto("logged")},
    written AS (
      INSERT INTO signing_receipts
        (id, owner_id, key_id, payload_sha256, signature, api_version, attestation_key_id, attestation, created_at,
         log_index, transparency_salt)
      SELECT r.id, r.owner_id, r.key_id, r.payload_sha256, r.signature, r.api_version,
             r.attestation_key_id, r.attestation, r.created_at, log_first.first + r.k, decode(r.salt, 'hex')
      FROM r CROSS JOIN log_first
      RETURNING id, log_index)
    SELECT id, log_index FROM written`,
    ),
  )) as readonly { id: string; log_index: string | number }[];
  return new Map(rows.map((row) => [row.id, Number(row.log_index)]));
};

export const findReceipt = async (db: CommonQueryMethods, id: string): Promise<Receipt | null> => {
  const row = (await db.maybeOne(
    sql.unsafe`SELECT ${COLUMNS} FROM signing_receipts WHERE id = ${id}`,
  )) as ReceiptRow | null;
  return row ? toReceipt(row) : null;
};

/** The earliest receipt carrying this exact signature (signing one payload twice gives the same one). */
export const findReceiptBySignature = async (db: CommonQueryMethods, signature: Buffer): Promise<Receipt | null> => {
  const row = (await db.maybeOne(sql.unsafe`
    SELECT ${COLUMNS} FROM signing_receipts WHERE signature = ${signature.toString("hex")}
    ORDER BY created_at, id LIMIT 1`)) as ReceiptRow | null;
  return row ? toReceipt(row) : null;
};

/** Receipts as a public verification looks them up: by id, or by the signature they hold. */
export type ReceiptLookup = {
  byId(id: string): Promise<Receipt | null>;
  bySignature(signature: Buffer): Promise<Receipt | null>;
};

/**
 * The receipt lookups of public verification, remembered in memory (the most recent `limit` of each):
 * a receipt is never changed or deleted once written, so a receipt found stays the right answer on every
 * instance, and `POST /api/signing/verify` of a `{payload, signature}` pair seen before needs no database
 * round trip. Only what was found is kept (a receipt may yet be written for a signature not found), so
 * an unknown signature costs its read each time, as before.
 */
export const cachedReceiptLookup = (db: CommonQueryMethods, limit = 20_000): ReceiptLookup => {
  const byId = new Map<string, Receipt>();
  const bySignature = new Map<string, Receipt>();
  const remember = (receipt: Receipt) => {
    setRecent(byId, receipt.id, receipt, limit);
    setRecent(bySignature, receipt.signature.toString("hex"), receipt, limit);
  };
  return {
    byId: async (id) => {
      const hit = byId.get(id);
      if (hit) return hit;
      const receipt = await findReceipt(db, id);
      if (receipt) remember(receipt);
      return receipt;
    },
    bySignature: async (signature) => {
      const hit = bySignature.get(signature.toString("hex"));
      if (hit) return hit;
      const receipt = await findReceiptBySignature(db, signature);
      // The first receipt holding it is the answer; a second with the same signature (the same key and
      // payload, signed again) is the same signer and payload, only its id differs.
      if (receipt) setRecent(bySignature, signature.toString("hex"), receipt, limit);
      return receipt;
    },
  };
};

export type AuditEntryRow = ReceiptRow & { public_key: string };

/** One page of the owner's receipts, newest first, optionally within [from, to) and for one key. */
export const auditPage = async <Item>(
  db: CommonQueryMethods,
  options: {
    ownerId: string;
    from?: string;
    to?: string;
    keyId?: string;
    page: PageQuery;
    map: (receipt: Receipt, publicKey: Buffer) => Item;
  },
): Promise<Page<Item>> => {
  const conditions = [sql.fragment`r.owner_id = ${options.ownerId}`];
  if (options.from !== undefined) conditions.push(sql.fragment`r.created_at >= ${options.from}::timestamptz`);
  if (options.to !== undefined) conditions.push(sql.fragment`r.created_at < ${options.to}::timestamptz`);
  if (options.keyId !== undefined) conditions.push(sql.fragment`r.key_id = ${options.keyId}`);
  return fetchPage(db, {
    page: options.page,
    columns: sql.fragment`r.id, r.owner_id, r.key_id, r.payload_sha256, r.signature, r.api_version,
      r.attestation_key_id, r.attestation, r.created_at, r.log_index,
      encode(r.transparency_salt, 'hex') AS transparency_salt, k.public_key`,
    from: sql.fragment`signing_receipts r JOIN signing_keys k ON k.id = r.key_id`,
    where: sql.fragment`${sql.join(conditions, sql.fragment` AND `)}`,
    orderBy: "created_at",
    keyColumns: { id: sql.identifier(["r", "id"]), createdAt: sql.identifier(["r", "created_at"]) },
    map: (row: AuditEntryRow) => options.map(toReceipt(row), Buffer.from(row.public_key, "hex")),
  });
};
