import { SignJWT, UnsecuredJWT } from "jose";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_JWT_SECRET, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

const secret = new TextEncoder().encode(TEST_JWT_SECRET);

describe("POST /api/auth/register", () => {
  it("creates the user and their default wallet account, and returns a working token", async () => {
    const res = await app.call("POST", "/api/auth/register", {
      body: { email: "Ada@Example.test", password: "long enough", name: "Ada" },
    });
    expect(res.status).toBe(201);
    expect(res.body.user.id).toMatch(/^usr_[0-9A-Z]{26}$/);
    expect(res.body.user.email).toBe("Ada@Example.test");
    const me = await app.call("GET", "/api/auth/me", { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: res.body.user.id, email: "Ada@Example.test", name: "Ada", role: "user" });
    const accounts = await app.ctx.db.any(
      sql.unsafe`SELECT a.id, a.currency, j.balance, a.is_default FROM accounts a JOIN journal_accounts j USING (id) WHERE a.owner_id = ${res.body.user.id}`,
    );
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ currency: "TNU", balance: 0n, is_default: true });
    expect(String((accounts[0] as { id: string }).id)).toMatch(/^acc_/);
  });

  it("stores a salted scrypt hash, never the password", async () => {
    const { userId } = await app.register({ password: "plain text here" });
    const hash = String(await app.ctx.db.oneFirst(sql.unsafe`SELECT password_hash FROM users WHERE id = ${userId}`));
    expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(hash).not.toContain("plain text here");
  });

  it("refuses a second registration of the same email in any case with 409", async () => {
    await app.register({ email: "dup@example.test" });
    const res = await app.call("POST", "/api/auth/register", {
      body: { email: "DUP@example.TEST", password: "long enough", name: "Again" },
    });
    expect(res.status).toBe(409);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body.type).toMatch(/email-taken$/);
  });

  it("answers concurrent registrations of one email with one 201 and 409s", async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.call("POST", "/api/auth/register", {
          body: { email: "race@example.test", password: "long enough", name: "R" },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it.each([
    [{ email: "not-an-email", password: "long enough", name: "X" }, "/body/email"],
    [{ email: "x@example.test", password: "short", name: "X" }, "/body/password"],
    [{ email: "x@example.test", password: "long enough" }, "/body/name"],
    [{ email: "x@example.test", password: "long enough", name: "X", role: "admin" }, "/body/role"],
  ])("lists what is wrong with %j", async (body, path) => {
    const res = await app.call("POST", "/api/auth/register", { body });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});

describe("POST /api/auth/login", () => {
  it("returns a token for the right password, whatever the email's case", async () => {
    const user = await app.register({ email: "login@example.test", password: "the password" });
    const res = await app.call("POST", "/api/auth/login", {
      body: { email: "LOGIN@example.test", password: "the password" },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ id: user.userId, email: "login@example.test" });
    expect((await app.call("GET", "/api/auth/me", { token: res.body.token })).status).toBe(200);
  });

  it("answers a wrong password and an unknown email with the same 401", async () => {
    await app.register({ email: "known@example.test", password: "the password" });
    const wrong = await app.call("POST", "/api/auth/login", {
      body: { email: "known@example.test", password: "not it" },
    });
    const unknown = await app.call("POST", "/api/auth/login", {
      body: { email: "nobody@example.test", password: "not it" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const strip = (b: Record<string, unknown>) => ({ ...b, requestId: undefined });
    expect(strip(wrong.body)).toEqual(strip(unknown.body));
  });
});

describe("tokens", () => {
  it("refuses a missing, malformed, unsigned, foreign-key or expired token with 401", async () => {
    const { userId } = await app.register();
    const now = Math.floor(Date.now() / 1000);
    const claims = { ver: 0 };
    const base = () =>
      new SignJWT(claims).setSubject(userId).setIssuer("trustplane").setAudience("trustplane-api").setIssuedAt(now);
    const unsigned = new UnsecuredJWT(claims)
      .setSubject(userId)
      .setIssuer("trustplane")
      .setAudience("trustplane-api")
      .setExpirationTime(now + 600)
      .encode();
    const foreign = await base()
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode("another-secret-another-secret-0123456"));
    const expired = await base()
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime(now - 10)
      .sign(secret);
    const valid = await base()
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime(now + 600)
      .sign(secret);
    expect((await app.call("GET", "/api/auth/me")).status).toBe(401);
    expect((await app.call("GET", "/api/auth/me", { headers: { authorization: "Basic abc" } })).status).toBe(401);
    expect((await app.call("GET", "/api/auth/me", { token: "not.a.jwt" })).status).toBe(401);
    expect((await app.call("GET", "/api/auth/me", { token: unsigned })).status).toBe(401);
    expect((await app.call("GET", "/api/auth/me", { token: foreign })).status).toBe(401);
    const exp = await app.call("GET", "/api/auth/me", { token: expired });
    expect(exp.status).toBe(401);
    expect(exp.body.detail).toMatch(/expired/);
    expect((await app.call("GET", "/api/auth/me", { token: valid })).status).toBe(200);
  });

  it("sign-out-everywhere revokes every earlier token, and a new login works", async () => {
    const user = await app.register();
    const second = (await app.call("POST", "/api/auth/login", { body: { email: user.email, password: user.password } }))
      .body.token;
    const out = await app.call("POST", "/api/auth/sign-out-everywhere", { token: user.token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ revoked: true });
    expect((await app.call("GET", "/api/auth/me", { token: user.token })).status).toBe(401);
    const stale = await app.call("GET", "/api/auth/me", { token: second });
    expect(stale.status).toBe(401);
    expect(stale.body.detail).toMatch(/revoked/);
    const fresh = (await app.call("POST", "/api/auth/login", { body: { email: user.email, password: user.password } }))
      .body.token;
    expect((await app.call("GET", "/api/auth/me", { token: fresh })).status).toBe(200);
  });

  it("challenges with WWW-Authenticate on 401, accepts the scheme in any case, and never lets token responses be cached", async () => {
    const user = await app.register();
    const missing = await app.call("GET", "/api/auth/me");
    expect(missing.headers.get("www-authenticate")).toBe('Bearer realm="trustplane"');
    const bad = await app.call("GET", "/api/auth/me", { token: "not.a.jwt" });
    expect(bad.headers.get("www-authenticate")).toBe('Bearer realm="trustplane", error="invalid_token"');
    const wrongPassword = await app.call("POST", "/api/auth/login", {
      body: { email: user.email, password: "nope nope" },
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.headers.get("www-authenticate")).toBeNull();
    expect((await app.call("GET", "/api/auth/me", { headers: { authorization: `bearer ${user.token}` } })).status).toBe(
      200,
    );
    const login = await app.call("POST", "/api/auth/login", { body: { email: user.email, password: user.password } });
    expect(login.headers.get("cache-control")).toBe("no-store");
    expect((await app.call("GET", "/api/auth/me", { token: user.token })).headers.get("cache-control")).toBe(
      "no-store",
    );
  });

  it("checks the token before the body: an unauthenticated bad request is 401", async () => {
    const res = await app.call("POST", "/api/auth/sign-out-everywhere", { body: { nonsense: true } });
    expect(res.status).toBe(401);
  });
});
