import { type CommonQueryMethods, sql } from "slonik";
import { IDEMPOTENCY_TTL_SECONDS } from "../../http/idempotency.ts";

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
};

const COLUMNS = sql.fragment`id, rights_object_id, owner_id, receipt_id, treaties, issued_at,
  attestation_key_id, attestation`;

const toCertificate = (row: Row): BureauCertificate => ({
  id: row.id,
  rightsObjectId: row.rights_object_id,
  ownerId: row.owner_id,
  receiptId: row.receipt_id,
  treaties: [...row.treaties],
  issuedAt: row.issued_at,
  attestation: { keyId: row.attestation_key_id, signature: Buffer.from(row.attestation, "hex") },
});

export const insertCertificate = async (
  db: CommonQueryMethods,
  cert: BureauCertificate,
  idempotencyKey: string | undefined,
): Promise<void> => {
  await db.query(sql.unsafe`
    INSERT INTO bureau_certificates
      (id, rights_object_id, owner_id, receipt_id, treaties, idempotency_key, issued_at, attestation_key_id, attestation)
    VALUES (${cert.id}, ${cert.rightsObjectId}, ${cert.ownerId}, ${cert.receiptId},
            ${sql.array(cert.treaties, "text")}, ${idempotencyKey ?? null}, ${cert.issuedAt},
            ${cert.attestation.keyId}, ${cert.attestation.signature.toString("hex")})`);
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
    WHERE owner_id = ${ownerId} AND idempotency_key = ${idempotencyKey}
      AND issued_at > now() - ${IDEMPOTENCY_TTL_SECONDS}::int * interval '1 second'
    ORDER BY id DESC LIMIT 1`)) as Row | null;
  return row ? toCertificate(row) : null;
};
