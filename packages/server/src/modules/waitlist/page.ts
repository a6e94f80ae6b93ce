import { staticPagePolicy } from "../../http/page-policy.ts";
import { escapeXml } from "../../xml.ts";
import { type CatalogStatus, LIVE_STATUSES, STATUS_LABELS } from "../hub/index.ts";

/**
 * A module's waitlist page (GET and POST /waitlist/{module}): the module's name, summary and status
 * and a one-field form that posts to the page itself. For a live module (served now) the page says so,
 * links its API, and the list is for news of new versions rather than for its opening. No script and nothing loaded: the one stylesheet
 * is inline and allowed by its hash; the form works in any browser, JavaScript or not.
 */
const STYLE = [
  "*{box-sizing:border-box}",
  "body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f1f5f9;",
  "color:#0f172a;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}",
  "main{width:100%;max-width:480px;margin:24px;padding:32px;background:#fff;border:1px solid #cbd5e1;border-radius:12px}",
  "h1{margin:0 0 4px;font-size:24px;line-height:1.25}",
  ".status{display:inline-block;margin:0 0 16px;padding:2px 10px;border-radius:999px;background:#e0e7ff;color:#3730a3;font-size:13px}",
  "p{margin:0 0 16px;color:#334155}",
  "label{display:block;margin:0 0 6px;font-weight:600}",
  "input{width:100%;padding:10px 12px;border:1px solid #94a3b8;border-radius:8px;font:inherit}",
  "input:focus{outline:2px solid #1d4ed8;outline-offset:1px}",
  "button{margin-top:12px;width:100%;padding:10px 12px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}",
  "button:hover{background:#1e40af}",
  ".error{padding:10px 12px;border-radius:8px;background:#fef2f2;color:#991b1b}",
  ".done{padding:12px;border-radius:8px;background:#f0fdf4;color:#166534}",
  ".small{font-size:13px;color:#64748b;margin:16px 0 0}",
].join("");

/** The page's own policy: nothing but its inline style, forms only back to this origin. */
export const WAITLIST_PAGE_CSP = staticPagePolicy(STYLE, { formAction: "'self'", frameAncestors: "'none'" });

export type WaitlistPageModule = { id: string; name: string; summary: string; status: CatalogStatus };

export type WaitlistPageState = { kind: "form"; email?: string; error?: string } | { kind: "joined" };

export const renderWaitlistPage = (module: WaitlistPageModule, state: WaitlistPageState): string => {
  const e = escapeXml;
  const action = `/waitlist/${encodeURIComponent(module.id)}`;
  // A live module is served: the list is for news, not for its opening.
  const live = LIVE_STATUSES.has(module.status);
  const joined = live
    ? `You are on the list for ${e(module.name)}. We will write when a new version ships.`
    : `You are on the waitlist for ${e(module.name)}. We will write when it opens.`;
  const body =
    state.kind === "joined"
      ? `<p class="done" role="status">${joined}</p>`
      : `${state.error ? `<p class="error" role="alert" id="email-error">${e(state.error)}</p>` : ""}
<form method="post" action="${e(action)}">
<label for="email">Email address</label>
<input id="email" name="email" type="email" required maxlength="254" autocomplete="email"${
          state.email === undefined ? "" : ` value="${e(state.email)}"`
        }${state.error ? ' aria-invalid="true" aria-describedby="email-error"' : ""}>
<button type="submit">${live ? "Get news of new versions" : "Join the waitlist"}</button>
</form>
<p class="small">We keep your address encrypted and use it only to tell you about ${e(module.name)}.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>Waitlist: ${e(module.name)}</title>
<style>${STYLE}</style></head>
<body><main>
<h1>${e(module.name)}</h1>
<span class="status">${e(STATUS_LABELS[module.status])}</span>
<p>${e(module.summary)}</p>
${
  live
    ? `<p>${e(module.name)} is served now: <a href="/docs#tag/${e(encodeURIComponent(module.id))}">read its API</a>.</p>
`
    : ""
}${body}
</main></body></html>
`;
};
