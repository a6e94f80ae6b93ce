import type { AppContext } from "../../../context.ts";
import { preparedOn } from "../../../db/prepared.ts";
import { amountField } from "../../../http/amount-field.ts";
import { writeCsv } from "../../../http/csv.ts";
import { parsePageQuery } from "../../../http/pagination.ts";
import type { OperationHandlers } from "../../../platform/operations.ts";
import type { PaymentsConfig } from "../config.ts";
import type { EmitPaymentEvent } from "../events.ts";
import { paymentsProblems } from "../problems.ts";
import { walletOfUser } from "../wallets/store.ts";
import { merchantKeys } from "./keys.ts";
import { payRequest } from "./pay.ts";
import { paymentRefundView, paymentRequestView, publicPaymentRequestView } from "./presenters.ts";
import { merchantProblems } from "./problems.ts";
import { refundRequest, refundsPage } from "./refunds.ts";
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
import { MAX_STATEMENT_DAYS, STATEMENT_CSV, statementLines } from "./statement.ts";

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
  const { livemode } = config;
  const requests: RequestContext = { db, emit, publicBaseUrl: ctx.config.publicBaseUrl, livemode };
  const shown = (row: RequestRow) => paymentRequestView(requests.publicBaseUrl, row, livemode);
  const location = (id: string) => ({ Location: `/api/payments/requests/${id}` });
  const keys = merchantKeys(db, ctx.database, config.livemode);

  return {
    createMerchantKey: async ({ caller, body }) => ({
      status: 201,
      body: await keys.create(caller().id, body?.name ?? "Merchant key"),
    }),

    listMerchantKeys: async ({ caller, query }) => ({
      status: 200,
      body: await keys.page(caller().id, parsePageQuery(query)),
    }),

    rotateMerchantKey: async ({ caller, params, body }) => ({
      status: 200,
      body: await keys.rotate(caller().id, params.id, body?.overlapSeconds ?? 0),
    }),

    getMerchantKey: async ({ caller, params }) => ({ status: 200, body: await keys.get(caller().id, params.id) }),

    revokeMerchantKey: async ({ caller, params }) => {
      await keys.revoke(caller().id, params.id);
      return { status: 204 };
    },

    createMerchantCharge: async ({ user, body }) => {
      // A merchant key in `X-Merchant-Key` or as a bearer token (the validator checked it and its scope).
      if (user === undefined) throw merchantProblems.keyInvalid();
      const merchantId = user.id;
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

    refundPaymentRequest: async ({ caller, params, body, idempotencyKey }) => {
      const { refund } = await refundRequest(
        requests,
        config.personalDataKeys(),
        {
          merchantId: caller().id,
          requestId: params.id,
          amount: body?.amount === undefined ? undefined : amountField(body.amount),
          idempotencyKey,
        },
        prepare,
      );
      return {
        status: 201,
        headers: { Location: `/api/payments/requests/${params.id}/refunds` },
        body: paymentRefundView(refund, livemode),
      };
    },

    listPaymentRequestRefunds: async ({ caller, params, query }) => ({
      status: 200,
      body: await refundsPage(db, caller().id, params.id, parsePageQuery(query), livemode),
    }),

    exportMerchantStatementCsv: async ({ caller, query }) => {
      const from = Date.parse(query.from);
      const to = Date.parse(query.to);
      if (!(to > from && to - from <= MAX_STATEMENT_DAYS * 86_400_000)) {
        throw merchantProblems.statementPeriod(MAX_STATEMENT_DAYS);
      }
      const wallet = await walletOfUser(db, caller().id);
      if (!wallet) throw paymentsProblems.noWallet();
      const [start, end] = [new Date(from).toISOString(), new Date(to).toISOString()];
      return {
        status: 200,
        contentType: "text/csv",
        send: (res) =>
          writeCsv(res, {
            filename: `statement-${start.slice(0, 10)}-${end.slice(0, 10)}.csv`,
            columns: STATEMENT_CSV,
            rows: statementLines(db, wallet, start, end),
          }),
      };
    },

    getPublicPaymentRequest: async ({ params }) => ({
      status: 200,
      body: publicPaymentRequestView(await publicRequest(db, params.id), livemode),
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
