import { randomBytes } from "node:crypto";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { tamper } from "../tamper.ts";
import {
  certify,
  certifyAndSubmit,
  recomputeSubmissionDigest,
  submit,
  unique,
  verifiesUnder,
  voteStatement,
} from "./fixtures.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

const PROBLEMS = "https://trustplane.dev/problems/";

describe("POST /api/registry/submissions", () => {
  it("verifies a submission whose certificate and signature check out: every validator approves", async () => {
    const { token, userId } = await app.register();
    const cert = await certify(app, token, { title: unique("Night Train"), kind: "music", content: unique("notes") });
    const res = await submit(app, token, { artifactType: "music", ...cert });
    expect(res.status, res.text).toBe(201);
    const version = res.body;
    expect(res.headers.get("location")).toBe(`/api/registry/artifacts/${version.artifactId}/public`);
    expect(version).toMatchObject({
      version: 1,
      ownerId: userId,
      artifactType: "music",
      verdict: "verified",
      approvedWeight: 7,
      totalWeight: 7,
      requiredWeight: 6,
      threshold: 0.75,
      quorum: { numerator: 3, denominator: 4 },
      certificate: { rightsCertId: cert.rightsCertId, signReceiptId: cert.signReceiptId },
    });
    expect(version.id).toMatch(/^arv_/);
    expect(version.artifactId).toMatch(/^art_/);
    expect(version.certificate.contentSha256).toBe(cert.certificate.contentSha256);
    expect(version.votes.map((v: { validatorId: string }) => v.validatorId)).toEqual([
      "integrity",
      "provenance",
      "policy",
      "duplication",
    ]);
    expect(version.votes.every((v: { approve: boolean }) => v.approve)).toBe(true);
  });

  it("signs every vote with its validator's published key, over the statement anyone can rebuild", async () => {
    const { token } = await app.register();
    const cert = await certify(app, token, { title: unique("Sketch"), kind: "code", content: unique("fn main") });
    const version = (await submit(app, token, { artifactType: "code", ...cert })).body;
    const validators = await app.call("GET", "/api/registry/validators");
    expect(validators.status).toBe(200);
    const published = new Map(
      validators.body.validators.map((v: { id: string; publicKey: string }) => [v.id, v.publicKey]),
    );

    expect(recomputeSubmissionDigest(version)).toBe(version.submissionDigest);
    for (const vote of version.votes) {
      expect(vote.publicKey).toBe(published.get(vote.validatorId));
      const statement = voteStatement(version, vote);
      expect(verifiesUnder(statement, vote.signature, vote.publicKey)).toBe(true);
      // Any change to what was voted on breaks the signature.
      expect(verifiesUnder({ ...statement, decision: "reject" }, vote.signature, vote.publicKey)).toBe(false);
      expect(verifiesUnder({ ...statement, weight: vote.weight + 1 }, vote.signature, vote.publicKey)).toBe(false);
      expect(statement.rule).toBe(vote.rule);
      const otherRule = vote.rule === "policy" ? "integrity" : "policy";
      expect(verifiesUnder({ ...statement, rule: otherRule }, vote.signature, vote.publicKey)).toBe(false);
      const { rule: _rule, ...withoutRule } = statement;
      expect(verifiesUnder(withoutRule, vote.signature, vote.publicKey)).toBe(false);
    }
    // A vote does not verify under another validator's key.
    const [first, second] = version.votes;
    expect(verifiesUnder(voteStatement(version, first), first.signature, second.publicKey)).toBe(false);
  });

  it("rejects content another owner already registered: the duplication validator outweighs the quorum", async () => {
    const alice = await app.register();
    const bob = await app.register();
    const content = unique("the same melody");
    const first = await certifyAndSubmit(app, alice.token, "music", { title: "Mine", kind: "music", content });
    expect(first.body.verdict).toBe("verified");

    const copy = await certifyAndSubmit(app, bob.token, "music", { title: "Also mine", kind: "music", content });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ verdict: "rejected", approvedWeight: 5, totalWeight: 7, requiredWeight: 6 });
    const duplication = copy.body.votes.find((v: { rule: string }) => v.rule === "duplication");
    expect(duplication).toMatchObject({ approve: false, decision: "reject" });
    expect(duplication.reason).toContain(first.body.artifactId);

    // The same owner registering the same content again is no duplicate of anyone else's.
    const again = await certifyAndSubmit(app, alice.token, "music", {
      title: "Mine, remastered",
      kind: "music",
      content,
    });
    expect(again.body.verdict).toBe("verified");
  });

  it("judges duplication by who registered first, not who submitted first", async () => {
    const alice = await app.register();
    const mallory = await app.register();
    const alices = await certify(app, alice.token, { title: "Etude", kind: "music", content: unique("etude") });
    const digest = alices.certificate.contentSha256 as string;
    // Registration instants have millisecond precision: make Mallory's strictly later.
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Mallory copies the public digest into a registration of her own and submits it first.
    const mallorys = await certify(app, mallory.token, { title: "My etude", kind: "music", contentSha256: digest });
    expect(mallorys.certificate.contentSha256).toBe(digest);
    expect(Date.parse(mallorys.certificate.registeredAt as string)).toBeGreaterThan(
      Date.parse(alices.certificate.registeredAt as string),
    );

    const copy = await submit(app, mallory.token, { artifactType: "music", ...mallorys });
    expect(copy.status, copy.text).toBe(201);
    expect(copy.body).toMatchObject({ verdict: "rejected", approvedWeight: 5, totalWeight: 7 });
    const rejecting = copy.body.votes.find((v: { rule: string }) => v.rule === "duplication");
    expect(rejecting).toMatchObject({ approve: false, decision: "reject" });
    expect(rejecting.reason).toBe(
      `content ${digest} was first registered by another owner at ${alices.certificate.registeredAt}; ` +
        `this certificate was registered at ${mallorys.certificate.registeredAt}`,
    );

    // Alice submits later and is verified: hers is the earliest registration.
    const original = await submit(app, alice.token, { artifactType: "music", ...alices });
    expect(original.body).toMatchObject({ verdict: "verified", approvedWeight: 7 });
    const approving = original.body.votes.find((v: { rule: string }) => v.rule === "duplication");
    expect(approving.approve).toBe(true);
    expect(approving.reason).toBe(
      `this owner registered content ${digest} first, at ${alices.certificate.registeredAt}`,
    );

    // Mallory resubmitting changes nothing; the reason now names Alice's artifact.
    const again = await submit(app, mallory.token, { artifactType: "music", ...mallorys });
    expect(again.body).toMatchObject({ version: 2, verdict: "rejected" });
    expect(again.body.votes.find((v: { rule: string }) => v.rule === "duplication").reason).toContain(
      `(artifact ${original.body.artifactId})`,
    );
  });

  it("cannot judge duplication of metadata-derived digests: identical metadata of two owners both verify", async () => {
    const first = await app.register();
    const second = await app.register();
    const results = [];
    for (const owner of [first, second]) {
      const cert = await certify(app, owner.token, { title: "Untitled", kind: "music" });
      results.push({ cert, res: await submit(app, owner.token, { artifactType: "music", ...cert }) });
    }
    const [a, b] = results;
    expect(a!.cert.certificate.contentSha256).toBe(b!.cert.certificate.contentSha256);
    for (const { cert, res } of results) {
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({ verdict: "verified", approvedWeight: 7 });
      const vote = res.body.votes.find((v: { rule: string }) => v.rule === "duplication");
      expect(vote.approve).toBe(true);
      expect(vote.reason).toBe(
        `digest ${cert.certificate.contentSha256} covers the certificate's metadata only (title, description, kind), not its content: duplication cannot be judged`,
      );
    }
  });

  it("rejects an artifact type the certificate's kind does not fit (policy)", async () => {
    const { token } = await app.register();
    const cert = await certify(app, token, { title: unique("Song"), kind: "music", content: unique("la la") });
    const res = await submit(app, token, { artifactType: "film", ...cert });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ verdict: "rejected", approvedWeight: 5 });
    const policy = res.body.votes.find((v: { rule: string }) => v.rule === "policy");
    expect(policy.approve).toBe(false);
    expect(policy.reason).toBe("a music certificate cannot certify a film artifact");
  });

  it("adds a version on each resubmission, keeping the artifact's id", async () => {
    const { token } = await app.register();
    const cert = await certify(app, token, { title: unique("Site"), kind: "website", content: unique("<html>") });
    const v1 = (await submit(app, token, { artifactType: "music", ...cert })).body;
    const v2 = (await submit(app, token, { artifactType: "web", ...cert })).body;
    expect(v1).toMatchObject({ version: 1, verdict: "rejected" });
    expect(v2).toMatchObject({ version: 2, verdict: "verified", artifactId: v1.artifactId });
    expect(v2.id).not.toBe(v1.id);
    expect(v2.submissionDigest).not.toBe(v1.submissionDigest);

    const page = await app.call("GET", `/api/registry/artifacts/${v1.artifactId}/public`);
    expect(page.status).toBe(200);
    expect(page.body.artifact).toMatchObject({ id: v1.artifactId, rightsCertId: cert.rightsCertId, versionCount: 2 });
    expect(page.body.versions.map((v: { id: string }) => v.id)).toEqual([v2.id, v1.id]);
    expect(page.body.versions[1]).toEqual(v1);
  });

  it("replays the first response for a retried Idempotency-Key, adding no version", async () => {
    const { token } = await app.register();
    const cert = await certify(app, token, { title: unique("Retry"), kind: "film", content: unique("frames") });
    const headers = { "Idempotency-Key": `sub-${randomBytes(4).toString("hex")}` };
    const first = await submit(app, token, { artifactType: "film", ...cert }, headers);
    const retry = await submit(app, token, { artifactType: "film", ...cert }, headers);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
    const page = await app.call("GET", `/api/registry/artifacts/${first.body.artifactId}/public`);
    expect(page.body.artifact.versionCount).toBe(1);
  });

  it("answers another user's certificate or receipt exactly like an unknown one (404)", async () => {
    const alice = await app.register();
    const mallory = await app.register();
    const cert = await certify(app, alice.token, { title: unique("Alice's"), kind: "music" });
    const own = await certify(app, mallory.token, { title: unique("Mallory's"), kind: "music" });

    const attempt = (rightsCertId: string, signReceiptId: string) =>
      submit(app, mallory.token, { artifactType: "music", rightsCertId, signReceiptId });

    const foreignCert = await attempt(cert.rightsCertId, own.signReceiptId);
    expect(foreignCert.status).toBe(404);
    expect(foreignCert.body.type).toBe(`${PROBLEMS}rights-certificate-not-found`);

    const foreignReceipt = await attempt(own.rightsCertId, cert.signReceiptId);
    expect(foreignReceipt.status).toBe(404);
    expect(foreignReceipt.body.type).toBe(`${PROBLEMS}sign-receipt-not-found`);

    const unknownCert = await attempt("rgt_01JD5V8ZK3M4N5P6Q7R8S9T0VW", own.signReceiptId);
    expect(unknownCert.status).toBe(404);
    expect(unknownCert.body.type).toBe(foreignCert.body.type);
    const unknownReceipt = await attempt(own.rightsCertId, "sig_01JD5V8ZK3M4N5P6Q7R8S9T0VW");
    expect(unknownReceipt.status).toBe(404);
    expect(unknownReceipt.body.type).toBe(foreignReceipt.body.type);
  });

  it("refuses a receipt that signs another payload (422 receipt-certificate-mismatch)", async () => {
    const { token } = await app.register();
    const cert = await certify(app, token, { title: unique("Original"), kind: "music" });
    const tampered = await app.call("POST", "/api/signing/v2/sign", {
      token,
      body: { payload: { ...cert.certificate, title: "Something else" } },
    });
    const res = await submit(app, token, {
      artifactType: "music",
      rightsCertId: cert.rightsCertId,
      signReceiptId: tampered.body.receiptId,
    });
    expect(res.status).toBe(422);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body.type).toBe(`${PROBLEMS}receipt-certificate-mismatch`);

    // The receipt of a different certificate of the same owner is refused alike.
    const other = await certify(app, token, { title: unique("Other"), kind: "music" });
    const swapped = await submit(app, token, {
      artifactType: "music",
      rightsCertId: cert.rightsCertId,
      signReceiptId: other.signReceiptId,
    });
    expect(swapped.status).toBe(422);
    expect(swapped.body.type).toBe(`${PROBLEMS}receipt-certificate-mismatch`);
  });

  it("refuses a receipt whose stored signature no longer verifies (422 receipt-signature-invalid)", async () => {
    const { token } = await app.register();
    const cert = await certify(app, token, { title: unique("Forged"), kind: "music" });
    const forged = randomBytes(64).toString("hex");
    await tamper(
      app.ctx.db,
      "signing_receipts",
      sql.unsafe`UPDATE signing_receipts SET signature = ${forged} WHERE id = ${cert.signReceiptId}`,
    );
    const res = await submit(app, token, { artifactType: "music", ...cert });
    expect(res.status).toBe(422);
    expect(res.body.type).toBe(`${PROBLEMS}receipt-signature-invalid`);
  });

  it("needs a token and a well-formed body", async () => {
    const { token } = await app.register();
    const cert = await certify(app, token, { title: unique("Anon"), kind: "music" });
    expect((await submit(app, undefined, { artifactType: "music", ...cert })).status).toBe(401);
    const badType = await submit(app, token, { artifactType: "painting", ...cert });
    expect(badType.status).toBe(400);
    const badId = await submit(app, token, { artifactType: "music", ...cert, rightsCertId: "nope" });
    expect(badId.status).toBe(400);
  });

  it("stores versions and votes immutably (the database refuses changes)", async () => {
    const { token } = await app.register();
    const cert = await certify(app, token, { title: unique("Fixed"), kind: "music" });
    const version = (await submit(app, token, { artifactType: "music", ...cert })).body;
    await expect(
      app.ctx.db.query(
        sql.unsafe`UPDATE registry_votes SET approve = NOT approve WHERE artifact_version_id = ${version.id}`,
      ),
    ).rejects.toThrow(/immutable/);
    await expect(
      app.ctx.db.query(sql.unsafe`UPDATE registry_artifact_versions SET verdict = 'rejected' WHERE id = ${version.id}`),
    ).rejects.toThrow(/immutable/);
    await expect(
      app.ctx.db.query(sql.unsafe`DELETE FROM registry_artifacts WHERE id = ${version.artifactId}`),
    ).rejects.toThrow(/immutable/);
  });
});

describe("public registry reads", () => {
  it("serves artifact pages, the recent list and validators without a token; stats only with one (the spec's earnings routes)", async () => {
    const { token } = await app.register();
    const cert = await certify(app, token, { title: unique("Public"), kind: "film", content: unique("reel") });
    const version = (await submit(app, token, { artifactType: "film", ...cert })).body;
    for (const path of [
      `/api/registry/artifacts/${version.artifactId}/public`,
      "/api/registry/artifacts/recent",
      "/api/registry/validators",
    ]) {
      const res = await app.call("GET", path);
      expect(res.status, path).toBe(200);
    }
    const anonymous = await app.call("GET", "/api/registry/stats");
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toBe('Bearer realm="trustplane"');
    expect((await app.call("GET", "/api/registry/stats", { token })).status).toBe(200);
    const page = await app.call("GET", `/api/registry/artifacts/${version.artifactId}/public`);
    expect(page.body.versions[0].votes).toHaveLength(4);
    expect(page.body.versions[0].votes[0].signature).toBe(version.votes[0].signature);
  });

  it("answers 404 for an unknown artifact and 400 for a malformed id", async () => {
    const unknown = await app.call("GET", "/api/registry/artifacts/art_01JD5V8ZK3M4N5P6Q7R8S9T0VW/public");
    expect(unknown.status).toBe(404);
    expect(unknown.body.type).toBe(`${PROBLEMS}artifact-not-found`);
    expect((await app.call("GET", "/api/registry/artifacts/nope/public")).status).toBe(400);
  });

  it("lists artifacts newest first, page by page, each with its latest verdict", async () => {
    const { token } = await app.register();
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const cert = await certify(app, token, { title: unique(`Recent ${n}`), kind: "code", content: unique("src") });
      ids.push((await submit(app, token, { artifactType: "code", ...cert })).body.artifactId);
    }
    // Resubmitting the oldest adds a version but does not move it up the list.
    const oldest = await app.call("GET", `/api/registry/artifacts/${ids[0]}/public`);
    await submit(app, token, {
      artifactType: "web",
      rightsCertId: oldest.body.artifact.rightsCertId,
      signReceiptId: oldest.body.versions[0].certificate.signReceiptId,
    });

    const first = await app.call("GET", "/api/registry/artifacts/recent?limit=2");
    expect(first.status).toBe(200);
    expect(first.body.items.map((a: { id: string }) => a.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.total).toBeGreaterThanOrEqual(3);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await app.call(
      "GET",
      `/api/registry/artifacts/recent?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    expect(second.body.items[0].id).toBe(ids[0]);
    expect(second.body.items[0]).toMatchObject({
      versionCount: 2,
      latest: { version: 2, artifactType: "web", verdict: "rejected" },
    });
    const all = await app.call("GET", "/api/registry/artifacts/recent?limit=200");
    const listed = all.body.items.map((a: { id: string }) => a.id);
    expect(listed).toEqual([...listed].sort().reverse());
  });
});
