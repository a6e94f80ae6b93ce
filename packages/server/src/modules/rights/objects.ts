import { CanonicalizationError } from "@trustplane/canonical-json";
import { type CommonQueryMethods, sql } from "slonik";
import { fieldsInvalid, HttpProblem, type ProblemFieldError, validationFailed } from "../../http/problem.ts";
import { IDEMPOTENCY_TTL_SECONDS } from "../../persistence/idempotency-keys.ts";
import { commitmentToDocument, entryText, type LoggedAt, loggedFrom, unlogged } from "../../transparency/entry.ts";
import { oneStoredEntry } from "../../transparency/sequence.ts";
import { canonicalBytes, sha256Hex } from "../signing/index.ts";
import { certificateDocument, type RightsObjectRow, toRightsObjectRow } from "./certificate.ts";
import { newRightsObjectId } from "./ids.ts";

/** Limits of a registration (the contract states the same; batch items are checked here, item by item). */
export const LIMITS = { title: 200, description: 2000, content: 262_144 } as const;
const KIND = /^[a-z][a-z0-9-]{0,31}$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;
const NOT_BLANK = /\S/;

/** What a client sends to register a rights object (POST /api/rights/objects, the pipeline's items). */
export type RightsInput = {
  title: string;
  description?: string | null;
  kind: string;
  content?: string;
  contentSha256?: string;
};

/** A registration that passed every check, with its digest worked out. */
export type Registration = {
  title: string;
  description: string | null;
  kind: string;
  contentSha256: string;
  digestSource: DigestSource;
};

/**
 * Where a rights object's `contentSha256` comes from: `content` (SHA-256 of the UTF-8 bytes of the
 * `content` sent), `declared` (the client hashed its own bytes, e.g. an audio file, and sent the digest),
 * or `metadata` (neither was sent: SHA-256 of the RFC 8785 form of `{title, description, kind}`).
 */
export type DigestSource = "content" | "declared" | "metadata";

/** The digest a registration without content is bound to (public: anyone can recompute it). */
export const metadataDigest = (fields: { title: string; description: string | null; kind: string }): string =>
  sha256Hex(canonicalBytes({ title: fields.title, description: fields.description, kind: fields.kind }));

/**
 * Check one registration and work out its digest; the field errors (with `path` under `at`) or the
 * registration. JSON Schema in the contract already checks the single-object routes; batch items only
 * get their types checked there, so that one bad item fails alone.
 */
export const checkRegistration = (input: RightsInput, at: string): Registration | HttpProblem => {
  const errors: ProblemFieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ path: `${at}/${field}`, message });
  const { title, kind, content, contentSha256 } = input;
  const description = input.description ?? null;
  // PostgreSQL text cannot hold U+0000 (JSON can): refused here rather than failing in the INSERT.
  if (typeof title !== "string" || !NOT_BLANK.test(title) || title.includes("\u0000")) {
    fail("title", "must be a non-blank string without U+0000");
  } else if ([...title].length > LIMITS.title) fail("title", `must be at most ${LIMITS.title} characters`);
  if (description !== null && (typeof description !== "string" || description.includes("\u0000"))) {
    fail("description", "must be a string without U+0000");
  } else if (description !== null && [...description].length > LIMITS.description) {
    fail("description", `must be at most ${LIMITS.description} characters`);
  }
  if (typeof kind !== "string" || !KIND.test(kind)) {
    fail("kind", "must be 1–32 lowercase letters, digits or hyphens, starting with a letter (e.g. music, text)");
  }
  if (content !== undefined && contentSha256 !== undefined) fail("content", "send content or contentSha256, not both");
  if (content !== undefined && (typeof content !== "string" || content.length > LIMITS.content)) {
    fail("content", `must be a string of at most ${LIMITS.content} characters`);
  }
  if (contentSha256 !== undefined && (typeof contentSha256 !== "string" || !SHA256_HEX.test(contentSha256))) {
    fail("contentSha256", "must be 64 lowercase hexadecimal digits");
  }
  if (errors.length > 0) return fieldsInvalid(errors);
  try {
    if (content !== undefined)
      return {
        title,
        description,
        kind,
        contentSha256: sha256Hex(Buffer.from(content, "utf8")),
        digestSource: "content",
      };
    if (contentSha256 !== undefined) return { title, description, kind, contentSha256, digestSource: "declared" };
    return {
      title,
      description,
      kind,
      contentSha256: metadataDigest({ title, description, kind }),
      digestSource: "metadata",
    };
  } catch (err) {
    // A lone UTF-16 surrogate: JSON.parse accepts it, RFC 8785 and UTF-8 cannot represent it.
    if (!(err instanceof CanonicalizationError)) throw err;
    return validationFailed(`The registration cannot be canonicalized: ${err.message}`, {
      errors: [{ path: at, message: err.message }],
    });
  }
};

/** The body of a single-object route (register, protect), checked: its registration, or the problem thrown. */
export const registrationFromBody = (body: RightsInput): Registration => {
  const registration = checkRegistration(body, "/body");
  if (registration instanceof HttpProblem) throw registration;
  return registration;
};

/**
 * A stored rights object with what the API shows besides the certificate fields, and its place in the
 * transparency log (null for one registered before the log; `logIndex` -1 until it is stored).
 */
export type RightsObject = RightsObjectRow & {
  digestSource: DigestSource;
  bureauCertId: string | null;
  transparency: LoggedAt | null;
};

type StoredRow = Parameters<typeof toRightsObjectRow>[0] & {
  digest_source: DigestSource;
  bureau_cert_id: string | null;
  log_index: string | number | null;
  transparency_salt: string | null;
};

const toRightsObject = (row: StoredRow): RightsObject => ({
  ...toRightsObjectRow(row),
  digestSource: row.digest_source,
  bureauCertId: row.bureau_cert_id,
  transparency: loggedFrom(row),
});

/** A new rights object row, not yet stored: the pipeline signs its certificate before storing it. */
export const newRightsObject = (ownerId: string, registration: Registration): RightsObject => ({
  id: newRightsObjectId(),
  ownerId,
  title: registration.title,
  description: registration.description,
  kind: registration.kind,
  contentSha256: registration.contentSha256,
  digestSource: registration.digestSource,
  // Milliseconds, like every timestamp the certificate document states.
  createdAt: new Date(),
  bureauCertId: null,
  transparency: unlogged(),
});

/** The certificate's entry in the transparency log: unsigned, committing to its document. */
const rightsEntry = (object: RightsObject, salt: Buffer): string =>
  entryText({
    kind: "rights-certificate",
    id: object.id,
    issuedAt: object.createdAt.toISOString(),
    keyId: null,
    signature: null,
    commitment: commitmentToDocument(salt, certificateDocument(object)),
  });

/**
 * Stores a new rights object and sequences its certificate into the transparency log in the same
 * statement; answers the object with its place in the log.
 */
export const insertRightsObject = async (
  db: CommonQueryMethods,
  object: RightsObject,
  idempotencyKey: string | undefined,
): Promise<RightsObject> => {
  const salt = object.transparency?.salt ?? unlogged().salt;
  const row = (await db.one(sql.unsafe`
    WITH ${oneStoredEntry({ kind: "rights-certificate", ref: object.id, text: rightsEntry(object, salt) })}
    INSERT INTO rights_objects
      (id, owner_id, title, description, kind, content_sha256, digest_source, idempotency_key, created_at,
       log_id, log_index, transparency_salt)
    SELECT ${object.id}, ${object.ownerId}, ${object.title}, ${object.description}, ${object.kind},
           ${object.contentSha256}, ${object.digestSource}, ${idempotencyKey ?? null},
           ${object.createdAt.toISOString()}, log_first.log_id, log_first.first, ${sql.binary(salt)}
    FROM (SELECT 1) AS one LEFT JOIN log_first ON true
    RETURNING log_index, encode(transparency_salt, 'hex') AS transparency_salt`)) as {
    log_index: string | number | null;
    transparency_salt: string | null;
  };
  return { ...object, transparency: loggedFrom(row) };
};

const SELECT = sql.fragment`
  SELECT o.id, o.owner_id, o.title, o.description, o.kind, o.content_sha256, o.created_at, o.digest_source,
         c.id AS bureau_cert_id, o.log_index, encode(o.transparency_salt, 'hex') AS transparency_salt
  FROM rights_objects o LEFT JOIN bureau_certificates c ON c.rights_object_id = o.id`;

/** The rights object with this id (whoever owns it), with its bureau certificate's id if it has one. */
export const findRightsObjectView = async (db: CommonQueryMethods, id: string): Promise<RightsObject | null> => {
  const row = (await db.maybeOne(sql.unsafe`${SELECT} WHERE o.id = ${id}`)) as StoredRow | null;
  return row ? toRightsObject(row) : null;
};

/** The object an earlier request with this Idempotency-Key registered (see recorded-effect.ts in ledger). */
export const findRegisteredWithKey = async (
  db: CommonQueryMethods,
  ownerId: string,
  idempotencyKey: string,
): Promise<RightsObject | null> => {
  const row = (await db.maybeOne(sql.unsafe`${SELECT}
    WHERE o.owner_id = ${ownerId} AND o.idempotency_key = ${idempotencyKey}
      AND o.created_at > now() - ${IDEMPOTENCY_TTL_SECONDS}::int * interval '1 second'
    ORDER BY o.id DESC LIMIT 1`)) as StoredRow | null;
  return row ? toRightsObject(row) : null;
};

/** True when a stored object is what this registration would store (same fields, same digest). */
export const sameRegistration = (object: RightsObject, registration: Registration): boolean =>
  object.title === registration.title &&
  object.description === registration.description &&
  object.kind === registration.kind &&
  object.contentSha256 === registration.contentSha256 &&
  object.digestSource === registration.digestSource;
