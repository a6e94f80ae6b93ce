import type { AppContext } from "../../../context.ts";
import { preparedOn } from "../../../db/prepared.ts";
import { amountField } from "../../../http/amount-field.ts";
import { parsePageQuery } from "../../../http/pagination.ts";
import type { OperationHandlers } from "../../../platform/operations.ts";
import { type Acquirer, AcquirerError } from "../acquirer/acquirer.ts";
import type { acquirerNotifications } from "../acquirer/notifications.ts";
import { acquirerUnavailable } from "../acquirer/problems.ts";
import type { PaymentsConfig } from "../config.ts";
import { newCheckoutSessionId } from "../ids.ts";
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
  acquirer: Acquirer | undefined,
  /** Live mode: the acquirer's notifications (acquirer/notifications.ts). */
  notifications: ReturnType<typeof acquirerNotifications> | undefined,
): OperationHandlers => {
  const { db } = ctx;
  const prepare = preparedOn(ctx.database.kind);
  const base = ctx.config.publicBaseUrl;
  const allowLoopbackHttp = ctx.config.env !== "production";
  const view = (row: CheckoutRow) => checkoutSessionView(row, tokens, base, config.livemode);

  /** Live mode: the acquirer starts the payment the payer goes to pay, before the session is recorded. */
  const startAtAcquirer = async (id: string, amount: bigint, walletId: string, returnUrl: string | null) => {
    if (acquirer === undefined) return undefined;
    try {
      return await acquirer.startPayment({
        amount,
        reference: id,
        description: `Deposit to wallet ${walletId}`,
        returnUrl: returnUrl ?? `${base}/pay/checkout/${tokens.tokenOf(id)}`,
        notifyUrl: `${base}/api/payments/acquirer/notifications`,
        idempotencyKey: `checkout-${id}`,
      });
    } catch (err) {
      if (err instanceof AcquirerError) {
        ctx.logger.warn(
          { err: { message: err.message, code: err.code, status: err.status } },
          "the acquirer did not start a deposit",
        );
        if (err.failure === "refused") throw checkoutProblems.refusedByAcquirer(err.code ?? `${err.status}`);
        throw acquirerUnavailable(err);
      }
      throw err;
    }
  };

  return {
    createCheckoutSession: async ({ caller, body }) => {
      const ownerId = caller().id;
      if (!config.simulatedCheckout && acquirer === undefined) throw checkoutProblems.simulatedCheckoutDisabled();
      const amount = amountField(body.amount);
      checkRedirectUrls(body, allowLoopbackHttp);
      const walletId = await walletIdOrOwn(db, ownerId, body.walletId);
      if (body.walletId !== undefined) await ownWallet(db, ownerId, walletId);
      const id = newCheckoutSessionId();
      const started = await startAtAcquirer(id, amount, walletId, body.successUrl ?? null);
      const row = await createCheckout(db, tokens, {
        id,
        ...(started ? { acquirer: { paymentId: started.id, redirectUrl: started.redirectUrl } } : {}),
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

    receiveAcquirerNotification: async ({ req, headers }) => {
      if (notifications === undefined) throw checkoutProblems.acquirerNotConfigured();
      const signature = headers["acquirer-signature"];
      return {
        status: 200,
        body: await notifications(
          typeof signature === "string" ? signature : undefined,
          req.rawBody ?? Buffer.alloc(0),
        ),
      };
    },

    completeCheckoutSession: async ({ body }) => {
      if (!config.simulatedCheckout) throw checkoutProblems.simulatedCheckoutDisabled();
      return {
        status: 200,
        body: view(await completeCheckout(db, config.personalDataKeys(), tokens, body.token, prepare)),
      };
    },
  };
};
