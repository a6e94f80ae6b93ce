// The Trustplane pay widget, for a merchant's page:
//
//   <script src="https://<trustplane host>/pay/widget.js" data-request="prq_..."></script>
//
// renders a "Pay with Trustplane" button right after the script element. Its click opens our hosted
// page for the request (/pay/requests/{id}) in a modal iframe, where the payer signs in and pays. The
// page tells this script the outcome by postMessage (only messages from our origin and that iframe are
// believed); the button then reads "Paid" and a `trustplane:paid` event (detail `{requestId}`) bubbles
// from it. CSP-friendly: no inline script or style is injected (styles are set through the CSSOM), so
// the merchant's policy needs only `script-src` and `frame-src` for our origin.
(() => {
  const script = document.currentScript;
  if (!script?.src) return;
  const requestId = script.getAttribute("data-request") || "";
  if (!/^prq_[0-9A-Za-z]{1,60}$/.test(requestId)) {
    console.error("Trustplane pay widget: data-request must be a payment request id (prq_…).");
    return;
  }
  const origin = new URL(script.src).origin;
  const style = (element, properties) => {
    for (const [name, value] of Object.entries(properties)) element.style.setProperty(name, value);
  };

  const button = document.createElement("button");
  button.type = "button";
  button.textContent = "Pay with Trustplane";
  button.setAttribute("data-trustplane-request", requestId);
  style(button, {
    padding: "10px 18px",
    border: "0",
    "border-radius": "8px",
    background: "#1d4ed8",
    color: "#fff",
    font: "600 15px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    cursor: "pointer",
  });
  script.insertAdjacentElement("afterend", button);

  let overlay = null;
  let frame = null;
  const close = () => {
    if (!overlay) return;
    overlay.remove();
    document.removeEventListener("keydown", onKey);
    overlay = null;
    frame = null;
    button.focus();
  };
  const onKey = (event) => {
    if (event.key === "Escape") close();
  };
  const markPaid = () => {
    if (button.disabled) return;
    button.textContent = "Paid";
    button.disabled = true;
    style(button, { background: "#15803d", cursor: "default" });
    button.dispatchEvent(new CustomEvent("trustplane:paid", { bubbles: true, detail: { requestId } }));
  };

  window.addEventListener("message", (event) => {
    if (event.origin !== origin || !frame || event.source !== frame.contentWindow) return;
    const data = event.data;
    if (!data || typeof data !== "object" || data.requestId !== requestId) return;
    if (data.type === "trustplane:paid") markPaid();
    else if (data.type === "trustplane:close") close();
  });

  button.addEventListener("click", () => {
    if (overlay || button.disabled) return;
    overlay = document.createElement("div");
    overlay.setAttribute("role", "dialog");
    overlay.setAttribute("aria-modal", "true");
    overlay.setAttribute("aria-label", "Pay with Trustplane");
    style(overlay, {
      position: "fixed",
      inset: "0",
      display: "flex",
      "align-items": "center",
      "justify-content": "center",
      background: "rgba(15, 23, 42, 0.55)",
      "z-index": "2147483647",
    });
    frame = document.createElement("iframe");
    frame.title = "Pay with Trustplane";
    frame.src = `${origin}/pay/requests/${encodeURIComponent(requestId)}?origin=${encodeURIComponent(location.origin)}`;
    style(frame, {
      width: "min(440px, calc(100vw - 32px))",
      height: "min(780px, calc(100vh - 32px))",
      border: "0",
      "border-radius": "14px",
      background: "#fff",
      "box-shadow": "0 20px 50px rgba(15, 23, 42, 0.35)",
    });
    overlay.addEventListener("click", (event) => {
      if (event.target === overlay) close();
    });
    overlay.append(frame);
    document.body.append(overlay);
    document.addEventListener("keydown", onKey);
    frame.focus();
  });
})();
