import type { AppContext } from "../../../context.ts";
import type { OperationHandlers } from "../../../platform/operations.ts";
import type { PaymentsConfig } from "../config.ts";
import type { EmitPaymentEvent } from "../events.ts";
import { emitPaymentEvent } from "./deliveries.ts";
import { webhookOperations } from "./operations.ts";
import { urlPolicy } from "./url-policy.ts";
import { createWebhookWorker } from "./worker.ts";

export type WebhookService = {
  /** Records an event for the merchant's subscription inside the caller's transaction (events.ts). */
  emit: EmitPaymentEvent;
  /** Starts the delivery worker (the payments module does, when it is built). */
  start(): void;
  /** Stops the worker: in-flight attempts are cut short, to be logged `interrupted` and made again by the next claim. */
  stop(): Promise<void>;
  handlers: OperationHandlers;
};

/**
 * Outbound merchant webhooks: the routes, the emitter other areas raise events with (the merchants'
 * payment requests) and the worker that delivers them.
 */
export const webhookService = (ctx: AppContext, config: PaymentsConfig): WebhookService => {
  const worker = createWebhookWorker({
    db: ctx.db,
    feed: ctx.database.notifications,
    logger: ctx.logger,
    metrics: ctx.metrics,
    config: config.webhooks,
    outbound: ctx.config.outbound,
    keys: () => config.personalDataKeys(),
    livemode: config.livemode,
  });
  return {
    emit: emitPaymentEvent,
    start: worker.start,
    stop: worker.stop,
    handlers: webhookOperations(
      ctx,
      config,
      urlPolicy(config.webhooks, ctx.config.outbound.allowPrivate, ctx.config.outbound.resolve),
    ),
  };
};
