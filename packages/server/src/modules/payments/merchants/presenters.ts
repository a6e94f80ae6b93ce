import type { Schema } from "../../../platform/operations.ts";
import { kzt } from "../wallets/currency.ts";
import type { RefundRow } from "./refunds.ts";
import type { PublicRequestRow, RequestRow } from "./requests.ts";

/** The merchants' rows as the contract's shapes (openapi/merchants.yaml). */

/** A request as its merchant sees it (and as its events carry it); `base` is the server's public URL. */
export const paymentRequestView = (base: string, row: RequestRow, livemode: boolean): Schema<"PaymentRequest"> => ({
  id: row.id,
  livemode,
  status: row.status,
  amount: kzt(row.amount),
  currency: "KZT",
  description: row.description,
  reference: row.reference,
  merchantWalletId: row.merchant_wallet_id,
  payUrl: `${base}/pay/requests/${row.id}`,
  expiresAt: row.expires_at,
  paidAt: row.paid_at,
  payerWalletId: row.payer_wallet_id,
  cancelledAt: row.cancelled_at,
  amountRefunded: kzt(row.amount_refunded),
  createdAt: row.created_at,
});

/** A refund as the merchant sees it. */
export const paymentRefundView = (row: RefundRow, livemode: boolean): Schema<"PaymentRefund"> => ({
  id: row.id,
  livemode,
  requestId: row.request_id,
  amount: kzt(row.amount),
  currency: "KZT",
  payerWalletId: row.payer_wallet_id,
  merchantWalletId: row.merchant_wallet_id,
  createdAt: row.created_at,
});

/** What anyone holding the id sees: what to pay, and to whom. */
export const publicPaymentRequestView = (row: PublicRequestRow, livemode: boolean): Schema<"PublicPaymentRequest"> => ({
  id: row.id,
  livemode,
  status: row.status,
  amount: kzt(row.amount),
  currency: "KZT",
  description: row.description,
  merchantName: row.merchant_name,
  expiresAt: row.expires_at,
});
