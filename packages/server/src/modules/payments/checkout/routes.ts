import { type Request, type Response, Router } from "express";
import type { AppContext } from "../../../context.ts";
import { amountForPage, PAY_ASSET_PREFIX, readPayScript, sendPayPage, sendPayScript } from "../pages.ts";
import { kzt } from "../wallets/currency.ts";
import { CHECKOUT_PAGE_CSP, type CheckoutPageState, renderCheckoutPage } from "./page.ts";
import { checkoutByToken } from "./store.ts";
import { type CheckoutTokens, TOKEN_SHAPE } from "./token.ts";

/**
 * The hosted checkout page and its script, outside the API (mounted after every contract operation,
 * outside the contract's validation; app.ts). `simulated`: whether the page may offer the simulated
 * payment (payments config `simulatedCheckout`).
 */
export const checkoutRoutes = (
  ctx: AppContext,
  tokens: CheckoutTokens,
  simulated: boolean,
  livemode: boolean,
): Router => {
  const router = Router();
  const script = readPayScript(new URL(".", import.meta.url), "checkout");

  router.get(`${PAY_ASSET_PREFIX}:file`, (req: Request, res: Response, next) => {
    if (`${PAY_ASSET_PREFIX}${String(req.params.file)}` !== script.path) return next();
    sendPayScript(req, res, script, "public, max-age=31536000, immutable", {
      "Content-Security-Policy": CHECKOUT_PAGE_CSP,
    });
  });

  router.get("/pay/checkout/:token", async (req: Request, res: Response, next) => {
    try {
      const token = String(req.params.token);
      const row = TOKEN_SHAPE.test(token) ? await checkoutByToken(ctx.db, tokens, token) : null;
      const state: CheckoutPageState =
        row === null
          ? { kind: "unknown" }
          : {
              kind: "session",
              token,
              simulated,
              livemode,
              acquirerUrl: row.acquirer_redirect_url,
              session: {
                status: row.status,
                amount: amountForPage(kzt(row.amount)),
                walletId: row.wallet_id,
                expiresAt: row.expires_at,
                successUrl: row.success_url,
                cancelUrl: row.cancel_url,
              },
            };
      const status = row === null ? 404 : row.status === "expired" ? 410 : 200;
      sendPayPage(res, status, CHECKOUT_PAGE_CSP, renderCheckoutPage(state, script.path));
    } catch (err) {
      next(err);
    }
  });

  return router;
};
