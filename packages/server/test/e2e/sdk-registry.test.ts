// End to end through @trustplane/sdk-fintech only: the certification registry driven the way an
// integrator drives it. Certificates come from the protect pipeline and from rights + signing; votes
// are checked offline with the SDK's own verifier against the published validator keys. The package
// is imported by name, so this runs against its built dist/.
import {
  AuthenticationError,
  createFintechClient,
  type FintechClient,
  NotFoundError,
  type Schemas,
  UnprocessableError,
  verifySignatureOffline,
} from "@trustplane/sdk-fintech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { registeredClient, rejection } from "./sdk-helpers.ts";

let app: TestServer;
beforeAll(async () => {
  // A database of its own, so the statistics start from zero.
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

const member = (name: string): Promise<FintechClient> => registeredClient(app.url, name);

/** A rights object registered and its certificate document signed by the owner (rights + signing). */
const registerAndSign = async (client: FintechClient, body: { title: string; kind: string; content: string }) => {
  const object = await client.rights.objects.create(body);
  const signed = await client.signing.sign({ payload: object.certificate });
  return { rightsCertId: object.id, signReceiptId: signed.receiptId };
};

/** Every vote of a version verifies offline under the validator key published for it. */
const votesVerifyOffline = async (version: Schemas["ArtifactVersion"], keys: Map<string, string>) => {
  for (const vote of version.votes) {
    expect(vote.publicKey).toBe(keys.get(vote.validatorId));
    const statement = {
      type: "trustplane.registry.vote",
      algo: "Ed25519",
      artifactVersionId: version.id,
      submissionDigest: version.submissionDigest,
      validatorId: vote.validatorId,
      rule: vote.rule,
      decision: vote.decision,
      reason: vote.reason,
      weight: vote.weight,
      castAt: vote.castAt,
    };
    expect(
      await verifySignatureOffline({ payload: statement, signature: vote.signature, publicKey: vote.publicKey }),
    ).toBe(true);
    expect(
      await verifySignatureOffline({
        payload: { ...statement, decision: vote.approve ? "reject" : "approve" },
        signature: vote.signature,
        publicKey: vote.publicKey,
      }),
    ).toBe(false);
    // The rule is signed too: the same vote under another rule does not verify.
    expect(
      await verifySignatureOffline({
        payload: { ...statement, rule: vote.rule === "policy" ? "integrity" : "policy" },
        signature: vote.signature,
        publicKey: vote.publicKey,
      }),
    ).toBe(false);
  }
};

describe("the registry through @trustplane/sdk-fintech", () => {
  it("certifies a protected work, rejects another owner's copy, and lets anyone check every vote", async () => {
    const anyone = createFintechClient({ baseUrl: app.url });
    // The statistics are for signed-in users (the spec's earnings routes); the pages stay public.
    const reader = await member("reader");
    await expect(anyone.registry.stats.retrieve()).rejects.toMatchObject({ status: 401 });
    expect(await reader.registry.stats.retrieve()).toEqual({
      totalArtifacts: 0,
      verifiedCount: 0,
      trustWeight: 0,
      approvedWeight: 0,
      castWeight: 0,
    });

    const alice = await member("alice");
    const content = `A minor, 6/8, ${Math.random()}`;
    const protectedWork = await alice.bureau.protect({ title: "Waltz", kind: "music", content });
    const submission = {
      artifactType: "music" as const,
      rightsCertId: protectedWork.rightsObject.id,
      signReceiptId: protectedWork.signature.receiptId,
    };
    const verified = await alice.registry.artifacts.submit(submission, { idempotencyKey: "reg-e2e-1" });
    expect(verified).toMatchObject({ version: 1, verdict: "verified", approvedWeight: 7, totalWeight: 7 });
    // A retry with the same key is the same version, not a second one.
    const retried = await alice.registry.artifacts.submit(submission, { idempotencyKey: "reg-e2e-1" });
    expect(retried.id).toBe(verified.id);

    const bob = await member("bob");
    const copy = await bob.registry.artifacts.submit({
      artifactType: "music",
      ...(await registerAndSign(bob, { title: "Waltz", kind: "music", content })),
    });
    expect(copy).toMatchObject({ verdict: "rejected", approvedWeight: 5, requiredWeight: 6 });
    expect(copy.votes.find((v) => v.rule === "duplication")?.approve).toBe(false);

    // Public, no token: the validator set, the artifact page, the recent list and the statistics.
    const validators = await anyone.registry.validators.list();
    expect(validators).toMatchObject({ threshold: 0.75, totalWeight: 7, requiredWeight: 6 });
    const keys = new Map(validators.validators.map((v) => [v.id, v.publicKey]));
    const page = await anyone.registry.artifacts.retrieve(verified.artifactId);
    expect(page.artifact).toMatchObject({ id: verified.artifactId, versionCount: 1 });
    expect(page.versions).toEqual([verified]);
    await votesVerifyOffline(page.versions[0]!, keys);
    await votesVerifyOffline(copy, keys);

    const recent: string[] = [];
    for await (const artifact of anyone.registry.artifacts.list({ limit: 1 })) recent.push(artifact.id);
    expect(recent).toEqual([copy.artifactId, verified.artifactId]);

    expect(await reader.registry.stats.retrieve()).toEqual({
      totalArtifacts: 2,
      verifiedCount: 1,
      trustWeight: 12 / 14,
      approvedWeight: 12,
      castWeight: 14,
    });
  });

  it("refuses what does not check out, with typed errors", async () => {
    const carol = await member("carol");
    const mallory = await member("mallory");
    const carols = await registerAndSign(carol, { title: "Carol's", kind: "code", content: `${Math.random()}` });
    const mallorys = await registerAndSign(mallory, { title: "Mine", kind: "code", content: `${Math.random()}` });

    const anonymous = createFintechClient({ baseUrl: app.url });
    expect(await rejection(anonymous.registry.artifacts.submit({ artifactType: "code", ...carols }))).toBeInstanceOf(
      AuthenticationError,
    );

    // Carol's receipt with Mallory's certificate: someone else's receipt, refused like an unknown one.
    const foreign = await rejection(
      mallory.registry.artifacts.submit({
        artifactType: "code",
        rightsCertId: mallorys.rightsCertId,
        signReceiptId: carols.signReceiptId,
      }),
    );
    expect(foreign).toBeInstanceOf(NotFoundError);
    expect(foreign).toMatchObject({ code: "sign-receipt-not-found", status: 404 });

    // A receipt over some other payload does not certify this certificate.
    const other = await mallory.signing.sign({ payload: { not: "the certificate" } });
    const tampered = await rejection(
      mallory.registry.artifacts.submit({
        artifactType: "code",
        rightsCertId: mallorys.rightsCertId,
        signReceiptId: other.receiptId,
      }),
    );
    expect(tampered).toBeInstanceOf(UnprocessableError);
    expect(tampered).toMatchObject({ status: 422, code: "receipt-certificate-mismatch" });

    expect(await rejection(anonymous.registry.artifacts.retrieve("art_01JD5V8ZK3M4N5P6Q7R8S9T0VW"))).toBeInstanceOf(
      NotFoundError,
    );
  });
});
