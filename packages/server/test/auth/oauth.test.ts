import { createHash } from "node:crypto";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieValues } from "../../src/http/cookies.ts";
import { safeReturnTo } from "../../src/modules/auth/oauth-return-to.ts";
import { type FakeAccount, type FakeOAuthProvider, startFakeOAuthProvider } from "../fake-oauth-provider.ts";
import { startTestServer, type TestResponse, type TestServer } from "../harness.ts";

/** The address browsers use for this server; the callback URL registered at the provider is built on it. */
const PUBLIC = "http://trustplane.test";
/** The same over https, where the login cookie takes the __Host- prefix. */
const SECURE_PUBLIC = "https://trustplane.test";
const TRUSTED_APP = "https://app.example.test";

let fake: FakeOAuthProvider;
let app: TestServer;
let subjects = 1000;

beforeAll(async () => {
  fake = await startFakeOAuthProvider();
  app = await startTestServer(fake.env({ PUBLIC_BASE_URL: PUBLIC, CORS_ORIGINS: TRUSTED_APP }));
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const account = (email: string, more: Partial<FakeAccount> = {}): FakeAccount => ({
  subject: String(++subjects),
  email,
  emailVerified: true,
  name: "Ext User",
  ...more,
});

type Provider = "github" | "google";

/** What a browser holds after start: the provider URL it is sent to, and the login cookie (`name=value`). */
type StartedLogin = { url: URL; cookie: string };

/** GET start; returns the provider URL it redirects to and the login cookie it sets. */
const start = async (server: TestServer, provider: string, query = ""): Promise<StartedLogin> => {
  const res = await server.call("GET", `/api/auth/oauth/${provider}/start${query}`);
  expect(res.status, res.text).toBe(302);
  expect(res.headers.get("cache-control")).toBe("no-store");
  const setCookies = res.headers.getSetCookie();
  expect(setCookies).toHaveLength(1);
  return {
    url: new URL(res.headers.get("location") as string),
    cookie: (setCookies[0] as string).split(";")[0] as string,
  };
};

/** Let the fake provider authorize; returns the callback path + query it sends the browser to. */
const authorize = async (authorizationUrl: URL, provider: string, base = PUBLIC): Promise<string> => {
  const res = await fetch(authorizationUrl, { redirect: "manual" });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get("location") as string);
  expect(`${back.origin}${back.pathname}`).toBe(`${base}/api/auth/oauth/${provider}/callback`);
  return `${back.pathname}${back.search}`;
};

/** GET the callback like a browser: with the cookie it holds for this server, if any. */
const callBack = (server: TestServer, callbackPath: string, cookie?: string) =>
  server.call("GET", callbackPath, cookie === undefined ? {} : { headers: { cookie } });

/** The whole browser round trip: start → provider → callback, carrying the login cookie. */
const signIn = async (provider: Provider, who: FakeAccount, server = app) => {
  fake.signInAs(who);
  const login = await start(server, provider);
  return callBack(server, await authorize(login.url, provider), login.cookie);
};

/** Start and authorize without calling back yet: the callback path and the starting browser's cookie. */
const authorized = async (provider: Provider, who: FakeAccount, server = app, query = "") => {
  fake.signInAs(who);
  const login = await start(server, provider, query);
  return { callback: await authorize(login.url, provider), cookie: login.cookie };
};

/** The response told the browser to forget the login cookie. */
const expectCookieCleared = (res: TestResponse, name = "tp_oauth") => {
  expect(res.headers.getSetCookie()).toContain(`${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`);
};

const identityRows = (email: string) =>
  app.ctx.db.oneFirst(sql.unsafe`SELECT count(*)::int FROM oauth_identities WHERE lower(email) = lower(${email})`);

const stateHash = (callbackPath: string) =>
  createHash("sha256")
    .update(new URL(callbackPath, PUBLIC).searchParams.get("state") as string)
    .digest("hex");

describe("GET /api/auth/oauth/providers", () => {
  it("lists both configured providers with where to start", async () => {
    const res = await app.call("GET", "/api/auth/oauth/providers");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [
        { id: "github", name: "GitHub", protocol: "oauth2", startUrl: "/api/auth/oauth/github/start" },
        { id: "google", name: "Google", protocol: "oidc", startUrl: "/api/auth/oauth/google/start" },
      ],
    });
  });
});

describe("GET /api/auth/oauth/{provider}/start", () => {
  it.each([
    ["github", "/github/login/oauth/authorize", "read:user user:email"],
    ["google", "/google/authorize", "openid email profile"],
  ])("redirects to %s's authorization endpoint with PKCE S256 and state", async (provider, path, scope) => {
    const { url } = await start(app, provider);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}${path}`);
    const p = url.searchParams;
    expect(p.get("response_type")).toBe("code");
    expect(p.get("client_id")).toBe(provider === "github" ? fake.github.clientId : fake.google.clientId);
    expect(p.get("redirect_uri")).toBe(`${PUBLIC}/api/auth/oauth/${provider}/callback`);
    expect(p.get("scope")).toBe(scope);
    expect(p.get("code_challenge_method")).toBe("S256");
    expect(p.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get("state")?.length).toBeGreaterThanOrEqual(32);
    // A nonce only for OpenID Connect; the client secret never travels in the browser.
    expect(p.has("nonce")).toBe(provider === "google");
    expect(url.href).not.toContain(provider === "github" ? fake.github.clientSecret : fake.google.clientSecret);
  });

  it("binds the login to the browser with an HttpOnly, SameSite=Lax cookie holding the state for 10 minutes", async () => {
    const res = await app.call("GET", "/api/auth/oauth/github/start");
    expect(res.status).toBe(302);
    const state = new URL(res.headers.get("location") as string).searchParams.get("state");
    // Plain http (development): no __Host- prefix, which needs Secure.
    expect(res.headers.getSetCookie()).toEqual([`tp_oauth=${state}; Max-Age=600; Path=/; HttpOnly; SameSite=Lax`]);
  });

  it("sets no login cookie when the start is refused", async () => {
    const res = await app.call("GET", `/api/auth/oauth/github/start?returnTo=${encodeURIComponent("//evil.example")}`);
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("stores state and verifier in the database (hashed state, 10 minute expiry), not in memory", async () => {
    const { url } = await start(app, "github");
    const state = url.searchParams.get("state") as string;
    const row = (await app.ctx.db.one(sql.unsafe`
      SELECT id, provider, code_verifier, state_hash,
             extract(epoch FROM expires_at - created_at)::int AS ttl
      FROM oauth_states WHERE state_hash = ${createHash("sha256").update(state).digest("hex")}`)) as Record<
      string,
      unknown
    >;
    expect(row.id).toMatch(/^ost_/);
    expect(row.provider).toBe("github");
    expect(row.ttl).toBe(600);
    // The challenge sent to the provider is S256 of the stored verifier.
    const challenge = createHash("sha256")
      .update(row.code_verifier as string)
      .digest("base64url");
    expect(url.searchParams.get("code_challenge")).toBe(challenge);
  });

  it("answers 404 for an unknown provider", async () => {
    const res = await app.call("GET", "/api/auth/oauth/twitter/start");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body.type).toMatch(/oauth-provider-not-found$/);
  });

  it.each([
    "//evil.example/steal",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "http://trustplane.test.evil.example/",
    "https://user:pw@app.example.test/",
  ])("refuses returnTo %s with 400 (no open redirect)", async (returnTo) => {
    const res = await app.call("GET", `/api/auth/oauth/github/start?returnTo=${encodeURIComponent(returnTo)}`);
    expect(res.status).toBe(400);
    expect(res.body.type).toMatch(/oauth-unsafe-return-to$/);
  });
});

describe("GET /api/auth/oauth/{provider}/callback", () => {
  it.each(["github", "google"] as const)(
    "%s: creates a user with a wallet and returns a token that works on /api/auth/me",
    async (provider) => {
      const email = `new-${provider}@example.test`;
      const res = await signIn(provider, account(email, { name: `New ${provider}` }));
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expectCookieCleared(res);
      expect(res.body.user).toEqual({ id: expect.stringMatching(/^usr_/), email });
      expect(Date.parse(res.body.expiresAt)).toBeGreaterThan(Date.now());
      const me = await app.call("GET", "/api/auth/me", { token: res.body.token });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ id: res.body.user.id, email, name: `New ${provider}`, role: "user" });
      const accounts = await app.ctx.db.any(
        sql.unsafe`SELECT is_default FROM accounts WHERE owner_id = ${res.body.user.id}`,
      );
      expect(accounts).toEqual([{ is_default: true }]);
      const link = await app.ctx.db.one(
        sql.unsafe`SELECT id, provider, user_id FROM oauth_identities WHERE user_id = ${res.body.user.id}`,
      );
      expect(link).toMatchObject({ id: expect.stringMatching(/^oid_/), provider, user_id: res.body.user.id });
      // No password was set: password login for that email is refused.
      const login = await app.call("POST", "/api/auth/login", { body: { email, password: "anything at all" } });
      expect(login.status).toBe(401);
    },
  );

  it("sent the client credentials and the PKCE verifier to the token endpoint", async () => {
    fake.tokenRequests.length = 0;
    const res = await signIn("github", account("pkce@example.test"));
    expect(res.status).toBe(200);
    const form = fake.tokenRequests.at(-1) as URLSearchParams;
    expect(form.get("grant_type")).toBe("authorization_code");
    expect(form.get("client_id")).toBe(fake.github.clientId);
    expect(form.get("code_verifier")).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(form.get("redirect_uri")).toBe(`${PUBLIC}/api/auth/oauth/github/callback`);
  });

  it.each(["github", "google"] as const)(
    "%s: refuses with 409 to link to a user who registered that email with a password, whatever its case (pre-hijacking)",
    async (provider) => {
      // Registration does not verify emails: this password account may be someone lying in wait.
      const user = await app.register({ email: `Linked-${provider}@Example.test`, password: "my password" });
      const before = await app.ctx.db.one(sql.unsafe`SELECT * FROM users WHERE id = ${user.userId}`);
      const res = await signIn(provider, account(`linked-${provider}@example.TEST`));
      expect(res.status, res.text).toBe(409);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
      expect(res.body.type).toMatch(/oauth-email-in-use$/);
      expect(res.body.detail).toMatch(/already exists.*password/);
      expect(res.body).not.toHaveProperty("token");
      expectCookieCleared(res);
      // Nothing was linked or created, the account is untouched and its password still signs in.
      expect(await identityRows(user.email)).toBe(0);
      expect(await app.ctx.db.one(sql.unsafe`SELECT * FROM users WHERE id = ${user.userId}`)).toEqual(before);
      const count = await app.ctx.db.oneFirst(
        sql.unsafe`SELECT count(*)::int FROM users WHERE lower(email) = lower(${user.email})`,
      );
      expect(count).toBe(1);
      const login = await app.call("POST", "/api/auth/login", { body: { email: user.email, password: "my password" } });
      expect(login.status).toBe(200);
      expect(login.body.user.id).toBe(user.userId);
    },
  );

  it("refuses again on the next try: the provider account did not get linked by the first attempt", async () => {
    const user = await app.register({ email: "waiting@example.test", password: "my password" });
    const who = account("waiting@example.test");
    expect((await signIn("google", who)).status).toBe(409);
    const again = await signIn("google", who);
    expect(again.status).toBe(409);
    expect(await identityRows(user.email)).toBe(0);
  });

  it("signs the same provider account in as the same user next time, even after an email change", async () => {
    const who = account("returning@example.test");
    const first = await signIn("google", who);
    const second = await signIn("google", who);
    const renamed = await signIn("google", { ...who, email: "renamed@example.test" });
    expect(first.status).toBe(200);
    expect(second.body.user.id).toBe(first.body.user.id);
    expect(renamed.body.user.id).toBe(first.body.user.id);
    expect((await app.call("GET", "/api/auth/me", { token: second.body.token })).body.id).toBe(first.body.user.id);
    const links = await app.ctx.db.any(
      sql.unsafe`SELECT email FROM oauth_identities WHERE user_id = ${first.body.user.id}`,
    );
    expect(links).toEqual([{ email: "renamed@example.test" }]);
  });

  it("links Google to a user GitHub created with the same email (no password there), whatever its case", async () => {
    const gh = await signIn("github", account("both@example.test"));
    const gg = await signIn("google", account("Both@Example.test"));
    expect(gh.status).toBe(200);
    expect(gg.status, gg.text).toBe(200);
    expect(gg.body.user.id).toBe(gh.body.user.id);
    const links = await app.ctx.db.any(
      sql.unsafe`SELECT provider FROM oauth_identities WHERE user_id = ${gh.body.user.id} ORDER BY provider`,
    );
    expect(links).toEqual([{ provider: "github" }, { provider: "google" }]);
    expect((await app.call("GET", "/api/auth/me", { token: gg.body.token })).body.id).toBe(gh.body.user.id);
  });

  it("refuses a replayed state with 400, even with the cookie kept", async () => {
    const { callback, cookie } = await authorized("github", account("replay@example.test"));
    expect((await callBack(app, callback, cookie)).status).toBe(200);
    const again = await callBack(app, callback, cookie);
    expect(again.status).toBe(400);
    expect(again.body.type).toMatch(/oauth-invalid-state$/);
    expect(again.body.detail).toMatch(/already used/);
  });

  it("lets only one of two simultaneous callbacks with the same state through", async () => {
    const { callback, cookie } = await authorized("google", account("twice@example.test"));
    const results = await Promise.all([callBack(app, callback, cookie), callBack(app, callback, cookie)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("refuses an expired state with 400", async () => {
    const { callback, cookie } = await authorized("google", account("late@example.test"));
    await app.ctx.db.query(
      sql.unsafe`UPDATE oauth_states SET expires_at = now() - interval '1 second' WHERE state_hash = ${stateHash(callback)}`,
    );
    const res = await callBack(app, callback, cookie);
    expect(res.status).toBe(400);
    expect(res.body.type).toMatch(/oauth-invalid-state$/);
    expect(res.body.detail).toMatch(/expired/);
  });

  it("refuses a missing or unknown state with 400", async () => {
    const missing = await app.call("GET", "/api/auth/oauth/github/callback?code=abc");
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { path: string }) => e.path)).toContain("/query/state");
    const unknown = await callBack(app, "/api/auth/oauth/github/callback?code=abc&state=made-up", "tp_oauth=made-up");
    expect(unknown.status).toBe(400);
    expect(unknown.body.type).toMatch(/oauth-invalid-state$/);
    expectCookieCleared(unknown);
  });

  it("refuses a state started for another provider with 400", async () => {
    const { callback, cookie } = await authorized("github", account("crossed@example.test"));
    const res = await callBack(app, callback.replace("/github/", "/google/"), cookie);
    expect(res.status).toBe(400);
    expect(res.body.type).toMatch(/oauth-invalid-state$/);
  });

  it("answers 404 for an unknown provider's callback", async () => {
    const res = await callBack(app, "/api/auth/oauth/twitter/callback?code=abc&state=xyz", "tp_oauth=xyz");
    expect(res.status).toBe(404);
    expect(res.body.type).toMatch(/oauth-provider-not-found$/);
    expectCookieCleared(res);
  });

  it.each(["github", "google"] as const)(
    "%s: turns a declined consent into a 403 problem and uses up the state",
    async (provider) => {
      fake.failNextAuthorize("access_denied");
      const { url, cookie } = await start(app, provider);
      const callback = await authorize(url, provider);
      const res = await callBack(app, callback, cookie);
      expect(res.status).toBe(403);
      expect(res.body.type).toMatch(/oauth-access-denied$/);
      expect(res.text).not.toContain("script");
      expectCookieCleared(res);
      expect((await callBack(app, callback, cookie)).status).toBe(400);
    },
  );

  it("turns another provider error on the callback into a 502 problem", async () => {
    fake.failNextAuthorize("server_error");
    const { url, cookie } = await start(app, "google");
    const res = await callBack(app, await authorize(url, "google"), cookie);
    expect(res.status).toBe(502);
    expect(res.body.type).toMatch(/oauth-provider-error$/);
    expect(res.body.detail).toContain("server_error");
  });

  it.each(["github", "google"] as const)(
    "%s: a PKCE verifier that does not match the challenge is caught by the provider and surfaced as 400",
    async (provider) => {
      fake.signInAs(account(`pkce-${provider}@example.test`));
      const { url, cookie } = await start(app, provider);
      // The provider binds the code to a challenge our stored verifier does not answer.
      url.searchParams.set("code_challenge", createHash("sha256").update("another verifier").digest("base64url"));
      const res = await callBack(app, await authorize(url, provider), cookie);
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
      expect(res.body.type).toMatch(/oauth-invalid-grant$/);
      const users = await app.ctx.db.oneFirst(
        sql.unsafe`SELECT count(*)::int FROM users WHERE email = ${`pkce-${provider}@example.test`}`,
      );
      expect(users).toBe(0);
    },
  );

  it.each(["github", "google"] as const)(
    "%s: refuses an account without a verified email with 403",
    async (provider) => {
      const res = await signIn(provider, account(`unverified-${provider}@example.test`, { emailVerified: false }));
      expect(res.status).toBe(403);
      expect(res.body.type).toMatch(/oauth-email-unverified$/);
    },
  );

  it("refuses a callback without code or error with 400", async () => {
    const { url, cookie } = await start(app, "github");
    const state = url.searchParams.get("state") as string;
    const res = await callBack(app, `/api/auth/oauth/github/callback?state=${encodeURIComponent(state)}`, cookie);
    expect(res.status).toBe(400);
    expect(res.body.type).toMatch(/oauth-missing-code$/);
  });

  it.each([
    ["/welcome?tab=wallet", "/welcome?tab=wallet"],
    [`${TRUSTED_APP}/signed-in#old`, `${TRUSTED_APP}/signed-in`],
    [`${PUBLIC}/home`, `${PUBLIC}/home`],
  ])("redirects to a safe returnTo %s with the token in the fragment", async (returnTo, expected) => {
    const { callback, cookie } = await authorized(
      "github",
      account(`return-${expected.length}@example.test`),
      app,
      `?returnTo=${encodeURIComponent(returnTo)}`,
    );
    const res = await callBack(app, callback, cookie);
    expect(res.status).toBe(302);
    expectCookieCleared(res);
    const location = res.headers.get("location") as string;
    const [target, fragment] = location.split("#");
    expect(target).toBe(expected);
    const result = new URLSearchParams(fragment);
    expect(Date.parse(result.get("expiresAt") as string)).toBeGreaterThan(Date.now());
    const me = await app.call("GET", "/api/auth/me", { token: result.get("token") as string });
    expect(me.status).toBe(200);
  });
});

describe("a failed sign-in that was started with returnTo goes back there, saying why", () => {
  /** The fragment of a 302's Location after the callback, and where it points. */
  const failedBack = async (res: TestResponse) => {
    expect(res.status).toBe(302);
    expectCookieCleared(res);
    const [target, fragment] = (res.headers.get("location") as string).split("#");
    const result = new URLSearchParams(fragment);
    expect(result.has("token")).toBe(false);
    return { target, error: result.get("error"), description: result.get("error_description") };
  };

  it("a declined consent: back to returnTo with #error=oauth-access-denied, the state used up", async () => {
    fake.failNextAuthorize("access_denied");
    const { url, cookie } = await start(app, "github", `?returnTo=${encodeURIComponent("/pay/requests/x?origin=y")}`);
    const callback = await authorize(url, "github");
    const back = await failedBack(await callBack(app, callback, cookie));
    expect(back).toMatchObject({ target: "/pay/requests/x?origin=y", error: "oauth-access-denied" });
    expect(back.description).toMatch(/declined/i);
    expect((await callBack(app, callback, cookie)).status).toBe(400);
  });

  it("an unverified email and a provider error go back too; nobody is created", async () => {
    const email = "unverified-return@example.test";
    const { callback, cookie } = await authorized(
      "google",
      account(email, { emailVerified: false }),
      app,
      `?returnTo=${encodeURIComponent("/welcome")}`,
    );
    expect(await failedBack(await callBack(app, callback, cookie))).toMatchObject({
      target: "/welcome",
      error: "oauth-email-unverified",
    });
    expect(await app.ctx.db.oneFirst(sql.unsafe`SELECT count(*)::int FROM users WHERE email = ${email}`)).toBe(0);

    fake.failNextAuthorize("server_error");
    const failed = await start(app, "google", `?returnTo=${encodeURIComponent(`${TRUSTED_APP}/signed-in`)}`);
    expect(await failedBack(await callBack(app, await authorize(failed.url, "google"), failed.cookie))).toMatchObject({
      target: `${TRUSTED_APP}/signed-in`,
      error: "oauth-provider-error",
    });
  });

  it("a callback another browser brings is answered as before, never sent to returnTo", async () => {
    fake.failNextAuthorize("access_denied");
    const { url } = await start(app, "github", `?returnTo=${encodeURIComponent("/welcome")}`);
    const res = await callBack(app, await authorize(url, "github"));
    expect(res.status).toBe(400);
    expect(res.body.type).toMatch(/oauth-invalid-state$/);
    expect(res.headers.get("location")).toBeNull();
  });
});

describe("login CSRF: the callback must come from the browser that started the login", () => {
  const userCount = (email: string) =>
    app.ctx.db.oneFirst(sql.unsafe`SELECT count(*)::int FROM users WHERE lower(email) = lower(${email})`);

  it("refuses a callback without the login cookie with 400, creates nobody and uses up the state", async () => {
    // The attacker finishes a login at the provider with their own account and sends the victim the link.
    const attacker = account("csrf-no-cookie@example.test");
    const { callback, cookie } = await authorized("github", attacker);
    const res = await callBack(app, callback);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body.type).toMatch(/oauth-invalid-state$/);
    expect(res.body.detail).toMatch(/must be finished in the browser that started it/);
    expect(res.body).not.toHaveProperty("token");
    expectCookieCleared(res);
    expect(await userCount(attacker.email)).toBe(0);
    // A callback URL opened in the wrong browser is burnt: not even the starting browser can use it now.
    const late = await callBack(app, callback, cookie);
    expect(late.status).toBe(400);
    expect(late.body.type).toMatch(/oauth-invalid-state$/);
  });

  it("refuses a callback carrying the cookie of another login with 400", async () => {
    const attacker = await authorized("google", account("csrf-attacker@example.test"));
    // The victim's browser has a login of its own in progress, so it does send a login cookie.
    const victim = await start(app, "google");
    const res = await callBack(app, attacker.callback, victim.cookie);
    expect(res.status).toBe(400);
    expect(res.body.type).toMatch(/oauth-invalid-state$/);
    expect(res.body.detail).toMatch(/browser that started it/);
    expectCookieCleared(res);
    expect(await userCount("csrf-attacker@example.test")).toBe(0);
  });

  it("does not redirect a foreign browser to returnTo with a token in the fragment", async () => {
    const { callback } = await authorized(
      "github",
      account("csrf-return@example.test"),
      app,
      `?returnTo=${encodeURIComponent(`${TRUSTED_APP}/signed-in`)}`,
    );
    const res = await callBack(app, callback, "tp_oauth=not-the-state");
    expect(res.status).toBe(400);
    expect(res.headers.get("location")).toBeNull();
    expect(res.body.type).toMatch(/oauth-invalid-state$/);
  });

  it("accepts the right cookie among others, answers 200 and clears it", async () => {
    const who = account("csrf-right@example.test");
    const { callback, cookie } = await authorized("github", who);
    const res = await callBack(app, callback, `theme=dark; ${cookie}; other="x"`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.user.email).toBe(who.email);
    expectCookieCleared(res);
  });

  it("answers odd Cookie headers with a problem, never a 500", async () => {
    for (const header of ["tp_oauth", "=; ;;", 'tp_oauth=""', "tp_oauth=%zz; tp_oauth==", "__Host-tp_oauth=x"]) {
      const { callback } = await authorized("github", account("odd-cookie@example.test"));
      const res = await callBack(app, callback, header);
      expect(res.status, header).toBe(400);
      expect(res.body.type, header).toMatch(/oauth-invalid-state$/);
    }
  });
});

describe("cookieValues", () => {
  it("finds every value of exactly that name, unquoted", () => {
    expect(cookieValues(undefined, "tp_oauth")).toEqual([]);
    expect(cookieValues("a=1; tp_oauth=abc; b=2", "tp_oauth")).toEqual(["abc"]);
    expect(cookieValues('tp_oauth="q"', "tp_oauth")).toEqual(["q"]);
    expect(cookieValues("tp_oauth=one;tp_oauth=two", "tp_oauth")).toEqual(["one", "two"]);
    expect(cookieValues("x_tp_oauth=no; tp_oauth_x=no; tp_oauth", "tp_oauth")).toEqual([]);
    expect(cookieValues("__Host-tp_oauth=h; tp_oauth=p", "__Host-tp_oauth")).toEqual(["h"]);
    expect(cookieValues("tp_oauth=a=b", "tp_oauth")).toEqual(["a=b"]);
  });
});

describe("a server reached over https", () => {
  let secure: TestServer;
  beforeAll(async () => {
    secure = await startTestServer(fake.env({ PUBLIC_BASE_URL: SECURE_PUBLIC }));
  });
  afterAll(async () => {
    await secure?.close();
  });

  it("names the login cookie __Host-tp_oauth, Secure, and accepts only that name back", async () => {
    fake.signInAs(account("secure@example.test"));
    const res = await secure.call("GET", "/api/auth/oauth/github/start");
    expect(res.status).toBe(302);
    const state = new URL(res.headers.get("location") as string).searchParams.get("state");
    expect(res.headers.getSetCookie()).toEqual([
      `__Host-tp_oauth=${state}; Max-Age=600; Path=/; HttpOnly; SameSite=Lax; Secure`,
    ]);
    const callback = await authorize(new URL(res.headers.get("location") as string), "github", SECURE_PUBLIC);
    // The unprefixed name is what a sibling subdomain could plant: it does not count here.
    const tossed = await callBack(secure, callback, `tp_oauth=${state}`);
    expect(tossed.status).toBe(400);
    expect(tossed.body.type).toMatch(/oauth-invalid-state$/);

    fake.signInAs(account("secure@example.test"));
    const login = await start(secure, "github");
    expect(login.cookie).toMatch(/^__Host-tp_oauth=/);
    const ok = await callBack(secure, await authorize(login.url, "github", SECURE_PUBLIC), login.cookie);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.headers.getSetCookie()).toContain("__Host-tp_oauth=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure");
  });
});

describe("safeReturnTo", () => {
  const origins = new Set([PUBLIC, TRUSTED_APP]);
  it("normalises paths and keeps only trusted origins", () => {
    expect(safeReturnTo("/a/../b?x=1#frag", origins)).toBe("/b?x=1");
    expect(safeReturnTo(`${TRUSTED_APP}/x?y=1`, origins)).toBe(`${TRUSTED_APP}/x?y=1`);
    for (const bad of [
      "",
      "relative",
      "/ spaced",
      "/\tx",
      "https://app.example.test.evil/",
      "ftp://app.example.test/",
    ]) {
      expect(() => safeReturnTo(bad, origins), bad).toThrow();
    }
  });
});

describe("servers with a partial or broken configuration", () => {
  /** GitHub only: Google has no credentials. */
  let partial: TestServer;
  /** A wrong GitHub client secret; Google not used yet (its discovery has not run). */
  let misconfigured: TestServer;
  beforeAll(async () => {
    const env = fake.env({ PUBLIC_BASE_URL: PUBLIC });
    partial = await startTestServer(
      Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith("GOOGLE_"))),
    );
    misconfigured = await startTestServer(fake.env({ PUBLIC_BASE_URL: PUBLIC, GITHUB_CLIENT_SECRET: "wrong-secret" }));
  });
  afterAll(async () => {
    await partial?.close();
    await misconfigured?.close();
  });

  it("does not list an unconfigured provider and answers 404 for it", async () => {
    const list = await partial.call("GET", "/api/auth/oauth/providers");
    expect(list.status).toBe(200);
    expect(list.body.items.map((p: { id: string }) => p.id)).toEqual(["github"]);
    for (const path of ["/api/auth/oauth/google/start", "/api/auth/oauth/google/callback?state=x&code=y"]) {
      const res = await partial.call("GET", path);
      expect(res.status, path).toBe(404);
      expect(res.body.type).toMatch(/oauth-provider-not-found$/);
    }
    const github = await signIn("github", account("partial@example.test"), partial);
    expect(github.status).toBe(200);
  });

  it("turns refused client credentials at the token endpoint into a 502 problem", async () => {
    const res = await signIn("github", account("badclient@example.test"), misconfigured);
    expect(res.status).toBe(502);
    expect(res.body.type).toMatch(/oauth-provider-error$/);
    expect(res.body.detail).toContain("invalid_client");
    expect(res.text).not.toContain("wrong-secret");
  });

  it("turns a failed discovery into 502 and tries again on the next start", async () => {
    try {
      fake.discoveryDown = true;
      const down = await misconfigured.call("GET", "/api/auth/oauth/google/start");
      expect(down.status).toBe(502);
      expect(down.body.type).toMatch(/oauth-provider-error$/);
      expect(await misconfigured.ctx.db.oneFirst(sql.unsafe`SELECT count(*)::int FROM oauth_states`)).toBe(0);
    } finally {
      fake.discoveryDown = false;
    }
    const up = await misconfigured.call("GET", "/api/auth/oauth/google/start");
    expect(up.status).toBe(302);
  });
});
