import { createHash, createPrivateKey, createPublicKey } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hubModule } from "../../src/modules/hub/index.ts";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { openNote } from "../transparency/rfc9162.ts";

/**
 * Issue 33: the transparency log's key is listed in the hub's index (GET /api/hub/openapi.json,
 * `transparencyLog`), so that whoever finds the API finds the key to pin before trusting a checkpoint. The
 * hub comes before the log's module in the module list; it must still list the key the log signs with, and
 * list none on a server that keeps no log.
 */

const BASE = "https://platform.example.test";
const ORIGIN = "hub-listing.example.test/log";
const SEED = Buffer.alloc(32, 0x5a);

/** The verifier key of SEED's Ed25519 key, by C2SP signed-note, computed here from the seed alone. */
const expectedVerifierKey = () => {
  const privateKey = createPrivateKey({
    key: Buffer.concat([Buffer.from("302e020100300506032b657004220420", "hex"), SEED]),
    format: "der",
    type: "pkcs8",
  });
  const raw = createPublicKey(privateKey).export({ format: "der", type: "spki" }).subarray(-32);
  const key = Buffer.concat([Buffer.from([0x01]), raw]);
  const hash = createHash("sha256").update(`${ORIGIN}\n`).update(key).digest().subarray(0, 4);
  return `${ORIGIN}+${hash.toString("hex")}+${key.toString("base64")}`;
};

describe("the hub's index lists the transparency log", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer({
      PUBLIC_BASE_URL: BASE,
      TRANSPARENCY_LOG_KEY: SEED.toString("base64"),
      TRANSPARENCY_LOG_ORIGIN: ORIGIN,
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("names the log's origin, the verifier key of the key it signs with, and where its checkpoint is", async () => {
    const index = await app.call("GET", "/api/hub/openapi.json");
    expect(index.status).toBe(200);
    expect(index.body.apiIndexVersion).toBe("1.2.0");
    expect(index.body.transparencyLog).toEqual({
      origin: ORIGIN,
      verifierKey: expectedVerifierKey(),
      checkpoint: `${BASE}/api/transparency/checkpoint`,
      log: `${BASE}/api/transparency/log`,
    });
    // What the log itself says, and the key its checkpoints open with, before and after it grows.
    const listed = index.body.transparencyLog as { verifierKey: string; checkpoint: string; log: string };
    const log = await app.call("GET", new URL(listed.log).pathname);
    expect(log.body).toMatchObject({ origin: ORIGIN, verifierKey: listed.verifierKey });
    const checkpoint = async () => (await app.call("GET", new URL(listed.checkpoint).pathname)).text;
    expect(openNote(await checkpoint(), listed.verifierKey).origin).toBe(ORIGIN);
    const { token } = await app.register();
    const signed = await app.call("POST", "/api/signing/sign", { token, body: { payload: { listed: true } } });
    expect(signed.status).toBe(200);
    let opened = openNote(await checkpoint(), listed.verifierKey);
    await eventually(async () => {
      opened = openNote(await checkpoint(), listed.verifierKey);
      expect(opened.size).toBeGreaterThan(signed.body.transparency.logIndex);
    });
    // A key of another seed does not open it.
    const other = expectedVerifierKey().replace(/\+[^+]+$/, `+${Buffer.alloc(33, 1).toString("base64")}`);
    expect(() => openNote(opened.note, other)).toThrow();
  });
});

describe("a hub served without the transparency log", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "tp-hub-alone-"));
  let app: TestServer;
  beforeAll(async () => {
    // The contract of the hub's own operations alone, served by the hub alone.
    const bundled = JSON.parse(readFileSync(new URL("../../../../openapi/dist/openapi.json", import.meta.url), "utf8"));
    const paths: Record<string, Record<string, unknown>> = {};
    for (const [route, item] of Object.entries(bundled.paths as Record<string, Record<string, { tags?: string[] }>>)) {
      const kept = Object.entries(item).filter(([, op]) => typeof op === "object" && op.tags?.includes("hub"));
      if (kept.length > 0) paths[route] = Object.fromEntries(kept);
    }
    const contractFile = path.join(dir, "openapi.json");
    writeFileSync(contractFile, JSON.stringify({ ...bundled, paths }));
    app = await startTestServer({ PUBLIC_BASE_URL: BASE, OPENAPI_BUNDLE: contractFile }, { modules: [hubModule] });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("lists no log (null, as the contract allows)", async () => {
    const index = await app.call("GET", "/api/hub/openapi.json");
    expect(index.status).toBe(200);
    expect(index.body.transparencyLog).toBeNull();
    expect(index.body.modules.map((m: { id: string }) => m.id)).toContain("hub");
  });
});
