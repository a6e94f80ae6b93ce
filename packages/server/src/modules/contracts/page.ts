import { readFileSync } from "node:fs";
import { inlineSource, staticPagePolicy } from "../../http/page-policy.ts";
import { escapeXml as e } from "../../xml.ts";
import type { LinkPageState } from "./links.ts";
import type { DestroyedReason } from "./store.ts";

/**
 * The page a document's link opens in a browser (GET /api/contracts/view/{token} with `text/html`
 * preferred): what the document is, who sent it (only the name its owner chose to show, `senderName`),
 * how many views are left and until when, and a Reveal button. The page holds none of the document's
 * content and opening it uses no view: its one script (public/link.js) makes the POST when the reader
 * presses Reveal, and puts the answer in with textContent. The script and the stylesheet are inline,
 * each allowed by its hash; the script may only call this origin, and Trusted Types refuse every HTML
 * sink. A destroyed or unknown link's page runs no script (the static-page policy). Titles, `og:title`
 * and the description name no document: a chat app's preview of the link shows nothing of it.
 */
const STYLE = [
  "*{box-sizing:border-box}[hidden]{display:none!important}",
  "body{margin:0;background:#f8fafc;color:#0f172a;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}",
  "main{max-width:720px;margin:0 auto;padding:16px 16px 48px}",
  "header{display:flex;align-items:baseline;gap:12px;padding:8px 0 16px}",
  ".brand{font-weight:700}.muted{color:#64748b;font-size:14px}",
  ".card{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px;margin-bottom:16px}",
  ".label{margin:0;color:#64748b;font-size:13px;font-weight:600;letter-spacing:.04em;text-transform:uppercase}",
  "h1{margin:4px 0 16px;font-size:28px;line-height:1.2}",
  "h2{margin:0 0 8px;font-size:24px;line-height:1.25}",
  "dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 20px;margin:0 0 16px}",
  "dt{color:#64748b}dd{margin:0;font-weight:600;word-break:break-word}",
  ".none{color:#64748b;font-weight:400}",
  ".note{margin:0 0 16px;color:#334155;font-size:14px}",
  "button{padding:12px 24px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}",
  "button:hover{background:#1e40af}button:disabled{background:#94a3b8;cursor:progress}",
  ".error{margin:12px 0 0;padding:10px 12px;border-radius:8px;background:#fef2f2;color:#991b1b;font-size:14px}",
  "article h3{margin:20px 0 4px;font-size:17px}",
  "article p{margin:0;white-space:pre-wrap;word-break:break-word}",
  "article dl{margin-top:8px}article dd{white-space:pre-wrap}",
  ".after{margin:20px 0 0!important;padding:10px 12px;border-radius:8px;background:#fef3c7;color:#92400e;font-size:14px}",
].join("");

/** The page's script, inlined whole: its hash in the policy is of exactly these characters. */
const SCRIPT = readFileSync(new URL("./public/link.js", import.meta.url), "utf8");
if (SCRIPT.includes("</")) throw new Error("public/link.js may not hold `</`: it is inlined in a <script> element");

/**
 * The live link's policy: its inline script and stylesheet by hash, calls to this origin only (the
 * POST), no HTML sinks for the script (Trusted Types), no forms, never framed.
 */
export const LINK_PAGE_CSP = [
  "default-src 'none'",
  `script-src ${inlineSource(SCRIPT)}`,
  `style-src ${inlineSource(STYLE)}`,
  "connect-src 'self'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** A destroyed or unknown link's policy: no script, its stylesheet by hash. */
export const LINK_GONE_PAGE_CSP = staticPagePolicy(STYLE, { formAction: "'none'", frameAncestors: "'none'" });

/** What a link preview may show: nothing of the document, not even its kind. */
const PREVIEW_TITLE = "A private document";
const PREVIEW_DESCRIPTION = "Shared through Trustplane. Opening the link uses none of its views.";

const REASONS: Record<DestroyedReason, string> = {
  "views-exhausted": "its views were used up",
  expired: "it expired",
  revoked: "its sender revoked it",
};

/** `2026-12-01 10:00 UTC` (the script shows the live page's expiry in the reader's own time). */
const utc = (iso: string): string => `${new Date(iso).toISOString().slice(0, 16).replace("T", " ")} UTC`;
const time = (iso: string, id?: string): string =>
  `<time${id ? ` id="${id}"` : ""} datetime="${e(new Date(iso).toISOString())}">${e(utc(iso))}</time>`;

const page = (title: string, body: string, script = ""): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><meta name="robots" content="noindex">
<title>${e(title)} · Trustplane</title>
<meta name="description" content="${e(PREVIEW_DESCRIPTION)}">
<meta property="og:title" content="${e(PREVIEW_TITLE)}">
<meta property="og:description" content="${e(PREVIEW_DESCRIPTION)}">
<style>${STYLE}</style></head>
<body><main>
<header><span class="brand">Trustplane</span><span class="muted">Self-destructing document</span></header>
${body}
</main>${script}</body></html>
`;

const livePage = (state: Extract<LinkPageState, { kind: "active" }>): string =>
  page(
    PREVIEW_TITLE,
    `<section class="card" id="link">
<p class="label">Document</p>
<h1>${e(state.title)}</h1>
<dl>
<dt>From</dt><dd id="sender">${
      state.senderName === null ? `<span class="none">Not named</span>` : `<bdi>${e(state.senderName)}</bdi>`
    }</dd>
<dt>Views left</dt><dd id="views-left">${state.viewsRemaining}</dd>
<dt>Available until</dt><dd>${time(state.expiresAt, "expires")}</dd>
</dl>
<p class="note" id="reveal-note">Opening this page used none of its views. Revealing the document uses one; after its last view, or when it expires, it is destroyed for good: nobody can read it again, not even its sender.</p>
<button type="button" id="reveal">Reveal</button>
<noscript><p class="error">Revealing the document needs JavaScript.</p></noscript>
<p class="error" id="error" role="alert" hidden></p>
</section>
<article class="card" id="document" hidden>
<h2 id="document-title"></h2>
<div id="document-sections"></div>
<h3>Fields</h3>
<dl id="document-fields"></dl>
<p class="after" id="document-after" role="status" hidden></p>
</article>
<section class="card" id="gone" hidden>
<p class="label">${e(state.title)}</p>
<h1>This document was destroyed</h1>
<p class="note" id="gone-text"></p>
</section>`,
    `\n<script>${SCRIPT}</script>`,
  );

const destroyedPage = (state: Extract<LinkPageState, { kind: "destroyed" }>): string =>
  page(
    "Document destroyed",
    `<section class="card" id="gone">
<p class="label">${e(state.title)}</p>
<h1>This document was destroyed</h1>
<p class="note">It was destroyed on ${time(state.destroyedAt)}: ${e(REASONS[state.reason])}. Its content is gone for good: nobody can read it any more, not even its sender. If you still need it, ask the sender for a new link.</p>
</section>`,
  );

const unknownPage = (): string =>
  page(
    "Link not found",
    `<section class="card" id="unknown">
<p class="label">Document</p>
<h1>This link leads to no document</h1>
<p class="note">Check that you opened the whole link as you received it. If you did, ask its sender for a new one.</p>
</section>`,
  );

/** The page for a link's state, with its status and policy. */
export const linkPage = (state: LinkPageState): { status: 200 | 404 | 410; csp: string; html: string } => {
  switch (state.kind) {
    case "active":
      return { status: 200, csp: LINK_PAGE_CSP, html: livePage(state) };
    case "destroyed":
      return { status: 410, csp: LINK_GONE_PAGE_CSP, html: destroyedPage(state) };
    case "unknown":
      return { status: 404, csp: LINK_GONE_PAGE_CSP, html: unknownPage() };
  }
};
