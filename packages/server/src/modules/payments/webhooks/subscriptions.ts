import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import type { Page, PageQuery } from "../../../http/pagination.ts";
import { fetchPage } from "../../../persistence/pages.ts";
import type { Schema } from "../../../platform/operations.ts";
import { type SealingKeys, sealBytes, unsealBytes } from "../../../sealing/seal.ts";
import { PAYMENT_EVENT_TYPES } from "../events.ts";
import { newWebhookSubscriptionId } from "../ids.ts";
import { paymentWebhookSubscriptionView } from "./presenters.ts";
import { webhookProblems } from "./problems.ts";
import { newWebhookSecret } from "./signing.ts";

/** A subscription's row, without its sealed secret. */
export type SubscriptionRow = {
  id: string;
  owner_id: string;
  url: string;
  events: string[];
  status: "active" | "disabled";
  disabled_reason: "replaced" | "deleted" | "gone" | null;
  created_at: string;
  disabled_at: string | null;
};

const COLUMNS = sql.fragment`id, owner_id, url, events, status, disabled_reason, created_at, disabled_at`;

export const secretAad = (id: string) => `payment_webhook_subscriptions:${id}:secret`;

export const openSecret = (keys: SealingKeys, id: string, sealed: Buffer): string =>
  unsealBytes(keys, secretAad(id), sealed, `webhook subscription ${id}`).toString("utf8");

/**
 * A new active subscription for `ownerId`, disabling their active one (`replaced`) in the same
 * transaction, along with that one's pending deliveries. Answers the row and its secret (shown once).
 */
export const createSubscription = (
  db: DatabasePool,
  keys: SealingKeys,
  input: { ownerId: string; url: string; events: readonly string[] | undefined },
): Promise<{ row: SubscriptionRow; secret: string }> =>
  db.transaction(async (tx) => {
    const id = newWebhookSubscriptionId();
    const secret = newWebhookSecret();
    const sealed = sealBytes(keys, secretAad(id), Buffer.from(secret, "utf8"));
    const events = [...(input.events ?? PAYMENT_EVENT_TYPES)];
    // Locks the owner's active row (if any): two creations at once replace one another in turn.
    const previous = await tx.maybeOneFirst(sql.unsafe`
      SELECT id FROM payment_webhook_subscriptions
      WHERE owner_id = ${input.ownerId} AND status = 'active' FOR UPDATE`);
    if (previous !== null) await disableSubscription(tx, previous as string, "replaced");
    const row = (await tx.one(sql.unsafe`
      INSERT INTO payment_webhook_subscriptions (id, owner_id, url, events, secret)
      VALUES (${id}, ${input.ownerId}, ${input.url}, ${sql.array(events, "text")}, ${sql.binary(sealed)})
      RETURNING ${COLUMNS}`)) as SubscriptionRow;
    return { row, secret };
  });

/** Disables a subscription and stops its unfinished deliveries (kept in the log as `disabled`). */
export const disableSubscription = async (
  db: CommonQueryMethods,
  id: string,
  reason: "replaced" | "deleted" | "gone",
): Promise<void> => {
  await db.query(sql.unsafe`
    UPDATE payment_webhook_subscriptions SET status = 'disabled', disabled_reason = ${reason}, disabled_at = now()
    WHERE id = ${id} AND status = 'active'`);
  await db.query(sql.unsafe`
    UPDATE payment_webhook_deliveries SET status = 'disabled', next_attempt_at = NULL, updated_at = now()
    WHERE subscription_id = ${id} AND status IN ('pending', 'delivering')`);
};

/** The caller's subscription, or the same 404 for someone else's and an unknown id. */
export const ownSubscription = async (
  db: CommonQueryMethods,
  ownerId: string,
  id: string,
): Promise<SubscriptionRow> => {
  const row = (await db.maybeOne(sql.unsafe`
    SELECT ${COLUMNS} FROM payment_webhook_subscriptions WHERE id = ${id} AND owner_id = ${ownerId}`)) as SubscriptionRow | null;
  if (!row) throw webhookProblems.subscriptionNotFound();
  return row;
};

export const subscriptionsPage = (
  db: CommonQueryMethods,
  ownerId: string,
  page: PageQuery,
): Promise<Page<Schema<"PaymentWebhookSubscription">>> =>
  fetchPage(db, {
    page,
    columns: COLUMNS,
    from: sql.fragment`payment_webhook_subscriptions`,
    where: sql.fragment`owner_id = ${ownerId}`,
    orderBy: "id",
    map: paymentWebhookSubscriptionView,
  });
