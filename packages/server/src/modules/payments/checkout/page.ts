import { escapeXml as e } from "../../../xml.ts";
import { payPageCsp } from "../pages.ts";

/**
 * The hosted checkout page (GET /pay/checkout/{token}), built like the waitlist page: one inline
 * stylesheet allowed by its hash, no inline script. Its one script (public/checkout.js, served by us
 * under /pay/assets/) presses "Pay" through `POST /api/payments/deposit/checkout/complete`. Nothing
 * else is loaded, from us or anyone.
 */
const STYLE = [
  "*{box-sizing:border-box}[hidden]{display:none!important}",
  "body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f1f5f9;",
  "color:#0f172a;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}",
  "main{width:100%;max-width:440px;margin:24px;background:#fff;border:1px solid #cbd5e1;border-radius:14px;overflow:hidden;",
  "box-shadow:0 10px 30px rgba(15,23,42,.08)}",
  "header{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:18px 28px;border-bottom:1px solid #e2e8f0}",
  ".merchant{font-weight:600}",
  ".badge{padding:2px 10px;border-radius:999px;background:#fef3c7;color:#92400e;font-size:12px;font-weight:700;letter-spacing:.04em}",
  "section{padding:24px 28px 28px}",
  ".label{margin:0;color:#64748b;font-size:14px}",
  ".amount{margin:2px 0 20px;font-size:36px;font-weight:700;letter-spacing:-.01em;line-height:1.2}",
  ".amount small{font-size:18px;color:#475569;font-weight:600}",
  "dl{margin:0 0 22px;display:grid;grid-template-columns:auto 1fr;gap:6px 16px;font-size:14px}",
  "dt{color:#64748b}dd{margin:0;text-align:right;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;word-break:break-all}",
  "button{width:100%;padding:12px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}",
  "button:hover{background:#1e40af}button:disabled{background:#94a3b8;cursor:progress}",
  "button:focus-visible,a:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}",
  ".secondary{display:block;margin-top:14px;text-align:center;color:#475569;font-size:14px}",
  ".error{margin:0 0 14px;padding:10px 12px;border-radius:8px;background:#fef2f2;color:#991b1b;font-size:14px}",
  ".done{padding:14px;border-radius:8px;background:#f0fdf4;color:#166534}",
  ".done strong{display:block;font-size:18px}",
  ".note{margin:0;padding:14px 28px;border-top:1px solid #e2e8f0;background:#f8fafc;color:#64748b;font-size:13px}",
].join("");

/** The page's policy: its inline style, our own scripts, calls to our own API, nothing framing it. */
export const CHECKOUT_PAGE_CSP = payPageCsp(STYLE, "'none'");

export const MERCHANT = "Trustplane test-mode deposit";

export type CheckoutPageSession = {
  status: "open" | "completed" | "expired";
  amount: string;
  walletId: string;
  expiresAt: string;
  successUrl: string | null;
  cancelUrl: string | null;
};

export type CheckoutPageState =
  | {
      kind: "session";
      token: string;
      session: CheckoutPageSession;
      simulated: boolean;
      livemode?: boolean;
      /** Live mode: the acquirer's page, where an open session is paid. */
      acquirerUrl?: string | null;
    }
  | { kind: "unknown" };

const amountText = (amount: string) => `${e(amount)} <small>KZT</small>`;

const paidSection = (session: CheckoutPageSession, hidden: boolean) => `<div id="paid"${hidden ? " hidden" : ""}>
<p class="done" role="status"><strong>Payment complete</strong>${e(session.amount)} KZT was added to wallet ${e(session.walletId)}.</p>
${session.successUrl ? `<a class="secondary" id="return" href="${e(session.successUrl)}">Return to the merchant</a>` : ""}
</div>`;

const body = (state: CheckoutPageState, scriptPath: string): string => {
  if (state.kind === "unknown") {
    return `<section><h1 class="amount">Link not valid</h1>
<p class="error" role="alert">This checkout link does not exist. Ask for a new one.</p></section>`;
  }
  const { session, token } = state;
  const details = `<p class="label">Amount</p>
<p class="amount" id="amount">${amountText(session.amount)}</p>
<dl><dt>To wallet</dt><dd id="wallet">${e(session.walletId)}</dd>
<dt>Pay before</dt><dd>${e(session.expiresAt.replace("T", " ").replace(/\.\d+Z$|Z$/, " UTC"))}</dd></dl>`;
  const cancel = session.cancelUrl ? `<a class="secondary" href="${e(session.cancelUrl)}">Cancel and return</a>` : "";
  if (session.status === "expired") {
    return `<section>${details}<p class="error" role="alert">This checkout expired before it was paid. Nothing was charged; start a new deposit.</p>${cancel}</section>`;
  }
  if (session.status === "completed") return `<section>${details}${paidSection(session, false)}</section>`;
  if (state.acquirerUrl) {
    return `<section>${details}<div id="pay-area"><a class="primary" href="${e(state.acquirerUrl)}">Pay with card</a>${cancel}</div></section>`;
  }
  if (!state.simulated) {
    return `<section>${details}<p class="error" role="alert">This server does not simulate deposits, and no real payment can be taken here yet. Nothing was charged.</p>${cancel}</section>`;
  }
  return `<section id="checkout" data-token="${e(token)}" data-complete-url="/api/payments/deposit/checkout/complete">
${details}
<p class="error" id="failure" role="alert" hidden></p>
<noscript><p class="error">Paying needs JavaScript.</p></noscript>
<div id="pay-area"><button type="button" id="pay">Pay (test mode)</button>${cancel}</div>
${paidSection(session, true)}
</section>
<script src="${e(scriptPath)}"></script>`;
};

export const renderCheckoutPage = (state: CheckoutPageState, scriptPath: string): string => {
  const live = state.kind === "session" && state.livemode === true;
  const merchant = live ? "Trustplane deposit" : MERCHANT;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><meta name="robots" content="noindex">
<title>Pay: ${e(merchant)}</title>
<style>${STYLE}</style></head>
<body><main>
<header><span class="merchant">${e(merchant)}</span>${live ? "" : '<span class="badge">TEST MODE</span>'}</header>
${body(state, scriptPath)}
${live ? "" : '<p class="note">Test mode: no real money moves. The deposit is credited by the platform.</p>'}
</main></body></html>
`;
};
