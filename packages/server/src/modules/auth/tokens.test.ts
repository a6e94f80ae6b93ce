import { createHmac } from "node:crypto";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { isCanonicalBase64url, issueToken, readToken, TokenError } from "./tokens.ts";

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
/** Every text whose last character differs from `segment`'s only in the bits that carry no data. */
const spellingsOf = (segment: string): string[] => {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const unused = [0, 0, 4, 2][segment.length % 4]!;
  const value = alphabet.indexOf(segment.at(-1)!);
  return Array.from(
    { length: 1 << unused },
    (_, low) => `${segment.slice(0, -1)}${alphabet[(value & ~((1 << unused) - 1)) | low]}`,
  );
};
const refused = (token: string, message = /not valid/) => {
  expect(() => readToken(token, secret)).toThrow(TokenError);
  expect(() => readToken(token, secret)).toThrow(message);
};

describe("readToken (node:crypto HS256)", () => {
  it("accepts what issueToken (jose) issues, and reads its claims", async () => {
    const { token } = await issueToken({ userId: "usr_42", version: 7 }, secret, 60);
    expect(readToken(token, secret)).toEqual({ userId: "usr_42", version: 7 });
  });

  it("checks a token it verified before for expiry on every read, and never under another key", () => {
    const token = handMade({ alg: "HS256" }, { ...good, exp: now + 60 });
    expect(readToken(token, secret, now).userId).toBe("usr_1");
    // Read again (from what the first read verified): still good before its expiry, expired after it.
    expect(readToken(token, secret, now + 59).userId).toBe("usr_1");
    expect(() => readToken(token, secret, now + 60)).toThrow("The token has expired.");
    // A server with another key checks it afresh, and refuses it.
    expect(() => readToken(token, other, now)).toThrow(/not valid/);
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
    // A different signature whatever this one is (ending it in "AA" left it unchanged once in 1,024 runs).
    const changed = `${s!.slice(0, -2)}${s!.endsWith("AA") ? "QA" : "AA"}`;
    refused(`${h}.${token.split(".")[1]}.${changed}`);
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

  it("refuses a signature spelled with other unused bits in its last character (same bytes, other text)", async () => {
    const { token } = await issueToken({ userId: "usr_42", version: 7 }, secret, 60);
    const [h, p, s] = token.split(".") as [string, string, string];
    const siblings = spellingsOf(s).filter((other) => other !== s);
    // 43 characters carry 32 bytes: the last character's 2 low bits carry nothing, so 3 other spellings.
    expect(siblings).toHaveLength(3);
    for (const sibling of siblings) {
      expect(Buffer.from(sibling, "base64url").equals(Buffer.from(s, "base64url"))).toBe(true);
      refused(`${h}.${p}.${sibling}`);
    }
    refused(`${h}.${p}.${s}A`); // a lone trailing character: decoders drop it
    expect(readToken(token, secret).userId).toBe("usr_42");
  });

  it("refuses a header or payload spelled non-canonically, even when the signature is over that very text", () => {
    // Signed over the altered text, so only the spelling can be what refuses it.
    const signedOver = (header: string, payload: string) =>
      `${header}.${payload}.${createHmac("sha256", secret).update(`${header}.${payload}`).digest("base64url")}`;
    // 22 bytes of JSON: 30 characters, whose last one has 4 unused bits.
    const header = b64({ alg: "HS256", x: 12 });
    const payloads = [
      { ...good, x: "" },
      { ...good, x: "a" },
      { ...good, x: "ab" },
    ].map(b64);
    expect(payloads.map((p) => p.length % 4).sort()).toEqual([0, 2, 3]);
    for (const payload of payloads) {
      expect(readToken(signedOver(header, payload), secret).userId).toBe("usr_1");
      for (const other of spellingsOf(payload).filter((o) => o !== payload)) refused(signedOver(header, other));
      refused(signedOver(header, `${payload}A`));
    }
    const headerSiblings = spellingsOf(header).filter((o) => o !== header);
    expect(headerSiblings).toHaveLength(15);
    for (const other of headerSiblings) refused(signedOver(other, payloads[0]!));
  });

  it("knows canonical base64url: what re-encoding the decoded bytes gives back, for every last character", () => {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (const prefix of ["", "Q", "QU", "QUJ", "QUJD"]) {
      for (const last of alphabet) {
        const text = `${prefix}${last}`;
        expect(isCanonicalBase64url(text), text).toBe(Buffer.from(text, "base64url").toString("base64url") === text);
      }
    }
  });

  it("says expired at exp exactly and after it, and refuses malformed shapes", () => {
    refused(handMade({ alg: "HS256" }, { ...good, exp: now - 1 }), /expired/);
    expect(() => readToken(handMade({ alg: "HS256" }, { ...good, exp: now }), secret, now)).toThrow(/expired/);
    for (const bad of ["", "a.b", "a.b.c.d", "a.b+c.d", `${b64([1])}.${b64(good)}.sig`, "!!!.@@@.###"]) refused(bad);
  });
});
