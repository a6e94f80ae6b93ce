import { escapeXml as e } from "../../../xml.ts";
import { payPageCsp } from "../pages.ts";

/**
 * The hosted payment-request page (GET /pay/requests/{id}), which the pay widget opens in an iframe
 * on a merchant's page: a shell whose one script (public/request.js) reads the request's public view,
 * signs the payer in and pays. Like the checkout page: an inline stylesheet allowed by its hash, no
 * inline script, nothing loaded from anyone else.
 *
 * Framing (decided here): any `https` page may embed it (`frame-ancestors https:`), and outside
 * production also pages on `localhost` or `127.0.0.1` over `http` (CSP has no way to name an IPv6 literal). Merchants do not register their sites, and
 * anyone holding a request's id may pay it anyway; what framing could abuse (clicks steered by an
 * overlay) is guarded by the flow itself: the payer types their email and password into the frame,
 * then confirms on a button naming the amount. The page never learns anything from its parent but the
 * parent's origin, and tells only that origin the outcome.
 *
 * Identity providers (GitHub, Google) refuse to be framed, so signing in with one never happens in the
 * frame: opened on its own, the page sends the browser to the provider and back (the token arrives in
 * the URL fragment, which the script removes at once); framed, it opens that same top-level flow in a
 * popup, where the payer confirms and pays on our own page in a window of its own (no overlay can
 * steer that click), and meanwhile watches the request's public view until it is paid.
 */
const STYLE = [
  "*{box-sizing:border-box}[hidden]{display:none!important}",
  "body{margin:0;background:#fff;color:#0f172a;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}",
  "main{max-width:440px;margin:0 auto}",
  "header{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:16px 24px;border-bottom:1px solid #e2e8f0}",
  ".brand{font-weight:700}.badge{padding:2px 10px;border-radius:999px;background:#fef3c7;color:#92400e;font-size:12px;font-weight:700}",
  "section{padding:20px 24px}",
  ".label{margin:0;color:#64748b;font-size:14px}",
  ".amount{margin:2px 0 6px;font-size:32px;font-weight:700;line-height:1.2}",
  ".merchant{margin:0 0 4px;font-weight:600}.description{margin:0;color:#334155;word-break:break-word}",
  "#summary{border-bottom:1px solid #e2e8f0}",
  "label{display:block;margin:12px 0 6px;font-weight:600;font-size:14px}",
  "input{width:100%;padding:10px 12px;border:1px solid #94a3b8;border-radius:8px;font:inherit}",
  "input:focus{outline:2px solid #1d4ed8;outline-offset:1px}",
  "button{width:100%;margin-top:16px;padding:12px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}",
  "button:hover{background:#1e40af}button:disabled{background:#94a3b8;cursor:progress}",
  "button.link{margin-top:10px;background:none;color:#475569;font-weight:400;text-decoration:underline}",
  ".error{margin:12px 0 0;padding:10px 12px;border-radius:8px;background:#fef2f2;color:#991b1b;font-size:14px}",
  ".done{padding:14px;border-radius:8px;background:#f0fdf4;color:#166534}.done strong{display:block;font-size:18px}",
  ".muted{color:#64748b;font-size:14px}",
  "button.provider{margin-top:12px;background:#fff;color:#0f172a;border:1px solid #94a3b8}",
  "button.provider:hover{background:#f1f5f9}button.provider:disabled{background:#f1f5f9;color:#64748b}",
  ".or{display:flex;align-items:center;gap:10px;margin:18px 0 0;color:#64748b;font-size:14px}",
  ".or::before,.or::after{content:'';flex:1;border-top:1px solid #e2e8f0}",
].join("");

/** Who may frame the page: any https site, plus loopback http sites outside production. */
export const requestPageFrameAncestors = (production: boolean): string =>
  production ? "https:" : "https: http://localhost:* http://127.0.0.1:*";

export const requestPageCsp = (production: boolean): string => payPageCsp(STYLE, requestPageFrameAncestors(production));

/**
 * The page for request `id`; `parentOrigin` is the embedding page's origin (from the widget), the only
 * one told the outcome ("" when the page is opened on its own).
 */
export const renderRequestPage = (
  id: string | null,
  parentOrigin: string,
  scriptPath: string,
  livemode = false,
): string => {
  const body =
    id === null
      ? `<section><p class="error" role="alert">This payment link is not valid.</p></section>`
      : `<div id="request" data-request-id="${e(id)}" data-parent-origin="${e(parentOrigin)}">
<section id="summary" hidden><p class="label">Amount</p><p class="amount" id="amount"></p>
<p class="merchant" id="merchant"></p><p class="description" id="description"></p></section>
<section id="loading"><p class="muted">Loading the request…</p>
<noscript><p class="error">Paying needs JavaScript.</p></noscript></section>
<section id="missing" hidden><p class="error" role="alert">This payment request does not exist.</p></section>
<section id="closed" hidden><p class="done" role="status" id="closed-text"></p>
<button type="button" class="link" data-close>Close</button></section>
<section id="signin" hidden><p class="muted">Sign in to your Trustplane account to pay from your wallet.</p>
<div id="providers" hidden><div id="provider-buttons"></div><p class="or">or with your email</p></div>
<p class="error" id="provider-error" role="alert" hidden></p>
<form id="signin-form" novalidate>
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required maxlength="254">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200">
<p class="error" id="signin-error" role="alert" hidden></p>
<button type="submit" id="signin-button">Sign in</button>
<button type="button" class="link" data-close>Cancel</button></form></section>
<section id="waiting" hidden><p class="muted" role="status" id="waiting-text"></p>
<p class="error" id="waiting-error" role="alert" hidden></p>
<button type="button" id="waiting-again" hidden>Check again</button>
<button type="button" class="link" id="waiting-reopen">Open the sign-in window again</button>
<button type="button" class="link" id="waiting-back">Sign in another way</button>
<button type="button" class="link" data-close>Cancel</button></section>
<section id="confirm" hidden><p class="muted">Signed in as <strong id="payer"></strong>. The amount leaves your KZT wallet.</p>
<p class="error" id="pay-error" role="alert" hidden></p>
<button type="button" id="pay">Pay</button>
<button type="button" class="link" data-close>Cancel</button></section>
<section id="done" hidden><p class="done" role="status"><strong>Payment complete</strong><span id="done-text"></span></p>
<button type="button" class="link" data-close>Done</button></section>
</div>
<script src="${e(scriptPath)}"></script>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><meta name="robots" content="noindex">
<title>Pay with Trustplane</title>
<style>${STYLE}</style></head>
<body><main>
<header><span class="brand">Trustplane</span>${livemode ? "" : '<span class="badge">TEST MODE</span>'}</header>
${body}
</main></body></html>
`;
};
