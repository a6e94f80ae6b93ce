import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";

// Real PostgreSQL: requests truly run at the same time (PGlite serves one transaction at a time).
let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

describe("the protection pipeline under concurrency", () => {
  it("a user's first 20 protections at once make one key and 20 intact certificates", async () => {
    const { token, userId } = await app.register();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.call("POST", "/api/pipeline/protect", { token, body: { title: `Work ${i}`, kind: "text" } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.body.signature.keyId)).size).toBe(1);
    const keys = await app.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM signing_keys WHERE owner_id = ${userId}`);
    expect(keys).toBe(1n);
    for (const r of results) {
      const status = await app.call("GET", `/api/bureau/verify/status/${r.body.certId}`);
      expect(status.body.intact).toBe(true);
    }
  });

  it("10 identical requests with one Idempotency-Key at once issue one certificate", async () => {
    const { token, userId } = await app.register();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.call("POST", "/api/pipeline/protect", {
          token,
          headers: { "Idempotency-Key": "same-moment" },
          body: { title: "Once", kind: "music" },
        }),
      ),
    );
    // Each is either the certificate (first or replayed) or 409 "still in flight".
    for (const r of results) expect([201, 409]).toContain(r.status);
    const ids = new Set(results.filter((r) => r.status === 201).map((r) => r.body.certId));
    expect(ids.size).toBe(1);
    const certs = await app.ctx.db.oneFirst(
      sql.unsafe`SELECT count(*) FROM bureau_certificates WHERE owner_id = ${userId}`,
    );
    expect(certs).toBe(1n);
  });

  it("a key rotation racing a batch never leaves a half-protected item", async () => {
    const { token, userId } = await app.register();
    await app.call("POST", "/api/pipeline/protect", { token, body: { title: "warm", kind: "text" } });
    const [batch] = await Promise.all([
      app.call("POST", "/api/pipeline/protect-batch", {
        token,
        body: { items: Array.from({ length: 50 }, (_, i) => ({ title: `b${i}`, kind: "text" })) },
      }),
      app.call("POST", "/api/signing/v2/me/keys", { token }),
      app.call("POST", "/api/signing/v2/me/keys", { token }),
    ]);
    expect(batch.status).toBe(200);
    expect(batch.body.protected + batch.body.failed).toBe(50);
    // Every object has its certificate and receipt, and every certificate still verifies.
    const orphans = await app.ctx.db.oneFirst(sql.unsafe`
      SELECT count(*) FROM rights_objects o
      LEFT JOIN bureau_certificates c ON c.rights_object_id = o.id
      WHERE o.owner_id = ${userId} AND c.id IS NULL`);
    expect(orphans).toBe(0n);
    for (const item of batch.body.items.filter((i: { ok: boolean }) => i.ok)) {
      const status = await app.call("GET", `/api/bureau/verify/status/${item.certificate.certId}`);
      expect(status.body.intact).toBe(true);
    }
  });
});
