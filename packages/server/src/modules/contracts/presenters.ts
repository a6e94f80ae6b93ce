import type { Schema } from "../../platform/operations.ts";
import type { SealingKeys } from "../../sealing/seal.ts";
import { decryptDocument, decryptSender } from "./crypto.ts";
import type { DocumentRow, SealedRow } from "./store.ts";
import { templateById } from "./templates.ts";

/** A document as its owner's lists show it: never its field values. */
export const documentSummaryView = (row: DocumentRow): Schema<"ContractDocumentSummary"> => ({
  id: row.id,
  template: row.template,
  title: templateById(row.template)?.title ?? row.template,
  status: row.destroyed_at === null ? "active" : "destroyed",
  maxViews: row.max_views,
  viewsUsed: row.views,
  viewsRemaining: row.destroyed_at === null ? row.max_views - row.views : 0,
  viewed: row.views > 0,
  firstViewedAt: row.first_viewed_at,
  lastViewedAt: row.last_viewed_at,
  expiresAt: row.expires_at,
  destroyedAt: row.destroyed_at,
  destroyedReason: row.destroyed_reason,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The document as its owner sees it: with its field values and its sender's name while it exists. */
export const documentView = (keys: SealingKeys, row: SealedRow): Schema<"ContractDocument"> => ({
  ...documentSummaryView(row),
  fields:
    row.data_key && row.content ? decryptDocument(keys, row.id, { dataKey: row.data_key, content: row.content }) : null,
  senderName: decryptSender(keys, row.id, { dataKey: row.data_key, sender: row.sender }),
});
