// The bearer-token attack list: every forged, altered, stale or misdirected token is 401 with a
// WWW-Authenticate challenge. Tokens are crafted with jose (or by hand where jose refuses to).
import { createHmac } from "node:crypto";
import {
  decodeJwt,
  exportJWK,
  generateKeyPair,
  type JWTHeaderParameters,
  type JWTPayload,
  SignJWT,
  UnsecuredJWT,
} from "jose";
import { sql } from "slonik";
import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_JWT_SECRET, type TestServer } from "../harness.ts";

const ISSUER = "trustplane";
const AUDIENCE = "trustplane-api";
const SECRET = new TextEncoder().encode(TEST_JWT_SECRET);
const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const hmac256 = (text: string, key: Uint8Array = SECRET) => createHmac("sha256", key).update(text).digest("base64url");

let server: TestServer;
let user: { token: string; userId: string };
let version: number;

/** Claims like the server's own tokens (iss, aud, iat, exp, sub, ver), with `changes` applied. */
const claims = (changes: Partial<JWTPayload> & { ver?: number } = {}): JWTPayload => {
  const now = Math.floor(Date.now() / 1000);
  return { sub: user.userId, ver: version, iss: ISSUER, aud: AUDIENCE, iat: now, exp: now + 600, ...changes };
};

/** A JWT signed by jose; HS256 with the server's secret unless told otherwise. */
const signed = (
  payload: JWTPayload,
  options: { alg?: string; key?: Parameters<SignJWT["sign"]>[0]; header?: Record<string, unknown> } = {},
) => {
  const header: JWTHeaderParameters = { alg: options.alg ?? "HS256", typ: "JWT", ...options.header };
  const crit = header.crit ? Object.fromEntries(header.crit.map((name) => [name, true])) : undefined;
  return new SignJWT(payload).setProtectedHeader(header).sign(options.key ?? SECRET, crit ? { crit } : undefined);
};

/** GET /api/auth/me with this exact Authorization header value. */
const me = (authorization: string) => server.call("GET", "/api/auth/me", { headers: { authorization } });

const expectRefused = async (authorization: string, code = "unauthorized") => {
  const res = await me(authorization);
  expect(res.status, `${JSON.stringify(authorization)} answered ${res.text}`).toBe(401);
  expect(res.headers.get("www-authenticate")).toBe('Bearer realm="trustplane", error="invalid_token"');
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  expect(res.body.type).toBe(`https://trustplane.dev/problems/${code}`);
};

beforeAll(async () => {
  server = await startTestServer();
  const registered = await server.register({ name: "Token Holder" });
  user = registered;
  version = decodeJwt(registered.token).ver as number;
});
afterAll(async () => {
  await server?.close();
});

describe("bearer tokens", () => {
  it("a token crafted like the server's own is accepted (so every refusal below is for what was changed)", async () => {
    const res = await me(`Bearer ${await signed(claims())}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.id).toBe(user.userId);
    expect((await me(`Bearer ${user.token}`)).status).toBe(200);
  });

  const attacks: [string, () => Promise<string>][] = [
    ["alg none without a signature", async () => new UnsecuredJWT(claims()).encode()],
    [
      "alg none with the HS256 signature of its own header and payload",
      async () => {
        const unsigned = `${b64({ alg: "none", typ: "JWT" })}.${b64(claims())}`;
        return `${unsigned}.${hmac256(unsigned)}`;
      },
    ],
    [
      "alg none keeping the signature of a valid token",
      async () => {
        const [, payload, signature] = (await signed(claims())).split(".");
        return `${b64({ alg: "none", typ: "JWT" })}.${payload}.${signature}`;
      },
    ],
    ["HS384 under the same secret", () => signed(claims(), { alg: "HS384" })],
    ["HS512 under the same secret", () => signed(claims(), { alg: "HS512" })],
    ["HS256 under another key", () => signed(claims(), { key: new TextEncoder().encode(`${TEST_JWT_SECRET}-other`) })],
    [
      "ES256 under the key it embeds (jwk header)",
      async () => {
        const { publicKey, privateKey } = await generateKeyPair("ES256");
        return signed(claims(), { alg: "ES256", key: privateKey, header: { jwk: await exportJWK(publicKey) } });
      },
    ],
    ["a wrong audience", () => signed(claims({ aud: "another-api" }))],
    ["an audience list without ours", () => signed(claims({ aud: ["another-api", `${AUDIENCE}-x`] }))],
    ["no audience", () => signed(claims({ aud: undefined }))],
    ["a wrong issuer", () => signed(claims({ iss: "not-trustplane" }))],
    ["no issuer", () => signed(claims({ iss: undefined }))],
    ["no expiry", () => signed(claims({ exp: undefined }))],
    ["an expiry as a string", () => signed({ ...claims(), exp: String(claims().exp) as unknown as number })],
    ["expired an hour ago", () => signed(claims({ iat: claims().iat! - 7200, exp: claims().iat! - 3600 }))],
    ["not before an hour from now", () => signed(claims({ nbf: claims().iat! + 3600 }))],
    ["no token version", () => signed(claims({ ver: undefined }))],
    ["no subject", () => signed(claims({ sub: undefined }))],
    ["a crit header", () => signed(claims(), { header: { crit: ["urn:trustplane:test"], "urn:trustplane:test": 1 } })],
    ["typ other than JWT", () => signed(claims(), { header: { typ: "at+jwt" } })],
    ["a subject no user has", () => signed(claims({ sub: `usr_${ulid()}` }))],
  ];

  it.each(attacks)("refuses %s with 401 and a challenge", async (name, make) => {
    // An expired token is told apart (`token-expired`): the client packages then use the refresh token.
    await expectRefused(`Bearer ${await make()}`, name.startsWith("expired") ? "token-expired" : "unauthorized");
  });

  it("refuses a session id that is not a live session of the token's user", async () => {
    const other = await server.register({ name: "Other Sessions" });
    const otherSession = decodeJwt(other.token).sid as string;
    expect(otherSession).toMatch(/^ses_/);
    for (const sid of [otherSession, `ses_${ulid()}`, 42]) {
      await expectRefused(`Bearer ${await signed(claims({ sid } as Partial<JWTPayload>))}`);
    }
    // The token's own session passes, until it signs out.
    const mine = await server.register({ name: "Own Session" });
    const own = await signed(
      claims({ sub: mine.userId, ver: 0, sid: decodeJwt(mine.token).sid } as Partial<JWTPayload>),
    );
    expect((await me(`Bearer ${own}`)).status).toBe(200);
    expect((await server.call("POST", "/api/auth/sign-out", { token: mine.token })).status).toBe(204);
    await expectRefused(`Bearer ${own}`);
  });

  it("refuses API keys that are unknown, malformed, revoked or another's checksum", async () => {
    const holder = await server.register({ name: "Key Holder" });
    const made = await server.call("POST", "/api/auth/api-keys", {
      token: holder.token,
      body: { name: "k", scopes: ["auth:read"] },
    });
    const key = made.body.key as string;
    expect((await me(`Bearer ${key}`)).status).toBe(200);
    await expectRefused(`Bearer ${key.slice(0, -1)}${key.endsWith("0") ? "1" : "0"}`);
    await expectRefused(`Bearer ${key}x`);
    await expectRefused("Bearer tpk_");
    expect((await server.call("DELETE", `/api/auth/api-keys/${made.body.id}`, { token: holder.token })).status).toBe(
      204,
    );
    await expectRefused(`Bearer ${key}`);
  });

  it("refuses a signature in a non-canonical base64url encoding (a last character differing only in unused bits)", async () => {
    const token = await signed(claims());
    const [header, payload, signature] = token.split(".") as [string, string, string];
    // 32 bytes take 43 characters: the last one carries 4 bits of the signature and 2 unused bits.
    const last = BASE64URL.indexOf(signature.at(-1)!);
    for (const sibling of [last ^ 1, last ^ 2, last ^ 3]) {
      const altered = `${signature.slice(0, -1)}${BASE64URL[sibling]}`;
      expect(Buffer.from(altered, "base64url").equals(Buffer.from(signature, "base64url"))).toBe(true);
      await expectRefused(`Bearer ${header}.${payload}.${altered}`);
    }
  });

  it("refuses extra whitespace, padding, other alphabets and extra segments", async () => {
    // A signature holding `-` or `_`, so its standard-base64 spelling differs.
    let token = await signed(claims());
    for (let i = 0; !/[-_]/.test(token.split(".")[2]!); i++) token = await signed(claims({ jti: String(i) }));
    const [header, payload, signature] = token.split(".") as [string, string, string];
    for (const authorization of [
      `Bearer  ${token}`,
      `Bearer\t${token}`,
      `Bearer ${header}. ${payload}.${signature}`,
      `Bearer ${token}=`,
      `Bearer ${token}==`,
      `Bearer ${header}=.${payload}.${signature}`,
      `Bearer ${header}.${payload}=.${signature}`,
      `Bearer ${header}.${payload}.${signature.replace(/-/g, "+").replace(/_/g, "/")}`,
      `Bearer ${token}.`,
      `Bearer .${token}`,
      `Bearer ${token}.${signature}`,
    ]) {
      await expectRefused(authorization);
    }
  });

  it("refuses every token issued before sign-out-everywhere, crafted ones with the old version included", async () => {
    const holder = await server.register({ name: "Signs Out" });
    const old = decodeJwt(holder.token).ver as number;
    const crafted = await signed(claims({ sub: holder.userId, ver: old }));
    expect((await me(`Bearer ${crafted}`)).status).toBe(200);

    const out = await server.call("POST", "/api/auth/sign-out-everywhere", { token: holder.token });
    expect(out.status, out.text).toBe(200);
    await expectRefused(`Bearer ${holder.token}`);
    await expectRefused(`Bearer ${crafted}`);
    // The new version is accepted: the refusal above is the version's, not the crafting's.
    expect((await me(`Bearer ${await signed(claims({ sub: holder.userId, ver: old + 1 }))}`)).status).toBe(200);
  });

  it("refuses a valid token of a user who has been deleted", async () => {
    const gone = await server.register({ name: "Deleted User" });
    await server.ctx.db.transaction(async (tx) => {
      await tx.query(sql.unsafe`DELETE FROM accounts WHERE owner_id = ${gone.userId}`);
      await tx.query(sql.unsafe`DELETE FROM users WHERE id = ${gone.userId}`);
    });
    await expectRefused(`Bearer ${gone.token}`);
  });
});
