import { staticPagePolicy } from "../../http/page-policy.ts";
import { escapeXml } from "../../xml.ts";
import type { Catalog } from "./catalog.ts";
import { STATUS_LABELS } from "./catalog-data.ts";

/**
 * The front page (`GET /` for a browser), rendered from the catalog: what each module does, its status,
 * and where to go from there. No script and nothing loaded: one inline stylesheet allowed by its hash,
 * system fonts, links only.
 */
const STYLE = [
  "*{box-sizing:border-box}",
  "body{margin:0;background:#f8fafc;color:#0f172a;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}",
  "header{background:#0f172a;color:#f8fafc;padding:40px 24px}",
  "header div{max-width:1080px;margin:0 auto}",
  "h1{margin:0 0 8px;font-size:32px;line-height:1.2}",
  "header p{margin:0 0 20px;color:#cbd5e1;max-width:720px}",
  "nav a{display:inline-block;margin:0 8px 8px 0;padding:8px 14px;border-radius:8px;background:#1d4ed8;color:#fff;text-decoration:none;font-weight:600}",
  "nav a.secondary{background:transparent;border:1px solid #475569;color:#e2e8f0}",
  "main{max-width:1128px;margin:0 auto;padding:32px 24px 48px}",
  "h2{margin:0 0 16px;font-size:20px}",
  "ul{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:16px}",
  "li{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:20px;display:flex;flex-direction:column}",
  "h3{margin:0 0 4px;font-size:17px}",
  ".status{align-self:flex-start;margin:0 0 10px;padding:1px 10px;border-radius:999px;font-size:12px;font-weight:600}",
  ".live{background:#dcfce7;color:#166534}",
  ".planned{background:#fef3c7;color:#92400e}",
  "li p{margin:0 0 14px;color:#334155;font-size:14px;flex:1}",
  "li a{margin-right:14px;color:#1d4ed8;font-size:14px;font-weight:600}",
  "footer{max-width:1128px;margin:0 auto;padding:0 24px 32px;color:#64748b;font-size:13px}",
  "footer a{color:#475569}",
].join("");

/** The page's own policy: its inline style, nothing else; it may not be framed. */
export const FRONT_PAGE_CSP = staticPagePolicy(STYLE, { formAction: "'none'", frameAncestors: "'none'" });

export const renderFrontPage = (catalog: Catalog, options: { title: string; apiVersion: string; baseUrl: string }) => {
  const e = escapeXml;
  const base = options.baseUrl;
  const live = catalog.items.filter((item) => item.live).length;
  const modules = catalog.items
    .map((item) => {
      const docs = `${base}/docs#tag/${encodeURIComponent(item.id)}`;
      const links = [
        `<a href="${e(docs)}">API</a>`,
        item.frontend !== docs ? `<a href="${e(item.frontend)}">Open</a>` : "",
        `<a href="${e(item.health)}">Health</a>`,
        item.live ? "" : `<a href="${e(item.waitlist)}">Waitlist</a>`,
      ].join("");
      return `<li><h3>${e(item.name)}</h3><span class="status ${item.live ? "live" : "planned"}">${e(
        STATUS_LABELS[item.status],
      )}</span><p>${e(item.summary)}</p><div>${links}</div></li>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${e(options.title)}</title>
<meta name="description" content="${e(`${catalog.items.length} modules, ${live} live: one contract-first API.`)}">
<style>${STYLE}</style></head>
<body><header><div>
<h1>${e(options.title)}</h1>
<p>${e(`${catalog.items.length} modules, ${live} of them live, behind one contract-first API (version ${options.apiVersion}): accounts, a wallet ledger, signing, rights, payments, contracts, a language-model gateway and more, each with typed client packages.`)}</p>
<nav><a href="${e(`${base}/docs`)}">API reference</a><a class="secondary" href="${e(`${base}/playground/`)}">Governance playground</a><a class="secondary" href="${e(`${base}/api/openapi.json`)}">OpenAPI contract</a><a class="secondary" href="${e(`${base}/api/hub/catalog`)}">Catalog (JSON)</a></nav>
</div></header>
<main><h2>Modules</h2>
<ul>
${modules}
</ul></main>
<footer><a href="${e(`${base}/api/hub/health`)}">Health</a> · <a href="${e(`${base}/api/hub/sitemap.xml`)}">Sitemap</a></footer>
</body></html>
`;
};
