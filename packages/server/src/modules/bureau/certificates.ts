import { type CommonQueryMethods, sql } from "slonik";
import { lockForTransaction } from "../../db/advisory-lock.ts";
import { IDEMPOTENCY_TTL_SECONDS } from "../../persistence/idempotency-keys.ts";
import { commitmentToDocument, entryText, type LoggedAt, loggedFrom, unlogged } from "../../transparency/entry.ts";
import { oneStoredEntry } from "../../transparency/sequence.ts";
import { certificateStatement } from "./attestation.ts";

/** The platform key's Ed25519 signature over a certificate's statement (attestation.ts). */
export type CertificateAttestation = { keyId: string; signature: Buffer };

/** A bureau certificate as stored (table bureau_certificates). */
export type BureauCertificate = {
  id: string;
  rightsObjectId: string;
  ownerId: string;
  receiptId: string;
  /** Treaty codes, in citation order (treaties.ts). */
  treaties: string[];
  issuedAt: string;
  attestation: CertificateAttestation;
  /** Its place in the transparency log (null for one issued before the log). */
  transparency: LoggedAt | null;
};

type Row = {
  id: string;
  rights_object_id: string;
  owner_id: string;
  receipt_id: string;
  treaties: readonly string[];
  issued_at: string;
  attestation_key_id: string;
  attestation: string;
  log_index: string | number | null;
  transparency_salt: string | null;
};

const COLUMNS = sql.fragment`id, rights_object_id, owner_id, receipt_id, treaties, issued_at,
  attestation_key_id, attestation, log_index, encode(transparency_salt, 'hex') AS transparency_salt`;

const toCertificate = (row: Row): BureauCertificate => ({
  id: row.id,
  rightsObjectId: row.rights_object_id,
  ownerId: row.owner_id,
  receiptId: row.receipt_id,
  treaties: [...row.treaties],
  issuedAt: row.issued_at,
  attestation: { keyId: row.attestation_key_id, signature: Buffer.from(row.attestation, "hex") },
  transparency: loggedFrom(row),
});

/** The certificate's entry in the transparency log: the platform key's attestation, and a commitment to what it signs. */
const certificateEntry = (cert: BureauCertificate, salt: Buffer): string =>
  entryText({
    kind: "bureau-certificate",
    id: cert.id,
    issuedAt: cert.issuedAt,
    keyId: cert.attestation.keyId,
    signature: cert.attestation.signature,
    commitment: commitmentToDocument(salt, certificateStatement(cert)),
  });

/**
 * What the creating request's Idempotency-Key records on a certificate: the key, and for a batch item
 * its position and the batch's size.
 */
export type RecordedAs = { key: string; item?: { index: number; batchSize: number } };

/** Namespaces the advisory lock that makes (owner, key, item) name at most one live certificate. */
const batchItemLock = (ownerId: string, key: string, index: number) => `bureau:batch-item:${ownerId}:${index}:${key}`;

/** A batch item's certificate already issued with this key, found inside the item's transaction. */
export class AlreadyIssued extends Error {}

/**
 * Stores a new certificate and sequences it into the transparency log in the same statement; answers it
 * with its place in the log.
 */
export const insertCertificate = async (
  db: CommonQueryMethods,
  cert: BureauCertificate,
  recordedAs: RecordedAs | undefined,
): Promise<BureauCertificate> => {
  const item = recordedAs?.item;
  if (recordedAs && item) {
    // The idempotency middleware runs one request per key at a time, but it hands an in-flight key to a
    // retry after 10 minutes even if the first request is still running: this keeps that from issuing
    // the item twice. Serialised per (owner, key, item), checked within the key's 24 h so an expired
    // key may be used again.
    await lockForTransaction(db, batchItemLock(cert.ownerId, recordedAs.key, item.index));
    const taken = await db.exists(sql.unsafe`
      SELECT 1 FROM bureau_certificates
      WHERE owner_id = ${cert.ownerId} AND idempotency_key = ${recordedAs.key} AND idempotency_item = ${item.index}
        AND issued_at > now() - ${IDEMPOTENCY_TTL_SECONDS}::int * interval '1 second'`);
    if (taken) throw new AlreadyIssued(`batch item ${item.index} was already issued with this Idempotency-Key`);
  }
  const salt = cert.transparency?.salt ?? unlogged().salt;
  const row = (await db.one(sql.unsafe`
    WITH ${oneStoredEntry({ kind: "bureau-certificate", ref: cert.id, text: certificateEntry(cert, salt) })}
    INSERT INTO bureau_certificates
      (id, rights_object_id, owner_id, receipt_id, treaties, idempotency_key, idempotency_item,
       idempotency_batch_size, issued_at, attestation_key_id, attestation, log_id, log_index, transparency_salt)
    SELECT ${cert.id}, ${cert.rightsObjectId}, ${cert.ownerId}, ${cert.receiptId},
           ${sql.array(cert.treaties, "text")}, ${recordedAs?.key ?? null}, ${item?.index ?? null},
           ${item?.batchSize ?? null}, ${cert.issuedAt},
           ${cert.attestation.keyId}, ${cert.attestation.signature.toString("hex")},
           log_first.log_id, log_first.first, ${sql.binary(salt)}
    FROM (SELECT 1) AS one LEFT JOIN log_first ON true
    RETURNING log_index, encode(transparency_salt, 'hex') AS transparency_salt`)) as Pick<
    Row,
    "log_index" | "transparency_salt"
  >;
  return { ...cert, transparency: loggedFrom(row) };
};

export const findCertificate = async (db: CommonQueryMethods, id: string): Promise<BureauCertificate | null> => {
  const row = (await db.maybeOne(
    sql.unsafe`SELECT ${COLUMNS} FROM bureau_certificates WHERE id = ${id}`,
  )) as Row | null;
  return row ? toCertificate(row) : null;
};

/** The certificate an earlier protect request with this Idempotency-Key issued, within the key's 24 h. */
export const findIssuedWithKey = async (
  db: CommonQueryMethods,
  ownerId: string,
  idempotencyKey: string,
): Promise<BureauCertificate | null> => {
  const row = (await db.maybeOne(sql.unsafe`
    SELECT ${COLUMNS} FROM bureau_certificates
    WHERE owner_id = ${ownerId} AND idempotency_key = ${idempotencyKey} AND idempotency_item IS NULL
      AND issued_at > now() - ${IDEMPOTENCY_TTL_SECONDS}::int * interval '1 second'
    ORDER BY id DESC LIMIT 1`)) as Row | null;
  return row ? toCertificate(row) : null;
};

/**
 * The certificates an earlier protect-batch request with this Idempotency-Key issued (within the key's
 * 24 h), with each one's position and the size of the batch it was issued for.
 */
export const findBatchItemsWithKey = async (
  db: CommonQueryMethods,
  ownerId: string,
  idempotencyKey: string,
): Promise<{ index: number; batchSize: number; cert: BureauCertificate }[]> => {
  const rows = (await db.any(sql.unsafe`
    SELECT ${COLUMNS}, idempotency_item, idempotency_batch_size FROM bureau_certificates
    WHERE owner_id = ${ownerId} AND idempotency_key = ${idempotencyKey} AND idempotency_item IS NOT NULL
      AND issued_at > now() - ${IDEMPOTENCY_TTL_SECONDS}::int * interval '1 second'
    ORDER BY idempotency_item, id`)) as readonly (Row & { idempotency_item: number; idempotency_batch_size: number })[];
  return rows.map((row) => ({
    index: row.idempotency_item,
    batchSize: row.idempotency_batch_size,
    cert: toCertificate(row),
  }));
};
