import type { Schema } from "../../../platform/operations.ts";
import type { AttemptRow, DeliveryRow } from "./deliveries.ts";
import type { ClaimedDelivery } from "./queue.ts";
import type { SubscriptionRow } from "./subscriptions.ts";

/** The outbound webhooks as the contract's shapes (openapi/merchant-webhooks.yaml). */

export const paymentWebhookSubscriptionView = (
  row: SubscriptionRow,
  livemode: boolean,
): Schema<"PaymentWebhookSubscription"> => ({
  id: row.id,
  livemode,
  url: row.url,
  events: row.events as Schema<"PaymentWebhookSubscription">["events"],
  status: row.status,
  disabledReason: row.disabled_reason,
  createdAt: row.created_at,
  disabledAt: row.disabled_at,
  secretRotatedAt: row.secret_rotated_at,
  previousSecretExpiresAt: row.previous_secret_expires_at,
});

/** A new subscription with its signing secret, shown this once. */
export const paymentWebhookSubscriptionCreatedView = (
  row: SubscriptionRow,
  secret: string,
  livemode: boolean,
): Schema<"PaymentWebhookSubscriptionCreated"> => ({ ...paymentWebhookSubscriptionView(row, livemode), secret });

export const paymentWebhookDeliveryView = (row: DeliveryRow, livemode: boolean): Schema<"PaymentWebhookDelivery"> => ({
  id: row.id,
  livemode,
  eventId: row.event_id,
  eventType: row.event_type as Schema<"PaymentWebhookDelivery">["eventType"],
  subscriptionId: row.subscription_id,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastResponseStatus: row.last_response_status,
  lastLatencyMs: row.last_latency_ms,
  lastError: row.last_error,
  lastResponseExcerpt: row.last_response_excerpt,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const paymentWebhookAttemptView = (row: AttemptRow): Schema<"PaymentWebhookAttempt"> => ({
  number: row.number,
  outcome: row.outcome,
  responseStatus: row.response_status,
  latencyMs: row.latency_ms,
  error: row.error,
  responseExcerpt: row.response_excerpt,
  startedAt: row.started_at,
});

/** A delivery with every attempt of it, oldest first. */
export const paymentWebhookDeliveryDetailView = (
  row: DeliveryRow,
  attempts: readonly AttemptRow[],
  livemode: boolean,
): Schema<"PaymentWebhookDeliveryDetail"> => ({
  ...paymentWebhookDeliveryView(row, livemode),
  attemptLog: attempts.map(paymentWebhookAttemptView),
});

/**
 * The body a delivery sends: its event, `data` as it was recorded when the event was raised, and the
 * server's mode beside both (a request's `data` recorded before `livemode` existed gains it here: a
 * database holds one mode for good, so it is the mode the event was raised in).
 */
export const paymentWebhookEventView = (
  claim: ClaimedDelivery,
  livemode: boolean,
): Schema<"PaymentWebhookPaymentRequestEvent"> | Schema<"PaymentWebhookPingEvent"> =>
  ({
    id: claim.event_id,
    livemode,
    type: claim.type,
    createdAt: claim.event_created_at,
    data: claim.type === "ping" ? claim.data : { ...(claim.data as object), livemode },
  }) as Schema<"PaymentWebhookPaymentRequestEvent"> | Schema<"PaymentWebhookPingEvent">;
