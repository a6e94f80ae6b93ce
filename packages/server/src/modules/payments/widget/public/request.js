// The hosted payment-request page's one script (page.ts): shows the request (its public view), signs
// the payer in (the token stays in this page's memory only), pays from their wallet, and tells the
// page that embeds it (the pay widget) the outcome by postMessage to that page's origin only.
(() => {
  const root = document.getElementById("request");
  if (!root) return;
  const id = root.dataset.requestId;
  const parentOrigin = root.dataset.parentOrigin;
  const $ = (name) => document.getElementById(name);
  const sections = ["loading", "missing", "closed", "signin", "confirm", "done"];
  const show = (name) => {
    for (const section of sections) $(section).hidden = section !== name;
  };
  const embedded = window.parent !== window && parentOrigin !== "";
  const tell = (type) => {
    if (embedded) window.parent.postMessage({ type, requestId: id }, parentOrigin);
  };
  const fail = (name, text) => {
    const box = $(name);
    box.textContent = text;
    box.hidden = text === "";
  };
  const call = async (method, path, body, headers = {}) => {
    try {
      const res = await fetch(path, {
        method,
        headers: { accept: "application/json", ...(body ? { "content-type": "application/json" } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        credentials: "omit",
        cache: "no-store",
      });
      return { res, json: await res.json().catch(() => null) };
    } catch {
      return { res: undefined, json: null };
    }
  };
  const money = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const CLOSED = {
    paid: "This request is paid. Thank you!",
    expired: "This request expired before it was paid. Ask the merchant for a new one.",
    cancelled: "The merchant cancelled this request.",
  };
  let token = null;
  let idempotencyKey = null;
  let amountText = "";

  for (const cancel of document.querySelectorAll("[data-close]"))
    cancel.addEventListener("click", () => tell("trustplane:close"));

  const load = async () => {
    const { res, json } = await call("GET", `/api/payments/requests/${encodeURIComponent(id)}/public`);
    if (!res?.ok || !json) {
      show("missing");
      return;
    }
    amountText = `${money.format(json.amount)} ${json.currency}`;
    $("amount").textContent = amountText;
    $("merchant").textContent = json.merchantName;
    $("description").textContent = json.description;
    $("summary").hidden = false;
    if (json.status !== "open") {
      $("closed-text").textContent = CLOSED[json.status] ?? "This request can no longer be paid.";
      show("closed");
      if (json.status === "paid") tell("trustplane:paid");
      return;
    }
    $("pay").textContent = `Pay ${amountText}`;
    show("signin");
    $("email").focus();
  };

  $("signin-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const submit = $("signin-button");
    submit.disabled = true;
    fail("signin-error", "");
    const email = $("email").value;
    const { res, json } = await call("POST", "/api/auth/login", { email, password: $("password").value });
    submit.disabled = false;
    if (!res?.ok || !json?.token) {
      fail(
        "signin-error",
        res?.status === 401 || res?.status === 400
          ? "The email or password is not right."
          : "Signing in failed. Try again.",
      );
      return;
    }
    $("password").value = "";
    token = json.token;
    idempotencyKey = crypto.randomUUID();
    $("payer").textContent = json.user?.email ?? email;
    show("confirm");
    $("pay").focus();
  });

  $("pay").addEventListener("click", async () => {
    const pay = $("pay");
    pay.disabled = true;
    pay.textContent = "Paying…";
    fail("pay-error", "");
    const { res, json } = await call(
      "POST",
      `/api/payments/requests/${encodeURIComponent(id)}/pay`,
      {},
      { authorization: `Bearer ${token}`, "idempotency-key": idempotencyKey },
    );
    if (res?.ok) {
      token = null;
      $("done-text").textContent = `You paid ${amountText} to ${$("merchant").textContent}.`;
      show("done");
      tell("trustplane:paid");
      return;
    }
    // A refusal (4xx) is the key's answer for good: a new attempt needs a new key. Unknown outcomes keep it.
    if (res && res.status < 500) idempotencyKey = crypto.randomUUID();
    pay.disabled = false;
    pay.textContent = `Pay ${amountText}`;
    fail(
      "pay-error",
      json?.detail ? `The payment did not go through: ${json.detail}` : "The payment did not go through. Try again.",
    );
  });

  load();
})();
