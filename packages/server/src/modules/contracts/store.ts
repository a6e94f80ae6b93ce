import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import { lockForTransaction } from "../../db/advisory-lock.ts";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { fetchPage } from "../../persistence/pages.ts";
import type { Schema } from "../../platform/operations.ts";
import type { ContractMetrics } from "./metrics.ts";
import { documentSummaryView } from "./presenters.ts";

export type DestroyedReason = "views-exhausted" | "expired" | "revoked";
export type AccessEvent = "opened" | "viewed" | "destroyed" | "revoked";

/** A document's row (migration 0001) without its secrets. */
export type DocumentRow = {
  id: string;
  owner_id: string;
  template: string;
  max_views: number;
  views: number;
  expires_at: string;
  first_viewed_at: string | null;
  last_viewed_at: string | null;
  destroyed_at: string | null;
  destroyed_reason: DestroyedReason | null;
  created_at: string;
  updated_at: string;
};

/** With the sealed key, the ciphertext and the sealed sender's name (all NULL once destroyed; the sender also when not given). */
export type SealedRow = DocumentRow & { data_key: Buffer | null; content: Buffer | null; sender: Buffer | null };

/** Unqualified, so it serves a SELECT and an UPDATE's RETURNING alike. */
export const DOCUMENT_COLUMNS = sql.fragment`id, owner_id, template, max_views, views, expires_at, first_viewed_at,
  last_viewed_at, destroyed_at, destroyed_reason, created_at, updated_at`;
export const SEALED_COLUMNS = sql.fragment`${DOCUMENT_COLUMNS}, data_key, content, sender`;

/** The one statement that destroys: key, content and sender overwritten with NULL, when and why recorded. */
export const SHRED = (reason: DestroyedReason) =>
  sql.fragment`data_key = NULL, content = NULL, sender = NULL, destroyed_at = now(), destroyed_reason = ${reason}, updated_at = now()`;

export type NewDocument = {
  id: string;
  ownerId: string;
  template: string;
  tokenHash: Buffer;
  maxViews: number;
  expires: { inSeconds: number } | { at: string };
  dataKey: Buffer;
  content: Buffer;
  sender: Buffer | null;
};

export const expiryFragment = (expires: NewDocument["expires"]) =>
  "at" in expires
    ? sql.fragment`${expires.at}::timestamptz`
    : sql.fragment`now() + make_interval(secs => ${expires.inSeconds})`;

/**
 * Stores a document unless its owner already has `maxLive` that are neither destroyed nor past their
 * expiry (such a one reads destroyed already: the sweep or the next read shreds it). The owner's live
 * documents are counted under a transaction-scoped advisory lock on the owner, so two creations at once
 * cannot both take the last place.
 */
export const insertDocument = (
  db: DatabasePool,
  doc: NewDocument,
  maxLive: number,
): Promise<SealedRow | "limit-reached"> =>
  db.transaction(async (tx) => {
    await lockForTransaction(tx, `contracts:documents:${doc.ownerId}`);
    const live = Number(
      await tx.oneFirst(sql.unsafe`
        SELECT count(*) FROM contract_documents
        WHERE owner_id = ${doc.ownerId} AND destroyed_at IS NULL AND expires_at > now()`),
    );
    if (live >= maxLive) return "limit-reached";
    return (await tx.one(sql.unsafe`
      INSERT INTO contract_documents (id, owner_id, template, token_hash, max_views, expires_at, data_key, content, sender)
      VALUES (${doc.id}, ${doc.ownerId}, ${doc.template}, ${sql.binary(doc.tokenHash)}, ${doc.maxViews},
        ${expiryFragment(doc.expires)}, ${sql.binary(doc.dataKey)}, ${sql.binary(doc.content)},
        ${doc.sender === null ? null : sql.binary(doc.sender)})
      RETURNING ${SEALED_COLUMNS}`)) as SealedRow;
  });

export const logAccess = async (
  db: CommonQueryMethods,
  documentId: string,
  event: AccessEvent,
  client: { ipHash: string | null; userAgent: string | null } = { ipHash: null, userAgent: null },
): Promise<void> => {
  await db.query(sql.unsafe`
    INSERT INTO contract_access_log (document_id, event, ip_hash, user_agent)
    VALUES (${documentId}, ${event}, ${client.ipHash}::text, ${client.userAgent}::text)`);
};

/**
 * At most this many `opened` events are kept per document: anyone holding a link may fetch its metadata,
 * in a loop and long after the document is destroyed, and each fetch was a row in its owner's log.
 */
export const MAX_OPENED_EVENTS = 1000;

/**
 * Logs that a link's metadata was read, unless the document already has `MAX_OPENED_EVENTS` of them
 * (counted on the log's (document_id, id) index, never past the bound). Two reads at once may both pass
 * at the bound: it is a bound on growth, not an exact count.
 */
export const logOpened = async (
  db: CommonQueryMethods,
  documentId: string,
  client: { ipHash: string | null; userAgent: string | null },
): Promise<void> => {
  await db.query(sql.unsafe`
    INSERT INTO contract_access_log (document_id, event, ip_hash, user_agent)
    SELECT ${documentId}, 'opened', ${client.ipHash}::text, ${client.userAgent}::text
    WHERE (
      SELECT count(*) FROM (
        SELECT 1 FROM contract_access_log
        WHERE document_id = ${documentId} AND event = 'opened'
        LIMIT ${MAX_OPENED_EVENTS}
      ) AS kept
    ) < ${MAX_OPENED_EVENTS}`);
};

/**
 * Destroys the document if it is past its expiry and not yet destroyed (a read finds it before the
 * sweep does), logging it; answers whether it did.
 */
export const shredIfExpired = async (
  db: CommonQueryMethods,
  where: ReturnType<typeof sql.fragment>,
  metrics?: ContractMetrics,
): Promise<boolean> => {
  // One statement (atomic on its own): the common case, nothing expired, costs one round trip.
  const shredded = (await db.anyFirst(sql.unsafe`
    WITH shredded AS (
      UPDATE contract_documents SET ${SHRED("expired")}
      WHERE ${where} AND destroyed_at IS NULL AND expires_at <= now()
      RETURNING id
    )
    INSERT INTO contract_access_log (document_id, event)
    SELECT id, 'destroyed' FROM shredded
    RETURNING document_id`)) as readonly string[];
  metrics?.destroyed("expired", shredded.length);
  return shredded.length > 0;
};

/** The owner's document (with its secrets), destroyed first if it expired; 404 is the caller's to throw. */
export const ownDocument = async (
  db: DatabasePool,
  ownerId: string,
  id: string,
  metrics?: ContractMetrics,
): Promise<SealedRow | null> => {
  const where = sql.fragment`id = ${id} AND owner_id = ${ownerId}`;
  await shredIfExpired(db, where, metrics);
  return (await db.maybeOne(
    sql.unsafe`SELECT ${SEALED_COLUMNS} FROM contract_documents WHERE ${where}`,
  )) as SealedRow | null;
};

export const documentsPage = (
  db: CommonQueryMethods,
  ownerId: string,
  page: PageQuery,
): Promise<Page<Schema<"ContractDocumentSummary">>> =>
  fetchPage(db, {
    page,
    // A document past its expiry that the sweep has not reached yet reads destroyed (expired) already.
    columns: sql.fragment`id, owner_id, template, max_views, views, expires_at, first_viewed_at, last_viewed_at,
      CASE WHEN destroyed_at IS NULL AND expires_at <= now() THEN expires_at ELSE destroyed_at END AS destroyed_at,
      CASE WHEN destroyed_at IS NULL AND expires_at <= now() THEN 'expired' ELSE destroyed_reason END AS destroyed_reason,
      created_at, updated_at`,
    from: sql.fragment`contract_documents`,
    where: sql.fragment`owner_id = ${ownerId}`,
    orderBy: "id",
    map: (row: DocumentRow) => documentSummaryView(row),
  });

const SWEEP_BATCH = 500;

/**
 * Destroys every live document past its expiry, in batches, each one transaction that shreds and logs
 * them. Rows another sweep (or a view) holds are skipped (SKIP LOCKED), so concurrent sweeps on several
 * instances share the work. Answers how many it destroyed.
 */
export const sweepExpiredDocuments = async (db: DatabasePool): Promise<number> => {
  let total = 0;
  for (;;) {
    const destroyed = await db.transaction(async (tx) => {
      const ids = (await tx.anyFirst(sql.unsafe`
        UPDATE contract_documents SET ${SHRED("expired")}
        WHERE id IN (
          SELECT id FROM contract_documents WHERE destroyed_at IS NULL AND expires_at <= now()
          ORDER BY expires_at LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED
        ) AND destroyed_at IS NULL AND expires_at <= now()
        RETURNING id`)) as readonly string[];
      for (const id of ids) await logAccess(tx, id, "destroyed");
      return ids.length;
    });
    total += destroyed;
    if (destroyed < SWEEP_BATCH) return total;
  }
};

export type LogRow = { at: string; event: AccessEvent; ip_hash: string | null; user_agent: string | null };

const EXPORT_BATCH = 1000;

/** The document's log, oldest first, in batches (as of the export's start). */
export async function* exportLog(db: CommonQueryMethods, documentId: string): AsyncGenerator<LogRow> {
  const last = (await db.maybeOneFirst(sql.unsafe`
    SELECT max(id) FROM contract_access_log WHERE document_id = ${documentId}`)) as bigint | null;
  if (last === null) return;
  let after = "0";
  for (;;) {
    const rows = (await db.any(sql.unsafe`
      SELECT id, at, event, ip_hash, user_agent FROM contract_access_log
      WHERE document_id = ${documentId} AND id > ${after}::bigint AND id <= ${String(last)}::bigint
      ORDER BY id ASC LIMIT ${EXPORT_BATCH}`)) as readonly (LogRow & { id: bigint })[];
    yield* rows;
    if (rows.length < EXPORT_BATCH) return;
    after = String(rows.at(-1)!.id);
  }
}
