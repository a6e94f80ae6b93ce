import { idMinter } from "../../ids.ts";
import { anyShard } from "../../money/journal.ts";

/**
 * The id prefixes the payments module mints (checked unique across modules at start-up). Each area
 * of the module adds its own here.
 */
export const PAYMENTS_IDS = {
  "payment-wallet": "pwl",
  "payment-entry": "pen",
  "payment-transfer": "ptr",
  "payment-notification": "ntf",
  "payment-checkout-session": "pcs",
  // Minted no more: merchant keys are API keys (`apk_`); those made before keep their `mky_` id.
  "merchant-key": "mky",
  "payment-request": "prq",
  "payment-refund": "prf",
  "payment-webhook-subscription": "whs",
  "payment-webhook-delivery": "whd",
  "payment-webhook-event": "evt",
  "payment-payout": "ppo",
  "payment-kyc": "kyc",
} as const;

export const newWalletId = idMinter(PAYMENTS_IDS["payment-wallet"]);
export const newEntryId = idMinter(PAYMENTS_IDS["payment-entry"]);
export const newTransferId = idMinter(PAYMENTS_IDS["payment-transfer"]);
export const newNotificationId = idMinter(PAYMENTS_IDS["payment-notification"]);
export const newCheckoutSessionId = idMinter(PAYMENTS_IDS["payment-checkout-session"]);
export const newPaymentRequestId = idMinter(PAYMENTS_IDS["payment-request"]);
export const newRefundId = idMinter(PAYMENTS_IDS["payment-refund"]);
export const newWebhookSubscriptionId = idMinter(PAYMENTS_IDS["payment-webhook-subscription"]);
export const newWebhookDeliveryId = idMinter(PAYMENTS_IDS["payment-webhook-delivery"]);
export const newWebhookEventId = idMinter(PAYMENTS_IDS["payment-webhook-event"]);
export const newPayoutId = idMinter(PAYMENTS_IDS["payment-payout"]);
export const newKycSubmissionId = idMinter(PAYMENTS_IDS["payment-kyc"]);

/** The system wallets (migration 0001): fixed ids that sort before every user wallet. */
export const SYSTEM_WALLETS = {
  /** The fee account, in 16 shards (this prefix and `0` to `F`): its balance is their sum. */
  feeShardPrefix: "pwl_0000000000000000000000FE0",
  /** The world outside: deposits come from it, settled payouts go to it (its balance is ≤ 0). */
  clearing: "pwl_0000000000000000000000CE00",
  /** Money held by payouts under review. */
  payouts: "pwl_0000000000000000000000PA00",
} as const;

/** A fee shard picked at random, so concurrent transfers spread over the fee account's rows. */
export const anyFeeShard = (): string => anyShard(SYSTEM_WALLETS.feeShardPrefix);
