import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { type Request, type Response, Router } from "express";
import type { AppContext } from "../../../context.ts";
import { matchesIfNoneMatch, strongEtag } from "../../../http/etag.ts";
import { kzt } from "../wallets/store.ts";
import { CHECKOUT_PAGE_CSP, type CheckoutPageState, renderCheckoutPage } from "./page.ts";
import { checkoutByToken } from "./store.ts";
import { type CheckoutTokens, TOKEN_SHAPE } from "./token.ts";

/** A script of ours, served under a name carrying its digest (cached for a year, never stale). */
type Asset = { path: string; body: Buffer; etag: string };

export const PAY_ASSET_PREFIX = "/pay/assets/";

const readScript = (name: string): Asset => {
  const body = readFileSync(new URL(`./public/${name}.js`, import.meta.url));
  const digest = createHash("sha256").update(body).digest("hex").slice(0, 12);
  return { path: `${PAY_ASSET_PREFIX}${name}.${digest}.js`, body, etag: strongEtag(body) };
};

const AMOUNT = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const sendPage = (res: Response, status: number, html: string): void => {
  res.status(status);
  res.setHeader("Content-Security-Policy", CHECKOUT_PAGE_CSP);
  // The URL is a capability: nothing may keep the page, index it or pass its address on.
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(html);
};

/**
 * The pages the payments module serves outside the API (mounted after every contract operation,
 * outside the contract's validation; app.ts): the hosted checkout page and its script.
 */
export const checkoutRoutes = (ctx: AppContext, tokens: CheckoutTokens): Router => {
  const router = Router();
  const script = readScript("checkout");

  router.get(`${PAY_ASSET_PREFIX}:file`, (req: Request, res: Response, next) => {
    if (`${PAY_ASSET_PREFIX}${String(req.params.file)}` !== script.path) return next();
    res.setHeader("Content-Security-Policy", CHECKOUT_PAGE_CSP);
    res.setHeader("ETag", script.etag);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    if (matchesIfNoneMatch(req.headers["if-none-match"], script.etag)) {
      res.status(304).end();
      return;
    }
    res.setHeader("Content-Type", "text/javascript; charset=utf-8");
    res.end(script.body);
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
              session: {
                status: row.status,
                amount: AMOUNT.format(kzt(row.amount)),
                walletId: row.wallet_id,
                expiresAt: row.expires_at,
                successUrl: row.success_url,
                cancelUrl: row.cancel_url,
              },
            };
      const status = row === null ? 404 : row.status === "expired" ? 410 : 200;
      sendPage(res, status, renderCheckoutPage(state, script.path));
    } catch (err) {
      next(err);
    }
  });

  return router;
};
