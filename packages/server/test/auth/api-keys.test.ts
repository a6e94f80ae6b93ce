// API keys (openapi/auth.yaml, docs/api-keys.md): made and managed from a session only, shown once,
// scoped per operation, refused alike when unknown, revoked or expired, rolled with an overlap, counted
// on their own budget when they have one.
import { crc32 } from "node:zlib";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isWellFormedApiKey, newApiKeySecret } from "../../src/modules/auth/secret-format.ts";
import { eventually, startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

type Made = { id: string; key: string; lastFour: string; scopes: string[]; status: string; expiresAt: string | null };

const makeKey = async (token: string, body: Record<string, unknown>): Promise<Made> => {
  const res = await app.call("POST", "/api/auth/api-keys", { token, body: { name: "server", ...body } });
  expect(res.status).toBe(201);
  return res.body as Made;
};

/** A refusal's body without what differs per request. */
const refusalOf = async (key: string) => {
  const res = await app.call("GET", "/api/auth/me", { token: key });
  const { requestId: _, instance: __, ...rest } = res.body as Record<string, unknown>;
  return { status: res.status, body: rest };
};

describe("the key format", () => {
  it("is tpk_test_ or tpk_live_, 43 base62 characters and a CRC-32 checksum a scanner can check offline", () => {
    for (const livemode of [false, true]) {
      const key = newApiKeySecret(livemode);
      expect(key).toMatch(livemode ? /^tpk_live_[0-9A-Za-z]{49}$/ : /^tpk_test_[0-9A-Za-z]{49}$/);
      expect(isWellFormedApiKey(key)).toBe(true);
      // The checksum as docs/api-keys.md tells a scanner to compute it, written here independently.
      const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
      let n = crc32(key.slice(9, 52));
      let checksum = "";
      for (let i = 0; i < 6; i++) {
        checksum = alphabet[n % 62] + checksum;
        n = Math.floor(n / 62);
      }
      expect(key.slice(52)).toBe(checksum);
      // One character changed anywhere breaks it, the mode included.
      const flipped = `${key.slice(0, 14)}${key[14] === "a" ? "b" : "a"}${key.slice(15)}`;
      expect(isWellFormedApiKey(flipped)).toBe(false);
      expect(isWellFormedApiKey(key.replace(/^tpk_(test|live)_/, "tpk_mock_"))).toBe(false);
      // A key made before the mode was in the prefix (tpk_ and the same 49 characters) is still a key.
      expect(isWellFormedApiKey(`tpk_${key.slice(9)}`)).toBe(true);
    }
    expect(new Set(Array.from({ length: 100 }, () => newApiKeySecret(false))).size).toBe(100);
  });
});

describe("API keys", () => {
  it("are shown once, listed and read without their secret, and authenticate as their owner", async () => {
    const { token, userId } = await app.register();
    const made = await makeKey(token, { scopes: ["auth:read", "ledger:read"] });
    expect(isWellFormedApiKey(made.key)).toBe(true);
    expect(made).toMatchObject({ lastFour: made.key.slice(-4), status: "active", expiresAt: null });
    const list = await app.call("GET", "/api/auth/api-keys", { token });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.text).not.toContain(made.key);
    expect(list.body.items[0]).toMatchObject({
      id: made.id,
      prefix: "tpk_test_",
      livemode: false,
      scopes: ["auth:read", "ledger:read"],
    });
    const one = await app.call("GET", `/api/auth/api-keys/${made.id}`, { token });
    expect(one.body).not.toHaveProperty("key");
    const stored = await app.ctx.db.one(sql.unsafe`SELECT * FROM api_keys WHERE id = ${made.id}`);
    expect(JSON.stringify(stored)).not.toContain(made.key.slice(4, 47));

    const me = await app.call("GET", "/api/auth/me", { token: made.key });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(userId);
    expect((await app.call("GET", "/api/ledger/accounts", { token: made.key })).status).toBe(200);
    await eventually(async () => {
      const used = await app.call("GET", `/api/auth/api-keys/${made.id}`, { token });
      expect(used.body.lastUsedAt).not.toBeNull();
    });
  });

  it("call only what their scopes allow, never the session's own operations, and the refusal is audited", async () => {
    const { token } = await app.register();
    const reader = await makeKey(token, { scopes: ["ledger:read"] });
    const open = await app.call("POST", "/api/ledger/accounts", { token: reader.key });
    expect(open.status).toBe(403);
    expect(open.body).toMatchObject({ code: "insufficient-scope", scope: "ledger:write" });
    expect((await app.call("GET", "/api/auth/me", { token: reader.key })).body.code).toBe("insufficient-scope");
    const writer = await makeKey(token, { scopes: ["ledger:write"] });
    expect((await app.call("POST", "/api/ledger/accounts", { token: writer.key })).status).toBe(201);

    const everything = await makeKey(token, { scopes: ["auth:read", "ledger:read", "ledger:write"] });
    for (const [method, path] of [
      ["POST", "/api/auth/api-keys"],
      ["GET", "/api/auth/api-keys"],
      ["GET", `/api/auth/api-keys/${reader.id}`],
      ["DELETE", `/api/auth/api-keys/${reader.id}`],
      ["POST", `/api/auth/api-keys/${reader.id}/roll`],
      ["POST", "/api/auth/sign-out-everywhere"],
    ] as const) {
      const res = await app.call(method, path, {
        token: everything.key,
        ...(method === "POST" && path.endsWith("api-keys") ? { body: { name: "x", scopes: ["auth:read"] } } : {}),
      });
      expect([method, path, res.status, res.body.code]).toEqual([method, path, 403, "session-required"]);
    }
    await eventually(async () => {
      const events = await app.call("GET", `/api/auth/api-keys/${reader.id}/events`, { token });
      expect(events.status).toBe(200);
      const kinds = events.body.items.map((e: { kind: string; detail: string | null }) => `${e.kind} ${e.detail}`);
      expect(kinds).toEqual(expect.arrayContaining(["refused-scope ledger:write", "refused-scope auth:read"]));
      expect(kinds.at(-1)).toBe("created null");
    });
    expect((await app.call("GET", `/api/auth/api-keys/${reader.id}/events`, { token: everything.key })).status).toBe(
      403,
    );
  });

  it("are refused alike when unknown, revoked or expired, and not found when another user's", async () => {
    const { token } = await app.register();
    const other = await app.register();
    const revoked = await makeKey(token, { scopes: ["auth:read"] });
    expect((await app.call("GET", "/api/auth/me", { token: revoked.key })).status).toBe(200);
    for (const [method, path] of [
      ["GET", `/api/auth/api-keys/${revoked.id}`],
      ["DELETE", `/api/auth/api-keys/${revoked.id}`],
      ["POST", `/api/auth/api-keys/${revoked.id}/roll`],
    ] as const) {
      const res = await app.call(method, path, { token: other.token });
      expect([path, res.status, res.body.code]).toEqual([path, 404, "api-key-not-found"]);
    }
    expect((await app.call("DELETE", `/api/auth/api-keys/${revoked.id}`, { token })).status).toBe(204);
    expect((await app.call("DELETE", `/api/auth/api-keys/${revoked.id}`, { token })).status).toBe(204);
    const expiring = await makeKey(token, {
      scopes: ["auth:read"],
      expiresAt: new Date(Date.now() + 1500).toISOString(),
    });
    expect((await app.call("GET", "/api/auth/me", { token: expiring.key })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));

    const unknown = await refusalOf(newApiKeySecret(false));
    expect(unknown.status).toBe(401);
    // A live key sent to this test-mode server is refused without a lookup, and told why.
    const otherMode = await refusalOf(newApiKeySecret(true));
    expect(otherMode).toMatchObject({ status: 401, body: { type: expect.stringContaining("unauthorized") } });
    expect(otherMode.body.detail).toMatch(/live-mode API key .* test mode/);
    expect(await refusalOf(revoked.key)).toEqual(unknown);
    expect(await refusalOf(expiring.key)).toEqual(unknown);
    const listed = await app.call("GET", "/api/auth/api-keys", { token });
    expect(Object.fromEntries(listed.body.items.map((k: Made) => [k.id, k.status]))).toEqual({
      [revoked.id]: "revoked",
      [expiring.id]: "expired",
    });
    // A string that is not a key's format is refused the same way, without a lookup.
    expect(await refusalOf("tpk_notakey")).toEqual(unknown);
  });

  it("roll: the new secret works at once, the old until the overlap ends", async () => {
    const { token } = await app.register();
    const first = await makeKey(token, { scopes: ["auth:read"], rateLimitPerMinute: 1000 });
    const rolled = await app.call("POST", `/api/auth/api-keys/${first.id}/roll`, { token, body: {} });
    expect(rolled.status).toBe(201);
    expect(rolled.body).toMatchObject({ rolledFrom: first.id, scopes: ["auth:read"], rateLimitPerMinute: 1000 });
    const audit = await app.call("GET", `/api/auth/api-keys/${first.id}/events`, { token });
    expect(audit.body.items.map((e: { kind: string; detail: string | null }) => [e.kind, e.detail])).toEqual([
      ["rolled", rolled.body.id],
      ["created", null],
    ]);
    expect((await app.call("GET", "/api/auth/me", { token: rolled.body.key })).status).toBe(200);
    expect((await app.call("GET", "/api/auth/me", { token: first.key })).status).toBe(200);
    const old = await app.call("GET", `/api/auth/api-keys/${first.id}`, { token });
    const overlapEnds = Date.parse(old.body.expiresAt) - Date.now();
    expect(overlapEnds).toBeGreaterThan(86_000_000);
    expect(overlapEnds).toBeLessThanOrEqual(86_400_000);

    const now = await app.call("POST", `/api/auth/api-keys/${rolled.body.id}/roll`, {
      token,
      body: { overlapSeconds: 0 },
    });
    expect(now.status).toBe(201);
    expect((await app.call("GET", "/api/auth/me", { token: rolled.body.key })).status).toBe(401);
    expect((await app.call("GET", "/api/auth/me", { token: now.body.key })).status).toBe(200);
    // An ended key cannot be rolled.
    expect((await app.call("POST", `/api/auth/api-keys/${rolled.body.id}/roll`, { token })).status).toBe(404);
  });

  it("refuses scopes no operation has and an expiry in the past", async () => {
    const { token } = await app.register();
    const unknown = await app.call("POST", "/api/auth/api-keys", {
      token,
      body: { name: "x", scopes: ["ledger:read", "nothing:read"] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("unknown-scope");
    expect(unknown.body.detail).toContain("nothing:read");
    const session = await app.call("POST", "/api/auth/api-keys", { token, body: { name: "x", scopes: ["session"] } });
    expect(session.status).toBe(400);
    const past = await app.call("POST", "/api/auth/api-keys", {
      token,
      body: { name: "x", scopes: ["auth:read"], expiresAt: new Date(Date.now() - 1000).toISOString() },
    });
    expect(past.body.code).toBe("expiry-in-past");
  });

  it("with a budget of its own, a key is counted on it: its limit in the headers, then 429", async () => {
    const { token } = await app.register();
    const limited = await makeKey(token, { scopes: ["auth:read"], rateLimitPerMinute: 3 });
    for (let i = 0; i < 3; i++) {
      const res = await app.call("GET", "/api/auth/me", { token: limited.key });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-ratelimit-limit")).toBe("3");
    }
    const over = await app.call("GET", "/api/auth/me", { token: limited.key });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    // The owner's session is not on the key's budget.
    expect((await app.call("GET", "/api/auth/me", { token })).status).toBe(200);
  });
});
