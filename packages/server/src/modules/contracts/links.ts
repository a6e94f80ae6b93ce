import { sql } from "slonik";
import type { Schema } from "../../platform/operations.ts";
import { decryptDocument, decryptSender, tokenHash } from "./crypto.ts";
import type { DocumentDeps } from "./documents.ts";
import { renderDocument } from "./fields.ts";
import { contractProblems } from "./problems.ts";
import {
  type DestroyedReason,
  DOCUMENT_COLUMNS,
  type DocumentRow,
  logAccess,
  logOpened,
  SEALED_COLUMNS,
  type SealedRow,
  SHRED,
  shredIfExpired,
} from "./store.ts";
import { templateById } from "./templates.ts";

/** Who used a link, as the owner's log keeps it (never the address itself). */
export type LinkClient = { ipHash: string | null; userAgent: string | null };

const templateOf = (row: DocumentRow) => {
  const template = templateById(row.template);
  if (!template) throw new Error(`document ${row.id} names the template "${row.template}", which is not defined`);
  return template;
};

/** A document's row as its link finds it: with the sealed sender's name (and the key it is sealed under), never the content. */
type LinkRow = DocumentRow & { data_key: Buffer | null; sender: Buffer | null };

/** The document behind a token, destroyed first if it expired; null when no document has it. */
const documentOfToken = async (deps: DocumentDeps, token: string): Promise<LinkRow | null> => {
  const where = sql.fragment`token_hash = ${sql.binary(tokenHash(token))}`;
  await shredIfExpired(deps.db, where, deps.metrics);
  return (await deps.db.maybeOne(sql.unsafe`
    SELECT ${DOCUMENT_COLUMNS}, data_key, sender FROM contract_documents WHERE ${where}`)) as LinkRow | null;
};

/** The document a GET on its link finds (logged as `opened`, within the bound), or null; never a view. */
const openLink = async (deps: DocumentDeps, token: string, client: LinkClient): Promise<LinkRow | null> => {
  const row = await documentOfToken(deps, token);
  if (row) await logOpened(deps.db, row.id, client);
  return row;
};

/** What a link is, without its content and without using a view; logged as `opened`. */
export const linkMetadata = async (
  deps: DocumentDeps,
  token: string,
  client: LinkClient,
): Promise<Schema<"ContractLink">> => {
  const row = await openLink(deps, token, client);
  if (!row) throw contractProblems.linkNotFound();
  const live = row.destroyed_at === null;
  return {
    template: row.template,
    title: templateOf(row).title,
    status: live ? "active" : "destroyed",
    viewsRemaining: live ? row.max_views - row.views : 0,
    expiresAt: row.expires_at,
    destroyedAt: row.destroyed_at,
  };
};

/** What the link's page shows (page.ts): never the document's content. */
export type LinkPageState =
  | { kind: "unknown" }
  | { kind: "active"; title: string; senderName: string | null; viewsRemaining: number; expiresAt: string }
  | { kind: "destroyed"; title: string; destroyedAt: string; reason: DestroyedReason };

/**
 * The link as its page shows it to a browser, like `linkMetadata` (no view used, logged as `opened`),
 * with the sender's name the owner chose, decrypted here for the page only.
 */
export const linkPageState = async (deps: DocumentDeps, token: string, client: LinkClient): Promise<LinkPageState> => {
  const row = await openLink(deps, token, client);
  if (!row) return { kind: "unknown" };
  const title = templateOf(row).title;
  if (row.destroyed_at !== null) {
    return {
      kind: "destroyed",
      title,
      destroyedAt: row.destroyed_at,
      reason: row.destroyed_reason ?? "views-exhausted",
    };
  }
  return {
    kind: "active",
    title,
    senderName: decryptSender(deps.keys(), row.id, { dataKey: row.data_key, sender: row.sender }),
    viewsRemaining: row.max_views - row.views,
    expiresAt: row.expires_at,
  };
};

/**
 * Shows the document and uses one view. The view is counted by one conditional UPDATE: only a live,
 * unexpired document with a view left matches, and the row lock it takes makes a concurrent view wait
 * and then see the count this one left (on PostgreSQL, the re-checked condition fails for it once the
 * views are used up). The content is decrypted inside the transaction, before the last view shreds it
 * in the same transaction: a failure to decrypt rolls the view back.
 */
export const viewDocument = async (
  deps: DocumentDeps,
  token: string,
  client: LinkClient,
): Promise<Schema<"ContractView">> => {
  const hash = tokenHash(token);
  const keys = deps.keys();
  const shown = await deps.db.transaction(async (tx) => {
    const row = (await tx.maybeOne(sql.unsafe`
      UPDATE contract_documents
      SET views = views + 1, first_viewed_at = coalesce(first_viewed_at, now()), last_viewed_at = now()
      WHERE token_hash = ${sql.binary(hash)} AND views < max_views AND destroyed_at IS NULL AND expires_at > now()
      RETURNING ${SEALED_COLUMNS}`)) as SealedRow | null;
    if (!row) return null;
    const values = decryptDocument(keys, row.id, { dataKey: row.data_key!, content: row.content! });
    await logAccess(tx, row.id, "viewed", client);
    if (row.views >= row.max_views) {
      await tx.query(sql.unsafe`UPDATE contract_documents SET ${SHRED("views-exhausted")} WHERE id = ${row.id}`);
      await logAccess(tx, row.id, "destroyed");
    }
    return { row, values };
  });
  if (shown) {
    const { row, values } = shown;
    deps.metrics.viewed("shown");
    if (row.views >= row.max_views) deps.metrics.destroyed("views-exhausted");
    const template = templateOf(row);
    return {
      template: template.id,
      ...renderDocument(template, values),
      viewsRemaining: row.max_views - row.views,
      expiresAt: row.expires_at,
      viewedAt: row.last_viewed_at!,
    };
  }
  // No view was counted: no such link, or the document is gone (its views used up, expired, revoked).
  const row = await documentOfToken(deps, token);
  if (!row) {
    deps.metrics.viewed("not_found");
    throw contractProblems.linkNotFound();
  }
  deps.metrics.viewed("destroyed");
  if (row.destroyed_at !== null) throw contractProblems.destroyed(row.destroyed_at, row.destroyed_reason!);
  // Not reachable with the database's constraints (the last view shreds in its own transaction); a
  // document with no view left reads destroyed.
  throw contractProblems.destroyed(row.last_viewed_at ?? row.updated_at, "views-exhausted");
};
