import { createHash, createPublicKey, randomBytes, verify } from "node:crypto";
import { canonicalize } from "@trustplane/canonical-json";
import { expect } from "vitest";
import type { TestServer } from "../harness.ts";

/** Test helpers for the registry: certificates signed by their owner, submissions, offline checks. */

export type Certified = { rightsCertId: string; signReceiptId: string; certificate: Record<string, unknown> };

/** Register a rights object and sign its certificate document with the owner's key (signing v2). */
export const certify = async (
  app: TestServer,
  token: string,
  object: { title: string; kind: string; content?: string; contentSha256?: string; description?: string },
): Promise<Certified> => {
  const registered = await app.call("POST", "/api/rights/objects", { token, body: object });
  expect(registered.status, registered.text).toBe(201);
  const signed = await app.call("POST", "/api/signing/v2/sign", {
    token,
    body: { payload: registered.body.certificate },
  });
  expect(signed.status, signed.text).toBe(200);
  return {
    rightsCertId: registered.body.id,
    signReceiptId: signed.body.receiptId,
    certificate: registered.body.certificate,
  };
};

export const submit = (
  app: TestServer,
  token: string | undefined,
  body: { artifactType: string; rightsCertId: string; signReceiptId: string },
  headers: Record<string, string> = {},
) =>
  app.call("POST", "/api/registry/submissions", {
    token,
    // Only the request's fields: a Certified spread into `body` carries its certificate too.
    body: { artifactType: body.artifactType, rightsCertId: body.rightsCertId, signReceiptId: body.signReceiptId },
    headers,
  });

/** Register and sign a rights object (`certify`), then submit it as an artifact of this type. */
export const certifyAndSubmit = async (
  app: TestServer,
  token: string,
  artifactType: string,
  object: Parameters<typeof certify>[2],
) => submit(app, token, { artifactType, ...(await certify(app, token, object)) });

/** A label no other test run uses (titles and content that must not collide). */
export const unique = (label: string) => `${label} ${randomBytes(6).toString("hex")}`;

const bytesOf = (value: unknown) => Buffer.from(canonicalize(value), "utf8");
const keyOf = (x: string) => createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x }, format: "jwk" });

type VersionView = {
  id: string;
  artifactId: string;
  version: number;
  ownerId: string;
  artifactType: string;
  certificate: Record<string, string>;
  submissionDigest: string;
  submittedAt: string;
  votes: {
    validatorId: string;
    rule: string;
    decision: string;
    reason: string;
    weight: number;
    publicKey: string;
    signature: string;
    castAt: string;
  }[];
};

/** The submission digest rebuilt from a version as the API shows it (the contract's recipe). */
export const recomputeSubmissionDigest = (version: VersionView): string =>
  createHash("sha256")
    .update(
      bytesOf({
        type: "trustplane.registry.submission",
        artifactId: version.artifactId,
        artifactVersionId: version.id,
        version: version.version,
        ownerId: version.ownerId,
        artifactType: version.artifactType,
        ...version.certificate,
        submittedAt: version.submittedAt,
      }),
    )
    .digest("hex");

/** The statement a vote signs, rebuilt from the API's values. */
export const voteStatement = (version: VersionView, vote: VersionView["votes"][number]) => ({
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
});

/** Ed25519 with node:crypto over the statement's RFC 8785 bytes, with a base64url public key. */
export const verifiesUnder = (statement: unknown, signature: string, publicKey: string): boolean =>
  verify(null, bytesOf(statement), keyOf(publicKey), Buffer.from(signature, "base64url"));
