import type { AppContext } from "../../../context.ts";
import { type CsvColumn, writeCsv } from "../../../http/csv.ts";
import { parsePageQuery } from "../../../http/pagination.ts";
import type { OperationHandlers } from "../../../platform/operations.ts";
import type { PaymentsConfig } from "../config.ts";
import {
  type DeliveryRow,
  deliveriesPage,
  deliveryDetail,
  enqueuePing,
  exportDeliveries,
  recoverDeliveries,
  redeliver,
} from "./deliveries.ts";
import {
  paymentWebhookDeliveryDetailView,
  paymentWebhookDeliveryView,
  paymentWebhookSubscriptionCreatedView,
  paymentWebhookSubscriptionView,
} from "./presenters.ts";
import { webhookProblems } from "./problems.ts";
import {
  createSubscription,
  DEFAULT_SECRET_OVERLAP_SECONDS,
  disableSubscription,
  endSecretOverlap,
  ownSubscription,
  rotateSecret,
  subscriptionsPage,
} from "./subscriptions.ts";
import type { UrlPolicy } from "./url-policy.ts";

const DELIVERY_CSV: readonly CsvColumn<DeliveryRow>[] = [
  "id",
  { header: "eventId", value: (row) => row.event_id },
  { header: "eventType", value: (row) => row.event_type },
  { header: "subscriptionId", value: (row) => row.subscription_id },
  "status",
  "attempts",
  { header: "lastResponseStatus", value: (row) => row.last_response_status },
  { header: "lastLatencyMs", value: (row) => row.last_latency_ms },
  { header: "lastError", value: (row) => row.last_error },
  { header: "nextAttemptAt", value: (row) => row.next_attempt_at },
  { header: "createdAt", value: (row) => row.created_at },
  { header: "updatedAt", value: (row) => row.updated_at },
];

/** How far back a recovery reaches. */
const RECOVER_DAYS = 30;

/** Subscriptions and the delivery log (openapi/merchant-webhooks.yaml). */
export const webhookOperations = (ctx: AppContext, config: PaymentsConfig, policy: UrlPolicy): OperationHandlers => {
  const { db } = ctx;
  const keys = () => config.personalDataKeys();
  const { livemode } = config;

  return {
    createPaymentWebhookSubscription: async ({ caller, body }) => {
      const url = await policy.check(body.url);
      const { row, secret } = await createSubscription(db, keys(), { ownerId: caller().id, url, events: body.events });
      return {
        status: 201,
        headers: { Location: `/api/payments/webhook-subs/${row.id}` },
        body: paymentWebhookSubscriptionCreatedView(row, secret, livemode),
      };
    },

    listPaymentWebhookSubscriptions: async ({ caller, query }) => ({
      status: 200,
      body: await subscriptionsPage(db, caller().id, parsePageQuery(query), livemode),
    }),

    getPaymentWebhookSubscription: async ({ caller, params }) => ({
      status: 200,
      body: paymentWebhookSubscriptionView(await ownSubscription(db, caller().id, params.id), livemode),
    }),

    disablePaymentWebhookSubscription: async ({ caller, params }) => {
      const userId = caller().id;
      await ownSubscription(db, userId, params.id);
      await db.transaction((tx) => disableSubscription(tx, params.id, "deleted"));
      return { status: 204 };
    },

    rotatePaymentWebhookSecret: async ({ caller, params, body }) => {
      const overlap = body?.overlapSeconds ?? DEFAULT_SECRET_OVERLAP_SECONDS;
      const { row, secret } = await rotateSecret(db, keys(), caller().id, params.id, overlap);
      return { status: 200, body: paymentWebhookSubscriptionCreatedView(row, secret, livemode) };
    },

    endPaymentWebhookSecretOverlap: async ({ caller, params }) => ({
      status: 200,
      body: paymentWebhookSubscriptionView(await endSecretOverlap(db, caller().id, params.id), livemode),
    }),

    recoverPaymentWebhookDeliveries: async ({ caller, params, body }) => {
      const since = Date.parse(body.since);
      if (!(since <= Date.now() && since >= Date.now() - RECOVER_DAYS * 86_400_000)) {
        throw webhookProblems.recoverSinceTooOld(RECOVER_DAYS);
      }
      const recovered = await recoverDeliveries(db, caller().id, params.id, new Date(since).toISOString());
      return { status: 202, body: recovered };
    },

    pingPaymentWebhookSubscription: async ({ caller, params }) => {
      const userId = caller().id;
      await ownSubscription(db, userId, params.id);
      return { status: 202, body: paymentWebhookDeliveryView(await enqueuePing(db, userId, params.id), livemode) };
    },

    listPaymentWebhookDeliveries: async ({ caller, query }) => {
      const userId = caller().id;
      const page = parsePageQuery(query);
      if (query.subscriptionId !== undefined) await ownSubscription(db, userId, query.subscriptionId);
      return {
        status: 200,
        body: await deliveriesPage(
          db,
          userId,
          { status: query.status, subscriptionId: query.subscriptionId },
          page,
          livemode,
        ),
      };
    },

    getPaymentWebhookDelivery: async ({ caller, params }) => {
      const { delivery, attempts } = await deliveryDetail(db, caller().id, params.id);
      return { status: 200, body: paymentWebhookDeliveryDetailView(delivery, attempts, livemode) };
    },

    redeliverPaymentWebhookDelivery: async ({ caller, params, body }) => ({
      status: 202,
      body: paymentWebhookDeliveryView(await redeliver(db, caller().id, params.id, body?.subscriptionId), livemode),
    }),

    exportPaymentWebhookDeliveriesCsv: async ({ caller }) => {
      const userId = caller().id;
      return {
        status: 200,
        contentType: "text/csv",
        send: (res) =>
          writeCsv(res, {
            filename: "webhook-deliveries.csv",
            columns: DELIVERY_CSV,
            rows: exportDeliveries(db, userId),
          }),
      };
    },
  };
};
