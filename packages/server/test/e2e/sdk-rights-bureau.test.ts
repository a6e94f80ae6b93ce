// End to end through @trustplane/sdk-fintech only: rights registration, the protection pipeline, the
// embeddable badges and the public verification status, driven the way an integrator drives them.
// The package is imported by name, so this runs against its built dist/.
import {
  AuthenticationError,
  createFintechClient,
  type FintechClient,
  NotFoundError,
  ValidationError,
  verifySignatureOffline,
} from "@trustplane/sdk-fintech";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { registeredClient } from "./sdk-helpers.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

const member = (name: string): Promise<FintechClient> => registeredClient(app.url, name);

describe("rights and bureau through @trustplane/sdk-fintech", () => {
  it("registers a rights object idempotently and keeps it private to its owner", async () => {
    const alice = await member("alice");
    const bob = await member("bob");
    const body = { title: "Night Train", kind: "music", content: "C minor, 3/4" };
    const first = await alice.rights.objects.create(body, { idempotencyKey: "e2e-rights-1" });
    const again = await alice.rights.objects.create(body, { idempotencyKey: "e2e-rights-1" });
    expect(first.id).toMatch(/^rgt_/);
    expect(again.id).toBe(first.id);
    expect(first.digestSource).toBe("content");
    await expect(
      alice.rights.objects.create({ ...body, title: "Other" }, { idempotencyKey: "e2e-rights-1" }),
    ).rejects.toMatchObject({ status: 422, code: "idempotency-key-reused", name: "UnprocessableError" });
    await expect(alice.rights.objects.create({ title: "", kind: "music" })).rejects.toBeInstanceOf(ValidationError);
    expect((await alice.rights.objects.retrieve(first.id)).certificate).toEqual(first.certificate);
    await expect(bob.rights.objects.retrieve(first.id)).rejects.toBeInstanceOf(NotFoundError);
    // The badge is public and comes back as text (HTML), escaped.
    const anonymous = createFintechClient({ baseUrl: app.url });
    const badge = await anonymous.rights.objects.embed(first.id);
    expect(typeof badge).toBe("string");
    expect(badge).toContain("Night Train");
    await expect(anonymous.rights.objects.create(body)).rejects.toBeInstanceOf(AuthenticationError);
  });

  it("protects a work end to end: certificate, offline check, public status, badge, tamper detection", async () => {
    const carol = await member("carol");
    const cert = await carol.bureau.protect({ title: `Carol's <b>"Song"</b>`, description: "demo", kind: "music" });
    expect(cert.certId).toMatch(/^bct_/);
    expect(cert.treaties.map((t) => t.code)).toContain("berne-1886-paris-1971");
    expect(cert.treaties.map((t) => t.code)).toContain("wct-1996");
    // Anyone holding the certificate checks the owner's signature without the API.
    await expect(
      verifySignatureOffline({
        payload: cert.rightsObject.certificate,
        signature: cert.signature.signature,
        publicKey: cert.signature.publicKey,
      }),
    ).resolves.toBe(true);

    const anonymous = createFintechClient({ baseUrl: app.url });
    const status = await anonymous.bureau.certificates.verify(cert.certId);
    expect(status).toMatchObject({ exists: true, intact: true, issuedAt: cert.issuedAt, certId: cert.certId });
    const viaRights = await anonymous.bureau.certificates.verify(cert.rightsObject.id);
    expect(viaRights.intact).toBe(true);
    const unknown = await anonymous.bureau.certificates.verify("bct_01JD5V8ZK3M4N5P6Q7R8S9T0VW");
    expect(unknown).toMatchObject({ exists: false, intact: false });

    const badge = await anonymous.bureau.certificates.embed(cert.certId);
    expect(badge).toContain("Carol&apos;s &lt;b&gt;&quot;Song&quot;&lt;/b&gt;");
    expect(badge).not.toContain("<b>");

    // The table refuses updates; an operator with table rights switches its trigger off first.
    const rewrite = sql.unsafe`UPDATE rights_objects SET description = 'rewritten' WHERE id = ${cert.rightsObject.id}`;
    await expect(app.ctx.db.query(rewrite)).rejects.toThrow(/immutable/);
    await app.ctx.db.query(sql.unsafe`ALTER TABLE rights_objects DISABLE TRIGGER rights_objects_immutable`);
    try {
      await app.ctx.db.query(rewrite);
    } finally {
      await app.ctx.db.query(sql.unsafe`ALTER TABLE rights_objects ENABLE TRIGGER rights_objects_immutable`);
    }
    const tampered = await anonymous.bureau.certificates.verify(cert.certId);
    expect(tampered).toMatchObject({ exists: true, intact: false, reason: "tampered" });
  });

  it("protects a batch with per-item results and refuses more than 50 items", async () => {
    const dave = await member("dave");
    const result = await dave.bureau.protectBatch({
      items: [
        { title: "Good", kind: "text" },
        { title: "Bad", kind: "NOT OK" },
      ],
    });
    expect(result).toMatchObject({ protected: 1, failed: 1 });
    expect(result.items[0]!.ok).toBe(true);
    expect(result.items[1]).toMatchObject({ ok: false, error: { status: 400 } });
    const ok = result.items[0]!.certificate!;
    expect((await dave.bureau.certificates.verify(ok.certId)).intact).toBe(true);
    await expect(
      dave.bureau.protectBatch({ items: Array.from({ length: 51 }, (_, i) => ({ title: `t${i}`, kind: "text" })) }),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});
