import type { AppContext } from "../../../context.ts";
import { preparedOn } from "../../../db/prepared.ts";
import { amountField } from "../../../http/amount-field.ts";
import { parsePageQuery } from "../../../http/pagination.ts";
import type { OperationHandlers } from "../../../platform/operations.ts";
import type { PaymentsConfig } from "../config.ts";
import { ownWallet, walletIdOrOwn } from "../wallets/store.ts";
import { checkoutSessionView } from "./presenters.ts";
import { checkoutProblems } from "./problems.ts";
import { checkRedirectUrls } from "./redirect-url.ts";
import { type CheckoutRow, checkoutPage, completeCheckout, createCheckout, ownCheckout } from "./store.ts";
import type { CheckoutTokens } from "./token.ts";

/** Hosted-checkout deposits (openapi/checkout.yaml); the page itself is served by routes.ts. */
export const checkoutOperations = (
  ctx: AppContext,
  config: PaymentsConfig,
  tokens: CheckoutTokens,
): OperationHandlers => {
  const { db } = ctx;
  const prepare = preparedOn(ctx.database.kind);
  const base = ctx.config.publicBaseUrl;
  const allowLoopbackHttp = ctx.config.env !== "production";
  const view = (row: CheckoutRow) => checkoutSessionView(row, tokens, base);

  return {
    createCheckoutSession: async ({ caller, body }) => {
      const ownerId = caller().id;
      if (!config.simulatedCheckout) throw checkoutProblems.simulatedCheckoutDisabled();
      const amount = amountField(body.amount);
      checkRedirectUrls(body, allowLoopbackHttp);
      const walletId = await walletIdOrOwn(db, ownerId, body.walletId);
      if (body.walletId !== undefined) await ownWallet(db, ownerId, walletId);
      const row = await createCheckout(db, tokens, {
        ownerId,
        walletId,
        amount,
        successUrl: body.successUrl ?? null,
        cancelUrl: body.cancelUrl ?? null,
        ttlSeconds: config.checkoutTtlSeconds,
      });
      return { status: 201, headers: { Location: `/api/payments/deposit/checkout/${row.id}` }, body: view(row) };
    },

    listCheckoutSessions: async ({ caller, query }) => {
      const page = await checkoutPage(db, caller().id, parsePageQuery(query));
      return { status: 200, body: { ...page, items: page.items.map(view) } };
    },

    getCheckoutSession: async ({ caller, params }) => ({
      status: 200,
      body: view(await ownCheckout(db, caller().id, params.id)),
    }),

    completeCheckoutSession: async ({ body }) => {
      if (!config.simulatedCheckout) throw checkoutProblems.simulatedCheckoutDisabled();
      return {
        status: 200,
        body: view(await completeCheckout(db, config.personalDataKeys(), tokens, body.token, prepare)),
      };
    },
  };
};
