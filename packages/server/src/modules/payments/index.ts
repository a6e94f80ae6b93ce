// Public surface of the payments module: other modules import from here only.
import { preparedOn } from "../../db/prepared.ts";
import { createOutboundClient } from "../../outbound/client.ts";
import { defineModule } from "../../platform/module.ts";
import { httpAcquirer } from "./acquirer/http-acquirer.ts";
import { acquirerNotifications } from "./acquirer/notifications.ts";
import { acquirerPaymentSettler } from "./checkout/live.ts";
import { checkoutOperations } from "./checkout/operations.ts";
import { checkoutRoutes } from "./checkout/routes.ts";
import { checkoutTokens } from "./checkout/token.ts";
import { PAYMENTS_SETTINGS, type PaymentsSettings, paymentsConfigFromEnv } from "./config.ts";
import { PAYMENTS_IDS } from "./ids.ts";
import { kycOperations } from "./kyc/operations.ts";
import { merchantOperations } from "./merchants/operations.ts";
import { startExpirySweeper } from "./merchants/sweep.ts";
import { checkDatabaseMode } from "./mode.ts";
import { notificationOperations } from "./notifications/operations.ts";
import { acquirerPayoutSettler } from "./payouts/live.ts";
import { payoutOperations } from "./payouts/operations.ts";
import { walletOperations } from "./wallets/operations.ts";
import { webhookService } from "./webhooks/service.ts";
import { widgetRoutes } from "./widget/routes.ts";

/**
 * Embedded payments (openapi/payments*.yaml): KZT wallets with their journal, P2P transfers with a
 * 0.1% fee, hosted-checkout deposits, payouts with manual review, KYC, merchants' payment requests
 * and charges, signed outbound webhooks, notifications and the pay widget. Each area keeps its code
 * in a folder of its own; every movement of money goes through wallets/movements.ts.
 */
export const paymentsModule = defineModule<PaymentsSettings>({
  segment: "payments",
  catalog: {
    id: "payments",
    code: "PAY",
    name: "Embedded payments",
    summary:
      "KZT wallets, P2P transfers with a 0.1% fee, hosted-checkout deposits, payouts, payment requests with signed webhooks, KYC and an embeddable widget.",
    kind: "product",
    status: "mvp",
    priority: 7,
    tags: ["fintech", "payments", "wallet", "webhooks", "kyc", "csv-export"],
  },
  config: paymentsConfigFromEnv,
  settings: PAYMENTS_SETTINGS,
  migrations: new URL("./migrations/", import.meta.url),
  ids: PAYMENTS_IDS,
  create: (ctx, { config: settings }) => {
    const config = { ...settings, personalDataKeys: ctx.personalDataKeys };
    const tokens = checkoutTokens(ctx.config.jwtSecret);
    // The merchants' area raises payment_request.* events; the webhooks' area delivers them.
    const webhooks = webhookService(ctx, config);
    const emit = webhooks.emit;
    const cron = config.requestSweepCron;
    let sweeper: ReturnType<typeof startExpirySweeper> | undefined;
    // Live mode: the acquirer, through an SSRF-safe client (OUTBOUND_ALLOW_PRIVATE reaches a private one).
    const acquirerClient = config.acquirer
      ? createOutboundClient({
          allowPrivate: ctx.config.outbound.allowPrivate,
          resolve: ctx.config.outbound.resolve,
          timeoutMs: 15_000,
          maxResponseBytes: 64 * 1024,
          userAgent: "Trustplane-Payments/1.0",
        })
      : undefined;
    const acquirer =
      config.acquirer && acquirerClient
        ? httpAcquirer({
            baseUrl: config.acquirer.url,
            secretKey: config.acquirer.secretKey,
            notificationSecrets: config.acquirer.notificationSecrets,
            client: acquirerClient,
          })
        : undefined;
    const prepare = preparedOn(ctx.database.kind);
    const keys = () => config.personalDataKeys();
    const notifications =
      acquirer === undefined
        ? undefined
        : acquirerNotifications({
            db: ctx.db,
            acquirer,
            apply: {
              payment: acquirerPaymentSettler({ db: ctx.db, acquirer, keys, prepare }),
              payout: acquirerPayoutSettler({ db: ctx.db, acquirer, keys, prepare }),
            },
          });
    return {
      // Test money and live money never meet: a database holds one mode's payments (mode.ts).
      ready: () => checkDatabaseMode(ctx.db, config.livemode),
      handlers: {
        ...walletOperations(ctx, config),
        ...notificationOperations(ctx, config),
        ...checkoutOperations(ctx, config, tokens, acquirer, notifications),
        ...payoutOperations(ctx, config, acquirer),
        ...kycOperations(ctx, config),
        ...merchantOperations(ctx, config, emit),
        ...webhooks.handlers,
      },
      start: () => {
        webhooks.start();
        if (cron !== null) {
          sweeper = startExpirySweeper(
            { db: ctx.db, emit, publicBaseUrl: ctx.config.publicBaseUrl, livemode: config.livemode },
            { connectionUri: ctx.database.connectionUri, cron, logger: ctx.logger },
          );
        }
      },
      stop: async () => {
        await sweeper?.stop();
        await webhooks.stop();
        await acquirerClient?.close();
      },
      // The hosted pages (/pay/...), outside the API and its contract.
      extraRoutes: [
        checkoutRoutes(ctx, tokens, config.simulatedCheckout, config.livemode),
        widgetRoutes(ctx, config.livemode),
      ],
      pagePrefixes: ["/pay"],
      // The checkout page's URL is the session's capability (checkout/token.ts): never logged.
      secretPaths: ["/pay/checkout/{token}"],
    };
  },
});
