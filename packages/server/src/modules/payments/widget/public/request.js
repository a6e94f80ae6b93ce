// The hosted payment-request page's one script (page.ts): shows the request (its public view), signs
// the payer in (the token stays in this page's memory only), pays from their wallet, and tells the
// page that embeds it (the pay widget) the outcome by postMessage to that page's origin only.
//
// Signing in with an identity provider (the buttons from GET /api/auth/oauth/providers): providers
// refuse to be framed, so the sign-in always runs in a top-level window.
// - Opened on its own, the page sends the browser to the provider's start URL with returnTo naming
//   this page; the callback sends it back here with `#token=…` in the fragment, which is read and
//   removed from the address at once (history.replaceState), and the payer confirms as after a
//   password sign-in.
// - Framed (the widget), a button opens that same flow in a popup, where the payer confirms and pays.
//   The frame learns the outcome by polling the request's public view: the popup cannot tell it
//   (providers' Cross-Origin-Opener-Policy severs window.opener; storage partitioning keeps a
//   BroadcastChannel of the popup's from reaching a third-party frame).
(() => {
  const root = document.getElementById("request");
  if (!root) return;
  const id = root.dataset.requestId;
  const parentOrigin = root.dataset.parentOrigin;
  const $ = (name) => document.getElementById(name);
  const sections = ["loading", "missing", "closed", "signin", "waiting", "confirm", "done"];
  const show = (name) => {
    for (const section of sections) $(section).hidden = section !== name;
  };
  const framed = window.top !== window;
  const embedded = framed && parentOrigin !== "";
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
  const publicPath = `/api/payments/requests/${encodeURIComponent(id)}/public`;
  // Where a provider sign-in comes back to: this page, top-level (so with the `origin` it was opened
  // with, if any; the popup a frame opens is a page of its own, which tells no one).
  const returnTo = `/pay/requests/${encodeURIComponent(id)}${!framed && parentOrigin ? `?origin=${encodeURIComponent(parentOrigin)}` : ""}`;
  const POLL_MS = 2000;
  const WATCH_MS = 10 * 60 * 1000;
  let token = null;
  let idempotencyKey = null;
  let amountText = "";

  // Back from a provider: the token is in the fragment. Take it out of the address before anything
  // else (so it is neither shown nor left in history); the refresh token beside it is not kept. A
  // framed page takes no token from its address: only the top-level flow puts one there.
  // A sign-in that failed at the provider comes back with why instead (`#error=…&error_description=…`,
  // our own explanation), shown beside the sign-in choices.
  let returnedToken = null;
  let returnedError = null;
  if (location.hash.length > 1) {
    const fragment = new URLSearchParams(location.hash.slice(1));
    if (fragment.has("token") || fragment.has("refreshToken") || fragment.has("error")) {
      history.replaceState(history.state, "", `${location.pathname}${location.search}`);
      if (!framed) returnedToken = fragment.get("token") || null;
      if (!framed && fragment.has("error"))
        returnedError =
          fragment.get("error") === "oauth-access-denied"
            ? "You declined at the provider. Sign in another way, or try again."
            : `Signing in with your account did not work: ${(fragment.get("error_description") || "try again").slice(0, 300)}`;
    }
  }

  // Framed, "Cancel" and "Done" ask the widget to close the frame; on its own, the page tries to close
  // its window (browsers allow that only for windows a script opened, like the sign-in popup).
  for (const cancel of document.querySelectorAll("[data-close]"))
    cancel.addEventListener("click", () => {
      if (framed) tell("trustplane:close");
      else window.close();
    });

  const signedIn = (sessionToken, email) => {
    token = sessionToken;
    idempotencyKey = crypto.randomUUID();
    $("payer").textContent = email;
    show("confirm");
    $("pay").focus();
  };

  const paid = () => {
    stopWatching();
    token = null;
    $("done-text").textContent = `You paid ${amountText} to ${$("merchant").textContent}.`;
    show("done");
    tell("trustplane:paid");
  };

  /** A request that is no longer open: say why (and tell the widget when it is paid). */
  const closed = (status) => {
    stopWatching();
    $("closed-text").textContent = CLOSED[status] ?? "This request can no longer be paid.";
    show("closed");
    if (status === "paid") tell("trustplane:paid");
  };

  // --- Identity providers -------------------------------------------------------------------------

  let providersLoaded = false;
  /** The provider's start URL with returnTo, when it is a path on this server (else null). */
  const startUrlOf = (provider) => {
    if (typeof provider.startUrl !== "string" || !provider.startUrl.startsWith("/")) return null;
    const url = new URL(provider.startUrl, location.origin);
    if (url.origin !== location.origin) return null;
    url.searchParams.set("returnTo", returnTo);
    return url.href;
  };
  let lastStart = null;
  /** Opens the sign-in popup; when the browser blocks it, says so in `errorBox`. */
  const openPopup = (url, errorBox) => {
    fail(errorBox, "");
    const popup = window.open(url, "trustplane-sign-in", "popup,width=520,height=720");
    if (!popup) {
      fail(errorBox, "Your browser blocked the sign-in window. Allow pop-ups for this page and try again.");
      return false;
    }
    // The window is ours; the provider's pages it goes through get no handle on this frame.
    try {
      popup.opener = null;
    } catch {
      // Already elsewhere: then it has no handle on us to drop.
    }
    return true;
  };
  const startWith = (provider, url, button) => {
    fail("provider-error", "");
    if (!framed) {
      // A top-level navigation to our own start path (not a form post: form-action stays 'none').
      for (const other of $("provider-buttons").children) other.disabled = true;
      button.textContent = `Continuing with ${provider.name}…`;
      // Back here from the browser's cache (the Back button) the buttons work again.
      window.addEventListener(
        "pageshow",
        () => {
          for (const other of $("provider-buttons").children) other.disabled = false;
          button.textContent = `Continue with ${provider.name}`;
        },
        { once: true },
      );
      location.assign(url);
      return;
    }
    if (!openPopup(url, "provider-error")) return;
    lastStart = url;
    watchForPayment(
      `Continue in the window that opened: sign in with ${provider.name}, then confirm and pay there. This page updates by itself once the payment is made.`,
    );
  };
  const loadProviders = async () => {
    if (providersLoaded) return;
    providersLoaded = true;
    const { res, json } = await call("GET", "/api/auth/oauth/providers");
    // Without the list (an error, a refusal) the password form still works.
    if (!res?.ok || !Array.isArray(json?.items)) return;
    const box = $("provider-buttons");
    for (const provider of json.items) {
      if (typeof provider?.id !== "string" || typeof provider.name !== "string") continue;
      const url = startUrlOf(provider);
      if (url === null) continue;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "provider";
      button.dataset.provider = provider.id;
      button.textContent = `Continue with ${provider.name}`;
      button.addEventListener("click", () => startWith(provider, url, button));
      box.append(button);
    }
    $("providers").hidden = box.children.length === 0;
  };

  // --- Watching the request while the payer is in the popup (framed only) ---------------------------

  let watch = null;
  const stopWatching = () => {
    if (watch) clearTimeout(watch.timer);
    watch = null;
  };
  const watchForPayment = (text) => {
    stopWatching();
    const current = { timer: 0, until: Date.now() + WATCH_MS };
    watch = current;
    $("waiting-text").textContent = text;
    fail("waiting-error", "");
    $("waiting-again").hidden = true;
    $("waiting-reopen").hidden = lastStart === null;
    show("waiting");
    const tick = async () => {
      const { res, json } = await call("GET", publicPath);
      if (watch !== current) return;
      if (res?.ok && typeof json?.status === "string" && json.status !== "open") {
        if (json.status === "paid") paid();
        else closed(json.status);
        return;
      }
      if (Date.now() >= current.until) {
        stopWatching();
        $("waiting-text").textContent =
          "Stopped waiting for the payment after 10 minutes. If you paid in the other window, check again.";
        $("waiting-again").hidden = false;
        return;
      }
      current.timer = setTimeout(tick, POLL_MS);
    };
    current.timer = setTimeout(tick, POLL_MS);
  };
  $("waiting-again").addEventListener("click", () =>
    watchForPayment("Checking whether the payment was made. This page updates by itself once it is."),
  );
  $("waiting-reopen").addEventListener("click", () => {
    if (lastStart) openPopup(lastStart, "waiting-error");
  });
  // Back to the sign-in choices; the watch goes on (the popup may still be paying) until it ends.
  $("waiting-back").addEventListener("click", () => {
    show("signin");
    $("email").focus();
  });

  // --- The request and the password sign-in ---------------------------------------------------------

  const showSignin = () => {
    show("signin");
    $("email").focus();
    loadProviders();
  };

  const load = async () => {
    const { res, json } = await call("GET", publicPath);
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
      closed(json.status);
      return;
    }
    $("pay").textContent = `Pay ${amountText}`;
    if (returnedToken !== null) {
      const me = await call("GET", "/api/auth/me", null, { authorization: `Bearer ${returnedToken}` });
      if (me.res?.ok && typeof me.json?.email === "string") {
        signedIn(returnedToken, me.json.email);
        returnedToken = null;
        return;
      }
      returnedToken = null;
      fail("provider-error", "Signing in with your account did not finish. Try again.");
    }
    showSignin();
    if (returnedError !== null) fail("provider-error", returnedError);
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
    signedIn(json.token, json.user?.email ?? email);
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
      paid();
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
