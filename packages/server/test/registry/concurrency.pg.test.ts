import { randomBytes } from "node:crypto";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { certify, submit } from "./fixtures.ts";

// Real PostgreSQL only (PGlite runs one transaction at a time, so nothing here could race there).

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ DB_POOL_SIZE: "20" });
});
afterAll(async () => {
  await app?.close();
});

describe("concurrent submissions on real PostgreSQL", () => {
  it("verifies only the earliest registrant of many owners submitting the same content at the same moment", async () => {
    const content = `contested ${randomBytes(8).toString("hex")}`;
    const owners = await Promise.all(Array.from({ length: 12 }, () => app.register()));
    const certified = await Promise.all(
      owners.map((owner) => certify(app, owner.token, { title: "Contested", kind: "music", content })),
    );
    const results = await Promise.all(
      owners.map((owner, i) => submit(app, owner.token, { artifactType: "music", ...certified[i]! })),
    );
    expect(results.map((r) => r.status)).toEqual(owners.map(() => 201));
    // The original is the earliest registration (created_at, then id), whoever submitted first.
    const originalId = (await app.ctx.db.oneFirst(sql.unsafe`
      SELECT id FROM rights_objects WHERE content_sha256 = ${certified[0]!.certificate.contentSha256 as string}
      ORDER BY created_at, id LIMIT 1`)) as string;
    const original = certified.find((c) => c.rightsCertId === originalId)!;
    const verified = results.filter((r) => r.body.verdict === "verified");
    expect(verified.map((r) => r.body.certificate.rightsCertId)).toEqual([originalId]);
    const rejected = results.filter((r) => r.body.verdict === "rejected");
    expect(rejected).toHaveLength(owners.length - 1);
    for (const result of rejected) {
      const duplication = result.body.votes.find((v: { rule: string }) => v.rule === "duplication");
      expect(duplication.approve).toBe(false);
      expect(duplication.reason).toContain(`first registered by another owner at ${original.certificate.registeredAt}`);
    }
  });

  it("numbers simultaneous resubmissions of one artifact 1..n without gaps or collisions", async () => {
    const { token } = await app.register();
    const cert = await certify(app, token, { title: "Busy", kind: "code", content: randomBytes(8).toString("hex") });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => submit(app, token, { artifactType: "code", ...cert })),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 201));
    expect(new Set(results.map((r) => r.body.artifactId)).size).toBe(1);
    expect(results.map((r) => r.body.version).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const page = await app.call("GET", `/api/registry/artifacts/${results[0]!.body.artifactId}/public`);
    expect(page.body.artifact.versionCount).toBe(10);
  });
});
