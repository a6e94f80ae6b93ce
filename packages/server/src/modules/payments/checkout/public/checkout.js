// The hosted checkout page's one script (page.ts): "Pay" completes the session through the API and
// shows the result. No inline script, nothing from elsewhere (the page's CSP allows our origin only).
(() => {
  const root = document.getElementById("checkout");
  const pay = document.getElementById("pay");
  if (!root || !pay) return;
  const failure = document.getElementById("failure");
  const fail = (text) => {
    failure.textContent = text;
    failure.hidden = false;
  };
  pay.addEventListener("click", async () => {
    pay.disabled = true;
    pay.textContent = "Paying…";
    failure.hidden = true;
    let res;
    let body = null;
    try {
      res = await fetch(root.dataset.completeUrl, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ token: root.dataset.token }),
        credentials: "omit",
        cache: "no-store",
      });
      body = await res.json().catch(() => null);
    } catch {
      res = undefined;
    }
    if (res?.ok && body?.status === "completed") {
      document.getElementById("pay-area").hidden = true;
      document.getElementById("paid").hidden = false;
      return;
    }
    if (res?.status === 410) {
      document.getElementById("pay-area").hidden = true;
      fail("This checkout expired before it was paid. Nothing was charged; start a new deposit.");
      return;
    }
    pay.disabled = false;
    pay.textContent = "Pay (test mode)";
    fail(
      body?.detail ? `The payment did not go through: ${body.detail}` : "The payment did not go through. Try again.",
    );
  });
})();
