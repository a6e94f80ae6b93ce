import { type CommonQueryMethods, sql } from "slonik";
import type { Schema } from "../../platform/operations.ts";

/**
 * A registered rights object as stored (table rights_objects). Its `id` is the rights certificate id.
 * Other modules (bureau, registry) read it, with its digest source, through `findRightsObjectView`
 * (objects.ts); keep this shape stable.
 */
export type RightsObjectRow = {
  id: string;
  ownerId: string;
  title: string;
  description: string | null;
  kind: string;
  /** Lowercase hex SHA-256 of what was registered. */
  contentSha256: string;
  createdAt: Date;
};

type StoredRow = {
  id: string;
  owner_id: string;
  title: string;
  description: string | null;
  kind: string;
  content_sha256: string;
  created_at: string;
};

export const RIGHTS_OBJECT_COLUMNS = sql.fragment`id, owner_id, title, description, kind, content_sha256, created_at`;

export const toRightsObjectRow = (row: StoredRow): RightsObjectRow => ({
  id: row.id,
  ownerId: row.owner_id,
  title: row.title,
  description: row.description,
  kind: row.kind,
  contentSha256: row.content_sha256,
  createdAt: new Date(row.created_at),
});

/** The rights object with this id, whoever owns it, or null. Callers check ownership themselves. */
export const findRightsObject = async (db: CommonQueryMethods, id: string): Promise<RightsObjectRow | null> => {
  const row = (await db.maybeOne(
    sql.unsafe`SELECT ${RIGHTS_OBJECT_COLUMNS} FROM rights_objects WHERE id = ${id}`,
  )) as StoredRow | null;
  return row ? toRightsObjectRow(row) : null;
};

/** Names the document's format; bump it (and keep the old builder) if the document ever changes. */
export const CERTIFICATE_DOCUMENT_TYPE = "trustplane.rights-certificate/v1";

/**
 * The JSON document that states a rights certificate. Its RFC 8785 canonical form is exactly what the
 * protect pipeline signs with the owner's Ed25519 key, so anyone holding a signing receipt can check
 * that it signs this certificate: SHA-256 of `canonicalBytes(certificateDocument(row))` equals the
 * receipt's payload_sha256, and the signature verifies under the receipt's key. Every field is derived
 * from the stored row alone (no clock, no configuration), so the document can be recomputed at any time.
 */
export const certificateDocument = (row: RightsObjectRow): Schema<"RightsCertificateDocument"> => ({
  type: CERTIFICATE_DOCUMENT_TYPE,
  id: row.id,
  owner: row.ownerId,
  title: row.title,
  description: row.description,
  kind: row.kind,
  contentSha256: row.contentSha256,
  registeredAt: row.createdAt.toISOString(),
});
