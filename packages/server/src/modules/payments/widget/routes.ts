import { type Request, type Response, Router } from "express";
import type { AppContext } from "../../../context.ts";
import { PAY_ASSET_PREFIX, readPayScript, sendPayPage, sendPayScript } from "../pages.ts";
import { renderRequestPage, requestPageCsp } from "./page.ts";

/** A payment request's id (merchants' area): `prq_` and a ULID. */
const REQUEST_ID = /^prq_[0-9A-HJKMNP-TV-Z]{26}$/;

/** The embedding page's origin as the widget passes it, when it is one (else ""). */
const parentOriginOf = (raw: unknown): string => {
  if (typeof raw !== "string" || raw.length > 300) return "";
  try {
    const url = new URL(raw);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === raw ? raw : "";
  } catch {
    return "";
  }
};

/**
 * The pay widget (GET /pay/widget.js, included by merchants' pages) and the hosted payment-request page
 * it frames (GET /pay/requests/{id}), outside the API like the checkout page.
 */
export const widgetRoutes = (ctx: AppContext, livemode: boolean): Router => {
  const router = Router();
  const base = new URL(".", import.meta.url);
  const requestScript = readPayScript(base, "request");
  const widget = readPayScript(base, "widget");
  const production = ctx.config.env === "production";
  const csp = requestPageCsp(production);

  router.get(`${PAY_ASSET_PREFIX}:file`, (req: Request, res: Response, next) => {
    if (`${PAY_ASSET_PREFIX}${String(req.params.file)}` !== requestScript.path) return next();
    sendPayScript(req, res, requestScript, "public, max-age=31536000, immutable", { "Content-Security-Policy": csp });
  });

  // Merchants name this URL in their pages, so it has no digest: cached briefly, revalidated by ETag.
  // Loaded by other sites' pages, so it is the one response a cross-origin page may use (CORP).
  router.get("/pay/widget.js", (req: Request, res: Response) => {
    sendPayScript(req, res, widget, "public, max-age=300", { "Cross-Origin-Resource-Policy": "cross-origin" });
  });

  router.get("/pay/requests/:id", (req: Request, res: Response) => {
    const id = String(req.params.id);
    const known = REQUEST_ID.test(id);
    // Framed by merchants' pages: their own policy (frame-ancestors) replaces the API's X-Frame-Options.
    res.removeHeader("X-Frame-Options");
    sendPayPage(
      res,
      known ? 200 : 404,
      csp,
      renderRequestPage(known ? id : null, parentOriginOf(req.query.origin), requestScript.path, livemode),
    );
  });

  return router;
};
