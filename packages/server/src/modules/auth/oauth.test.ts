import { createHash } from "node:crypto";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeAccount, type FakeOAuthProvider, startFakeOAuthProvider } from "../../../test/fake-oauth-provider.ts";
import { startTestServer, type TestServer } from "../../../test/harness.ts";
import { safeReturnTo } from "./oauth-return-to.ts";

/** The address browsers use for this server; the callback URL registered at the provider is built on it. */
const PUBLIC = "http://trustplane.test";
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

/** GET start; returns the provider URL it redirects to. */
const start = async (server: TestServer, provider: string, query = ""): Promise<URL> => {
  const res = await server.call("GET", `/api/auth/oauth/${provider}/start${query}`);
  expect(res.status, res.text).toBe(302);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return new URL(res.headers.get("location") as string);
};

/** Let the fake provider authorize; returns the callback path + query it sends the browser to. */
const authorize = async (authorizationUrl: URL, provider: string): Promise<string> => {
  const res = await fetch(authorizationUrl, { redirect: "manual" });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get("location") as string);
  expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC}/api/auth/oauth/${provider}/callback`);
  return `${back.pathname}${back.search}`;
};

/** The whole browser round trip: start → provider → callback. */
const signIn = async (provider: Provider, who: FakeAccount, server = app) => {
  fake.signInAs(who);
  const callback = await authorize(await start(server, provider), provider);
  return server.call("GET", callback);
};

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
    const url = await start(app, provider);
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

  it("stores state and verifier in the database (hashed state, 10 minute expiry), not in memory", async () => {
    const url = await start(app, "github");
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
    "%s: links to the existing user with that email, whatever its case",
    async (provider) => {
      const user = await app.register({ email: `Linked-${provider}@Example.test`, password: "my password" });
      const res = await signIn(provider, account(`linked-${provider}@example.TEST`));
      expect(res.status).toBe(200);
      expect(res.body.user).toEqual({ id: user.userId, email: user.email });
      // The password still works too, and no second user or wallet appeared.
      const login = await app.call("POST", "/api/auth/login", { body: { email: user.email, password: "my password" } });
      expect(login.status).toBe(200);
      const count = await app.ctx.db.oneFirst(
        sql.unsafe`SELECT count(*)::int FROM users WHERE lower(email) = lower(${user.email})`,
      );
      expect(count).toBe(1);
    },
  );

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

  it("keeps GitHub and Google accounts with the same email on one user", async () => {
    const gh = await signIn("github", account("both@example.test"));
    const gg = await signIn("google", account("both@example.test"));
    expect(gg.body.user.id).toBe(gh.body.user.id);
  });

  it("refuses a replayed state with 400", async () => {
    fake.signInAs(account("replay@example.test"));
    const callback = await authorize(await start(app, "github"), "github");
    expect((await app.call("GET", callback)).status).toBe(200);
    const again = await app.call("GET", callback);
    expect(again.status).toBe(400);
    expect(again.body.type).toMatch(/oauth-invalid-state$/);
  });

  it("lets only one of two simultaneous callbacks with the same state through", async () => {
    fake.signInAs(account("twice@example.test"));
    const callback = await authorize(await start(app, "google"), "google");
    const results = await Promise.all([app.call("GET", callback), app.call("GET", callback)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("refuses an expired state with 400", async () => {
    fake.signInAs(account("late@example.test"));
    const callback = await authorize(await start(app, "google"), "google");
    await app.ctx.db.query(
      sql.unsafe`UPDATE oauth_states SET expires_at = now() - interval '1 second' WHERE state_hash = ${stateHash(callback)}`,
    );
    const res = await app.call("GET", callback);
    expect(res.status).toBe(400);
    expect(res.body.type).toMatch(/oauth-invalid-state$/);
    expect(res.body.detail).toMatch(/expired/);
  });

  it("refuses a missing or unknown state with 400", async () => {
    const missing = await app.call("GET", "/api/auth/oauth/github/callback?code=abc");
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { path: string }) => e.path)).toContain("/query/state");
    const unknown = await app.call("GET", "/api/auth/oauth/github/callback?code=abc&state=made-up");
    expect(unknown.status).toBe(400);
    expect(unknown.body.type).toMatch(/oauth-invalid-state$/);
  });

  it("refuses a state started for another provider with 400", async () => {
    fake.signInAs(account("crossed@example.test"));
    const callback = await authorize(await start(app, "github"), "github");
    const res = await app.call("GET", callback.replace("/github/", "/google/"));
    expect(res.status).toBe(400);
    expect(res.body.type).toMatch(/oauth-invalid-state$/);
  });

  it("answers 404 for an unknown provider's callback", async () => {
    const res = await app.call("GET", "/api/auth/oauth/twitter/callback?code=abc&state=xyz");
    expect(res.status).toBe(404);
    expect(res.body.type).toMatch(/oauth-provider-not-found$/);
  });

  it.each(["github", "google"] as const)(
    "%s: turns a declined consent into a 403 problem and uses up the state",
    async (provider) => {
      fake.failNextAuthorize("access_denied");
      const callback = await authorize(await start(app, provider), provider);
      const res = await app.call("GET", callback);
      expect(res.status).toBe(403);
      expect(res.body.type).toMatch(/oauth-access-denied$/);
      expect(res.text).not.toContain("script");
      expect((await app.call("GET", callback)).status).toBe(400);
    },
  );

  it("turns another provider error on the callback into a 502 problem", async () => {
    fake.failNextAuthorize("server_error");
    const res = await app.call("GET", await authorize(await start(app, "google"), "google"));
    expect(res.status).toBe(502);
    expect(res.body.type).toMatch(/oauth-provider-error$/);
    expect(res.body.detail).toContain("server_error");
  });

  it.each(["github", "google"] as const)(
    "%s: a PKCE verifier that does not match the challenge is caught by the provider and surfaced as 400",
    async (provider) => {
      fake.signInAs(account(`pkce-${provider}@example.test`));
      const url = await start(app, provider);
      // The provider binds the code to a challenge our stored verifier does not answer.
      url.searchParams.set("code_challenge", createHash("sha256").update("another verifier").digest("base64url"));
      const res = await app.call("GET", await authorize(url, provider));
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
    const url = await start(app, "github");
    const state = url.searchParams.get("state") as string;
    const res = await app.call("GET", `/api/auth/oauth/github/callback?state=${encodeURIComponent(state)}`);
    expect(res.status).toBe(400);
    expect(res.body.type).toMatch(/oauth-missing-code$/);
  });

  it.each([
    ["/welcome?tab=wallet", "/welcome?tab=wallet"],
    [`${TRUSTED_APP}/signed-in#old`, `${TRUSTED_APP}/signed-in`],
    [`${PUBLIC}/home`, `${PUBLIC}/home`],
  ])("redirects to a safe returnTo %s with the token in the fragment", async (returnTo, expected) => {
    fake.signInAs(account(`return-${expected.length}@example.test`));
    const url = await start(app, "github", `?returnTo=${encodeURIComponent(returnTo)}`);
    const res = await app.call("GET", await authorize(url, "github"));
    expect(res.status).toBe(302);
    const location = res.headers.get("location") as string;
    const [target, fragment] = location.split("#");
    expect(target).toBe(expected);
    const result = new URLSearchParams(fragment);
    expect(Date.parse(result.get("expiresAt") as string)).toBeGreaterThan(Date.now());
    const me = await app.call("GET", "/api/auth/me", { token: result.get("token") as string });
    expect(me.status).toBe(200);
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
