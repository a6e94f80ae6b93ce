import type { Response } from "express";
import { staticPagePolicy } from "../../http/page-policy.ts";
import { escapeXml } from "../../xml.ts";

/**
 * Embeddable certificate badges (GET /api/rights/embed/{id}, GET /api/bureau/cert/{certId}/embed): a
 * small HTML document meant for an <iframe> on any site, linking to the certificate's public
 * verification status. Every value that came from a user (title, kind) is escaped; the page runs no
 * script and loads nothing: its one stylesheet is inline and allowed by its hash.
 */
const STYLE = [
  "html,body{margin:0;padding:0;background:transparent}",
  "a.badge{display:flex;gap:10px;align-items:center;box-sizing:border-box;max-width:420px;padding:10px 12px;",
  "border:1px solid #c9d3e0;border-radius:8px;background:#f8fafc;color:#0f172a;text-decoration:none;",
  "font:13px/1.35 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}",
  "a.badge:hover{border-color:#64748b}",
  ".seal{flex:none;width:34px;height:34px;border-radius:50%;background:#1e3a8a;color:#fff;",
  "display:flex;align-items:center;justify-content:center;font-size:18px}",
  ".text{min-width:0;display:flex;flex-direction:column}",
  ".title{font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}",
  ".meta,.id{color:#475569;font-size:11px}",
  ".id{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}",
  ".ok{color:#166534}.bad{color:#b91c1c}",
].join("");

/** Replaces the API's `frame-ancestors 'none'` on badge responses only: any site may frame a badge. */
export const BADGE_CSP = staticPagePolicy(STYLE, { formAction: "'none'", frameAncestors: "*" });

/** Badges change only when a certificate's verification status does; caches may keep them 5 minutes. */
export const BADGE_CACHE_CONTROL = "public, max-age=300";

export type BadgeContent = {
  /** The certificate id shown (a rights or bureau certificate id). */
  id: string;
  heading: string;
  title: string;
  kind: string;
  registeredAt: Date;
  contentSha256: string;
  verifyUrl: string;
  /** A verification line, when the badge states one. */
  status?: { ok: boolean; text: string };
};

export const renderBadge = (badge: BadgeContent): string => {
  const e = escapeXml;
  const day = badge.registeredAt.toISOString().slice(0, 10);
  const status = badge.status
    ? `<span class="meta ${badge.status.ok ? "ok" : "bad"}">${e(badge.status.text)}</span>`
    : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${e(badge.heading)}: ${e(badge.title)}</title>
<style>${STYLE}</style></head>
<body><a class="badge" href="${e(badge.verifyUrl)}" target="_blank" rel="noopener noreferrer" title="Verify this certificate">
<span class="seal" aria-hidden="true">&#169;</span><span class="text">
<span class="title">${e(badge.title)}</span>
<span class="meta">${e(badge.heading)} &#183; ${e(badge.kind)} &#183; registered ${e(day)}</span>
<span class="id">${e(badge.id)} &#183; sha256 ${e(badge.contentSha256.slice(0, 16))}&#8230;</span>
${status}</span></a></body></html>
`;
};

/** Send a badge with the headers that let other sites frame it (this route only). */
export const sendBadge = (res: Response, html: string): void => {
  res.setHeader("Content-Security-Policy", BADGE_CSP);
  res.removeHeader("X-Frame-Options");
  // Helmet's same-origin resource policy would stop other origins from loading it.
  res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
  res.setHeader("Cache-Control", BADGE_CACHE_CONTROL);
  res.type("text/html; charset=utf-8").send(html);
};
