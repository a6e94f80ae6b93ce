import { createHmac } from "node:crypto";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { issueToken, readToken, TokenError } from "./tokens.ts";

const secret = new TextEncoder().encode("unit-secret-unit-secret-unit-secret-0123");
const other = new TextEncoder().encode("other-secret-other-secret-other-secret-01");
const now = Math.floor(Date.now() / 1000);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
/** A token built by hand, so every field (header included) can be set to what an attacker would send. */
const handMade = (header: object, claims: object, key: Uint8Array = secret) => {
  const signingInput = `${b64(header)}.${b64(claims)}`;
  return `${signingInput}.${createHmac("sha256", key).update(signingInput).digest("base64url")}`;
};
const good = { sub: "usr_1", ver: 3, iss: "trustplane", aud: "trustplane-api", exp: now + 600 };
const refused = (token: string, message = /not valid/) => {
  expect(() => readToken(token, secret)).toThrow(TokenError);
  expect(() => readToken(token, secret)).toThrow(message);
};

describe("readToken (node:crypto HS256)", () => {
  it("accepts what issueToken (jose) issues, and reads its claims", async () => {
    const { token } = await issueToken({ userId: "usr_42", version: 7 }, secret, 60);
    expect(readToken(token, secret)).toEqual({ userId: "usr_42", version: 7 });
  });

  it("accepts a token with an audience array that names us", () => {
    expect(readToken(handMade({ alg: "HS256" }, { ...good, aud: ["x", "trustplane-api"] }), secret).userId).toBe(
      "usr_1",
    );
  });

  it("refuses another key, a changed payload and a changed signature", async () => {
    refused(handMade({ alg: "HS256" }, good, other));
    const { token } = await issueToken({ userId: "usr_42", version: 7 }, secret, 60);
    const [h, , s] = token.split(".");
    refused(`${h}.${b64({ ...good, sub: "usr_admin" })}.${s}`);
    refused(`${h}.${token.split(".")[1]}.${s!.slice(0, -2)}AA`);
  });

  it("refuses alg none, other algorithms (even correctly signed by jose), crit and a foreign typ", async () => {
    refused(`${b64({ alg: "none" })}.${b64(good)}.`);
    const hs512 = await new SignJWT({ ver: 1 })
      .setProtectedHeader({ alg: "HS512" })
      .setSubject("usr_1")
      .setIssuer("trustplane")
      .setAudience("trustplane-api")
      .setExpirationTime(now + 60)
      .sign(secret);
    refused(hs512);
    refused(handMade({ alg: "HS256", crit: ["exp"] }, good));
    refused(handMade({ alg: "HS256", typ: "at+jwt" }, good));
  });

  it("refuses a wrong issuer or audience, a missing or non-numeric exp, a future nbf and bad claims", () => {
    refused(handMade({ alg: "HS256" }, { ...good, iss: "someone-else" }));
    refused(handMade({ alg: "HS256" }, { ...good, aud: "another-api" }));
    const { exp: _exp, ...noExp } = good;
    refused(handMade({ alg: "HS256" }, noExp));
    refused(handMade({ alg: "HS256" }, { ...good, exp: "tomorrow" }));
    refused(handMade({ alg: "HS256" }, { ...good, nbf: now + 120 }));
    refused(handMade({ alg: "HS256" }, { ...good, ver: 1.5 }));
    refused(handMade({ alg: "HS256" }, { ...good, sub: 12 }));
  });

  it("says expired at exp exactly and after it, and refuses malformed shapes", () => {
    refused(handMade({ alg: "HS256" }, { ...good, exp: now - 1 }), /expired/);
    expect(() => readToken(handMade({ alg: "HS256" }, { ...good, exp: now }), secret, now)).toThrow(/expired/);
    for (const bad of ["", "a.b", "a.b.c.d", "a.b+c.d", `${b64([1])}.${b64(good)}.sig`, "!!!.@@@.###"]) refused(bad);
  });
});
