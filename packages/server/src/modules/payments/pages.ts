import { readFileSync } from "node:fs";
import type { Request, Response } from "express";
import { notModified } from "../../http/etag.ts";
import { inlineSource } from "../../http/page-policy.ts";
import { staticAsset } from "../../http/static-asset.ts";

/**
 * What the module's hosted pages (/pay/..., outside the API; checkout/ and widget/) share: their
 * scripts, read once from a `public/` folder and served by us, and how a page is sent.
 */
export type PayScript = { path: string; body: Buffer; etag: string };

export const PAY_ASSET_PREFIX = "/pay/assets/";

/** `public/<name>.js` beside `base`, served under a name carrying its digest (cached for a year, never stale). */
export const readPayScript = (base: URL, name: string): PayScript =>
  staticAsset(PAY_ASSET_PREFIX, name, "js", readFileSync(new URL(`./public/${name}.js`, base)));

/** Sends a script (or 304) with its caching and policy headers. */
export const sendPayScript = (
  req: Request,
  res: Response,
  script: Pick<PayScript, "body" | "etag">,
  cacheControl: string,
  headers: Record<string, string> = {},
): void => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (notModified(req, res, script.etag, cacheControl)) return;
  res.setHeader("Content-Type", "text/javascript; charset=utf-8");
  res.end(script.body);
};

/**
 * A hosted page's policy: nothing but its one inline stylesheet (allowed by its hash), our own
 * scripts and calls to our own API, no form posting anywhere, framed only by `frameAncestors`.
 */
export const payPageCsp = (style: string, frameAncestors: string): string =>
  [
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${inlineSource(style)}`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");

/** Sends a hosted page: its own CSP, never cached or indexed (its URL may be a capability). */
export const sendPayPage = (res: Response, status: number, csp: string, html: string): void => {
  res.status(status);
  res.setHeader("Content-Security-Policy", csp);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(html);
};

const AMOUNT = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount of KZT as a page shows it (`12,500.50`). */
export const amountForPage = (kzt: number): string => AMOUNT.format(kzt);
