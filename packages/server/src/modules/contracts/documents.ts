import { type DatabasePool, sql } from "slonik";
import type { Schema } from "../../platform/operations.ts";
import type { SealingKeys } from "../../sealing/seal.ts";
import { decryptDocument, decryptSender, encryptDocument, newViewToken, tokenHash } from "./crypto.ts";
import { checkFields, checkSenderName, type FieldValues } from "./fields.ts";
import { newDocumentId } from "./ids.ts";
import type { ContractMetrics } from "./metrics.ts";
import { contractProblems } from "./problems.ts";
import {
  expiryFragment,
  insertDocument,
  logAccess,
  type NewDocument,
  ownDocument,
  SEALED_COLUMNS,
  type SealedRow,
  SHRED,
} from "./store.ts";
import { templateById } from "./templates.ts";

/** A document's lifetime: 60 s to 30 days, 24 hours unless its owner says. */
export const MIN_LIFETIME_SECONDS = 60;
export const MAX_LIFETIME_SECONDS = 30 * 24 * 3600;
export const DEFAULT_LIFETIME_SECONDS = 24 * 3600;

export type DocumentDeps = {
  db: DatabasePool;
  keys: () => SealingKeys;
  metrics: ContractMetrics;
  /** CONTRACTS_MAX_LIVE_DOCUMENTS_PER_USER. */
  maxLiveDocuments: number;
};

/** `expiresAt` or `expiresInSeconds` (the contract bounds the latter), never both; undefined when neither. */
export const expiryOf = (body: {
  expiresAt?: string;
  expiresInSeconds?: number;
}): NewDocument["expires"] | undefined => {
  if (body.expiresAt !== undefined && body.expiresInSeconds !== undefined) {
    throw contractProblems.expiry("Give `expiresAt` or `expiresInSeconds`, not both.");
  }
  if (body.expiresInSeconds !== undefined) return { inSeconds: body.expiresInSeconds };
  if (body.expiresAt === undefined) return undefined;
  const seconds = (Date.parse(body.expiresAt) - Date.now()) / 1000;
  if (!(seconds >= MIN_LIFETIME_SECONDS && seconds <= MAX_LIFETIME_SECONDS)) {
    throw contractProblems.expiry("`expiresAt` must be 60 seconds to 30 days from now.");
  }
  return { at: new Date(Date.parse(body.expiresAt)).toISOString() };
};

export const createDocument = async (
  deps: DocumentDeps,
  ownerId: string,
  body: Schema<"ContractDocumentCreate">,
): Promise<{ row: SealedRow; token: string; values: FieldValues }> => {
  const template = templateById(body.template);
  if (!template) throw contractProblems.templateUnknown(body.template);
  const values = checkFields(template, body.fields as FieldValues);
  const senderName = checkSenderName(body.senderName) ?? null;
  const expires = expiryOf(body) ?? { inSeconds: DEFAULT_LIFETIME_SECONDS };
  const id = newDocumentId();
  const token = newViewToken();
  const { dataKey, content, sender } = encryptDocument(deps.keys(), id, values, senderName);
  const row = await insertDocument(
    deps.db,
    {
      id,
      ownerId,
      template: template.id,
      tokenHash: tokenHash(token),
      maxViews: body.maxViews ?? 1,
      expires,
      dataKey,
      content,
      sender,
    },
    deps.maxLiveDocuments,
  );
  if (row === "limit-reached") throw contractProblems.documentLimit(deps.maxLiveDocuments);
  return { row, token, values };
};

export const getDocument = async (deps: DocumentDeps, ownerId: string, id: string): Promise<SealedRow> => {
  const row = await ownDocument(deps.db, ownerId, id, deps.metrics);
  if (!row) throw contractProblems.documentNotFound();
  return row;
};

/**
 * Edits or revokes the owner's document, only while no one has viewed it: the row is locked, so a view
 * either came first (409) or waits and sees the edit. Revoking shreds at once.
 */
export const updateDocument = async (
  deps: DocumentDeps,
  ownerId: string,
  id: string,
  body: Schema<"ContractDocumentUpdate">,
): Promise<SealedRow> => {
  const { revoked, ...edit } = body;
  if (revoked && Object.keys(edit).length > 0) {
    throw contractProblems.expiry("`revoked` cannot be combined with an edit: revoke alone.");
  }
  const expires = expiryOf(edit);
  checkSenderName(edit.senderName);
  // Checked before anything is locked; the template never changes.
  await getDocument(deps, ownerId, id);
  const updated = await deps.db.transaction(async (tx) => {
    const row = (await tx.maybeOne(sql.unsafe`
      SELECT ${SEALED_COLUMNS} FROM contract_documents WHERE id = ${id} AND owner_id = ${ownerId} FOR UPDATE`)) as SealedRow | null;
    if (!row) throw contractProblems.documentNotFound();
    if (row.views > 0) throw contractProblems.alreadyViewed();
    if (row.destroyed_at !== null) throw contractProblems.destroyed(row.destroyed_at, row.destroyed_reason!);
    if (revoked) {
      const shredded = (await tx.one(sql.unsafe`
        UPDATE contract_documents SET ${SHRED("revoked")} WHERE id = ${id} RETURNING ${SEALED_COLUMNS}`)) as SealedRow;
      await logAccess(tx, id, "revoked");
      return shredded;
    }
    const sets = [sql.fragment`updated_at = now()`];
    if (edit.fields !== undefined || edit.senderName !== undefined) {
      const template = templateById(row.template);
      if (!template) throw new Error(`document ${id} names the template "${row.template}", which is not defined`);
      const keys = deps.keys();
      const old = { dataKey: row.data_key!, content: row.content!, sender: row.sender };
      const values =
        edit.fields !== undefined ? checkFields(template, edit.fields as FieldValues) : decryptDocument(keys, id, old);
      const senderName = edit.senderName !== undefined ? edit.senderName : decryptSender(keys, id, old);
      // A fresh key for the new content and sender (what was not edited is sealed again under it): the
      // old key and ciphertexts are overwritten by this UPDATE.
      const { dataKey, content, sender } = encryptDocument(keys, id, values, senderName);
      sets.push(
        sql.fragment`data_key = ${sql.binary(dataKey)}, content = ${sql.binary(content)}, sender = ${
          sender === null ? null : sql.binary(sender)
        }`,
      );
    }
    if (edit.maxViews !== undefined) sets.push(sql.fragment`max_views = ${edit.maxViews}`);
    if (expires !== undefined) sets.push(sql.fragment`expires_at = ${expiryFragment(expires)}`);
    return (await tx.one(sql.unsafe`
      UPDATE contract_documents SET ${sql.join(sets, sql.fragment`, `)} WHERE id = ${id}
      RETURNING ${SEALED_COLUMNS}`)) as SealedRow;
  });
  if (revoked) deps.metrics.destroyed("revoked");
  return updated;
};
