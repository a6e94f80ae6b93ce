import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registryConfigFromEnv } from "../../src/modules/registry/config.ts";
import { createValidatorKeys } from "../../src/modules/registry/validator-keys.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { certify, certifyAndSubmit, submit, unique } from "./fixtures.ts";

/**
 * A configured validator set on a fresh database: the weights and threshold decide, and the statistics
 * add up from the first artifact on.
 */
const VALIDATORS = [
  { id: "integrity-a", rule: "integrity", weight: 3 },
  { id: "slow-provenance", rule: "provenance", weight: 1, params: { minAccountAgeSeconds: 86_400 } },
  { id: "music-and-code", rule: "policy", weight: 1, params: { allowedTypes: ["music", "code"] } },
  { id: "dup", rule: "duplication", weight: 2 },
];

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ REGISTRY_VALIDATORS: JSON.stringify(VALIDATORS), REGISTRY_QUORUM: "2/3" });
});
afterAll(async () => {
  await app?.close();
});

let statsToken: string | undefined;
/** The registry statistics, read as a signed-in user (the route requires a token). */
const stats = async () => {
  statsToken ??= (await app.register()).token;
  return (await app.call("GET", "/api/registry/stats", { token: statsToken })).body;
};
const approvals = (version: { votes: { validatorId: string; approve: boolean }[] }) =>
  Object.fromEntries(version.votes.map((v) => [v.validatorId, v.approve]));

describe("a configured quorum", () => {
  it("publishes the configured validators, weights, parameters and threshold", async () => {
    const res = await app.call("GET", "/api/registry/validators");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      threshold: 2 / 3,
      quorum: { numerator: 2, denominator: 3 },
      totalWeight: 7,
      requiredWeight: 5,
    });
    expect(res.body.validators.map((v: { id: string; weight: number }) => [v.id, v.weight])).toEqual([
      ["integrity-a", 3],
      ["slow-provenance", 1],
      ["music-and-code", 1],
      ["dup", 2],
    ]);
    expect(res.body.validators[1].params).toEqual({ minCertificateAgeSeconds: 0, minAccountAgeSeconds: 86_400 });
    expect(res.body.validators[2].params).toEqual({ allowedTypes: ["music", "code"] });
    expect(new Set(res.body.validators.map((v: { publicKey: string }) => v.publicKey)).size).toBe(4);
  });

  it("keeps each validator's key: stored wrapped, and the same key on every load", async () => {
    const published = (await app.call("GET", "/api/registry/validators")).body.validators;
    const { db, logger } = app.ctx;
    // The registry's settings and the signing key-encryption keys are their modules' own.
    const config = {
      registry: registryConfigFromEnv(app.ctx.config.source),
      signingKeyEncryption: app.modules.services.signing!.keyEncryption,
    };
    const reloaded = await createValidatorKeys(
      db,
      config.registry.validators,
      config.signingKeyEncryption,
      logger,
    ).all();
    expect(reloaded.map((v) => v.publicKey.toString("base64url"))).toEqual(
      published.map((v: { publicKey: string }) => v.publicKey),
    );
    const rows = (await db.any(
      sql.unsafe`SELECT kek_id, octet_length(private_key_ciphertext) AS bytes FROM registry_validator_keys`,
    )) as readonly { kek_id: string; bytes: number }[];
    expect(rows).toHaveLength(4);
    // 32-byte seed + 16-byte GCM tag, under the current key-encryption key.
    for (const row of rows) expect(row).toEqual({ kek_id: config.signingKeyEncryption().current.id, bytes: 48 });
  });

  it("decides by weight, counts only every artifact's latest version in the statistics", async () => {
    expect(await stats()).toEqual({
      totalArtifacts: 0,
      verifiedCount: 0,
      trustWeight: 0,
      approvedWeight: 0,
      castWeight: 0,
    });

    const alice = await app.register();
    const bob = await app.register();
    const content = unique("a tune");

    // A new account: provenance (1) rejects, the other 6 of 7 approve ≥ 5.
    const tune = await certifyAndSubmit(app, alice.token, "music", { title: "Tune", kind: "music", content });
    expect(tune.body).toMatchObject({ verdict: "verified", approvedWeight: 6, totalWeight: 7, requiredWeight: 5 });
    expect(approvals(tune.body)).toEqual({
      "integrity-a": true,
      "slow-provenance": false,
      "music-and-code": true,
      dup: true,
    });
    expect(tune.body.votes[1].reason).toMatch(/account is \d+ s old; at least 86400 s required/);

    // Film is not an allowed type: policy (1) and provenance (1) reject, 5 of 7 is exactly the threshold.
    const film = await certifyAndSubmit(app, alice.token, "film", {
      title: "Reel",
      kind: "film",
      content: unique("reel"),
    });
    expect(film.body).toMatchObject({ verdict: "verified", approvedWeight: 5, requiredWeight: 5 });
    expect(approvals(film.body)["music-and-code"]).toBe(false);

    // Bob's copy of Alice's tune: duplication (2) and provenance (1) reject, 4 < 5.
    const bobs = await certify(app, bob.token, { title: "Tune", kind: "music", content });
    const copy = await submit(app, bob.token, { artifactType: "music", ...bobs });
    expect(copy.body).toMatchObject({ verdict: "rejected", approvedWeight: 4, totalWeight: 7 });
    expect(approvals(copy.body).dup).toBe(false);

    // 3 artifacts; latest versions 6/7, 5/7, 4/7.
    expect(await stats()).toEqual({
      totalArtifacts: 3,
      verifiedCount: 2,
      trustWeight: 15 / 21,
      approvedWeight: 15,
      castWeight: 21,
    });

    // Bob resubmits: a second version of the same artifact, rejected again; still 3 artifacts and only
    // the latest version of each counts (all versions would make it 19/28).
    const again = await submit(app, bob.token, { artifactType: "music", ...bobs });
    expect(again.body).toMatchObject({ version: 2, artifactId: copy.body.artifactId, verdict: "rejected" });
    expect((await stats()).castWeight).toBe(21);

    // Alice resubmits her film as music: music is allowed, but a film certificate cannot certify music,
    // so policy and provenance still reject; integrity (3) + dup (2) = 5 of 7: verified again.
    const refiled = await submit(app, alice.token, {
      artifactType: "music",
      rightsCertId: film.body.certificate.rightsCertId,
      signReceiptId: film.body.certificate.signReceiptId,
    });
    expect(refiled.body).toMatchObject({ version: 2, verdict: "verified", approvedWeight: 5 });
    expect(refiled.body.votes[2].reason).toBe("a film certificate cannot certify a music artifact");

    // The stored threshold is the one in force at the time, on every version's page.
    const page = await app.call("GET", `/api/registry/artifacts/${copy.body.artifactId}/public`);
    expect(page.body.versions.map((v: { quorum: unknown }) => v.quorum)).toEqual([
      { numerator: 2, denominator: 3 },
      { numerator: 2, denominator: 3 },
    ]);
  });
});
