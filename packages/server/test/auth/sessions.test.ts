// Sessions (openapi/auth.yaml): short access tokens, single-use refresh tokens whose reuse ends the whole
// session (RFC 9700 §4.14.2), signing out one session, listing and ending them.
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../src/modules/auth/tokens.ts";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

type Pair = { token: string; refreshToken: string; expiresIn: number };

const signIn = async (email: string, userAgent = "vitest") => {
  const res = await app.call("POST", "/api/auth/login", {
    body: { email, password: "correct horse battery staple" },
    headers: { "user-agent": userAgent },
  });
  expect(res.status).toBe(200);
  return res.body as Pair & { user: { id: string } };
};
const registered = async () => {
  const email = `s-${crypto.randomUUID()}@example.com`;
  const res = await app.call("POST", "/api/auth/register", {
    body: { email, password: "correct horse battery staple", name: "Sess" },
    headers: { "user-agent": "registering browser" },
  });
  expect(res.status).toBe(201);
  return { email, ...(res.body as Pair & { user: { id: string } }) };
};
const refresh = (refreshToken: string) => app.call("POST", "/api/auth/refresh", { body: { refreshToken } });
const me = async (token: string) => (await app.call("GET", "/api/auth/me", { token })).status;

describe("sessions", () => {
  it("a sign-in gives a short access token and a refresh token that works once", async () => {
    const user = await registered();
    expect(user.refreshToken).toMatch(/^tpr_[0-9A-Za-z]{49}$/);
    expect(user.expiresIn).toBe(app.ctx.config.jwtTtlSeconds);
    const first = await refresh(user.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(user.refreshToken);
    expect(await me(first.body.token)).toBe(200);
    expect(await me(user.token)).toBe(200);
    const second = await refresh(first.body.refreshToken);
    expect(second.status).toBe(200);

    // The first refresh token again: reuse. The session ends, every token of it, the newest included.
    const reused = await refresh(user.refreshToken);
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe("refresh-token-reused");
    expect(await me(second.body.token)).toBe(401);
    expect(await me(user.token)).toBe(401);
    expect((await refresh(second.body.refreshToken)).body.code).toBe("invalid-refresh-token");
  });

  it("two exchanges of one refresh token at once are one exchange and one reuse", async () => {
    const user = await registered();
    const answers = await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    expect(answers.find((a) => a.status === 401)?.body.code).toBe("refresh-token-reused");
    const won = answers.find((a) => a.status === 200)!;
    expect(await me(won.body.token)).toBe(401);
  });

  it("sign-out ends the calling session only; another can be listed and ended by id", async () => {
    const user = await registered();
    const phone = await signIn(user.email, "phone");
    const laptop = await signIn(user.email, "laptop");
    const list = await app.call("GET", "/api/auth/sessions", { token: laptop.token });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(3);
    const byAgent = Object.fromEntries(
      list.body.items.map((s: { userAgent: string; current: boolean }) => [s.userAgent, s.current]),
    );
    expect(byAgent).toEqual({ "registering browser": false, phone: false, laptop: true });
    const stored = await app.ctx.db.anyFirst(sql.unsafe`
      SELECT user_agent_sealed FROM sessions WHERE user_id = ${user.user.id}`);
    expect(stored.map((b) => Buffer.from(b as Buffer).toString("latin1")).join()).not.toContain("laptop");

    expect((await app.call("POST", "/api/auth/sign-out", { token: user.token })).status).toBe(204);
    expect(await me(user.token)).toBe(401);
    expect((await refresh(user.refreshToken)).body.code).toBe("invalid-refresh-token");
    expect(await me(phone.token)).toBe(200);

    const phoneId = list.body.items.find((s: { userAgent: string }) => s.userAgent === "phone").id;
    const other = await registered();
    expect((await app.call("DELETE", `/api/auth/sessions/${phoneId}`, { token: other.token })).status).toBe(404);
    expect((await app.call("DELETE", `/api/auth/sessions/${phoneId}`, { token: laptop.token })).status).toBe(204);
    expect(await me(phone.token)).toBe(401);
    expect((await app.call("DELETE", `/api/auth/sessions/${phoneId}`, { token: laptop.token })).status).toBe(404);
    expect(await me(laptop.token)).toBe(200);
    expect((await app.call("GET", "/api/auth/sessions", { token: laptop.token })).body.total).toBe(1);
  });

  it("sign-out-everywhere ends every session, refresh tokens included", async () => {
    const user = await registered();
    const other = await signIn(user.email);
    expect((await app.call("POST", "/api/auth/sign-out-everywhere", { token: user.token })).status).toBe(200);
    for (const pair of [user, other]) {
      expect(await me(pair.token)).toBe(401);
      expect((await refresh(pair.refreshToken)).body.code).toBe("invalid-refresh-token");
    }
    expect(await me((await signIn(user.email)).token)).toBe(200);
  });

  it("an expired access token is 401 `token-expired`; a deleted user's refresh token is refused", async () => {
    const user = await registered();
    const { token } = await issueToken({ userId: user.user.id, version: 0 }, app.ctx.config.jwtSecret, -5);
    const expired = await app.call("GET", "/api/auth/me", { token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe("token-expired");
    // A user with no records beyond the default account can be deleted outright (revocation.test.ts).
    await app.ctx.db.transaction(async (tx) => {
      await tx.query(sql.unsafe`DELETE FROM accounts WHERE owner_id = ${user.user.id}`);
      await tx.query(sql.unsafe`DELETE FROM users WHERE id = ${user.user.id}`);
    });
    expect((await refresh(user.refreshToken)).body.code).toBe("invalid-refresh-token");
    expect((await refresh("tpr_unknown")).body.code).toBe("invalid-refresh-token");
  });

  it("a key cannot sign out, list or end sessions", async () => {
    const user = await registered();
    const key = await app.call("POST", "/api/auth/api-keys", {
      token: user.token,
      body: { name: "k", scopes: ["auth:read"] },
    });
    for (const [method, path] of [
      ["POST", "/api/auth/sign-out"],
      ["GET", "/api/auth/sessions"],
      ["DELETE", "/api/auth/sessions/ses_01J0000000000000000000000"],
    ] as const) {
      expect((await app.call(method, path, { token: key.body.key })).body.code).toBe("session-required");
    }
  });
});
