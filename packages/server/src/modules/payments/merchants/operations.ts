import type { AppContext } from "../../../context.ts";
import { preparedOn } from "../../../db/prepared.ts";
import { amountField } from "../../../http/amount-field.ts";
import { parsePageQuery } from "../../../http/pagination.ts";
import type { OperationHandlers } from "../../../platform/operations.ts";
import type { PaymentsConfig } from "../config.ts";
import type { EmitPaymentEvent } from "../events.ts";
import { authenticateKey, createKey, keysPage, revokeKey, rotateKey } from "./keys.ts";
import { payRequest } from "./pay.ts";
import {
  merchantKeyView,
  merchantKeyWithSecretView,
  paymentRequestView,
  publicPaymentRequestView,
} from "./presenters.ts";
import { merchantProblems } from "./problems.ts";
import {
  cancelRequest,
  chargeFingerprint,
  createRequest,
  type NewRequest,
  ownRequest,
  publicRequest,
  type RequestContext,
  type RequestRow,
  requestsPage,
} from "./requests.ts";

/** A request's lifetime: 60 s to 30 days, 24 hours unless the merchant says. */
export const MIN_LIFETIME_SECONDS = 60;
export const MAX_LIFETIME_SECONDS = 30 * 24 * 3600;
export const DEFAULT_LIFETIME_SECONDS = 24 * 3600;

const expiryOf = (body: { expiresAt?: string; expiresInSeconds?: number }): NewRequest["expires"] => {
  if (body.expiresAt !== undefined && body.expiresInSeconds !== undefined) {
    throw merchantProblems.expiry("Give `expiresAt` or `expiresInSeconds`, not both.");
  }
  if (body.expiresAt === undefined) return { inSeconds: body.expiresInSeconds ?? DEFAULT_LIFETIME_SECONDS };
  const seconds = (Date.parse(body.expiresAt) - Date.now()) / 1000;
  if (!(seconds >= MIN_LIFETIME_SECONDS && seconds <= MAX_LIFETIME_SECONDS)) {
    throw merchantProblems.expiry("`expiresAt` must be 60 seconds to 30 days from now.");
  }
  return { at: new Date(Date.parse(body.expiresAt)).toISOString() };
};

/**
 * Merchants (openapi/merchants.yaml): secret keys, payment requests, paying them, and charges made
 * with a secret key. `emit` records the `payment_request.*` events for the merchant's webhooks.
 */
export const merchantOperations = (
  ctx: AppContext,
  config: PaymentsConfig,
  emit: EmitPaymentEvent,
): OperationHandlers => {
  const { db } = ctx;
  const prepare = preparedOn(ctx.database.kind);
  const requests: RequestContext = { db, emit, publicBaseUrl: ctx.config.publicBaseUrl };
  const shown = (row: RequestRow) => paymentRequestView(requests.publicBaseUrl, row);
  const location = (id: string) => ({ Location: `/api/payments/requests/${id}` });

  return {
    createMerchantKey: async ({ caller, body }) => {
      const { row, secret } = await createKey(db, caller().id, body?.name ?? "Secret key");
      return { status: 201, body: merchantKeyWithSecretView(row, secret) };
    },

    listMerchantKeys: async ({ caller, query }) => ({
      status: 200,
      body: await keysPage(db, caller().id, parsePageQuery(query)),
    }),

    rotateMerchantKey: async ({ caller, params }) => {
      const { row, secret } = await rotateKey(db, caller().id, params.id);
      return { status: 200, body: merchantKeyWithSecretView(row, secret) };
    },

    revokeMerchantKey: async ({ caller, params }) => ({
      status: 200,
      body: merchantKeyView(await revokeKey(db, caller().id, params.id)),
    }),

    createMerchantCharge: async ({ headers, body }) => {
      const header = headers["x-merchant-key"];
      const merchantId = await authenticateKey(db, typeof header === "string" ? header : undefined);
      const amount = amountField(body.amount);
      const fingerprint = chargeFingerprint({
        amount,
        description: body.description,
        expiresInSeconds: body.expiresInSeconds,
      });
      const { row, created } = await createRequest(requests, {
        merchantId,
        amount,
        description: body.description,
        reference: body.reference,
        expires: { inSeconds: body.expiresInSeconds ?? DEFAULT_LIFETIME_SECONDS },
        fingerprint,
      });
      if (created) return { status: 201, headers: location(row.id), body: shown(row) };
      if (row.fingerprint !== fingerprint) throw merchantProblems.referenceReused();
      return { status: 200, body: shown(row) };
    },

    createPaymentRequest: async ({ caller, body }) => {
      const merchantId = caller().id;
      const { row, created } = await createRequest(requests, {
        merchantId,
        amount: amountField(body.amount),
        description: body.description,
        reference: body.reference ?? null,
        expires: expiryOf(body),
        fingerprint: null,
      });
      if (!created) throw merchantProblems.referenceTaken();
      return { status: 201, headers: location(row.id), body: shown(row) };
    },

    listPaymentRequests: async ({ caller, query }) => ({
      status: 200,
      body: await requestsPage(requests, caller().id, query.status, parsePageQuery(query)),
    }),

    getPaymentRequest: async ({ caller, params }) => ({
      status: 200,
      body: shown(await ownRequest(db, caller().id, params.id)),
    }),

    cancelPaymentRequest: async ({ caller, params }) => ({
      status: 200,
      body: shown(await cancelRequest(requests, caller().id, params.id)),
    }),

    getPublicPaymentRequest: async ({ params }) => ({
      status: 200,
      body: publicPaymentRequestView(await publicRequest(db, params.id)),
    }),

    payPaymentRequest: async ({ caller, params, body, idempotencyKey }) => {
      const row = await payRequest(
        requests,
        config.personalDataKeys(),
        { requestId: params.id, payerId: caller().id, walletId: body?.walletId, idempotencyKey },
        prepare,
      );
      return { status: 200, body: shown(row) };
    },
  };
};
