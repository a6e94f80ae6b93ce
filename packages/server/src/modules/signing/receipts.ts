import { type CommonQueryMethods, sql } from "slonik";
import { type Prepare, unprepared } from "../../db/prepared.ts";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { fetchPage } from "../../persistence/pages.ts";
import { setRecent } from "../../recent-map.ts";
import { COMMITMENT_PREFIX } from "../../transparency/entry.ts";
import { type LoggedAt, sequencedInto } from "../../transparency/sequence.ts";
import type { EntrySource } from "../../transparency/sources.ts";

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
   * Its entry in the transparency log: the salt of its commitment, and its index once written (-1 before;
   * null for a receipt issued before the log).
   */
  transparency: LoggedAt | null;
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
 * another instance a moment ago cannot sign. The same statement sequences each receipt written into the
 * log (src/transparency/sequence.ts): the receipt keeps its log and index, and is its entry's only copy
 * (receiptEntrySource), so a receipt and its entry commit together.
 */
export const insertReceipts = async (
  db: CommonQueryMethods,
  receipts: Receipt[],
  prepare: Prepare = unprepared,
): Promise<Map<string, number>> => {
  if (receipts.length === 0) return new Map();
  const texts = (pick: (r: Receipt) => string | null) => sql.array(receipts.map(pick), "text");
  const logged = (r: Receipt) => {
    if (!r.transparency) throw new Error(`receipt ${r.id} has no salt for its log entry`);
    return r.transparency;
  };
  const rows = (await db.any(
    prepare(
      "signing_insert_receipts_v3",
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
        ${texts((r) => logged(r).salt.toString("hex"))}
      ) WITH ORDINALITY AS i(id, owner_id, key_id, payload_sha256, signature, api_version, attestation_key_id,
        attestation, created_at, salt, n)
      WHERE EXISTS (
          SELECT 1 FROM signing_keys k
          WHERE k.id = i.key_id AND k.kind = 'user' AND k.owner_id = i.owner_id AND k.retired_at IS NULL)
        AND (i.attestation_key_id IS NULL OR EXISTS (
          SELECT 1 FROM signing_keys p
          WHERE p.id = i.attestation_key_id AND p.kind = 'platform' AND p.retired_at IS NULL))),
    ${sequencedInto("r")},
    written AS (
      INSERT INTO signing_receipts
        (id, owner_id, key_id, payload_sha256, signature, api_version, attestation_key_id, attestation, created_at,
         log_id, log_index, transparency_salt)
      SELECT r.id, r.owner_id, r.key_id, r.payload_sha256, r.signature, r.api_version,
             r.attestation_key_id, r.attestation, r.created_at, log_first.log_id, log_first.first + r.k,
             decode(r.salt, 'hex')
      FROM r CROSS JOIN log_first
      RETURNING id, log_index)
    SELECT id, log_index FROM written`,
    ),
  )) as readonly { id: string; log_index: string | number }[];
  return new Map(rows.map((row) => [row.id, Number(row.log_index)]));
};

/**
 * A receipt's entry in the transparency log (src/transparency/entry.ts: `entryText`), written by PostgreSQL
 * from what the receipt holds (its id, time, key, signature, and the salted commitment to its payload's
 * digest), so the bytes served and the leaf hashed are one expression, and the integrator gets 32 bytes a
 * receipt instead of its columns (bench:signing: rebuilding entries in JavaScript was most of the
 * integrator's cost). RFC 8785 JSON: keys in order; the strings are ids, a time and hex, which `to_json`
 * escapes as JSON.stringify does; test/transparency/log.test.ts checks it against entryText.
 */
const ENTRY_TEXT = sql.fragment`
  '{"commitment":"' || encode(sha256(${sql.binary(COMMITMENT_PREFIX)} || transparency_salt || decode(payload_sha256, 'hex')), 'hex')
  || '","id":' || to_json(id)::text
  || ',"issuedAt":' || to_json(to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
  || ',"keyId":' || to_json(key_id)::text
  || ',"kind":"signing-receipt","signatureSha256":"' || encode(sha256(decode(signature, 'hex')), 'hex')
  || '","v":1}'`;

const logged = (logId: number, from: number, to: number) =>
  sql.fragment`log_id = ${logId} AND log_index >= ${from} AND log_index < ${to}`;

/** The log's entries that receipts hold (those sequenced with their log id: migration 0008). */
export const receiptEntrySource: EntrySource = {
  name: "signing_receipts",
  read: async (db, logId, from, to) => {
    const rows = (await db.any(sql.unsafe`
      SELECT log_index, ${ENTRY_TEXT} AS entry FROM signing_receipts WHERE ${logged(logId, from, to)}`)) as readonly {
      log_index: string | number;
      entry: string;
    }[];
    return rows.map((row) => ({ index: Number(row.log_index), entry: Buffer.from(row.entry, "utf8") }));
  },
  leaves: async (db, logId, from, to) => {
    const rows = (await db.any(sql.unsafe`
      SELECT log_index, encode(sha256(${sql.binary(Buffer.from([0]))} || convert_to(${ENTRY_TEXT}, 'UTF8')), 'hex') AS leaf
      FROM signing_receipts WHERE ${logged(logId, from, to)}`)) as readonly {
      log_index: string | number;
      leaf: string;
    }[];
    return rows.map((row) => ({ index: Number(row.log_index), hash: Buffer.from(row.leaf, "hex") }));
  },
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
