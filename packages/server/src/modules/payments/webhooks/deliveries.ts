import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import { CHANNELS } from "../../../db/notifications.ts";
import type { Page, PageQuery } from "../../../http/pagination.ts";
import { fetchPage } from "../../../persistence/pages.ts";
import type { Schema } from "../../../platform/operations.ts";
import type { EmitPaymentEvent } from "../events.ts";
import { newWebhookDeliveryId, newWebhookEventId } from "../ids.ts";
import { paymentWebhookDeliveryView } from "./presenters.ts";
import { webhookProblems } from "./problems.ts";
import { INTERRUPTED_ERROR } from "./queue.ts";
import { MAX_ACTIVE_SUBSCRIPTIONS, ownSubscription } from "./subscriptions.ts";

/** The delivery log's rows (payment_webhook_deliveries, migration 0005) and the queue's statements. */

export type DeliveryRow = {
  id: string;
  event_id: string;
  event_type: string;
  subscription_id: string;
  status: Schema<"PaymentWebhookDeliveryStatus">;
  attempts: number;
  next_attempt_at: string | null;
  last_response_status: number | null;
  last_latency_ms: number | null;
  last_error: string | null;
  last_response_excerpt: string | null;
  created_at: string;
  updated_at: string;
};

const COLUMNS = sql.fragment`d.id, d.event_id, e.type AS event_type, d.subscription_id, d.status, d.attempts,
  d.next_attempt_at, d.last_response_status, d.last_latency_ms, d.last_error, d.last_response_excerpt,
  d.created_at, d.updated_at`;
const FROM = sql.fragment`payment_webhook_deliveries d JOIN payment_webhook_events e ON e.id = d.event_id`;

/** A delivery as just queued (the `d` of an INSERT … RETURNING *), before any worker touched it. */
const QUEUED = sql.fragment`d.id, d.event_id, d.subscription_id, d.status, d.attempts, d.next_attempt_at,
  d.last_response_status, d.last_latency_ms, d.last_error, d.last_response_excerpt, d.created_at, d.updated_at`;

/** Wakes every instance's worker when the transaction commits. */
const wake = sql.fragment`pg_notify(${CHANNELS.paymentWebhooks}, '')`;

/**
 * The emitter (events.ts): records the event and a delivery to each of the merchant's active
 * subscriptions that takes the event's type, in the caller's transaction; nothing when there is none.
 * The deliveries' ids are minted here, one per subscription a merchant may hold.
 */
export const emitPaymentEvent: EmitPaymentEvent = async (tx, event) => {
  const ids = Array.from({ length: MAX_ACTIVE_SUBSCRIPTIONS }, newWebhookDeliveryId);
  await tx.query(sql.unsafe`
    WITH sub AS (
      SELECT id, owner_id, row_number() OVER (ORDER BY id) AS n FROM payment_webhook_subscriptions
      WHERE owner_id = ${event.merchantId} AND status = 'active' AND ${event.type} = ANY (events)
    ), ev AS (
      INSERT INTO payment_webhook_events (id, merchant_id, type, data)
      SELECT ${newWebhookEventId()}, ${event.merchantId}, ${event.type}, ${JSON.stringify(event.data)}::jsonb
      WHERE EXISTS (SELECT 1 FROM sub)
      RETURNING id
    ), d AS (
      INSERT INTO payment_webhook_deliveries (id, event_id, subscription_id, owner_id, next_attempt_at)
      SELECT (${sql.array(ids, "text")}::text[])[sub.n], ev.id, sub.id, sub.owner_id, now() FROM sub, ev
      RETURNING id
    )
    SELECT ${wake} FROM d LIMIT 1`);
};

const deliveryById = async (db: CommonQueryMethods, ownerId: string, id: string): Promise<DeliveryRow> => {
  const row = (await db.maybeOne(sql.unsafe`
    SELECT ${COLUMNS} FROM ${FROM} WHERE d.id = ${id} AND d.owner_id = ${ownerId}`)) as DeliveryRow | null;
  if (!row) throw webhookProblems.deliveryNotFound();
  return row;
};

/** A `ping` event for one of the owner's active subscriptions, whatever its `events`. */
export const enqueuePing = async (
  db: CommonQueryMethods,
  ownerId: string,
  subscriptionId: string,
): Promise<DeliveryRow> => {
  const deliveryId = newWebhookDeliveryId();
  const queued = await db.maybeOne(sql.unsafe`
    WITH ev AS (
      INSERT INTO payment_webhook_events (id, merchant_id, type, data)
      SELECT ${newWebhookEventId()}, ${ownerId}, 'ping', jsonb_build_object('subscriptionId', s.id)
      FROM payment_webhook_subscriptions s WHERE s.id = ${subscriptionId} AND s.owner_id = ${ownerId} AND s.status = 'active'
      RETURNING id
    ), d AS (
      INSERT INTO payment_webhook_deliveries (id, event_id, subscription_id, owner_id, next_attempt_at)
      SELECT ${deliveryId}, ev.id, ${subscriptionId}, ${ownerId}, now() FROM ev
      RETURNING *
    )
    SELECT ${QUEUED}, 'ping' AS event_type, ${wake} FROM d`);
  if (queued === null) throw webhookProblems.subscriptionDisabled();
  return queued as DeliveryRow;
};

/**
 * A new delivery of a delivery's event, due now: to the delivery's subscription, or to `to`, another
 * subscription of the owner's (404 when it is not theirs); either must be active.
 */
export const redeliver = async (
  db: CommonQueryMethods,
  ownerId: string,
  id: string,
  to?: string,
): Promise<DeliveryRow> => {
  const original = await deliveryById(db, ownerId, id);
  if (to !== undefined) await ownSubscription(db, ownerId, to);
  const deliveryId = newWebhookDeliveryId();
  const queued = await db.maybeOne(sql.unsafe`
    WITH d AS (
      INSERT INTO payment_webhook_deliveries (id, event_id, subscription_id, owner_id, next_attempt_at)
      SELECT ${deliveryId}, ${original.event_id}, s.id, s.owner_id, now()
      FROM payment_webhook_subscriptions s WHERE s.id = ${to ?? original.subscription_id} AND s.status = 'active'
      RETURNING *
    )
    SELECT ${QUEUED}, ${original.event_type} AS event_type, ${wake} FROM d`);
  if (queued === null) throw webhookProblems.subscriptionDisabled();
  return queued as DeliveryRow;
};

/** The most events one recovery queues again. */
export const MAX_RECOVERED = 10_000;

/**
 * Svix's recover: a new delivery, due now, of each event whose delivery to the subscription ended failed
 * or cancelled at or after `since` and that has no delivery to it succeeded, pending or under way; oldest
 * first, at most MAX_RECOVERED. The subscription must be the owner's (404) and active (409).
 */
export const recoverDeliveries = (
  db: DatabasePool,
  ownerId: string,
  subscriptionId: string,
  since: string,
): Promise<{ queued: number; more: boolean }> =>
  db.transaction(async (tx) => {
    const subscription = await ownSubscription(tx, ownerId, subscriptionId, { lock: true });
    if (subscription.status !== "active") throw webhookProblems.subscriptionDisabled();
    const events = (await tx.anyFirst(sql.unsafe`
      SELECT DISTINCT d.event_id FROM payment_webhook_deliveries d
      WHERE d.subscription_id = ${subscriptionId} AND d.status IN ('failed', 'cancelled')
        AND d.updated_at >= ${since}::timestamptz
        AND NOT EXISTS (
          SELECT 1 FROM payment_webhook_deliveries o
          WHERE o.subscription_id = ${subscriptionId} AND o.event_id = d.event_id
            AND o.status IN ('pending', 'delivering', 'succeeded'))
      ORDER BY d.event_id
      LIMIT ${MAX_RECOVERED + 1}`)) as readonly string[];
    const chosen = events.slice(0, MAX_RECOVERED);
    if (chosen.length > 0) {
      await tx.query(sql.unsafe`
        WITH d AS (
          INSERT INTO payment_webhook_deliveries (id, event_id, subscription_id, owner_id, next_attempt_at)
          SELECT r.id, r.event_id, ${subscriptionId}, ${ownerId}, now()
          FROM unnest(${sql.array(
            chosen.map(() => newWebhookDeliveryId()),
            "text",
          )}::text[],
            ${sql.array([...chosen], "text")}::text[]) AS r (id, event_id)
          RETURNING 1
        )
        SELECT ${wake} FROM d LIMIT 1`);
    }
    return { queued: chosen.length, more: events.length > MAX_RECOVERED };
  });

export const deliveriesPage = (
  db: CommonQueryMethods,
  ownerId: string,
  filter: { status?: string; subscriptionId?: string },
  page: PageQuery,
  livemode: boolean,
): Promise<Page<Schema<"PaymentWebhookDelivery">>> =>
  fetchPage(db, {
    page,
    columns: COLUMNS,
    from: FROM,
    where: sql.fragment`d.owner_id = ${ownerId}
      AND (${filter.status ?? null}::text IS NULL OR d.status = ${filter.status ?? null})
      AND (${filter.subscriptionId ?? null}::text IS NULL OR d.subscription_id = ${filter.subscriptionId ?? null})`,
    orderBy: "id",
    keyColumns: { id: sql.identifier(["d", "id"]) },
    map: (row: DeliveryRow) => paymentWebhookDeliveryView(row, livemode),
  });

/** One attempt of a delivery (payment_webhook_attempts), an abandoned `pending` one read as `interrupted`. */
export type AttemptRow = {
  number: number;
  outcome: Schema<"PaymentWebhookAttempt">["outcome"];
  response_status: number | null;
  latency_ms: number | null;
  error: string | null;
  response_excerpt: string | null;
  started_at: string;
};

/** A delivery of the owner's and its attempts, oldest first; the same 404 for anyone else's. */
export const deliveryDetail = async (
  db: CommonQueryMethods,
  ownerId: string,
  id: string,
): Promise<{ delivery: DeliveryRow; attempts: readonly AttemptRow[] }> => {
  const delivery = await deliveryById(db, ownerId, id);
  // An attempt still `pending` once its claim's lease is over will never be completed: its worker
  // stopped or died. The next claim records it `interrupted`; until then (and for good on a delivery
  // disabled meanwhile, which nothing claims again) it reads so.
  const attempts = (await db.any(sql.unsafe`
    SELECT a.number,
      CASE WHEN a.outcome = 'pending' AND NOT coalesce(d.lease_until > now(), false)
        THEN 'interrupted' ELSE a.outcome END AS outcome,
      a.response_status, a.latency_ms,
      CASE WHEN a.outcome = 'pending' AND NOT coalesce(d.lease_until > now(), false)
        THEN ${INTERRUPTED_ERROR} ELSE a.error END AS error,
      a.response_excerpt, a.started_at
    FROM payment_webhook_attempts a JOIN payment_webhook_deliveries d ON d.id = a.delivery_id
    WHERE a.delivery_id = ${id} ORDER BY a.number`)) as readonly AttemptRow[];
  return { delivery, attempts };
};

const EXPORT_BATCH = 500;

/** Every delivery of the owner's up to the newest when the export began, oldest first, in batches. */
export async function* exportDeliveries(db: CommonQueryMethods, ownerId: string): AsyncGenerator<DeliveryRow> {
  const last = (await db.maybeOneFirst(sql.unsafe`
    SELECT max(id) FROM payment_webhook_deliveries WHERE owner_id = ${ownerId}`)) as string | null;
  if (last === null) return;
  let after = "";
  for (;;) {
    const rows = (await db.any(sql.unsafe`
      SELECT ${COLUMNS} FROM ${FROM}
      WHERE d.owner_id = ${ownerId} AND d.id > ${after} AND d.id <= ${last}
      ORDER BY d.id ASC LIMIT ${EXPORT_BATCH}`)) as readonly DeliveryRow[];
    yield* rows;
    if (rows.length < EXPORT_BATCH) return;
    after = rows.at(-1)!.id;
  }
}
