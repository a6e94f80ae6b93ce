import type { Schema } from "../../../platform/operations.ts";
import { kzt } from "../wallets/currency.ts";
import type { CheckoutRow } from "./store.ts";
import type { CheckoutTokens } from "./token.ts";

/** Where the session's hosted page is: `{base}/pay/checkout/{token}` (routes.ts serves it). */
const checkoutPagePath = (token: string): string => `/pay/checkout/${token}`;

/** A session as the API shows it (openapi/checkout.yaml); `url` only while the session can still be paid. */
export const checkoutSessionView = (
  row: CheckoutRow,
  tokens: CheckoutTokens,
  publicBaseUrl: string,
  livemode: boolean,
): Schema<"CheckoutSession"> => {
  const token = row.status === "open" ? tokens.currentToken(row.id, row.token_hash) : null;
  return {
    id: row.id,
    livemode,
    status: row.status,
    walletId: row.wallet_id,
    amount: kzt(row.amount),
    currency: "KZT",
    // Live mode: the acquirer's page; test mode: ours.
    url: token === null ? null : (row.acquirer_redirect_url ?? `${publicBaseUrl}${checkoutPagePath(token)}`),
    token,
    successUrl: row.success_url,
    cancelUrl: row.cancel_url,
    expiresAt: row.expires_at,
    completedAt: row.completed_at,
    createdAt: row.created_at,
  };
};
