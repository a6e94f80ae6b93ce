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
  secret_rotated_at: string | null;
  /** Null unless an overlap is under way (a previous secret still signing). */
  previous_secret_expires_at: string | null;
};

/** The most subscriptions a merchant holds active at once. */
export const MAX_ACTIVE_SUBSCRIPTIONS = 16;
/** How long a rotated-out secret keeps signing unless the rotation says otherwise. */
export const DEFAULT_SECRET_OVERLAP_SECONDS = 86_400;

const COLUMNS = sql.fragment`id, owner_id, url, events, status, disabled_reason, created_at, disabled_at,
  secret_rotated_at, CASE WHEN previous_secret_expires_at > now() THEN previous_secret_expires_at END
    AS previous_secret_expires_at`;

export const secretAad = (id: string) => `payment_webhook_subscriptions:${id}:secret`;

export const openSecret = (keys: SealingKeys, id: string, sealed: Buffer): string =>
  unsealBytes(keys, secretAad(id), sealed, `webhook subscription ${id}`).toString("utf8");

/**
 * A new active subscription for `ownerId` and its secret (shown once); refused when the owner already
 * has MAX_ACTIVE_SUBSCRIPTIONS active. The owner's user row is locked first, so concurrent creations are
 * counted one after another.
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
    await tx.query(sql.unsafe`SELECT 1 FROM users WHERE id = ${input.ownerId} FOR UPDATE`);
    const active = await tx.oneFirst(sql.unsafe`
      SELECT count(*)::int FROM payment_webhook_subscriptions WHERE owner_id = ${input.ownerId} AND status = 'active'`);
    if ((active as number) >= MAX_ACTIVE_SUBSCRIPTIONS)
      throw webhookProblems.subscriptionLimit(MAX_ACTIVE_SUBSCRIPTIONS);
    const row = (await tx.one(sql.unsafe`
      INSERT INTO payment_webhook_subscriptions (id, owner_id, url, events, secret)
      VALUES (${id}, ${input.ownerId}, ${input.url}, ${sql.array(events, "text")}, ${sql.binary(sealed)})
      RETURNING ${COLUMNS}`)) as SubscriptionRow;
    return { row, secret };
  });

/**
 * A new secret for one of the owner's active subscriptions (shown once); the current one becomes the
 * previous, signing too for `overlapSeconds` (0: not at all). A previous one still signing is dropped:
 * two secrets sign at most.
 */
export const rotateSecret = (
  db: DatabasePool,
  keys: SealingKeys,
  ownerId: string,
  id: string,
  overlapSeconds: number,
): Promise<{ row: SubscriptionRow; secret: string }> =>
  db.transaction(async (tx) => {
    const current = await ownSubscription(tx, ownerId, id, { lock: true });
    if (current.status !== "active") throw webhookProblems.subscriptionDisabled();
    const secret = newWebhookSecret();
    const sealed = sealBytes(keys, secretAad(id), Buffer.from(secret, "utf8"));
    const row = (await tx.one(sql.unsafe`
      UPDATE payment_webhook_subscriptions SET
        previous_secret = CASE WHEN ${overlapSeconds} > 0 THEN secret END,
        previous_secret_expires_at = CASE WHEN ${overlapSeconds} > 0
          THEN now() + make_interval(secs => ${overlapSeconds}) END,
        secret = ${sql.binary(sealed)}, secret_version = secret_version + 1, secret_rotated_at = now()
      WHERE id = ${id}
      RETURNING ${COLUMNS}`)) as SubscriptionRow;
    return { row, secret };
  });

/** Ends a rotation's overlap now: only the current secret signs from here on. */
export const endSecretOverlap = async (
  db: CommonQueryMethods,
  ownerId: string,
  id: string,
): Promise<SubscriptionRow> => {
  const row = (await db.maybeOne(sql.unsafe`
    UPDATE payment_webhook_subscriptions SET previous_secret = NULL, previous_secret_expires_at = NULL,
      secret_version = secret_version + CASE WHEN previous_secret IS NULL THEN 0 ELSE 1 END
    WHERE id = ${id} AND owner_id = ${ownerId}
    RETURNING ${COLUMNS}`)) as SubscriptionRow | null;
  if (!row) throw webhookProblems.subscriptionNotFound();
  return row;
};

/** Disables a subscription and cancels its unfinished deliveries (kept in the log as `cancelled`). */
export const disableSubscription = async (
  db: CommonQueryMethods,
  id: string,
  reason: "replaced" | "deleted" | "gone",
): Promise<void> => {
  await db.query(sql.unsafe`
    UPDATE payment_webhook_subscriptions SET status = 'disabled', disabled_reason = ${reason}, disabled_at = now()
    WHERE id = ${id} AND status = 'active'`);
  await db.query(sql.unsafe`
    UPDATE payment_webhook_deliveries SET status = 'cancelled', next_attempt_at = NULL, updated_at = now()
    WHERE subscription_id = ${id} AND status IN ('pending', 'delivering')`);
};

/** The caller's subscription, or the same 404 for someone else's and an unknown id. */
export const ownSubscription = async (
  db: CommonQueryMethods,
  ownerId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SubscriptionRow> => {
  const row = (await db.maybeOne(sql.unsafe`
    SELECT ${COLUMNS} FROM payment_webhook_subscriptions WHERE id = ${id} AND owner_id = ${ownerId}
    ${options.lock ? sql.fragment`FOR UPDATE` : sql.fragment``}`)) as SubscriptionRow | null;
  if (!row) throw webhookProblems.subscriptionNotFound();
  return row;
};

export const subscriptionsPage = (
  db: CommonQueryMethods,
  ownerId: string,
  page: PageQuery,
  livemode: boolean,
): Promise<Page<Schema<"PaymentWebhookSubscription">>> =>
  fetchPage(db, {
    page,
    columns: COLUMNS,
    from: sql.fragment`payment_webhook_subscriptions`,
    where: sql.fragment`owner_id = ${ownerId}`,
    orderBy: "id",
    map: (row: SubscriptionRow) => paymentWebhookSubscriptionView(row, livemode),
  });
