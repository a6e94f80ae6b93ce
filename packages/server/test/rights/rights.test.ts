import { createHash } from "node:crypto";
import { canonicalize } from "@trustplane/canonical-json";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificateDocument, findRightsObject } from "../../src/modules/rights/certificate.ts";
import { canonicalBytes, sha256Hex } from "../../src/modules/signing/index.ts";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const RGT = /^rgt_[0-9A-HJKMNP-TV-Z]{26}$/;

describe("POST /api/rights/objects", () => {
  it("registers an object bound to the digest of its metadata when no content is sent", async () => {
    const { token, userId } = await app.register();
    const res = await app.call("POST", "/api/rights/objects", {
      token,
      body: { title: "Night Train", description: "Piano sketch", kind: "music" },
    });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(RGT);
    expect(res.headers.get("location")).toBe(`/api/rights/objects/${res.body.id}`);
    expect(res.body).toMatchObject({
      title: "Night Train",
      description: "Piano sketch",
      kind: "music",
      digestSource: "metadata",
      contentSha256: sha256(canonicalize({ title: "Night Train", description: "Piano sketch", kind: "music" })),
      bureauCertId: null,
    });
    expect(Date.parse(res.body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.body.certificate).toEqual({
      type: "trustplane.rights-certificate/v1",
      id: res.body.id,
      owner: userId,
      title: "Night Train",
      description: "Piano sketch",
      kind: "music",
      contentSha256: res.body.contentSha256,
      registeredAt: res.body.createdAt,
    });
    expect(res.body.certificateSha256).toBe(sha256(canonicalize(res.body.certificate)));
    expect(res.body.verifyUrl).toMatch(new RegExp(`/api/bureau/verify/status/${res.body.id}$`));
    expect(res.body.embedUrl).toMatch(new RegExp(`/api/rights/embed/${res.body.id}$`));
  });

  it("binds the digest of the content, or the declared digest, and null description when absent", async () => {
    const { token } = await app.register();
    const withContent = await app.call("POST", "/api/rights/objects", {
      token,
      body: { title: "Poem", kind: "text", content: "Ünïcode lines\n" },
    });
    expect(withContent.status).toBe(201);
    expect(withContent.body).toMatchObject({
      description: null,
      digestSource: "content",
      contentSha256: sha256("Ünïcode lines\n"),
    });
    const digest = "ab".repeat(32);
    const declared = await app.call("POST", "/api/rights/objects", {
      token,
      body: { title: "Track", kind: "music", contentSha256: digest },
    });
    expect(declared.status).toBe(201);
    expect(declared.body).toMatchObject({ digestSource: "declared", contentSha256: digest });
  });

  it("stores exactly the row findRightsObject reads and certificateDocument states", async () => {
    const { token } = await app.register();
    const res = await app.call("POST", "/api/rights/objects", { token, body: { title: "Row", kind: "text" } });
    const row = await findRightsObject(app.ctx.db, res.body.id);
    expect(row).not.toBeNull();
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(certificateDocument(row!)).toEqual(res.body.certificate);
    expect(sha256Hex(canonicalBytes(certificateDocument(row!)))).toBe(res.body.certificateSha256);
    expect(await findRightsObject(app.ctx.db, "rgt_01JD5V8ZK3M4N5P6Q7R8S9T0VW")).toBeNull();
  });

  it("refuses bad fields with 400 and names them", async () => {
    const { token } = await app.register();
    const cases: [unknown, string][] = [
      [{ kind: "music" }, "/body/title"],
      [{ title: "   ", kind: "music" }, "/body/title"],
      [{ title: "x".repeat(201), kind: "music" }, "/body/title"],
      [{ title: "ok", kind: "Music!" }, "/body/kind"],
      [{ title: "ok", kind: "text", description: "d".repeat(2001) }, "/body/description"],
      [{ title: "ok", kind: "text", contentSha256: "XYZ" }, "/body/contentSha256"],
      [{ title: "ok", kind: "text", content: "a", contentSha256: "ab".repeat(32) }, "/body/content"],
      [{ title: "ok", kind: "text", extra: 1 }, "/body"],
    ];
    for (const [body, path] of cases) {
      const res = await app.call("POST", "/api/rights/objects", { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
      expect(JSON.stringify(res.body.errors ?? []), JSON.stringify(body)).toContain(path);
    }
    const count = await app.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM rights_objects WHERE title = 'ok'`);
    expect(count).toBe(0n);
  });

  it("needs a token", async () => {
    const res = await app.call("POST", "/api/rights/objects", { body: { title: "x", kind: "text" } });
    expect(res.status).toBe(401);
  });

  it("is idempotent: same key → same object; same key, other body → 422", async () => {
    const { token, userId } = await app.register();
    const headers = { "Idempotency-Key": "rights-key-1" };
    const body = { title: "Once", kind: "text" };
    const first = await app.call("POST", "/api/rights/objects", { token, headers, body });
    const again = await app.call("POST", "/api/rights/objects", { token, headers, body });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const other = await app.call("POST", "/api/rights/objects", {
      token,
      headers,
      body: { title: "Twice", kind: "text" },
    });
    expect(other.status).toBe(422);
    const count = await app.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM rights_objects WHERE owner_id = ${userId}`);
    expect(count).toBe(1n);
  });

  it("answers from the stored object when the first response was never recorded", async () => {
    const { token, userId } = await app.register();
    const headers = { "Idempotency-Key": "lost-response" };
    const first = await app.call("POST", "/api/rights/objects", {
      token,
      headers,
      body: { title: "Lost", kind: "text" },
    });
    // As if the process died between COMMIT and recording the response: the key's record is gone.
    await app.ctx.db.query(sql.unsafe`DELETE FROM idempotency_keys WHERE key = 'lost-response'`);
    const retry = await app.call("POST", "/api/rights/objects", {
      token,
      headers,
      body: { title: "Lost", kind: "text" },
    });
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    await app.ctx.db.query(sql.unsafe`DELETE FROM idempotency_keys WHERE key = 'lost-response'`);
    const changed = await app.call("POST", "/api/rights/objects", {
      token,
      headers,
      body: { title: "Changed", kind: "text" },
    });
    expect(changed.status).toBe(422);
    const count = await app.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM rights_objects WHERE owner_id = ${userId}`);
    expect(count).toBe(1n);
  });
});

describe("GET /api/rights/objects/{id}", () => {
  it("shows the owner their object and answers 404 to anyone else, as for an unknown id", async () => {
    const owner = await app.register();
    const stranger = await app.register();
    const created = await app.call("POST", "/api/rights/objects", {
      token: owner.token,
      body: { title: "Mine", kind: "text" },
    });
    const mine = await app.call("GET", `/api/rights/objects/${created.body.id}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(created.body);
    const theirs = await app.call("GET", `/api/rights/objects/${created.body.id}`, { token: stranger.token });
    const unknown = await app.call("GET", "/api/rights/objects/rgt_01JD5V8ZK3M4N5P6Q7R8S9T0VW", {
      token: stranger.token,
    });
    expect(theirs.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(theirs.body.type).toBe(unknown.body.type);
    expect(theirs.body.detail).not.toContain("Mine");
    const malformed = await app.call("GET", "/api/rights/objects/nope", { token: owner.token });
    expect(malformed.status).toBe(400);
  });
});

describe("GET /api/rights/embed/{id}", () => {
  it("is a public, frameable HTML badge that escapes every user-supplied text", async () => {
    const { token } = await app.register();
    const title = `<script>alert("x")</script> & 'quotes' "double"`;
    const created = await app.call("POST", "/api/rights/objects", { token, body: { title, kind: "text" } });
    const res = await app.call("GET", `/api/rights/embed/${created.body.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.text).not.toContain("<script");
    expect(res.text).not.toContain(`"double"`);
    expect(res.text).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;quotes&apos;");
    expect(res.text).toContain(`href="${created.body.verifyUrl}"`);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("frame-ancestors *");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src");
    expect(res.headers.get("x-frame-options")).toBeNull();
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("keeps the API's no-framing policy on every other route, and 404s unknown badges", async () => {
    const missing = await app.call("GET", "/api/rights/embed/rgt_01JD5V8ZK3M4N5P6Q7R8S9T0VW");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const other = await app.call("GET", "/api/hub/version");
    expect(other.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(other.headers.get("x-frame-options")).toBe("DENY");
  });
});
