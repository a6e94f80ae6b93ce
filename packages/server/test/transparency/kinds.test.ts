// Every rights certificate, bureau certificate and registry verdict is an entry of the transparency log
// (issue 33), besides the signing receipts: each answer carries `transparency: {logIndex, salt}`, and the
// entry at that index records the kind, the id, the time, the key and signature (or null for what is
// issued unsigned) and the salted commitment to the document the answer states, rebuilt here from the
// answer alone, and proven in a signed checkpoint.
import { createHash } from "node:crypto";
import { canonicalize } from "@trustplane/canonical-json";
import {
  bureauCertificateIssuance,
  type Issuance,
  openCheckpoint,
  registryVerdictIssuance,
  rightsCertificateIssuance,
  verifyIssuedLogged,
} from "@trustplane/sdk-fintech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { certify, submit, unique } from "../registry/fixtures.ts";
import { inclusionVerifies, leafHashOf, openNote } from "./rfc9162.ts";

let app: TestServer;
let token: string;
beforeAll(async () => {
  app = await startTestServer();
  ({ token } = await app.register());
});
afterAll(() => app?.close());

const sha256 = (...parts: Buffer[]) => createHash("sha256").update(Buffer.concat(parts)).digest();
const commitment = (salt: string, document: unknown) =>
  sha256(
    Buffer.from("trustplane-commitment/v1\n"),
    Buffer.from(salt, "base64"),
    sha256(Buffer.from(canonicalize(document))),
  ).toString("hex");

/** With the client package alone: the issuance rebuilt from the answer, proven in the latest checkpoint. */
const provenByClient = async (issued: Issuance) => {
  const { verifierKey } = (await app.call("GET", "/api/transparency/log")).body;
  const checkpoint = await openCheckpoint((await app.call("GET", "/api/transparency/checkpoint")).body, verifierKey);
  const query = `index=${issued.transparency.logIndex}&treeSize=${checkpoint.treeSize}`;
  const { hashes } = (await app.call("GET", `/api/transparency/proofs/inclusion?${query}`)).body;
  expect(await verifyIssuedLogged({ issued, checkpoint, proof: hashes })).toBe(true);
  // Anything else about it is not what was logged.
  const other = { ...issued, document: { ...(issued.document as object), tampered: true } };
  expect(await verifyIssuedLogged({ issued: other, checkpoint, proof: hashes })).toBe(false);
};

/** The entry at `logIndex` once a checkpoint covers it, proven in that checkpoint's tree. */
const provenEntry = async (logIndex: number) => {
  const { verifierKey } = (await app.call("GET", "/api/transparency/log")).body;
  let checkpoint: ReturnType<typeof openNote> | undefined;
  await eventually(async () => {
    checkpoint = openNote((await app.call("GET", "/api/transparency/checkpoint")).body, verifierKey);
    expect(checkpoint.size).toBeGreaterThan(logIndex);
  });
  const { size, root } = checkpoint!;
  const bytes = Buffer.from(await (await fetch(`${app.url}/api/transparency/entries/${logIndex}`)).arrayBuffer());
  const proof = await app.call("GET", `/api/transparency/proofs/inclusion?index=${logIndex}&treeSize=${size}`);
  const path = proof.body.hashes.map((h: string) => Buffer.from(h, "base64"));
  expect(inclusionVerifies(logIndex, size, leafHashOf(bytes), path, root)).toBe(true);
  expect(bytes.toString()).toBe(canonicalize(JSON.parse(bytes.toString())));
  return JSON.parse(bytes.toString());
};

describe("what the log holds besides signing receipts", () => {
  it("logs a rights certificate, unsigned, committing to its certificate document", async () => {
    const res = await app.call("POST", "/api/rights/objects", {
      token,
      body: { title: unique("Logged"), kind: "text", content: "A logged work." },
    });
    expect(res.status).toBe(201);
    const { transparency } = res.body;
    expect(transparency.logIndex).toBeGreaterThanOrEqual(0);
    expect(await provenEntry(transparency.logIndex)).toEqual({
      v: 1,
      kind: "rights-certificate",
      id: res.body.id,
      issuedAt: res.body.createdAt,
      keyId: null,
      signatureSha256: null,
      commitment: commitment(transparency.salt, res.body.certificate),
    });
    // The document's hash the answer states is the one committed to.
    expect(sha256(Buffer.from(canonicalize(res.body.certificate))).toString("hex")).toBe(res.body.certificateSha256);
    await provenByClient(rightsCertificateIssuance(res.body));
    // Shown again, with the same place, when the owner reads it back.
    const again = await app.call("GET", `/api/rights/objects/${res.body.id}`, { token });
    expect(again.body.transparency).toEqual(transparency);
  });

  it("logs a bureau certificate under the platform's attestation, and its object and receipt as their own entries", async () => {
    const res = await app.call("POST", "/api/pipeline/protect", {
      token,
      body: { title: unique("Protected"), kind: "music" },
    });
    expect(res.status).toBe(201);
    const cert = res.body;
    const statement = {
      type: "trustplane.bureau.certificate",
      algo: "Ed25519",
      certId: cert.certId,
      rightsObjectId: cert.rightsObject.id,
      receiptId: cert.signature.receiptId,
      ownerId: cert.rightsObject.certificate.owner,
      treaties: cert.treaties.map((t: { code: string }) => t.code),
      issuedAt: cert.issuedAt,
    };
    expect(await provenEntry(cert.transparency.logIndex)).toEqual({
      v: 1,
      kind: "bureau-certificate",
      id: cert.certId,
      issuedAt: cert.issuedAt,
      keyId: cert.attestation.keyId,
      signatureSha256: sha256(Buffer.from(cert.attestation.signature, "base64url")).toString("hex"),
      commitment: commitment(cert.transparency.salt, statement),
    });
    await provenByClient(bureauCertificateIssuance(cert));
    await provenByClient(rightsCertificateIssuance(cert.rightsObject));
    const object = await provenEntry(cert.rightsObject.transparency.logIndex);
    expect(object).toMatchObject({ kind: "rights-certificate", id: cert.rightsObject.id });
    const receipt = await provenEntry(cert.signature.transparency.logIndex);
    expect(receipt).toMatchObject({ kind: "signing-receipt", id: cert.signature.receiptId });
    // Three entries, three places, issued in one transaction.
    const places = [cert.rightsObject, cert.signature, cert].map((x) => x.transparency.logIndex);
    expect(new Set(places).size).toBe(3);
  });

  it("logs a registry verdict with its validators' votes, publicly checkable from the artifact's page", async () => {
    const certified = await certify(app, token, { title: unique("Judged"), kind: "music" });
    const res = await submit(app, token, { artifactType: "music", ...certified });
    expect(res.status, res.text).toBe(201);
    const version = res.body;
    const statement = {
      type: "trustplane.registry.verdict",
      artifactVersionId: version.id,
      submissionDigest: version.submissionDigest,
      verdict: version.verdict,
      approvedWeight: version.approvedWeight,
      totalWeight: version.totalWeight,
      requiredWeight: version.requiredWeight,
      quorum: version.quorum,
      votes: version.votes.map((vote: { signature: string }) => vote.signature),
    };
    expect(version.votes.length).toBeGreaterThan(0);
    expect(await provenEntry(version.transparency.logIndex)).toEqual({
      v: 1,
      kind: "registry-verdict",
      id: version.id,
      issuedAt: version.submittedAt,
      keyId: null,
      signatureSha256: null,
      commitment: commitment(version.transparency.salt, statement),
    });
    await provenByClient(registryVerdictIssuance(version));
    // The artifact's public page shows the same place and salt, so anyone can check the verdict is logged.
    const page = await app.call("GET", `/api/registry/artifacts/${version.artifactId}/public`);
    expect(page.status).toBe(200);
    expect(page.body.versions[0].transparency).toEqual(version.transparency);
  });
});
