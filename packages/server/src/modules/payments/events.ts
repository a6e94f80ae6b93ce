import type { CommonQueryMethods } from "slonik";

/**
 * Events merchants subscribe to (`POST /api/payments/webhook-subs`, openapi/merchant-webhooks.yaml):
 * the merchants' area raises them, the webhooks' area delivers them. `data` is the event's object as
 * the API shows it (a payment request for `payment_request.*`).
 */
export const PAYMENT_EVENT_TYPES = [
  "payment_request.created",
  "payment_request.paid",
  "payment_request.expired",
  "payment_request.cancelled",
  "payment_request.refunded",
] as const;

export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

export type PaymentEvent = { merchantId: string; type: PaymentEventType; data: Record<string, unknown> };

/**
 * Records an event for delivery to the merchant's subscriptions, inside the caller's transaction (so
 * it is delivered exactly when the change it reports commits, and never when it rolls back).
 */
export type EmitPaymentEvent = (tx: CommonQueryMethods, event: PaymentEvent) => Promise<void>;
