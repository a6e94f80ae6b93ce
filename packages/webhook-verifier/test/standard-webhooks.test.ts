import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, loadPackage, type Package } from "./load-package.js";

/**
 * The Standard Webhooks reference vector, published with the specification's own libraries: the
 * "sign function works" test of github.com/standard-webhooks/standard-webhooks,
 * libraries/javascript/src/webhook.test.ts (the same values in libraries/go/webhook_test.go,
 * TestWebhookSign). `INVALID_V1` is the wrong signature those tests send ("invalid signature is invalid").
 */
const REFERENCE = {
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
};
const INVALID_V1 = "v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc=";

const referenceHeaders = (signature = REFERENCE.signature) => ({
  "webhook-id": REFERENCE.id,
  "webhook-timestamp": String(REFERENCE.timestamp),
  "webhook-signature": signature,
});

describe.each(BACKENDS)("Standard Webhooks with the %s backend", (backend) => {
  let p: Package;
  beforeAll(async () => {
    p = await loadPackage(backend);
    expect(p.hmacBackend).toBe(backend);
  });
  const verifyReference = (overrides: Partial<Parameters<Package["verifyStandardWebhook"]>[0]> = {}) =>
    p.verifyStandardWebhook({
      secret: REFERENCE.secret,
      headers: referenceHeaders(),
      body: REFERENCE.body,
      now: REFERENCE.timestamp,
      ...overrides,
    });

  it("signs the reference vector", async () => {
    const signed = await p.signStandardWebhook({
      secret: REFERENCE.secret,
      id: REFERENCE.id,
      timestamp: REFERENCE.timestamp,
      body: REFERENCE.body,
    });
    expect(signed).toEqual({
      headers: { ...referenceHeaders(), "content-type": "application/json" },
      body: REFERENCE.body,
    });
    // Bytes sign the same as their text; the secret without its whsec_ prefix is the same secret.
    const bytes = await p.signStandardWebhook({
      secret: REFERENCE.secret.slice("whsec_".length),
      id: REFERENCE.id,
      timestamp: REFERENCE.timestamp,
      body: new TextEncoder().encode(REFERENCE.body),
    });
    expect(bytes.headers["webhook-signature"]).toBe(REFERENCE.signature);
  });

  it("verifies the reference vector, as text, bytes, Fetch Headers and with the unprefixed secret", async () => {
    const verified = { id: REFERENCE.id, timestamp: REFERENCE.timestamp, secretIndex: 0 };
    await expect(verifyReference()).resolves.toEqual(verified);
    await expect(verifyReference({ body: new TextEncoder().encode(REFERENCE.body) })).resolves.toEqual(verified);
    await expect(verifyReference({ headers: new Headers(referenceHeaders()) })).resolves.toEqual(verified);
    await expect(verifyReference({ secret: REFERENCE.secret.slice(6) })).resolves.toEqual(verified);
    await expect(
      verifyReference({
        headers: Object.fromEntries(Object.entries(referenceHeaders()).map(([k, v]) => [k.toUpperCase(), v])),
      }),
    ).resolves.toEqual(verified);
  });

  it("accepts a list of signatures with other versions and wrong ones (the reference multi-signature case)", async () => {
    const list = [INVALID_V1, INVALID_V1.replace("v1,", "v2,"), REFERENCE.signature, INVALID_V1].join(" ");
    await expect(verifyReference({ headers: referenceHeaders(list) })).resolves.toMatchObject({ secretIndex: 0 });
  });

  it("refuses a wrong, partial or empty signature, a changed body, id or timestamp", async () => {
    const refusals: [Record<string, string>, string | undefined, string][] = [
      [referenceHeaders(INVALID_V1), undefined, "mismatch"],
      [referenceHeaders("v1,dawfeoifkpqwoekfpqoekf"), undefined, "malformed"],
      [referenceHeaders(REFERENCE.signature.slice(0, 8)), undefined, "malformed"],
      [referenceHeaders("v1,"), undefined, "malformed"],
      [referenceHeaders(REFERENCE.signature.replace("v1,", "v2,")), undefined, "malformed"],
      [referenceHeaders(), '{"test": 2432232315}', "mismatch"],
      [{ ...referenceHeaders(), "webhook-id": "msg_other" }, undefined, "mismatch"],
      [{ ...referenceHeaders(), "webhook-timestamp": String(REFERENCE.timestamp + 1) }, undefined, "mismatch"],
    ];
    for (const [headers, body, reason] of refusals) {
      await expect(verifyReference({ headers, ...(body ? { body } : {}) })).rejects.toMatchObject({
        name: "BadSignatureError",
        code: "bad_signature",
        reason,
      });
    }
    await expect(verifyReference({ secret: "whsec_c2VjcmV0" })).rejects.toMatchObject({ reason: "mismatch" });
  });

  it("refuses missing headers and a malformed or distant timestamp (±300 s by default), before the signature", async () => {
    for (const header of ["webhook-id", "webhook-timestamp", "webhook-signature"]) {
      const headers: Record<string, string> = referenceHeaders();
      delete headers[header];
      await expect(verifyReference({ headers })).rejects.toMatchObject({ code: "missing_header", header });
    }
    for (const bad of ["hello", "1.5", "-1", ""]) {
      await expect(
        verifyReference({ headers: { ...referenceHeaders(), "webhook-timestamp": bad } }),
      ).rejects.toMatchObject({ code: "bad_timestamp" });
    }
    await expect(verifyReference({ now: REFERENCE.timestamp + 300 })).resolves.toBeDefined();
    await expect(verifyReference({ now: REFERENCE.timestamp - 300 })).resolves.toBeDefined();
    const stale = await verifyReference({
      now: REFERENCE.timestamp + 301,
      headers: referenceHeaders(INVALID_V1),
    }).catch((e: unknown) => e as Error);
    expect(stale).toMatchObject({ code: "timestamp_skew", skewSeconds: -301, toleranceSeconds: 300 });
    expect((stale as Error).message).toMatch(/^timestamp skew: webhook-timestamp is 301 s behind/);
    await expect(verifyReference({ now: REFERENCE.timestamp - 301 })).rejects.toMatchObject({
      code: "timestamp_skew",
    });
    await expect(verifyReference({ now: REFERENCE.timestamp + 1000, toleranceSeconds: 1000 })).resolves.toBeDefined();
  });

  it("accepts any of several secrets (rotation) and says which", async () => {
    await expect(verifyReference({ secret: ["whsec_c2VjcmV0", REFERENCE.secret] })).resolves.toMatchObject({
      secretIndex: 1,
    });
  });

  it("refuses calls that are wrong with a TypeError", async () => {
    for (const secret of ["", "whsec_", "whsec_not base64!", [], 42]) {
      await expect(verifyReference({ secret: secret as never })).rejects.toThrow(TypeError);
    }
    await expect(verifyReference({ body: { test: 2432232314 } as never })).rejects.toThrow(/raw request body/);
    for (const id of ["", " msg_1"]) {
      await expect(
        p.signStandardWebhook({ secret: REFERENCE.secret, id, body: "{}", timestamp: REFERENCE.timestamp }),
      ).rejects.toThrow(TypeError);
    }
  });

  it("agrees with the standardwebhooks reference library both ways", async () => {
    const reference = new Webhook(REFERENCE.secret);
    const now = Math.floor(Date.now() / 1000);
    for (const body of ['{"amount":12.5,"eventId":"evt_1"}', '{"memo":"café ☕ 😀","n":[1,2,3]}', "{}"]) {
      const ours = await p.signStandardWebhook({ secret: REFERENCE.secret, id: "msg_42", body, timestamp: now });
      expect(reference.verify(body, ours.headers)).toEqual(JSON.parse(body));
      const theirs = reference.sign("msg_42", new Date(now * 1000), body);
      expect(theirs).toBe(ours.headers["webhook-signature"]);
      await expect(
        p.verifyStandardWebhook({
          secret: REFERENCE.secret,
          headers: { "webhook-id": "msg_42", "webhook-timestamp": String(now), "webhook-signature": theirs },
          body,
        }),
      ).resolves.toMatchObject({ id: "msg_42", timestamp: now });
    }
  });
});
