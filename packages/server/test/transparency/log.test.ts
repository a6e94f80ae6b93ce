// The transparency log as a customer checks it, with nothing of the server's code: every receipt's answer
// names its index and salt; the checkpoint is a signed note verified with the published verifier key; the
// entry's bytes commit to the receipt and its payload; inclusion and consistency proofs are checked with
// RFC 9162's verification algorithms written here; the tiles hold the same hashes and entries.
import { createHash } from "node:crypto";
import { canonicalize } from "@trustplane/canonical-json";
import { createFintechClient, openCheckpoint, verifyConsistency, verifyReceiptLogged } from "@trustplane/sdk-fintech";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { consistencyVerifies, inclusionVerifies, interior, leafHashOf, openNote } from "./rfc9162.ts";

let app: TestServer;
let token: string;
beforeAll(async () => {
  app = await startTestServer();
  ({ token } = await app.register());
});
afterAll(async () => {
  await app?.close();
});

const sha256 = (...parts: Buffer[]) => createHash("sha256").update(Buffer.concat(parts)).digest();
const leafHash = leafHashOf;
const nodeHash = interior;

/** A checkpoint checked against the verifier key (C2SP signed-note: rfc9162.ts's openNote), then read. */
const readCheckpoint = (note: string, key: string) => {
  try {
    return { valid: true, ...openNote(note, key) };
  } catch {
    return { valid: false, origin: "", size: -1, root: Buffer.alloc(0) };
  }
};

const bytesOf = async (path: string) => {
  const res = await fetch(`${app.url}${path}`);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

type Logged = {
  receiptId: string;
  keyId: string;
  createdAt: string;
  signature: Buffer;
  payload: unknown;
  salt: Buffer;
  logIndex: number;
};

const signSome = async (): Promise<Logged[]> => {
  const logged: Logged[] = [];
  for (let i = 0; i < 3; i++) {
    const payload = { order: i, note: "v1" };
    const res = await app.call("POST", "/api/signing/sign", { token, body: { payload } });
    expect(res.status).toBe(200);
    logged.push({
      ...res.body,
      signature: Buffer.from(res.body.signature.slice(2), "hex"),
      payload,
      salt: Buffer.from(res.body.transparency.salt, "base64"),
      logIndex: res.body.transparency.logIndex,
    });
  }
  const items = [{ payload: { a: 1 } }, { payload: { a: 2 } }];
  const batch = await app.call("POST", "/api/signing/v2/sign/batch", { token, body: { items } });
  expect(batch.status).toBe(200);
  for (const [i, item] of batch.body.items.entries()) {
    logged.push({
      ...item.signature,
      signature: Buffer.from(item.signature.signature, "base64url"),
      payload: items[i]!.payload,
      salt: Buffer.from(item.signature.transparency.salt, "base64"),
      logIndex: item.signature.transparency.logIndex,
    });
  }
  return logged;
};

describe("the transparency log", () => {
  let first: Logged[];
  let firstCheckpoint: ReturnType<typeof readCheckpoint>;
  let key: string;

  it("gives every receipt its own index, in order, and a checkpoint covers them within a second", async () => {
    first = await signSome();
    const indexes = first.map((l) => l.logIndex);
    expect(new Set(indexes).size).toBe(indexes.length);
    expect([...indexes].sort((a, b) => a - b)).toEqual(indexes);
    const info = await app.call("GET", "/api/transparency/log");
    key = info.body.verifierKey;
    expect(key.startsWith(`${info.body.origin}+`)).toBe(true);
    const started = Date.now();
    await eventually(async () => {
      const log = await app.call("GET", "/api/transparency/log");
      expect(log.body.treeSize).toBeGreaterThan(Math.max(...indexes));
    });
    expect(Date.now() - started).toBeLessThan(1_500);
    const checkpoint = await app.call("GET", "/api/transparency/checkpoint");
    expect(checkpoint.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    firstCheckpoint = readCheckpoint(checkpoint.body, key);
    expect(firstCheckpoint.valid).toBe(true);
    expect(firstCheckpoint.origin).toBe(info.body.origin);
    expect(readCheckpoint(checkpoint.body.replace(/\n\d+\n/, "\n999\n"), key).valid).toBe(false);
  });

  it("holds, at each receipt's index, an entry committing to it and its payload, proven in the checkpoint's tree", async () => {
    const { size, root } = firstCheckpoint;
    for (const receipt of first) {
      const { status, bytes, headers } = await bytesOf(`/api/transparency/entries/${receipt.logIndex}`);
      expect(status).toBe(200);
      expect(headers.get("cache-control")).toContain("immutable");
      const entry = JSON.parse(bytes.toString());
      expect(bytes.toString()).toBe(canonicalize(entry));
      const payloadSha256 = sha256(Buffer.from(canonicalize(receipt.payload)));
      expect(entry).toEqual({
        v: 1,
        kind: "signing-receipt",
        id: receipt.receiptId,
        issuedAt: receipt.createdAt,
        keyId: receipt.keyId,
        signatureSha256: sha256(receipt.signature).toString("hex"),
        commitment: sha256(Buffer.from("trustplane-commitment/v1\n"), receipt.salt, payloadSha256).toString("hex"),
      });
      // Nothing of the payload in clear, nor the signature.
      expect(bytes.toString()).not.toContain(payloadSha256.toString("hex"));
      const proof = await app.call(
        "GET",
        `/api/transparency/proofs/inclusion?index=${receipt.logIndex}&treeSize=${size}`,
      );
      expect(proof.status).toBe(200);
      const hashes = proof.body.hashes.map((h: string) => Buffer.from(h, "base64"));
      expect(inclusionVerifies(receipt.logIndex, size, leafHash(bytes), hashes, root)).toBe(true);
      // A tampered entry is not in the tree.
      const tampered = Buffer.from(bytes.toString().replace(receipt.keyId, `${receipt.keyId.slice(0, -1)}X`));
      expect(inclusionVerifies(receipt.logIndex, size, leafHash(tampered), hashes, root)).toBe(false);
    }
  });

  it("only grows: a later checkpoint is consistent with the earlier one", async () => {
    const more = await signSome();
    const last = Math.max(...more.map((l) => l.logIndex));
    let later: ReturnType<typeof readCheckpoint> | undefined;
    await eventually(async () => {
      later = readCheckpoint((await app.call("GET", "/api/transparency/checkpoint")).body, key);
      expect(later.size).toBeGreaterThan(last);
    });
    expect(later!.valid).toBe(true);
    const proof = await app.call(
      "GET",
      `/api/transparency/proofs/consistency?from=${firstCheckpoint.size}&to=${later!.size}`,
    );
    const hashes = proof.body.hashes.map((h: string) => Buffer.from(h, "base64"));
    expect(consistencyVerifies(firstCheckpoint.size, later!.size, firstCheckpoint.root, later!.root, hashes)).toBe(
      true,
    );
    // A forked history (another root at the earlier size) is not consistent with it.
    expect(
      consistencyVerifies(firstCheckpoint.size, later!.size, sha256(Buffer.from("fork")), later!.root, hashes),
    ).toBe(false);
  });

  it("serves the same hashes and entries as C2SP tiles, and 404 for what is not a tile of the tree", async () => {
    const { size } = readCheckpoint((await app.call("GET", "/api/transparency/checkpoint")).body, key);
    expect(size).toBeLessThan(256);
    const leaves = await bytesOf(`/api/transparency/tile/0/000.p/${size}`);
    expect(leaves.status).toBe(200);
    expect(leaves.headers.get("content-type")).toBe("application/octet-stream");
    const bundle = await bytesOf(`/api/transparency/tile/entries/000.p/${size}`);
    expect(bundle.status).toBe(200);
    let at = 0;
    for (let index = 0; index < size; index++) {
      const length = bundle.bytes.readUInt16BE(at);
      const entry = bundle.bytes.subarray(at + 2, at + 2 + length);
      at += 2 + length;
      expect(entry).toEqual((await bytesOf(`/api/transparency/entries/${index}`)).bytes);
      expect(leaves.bytes.subarray(index * 32, index * 32 + 32)).toEqual(leafHash(entry));
    }
    expect(at).toBe(bundle.bytes.length);
    for (const path of [
      "tile/0/000", // full: the tree has fewer than 256 entries
      `tile/0/000.p/${size + 1}`,
      "tile/0/x000/000.p/1", // not the canonical spelling
      "tile/0/00.p/1",
      "tile/1/000.p/1", // no complete node at height 8
      "tile/64/000.p/1",
      "tile/entries/001.p/1",
    ]) {
      const res = await app.call("GET", `/api/transparency/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body.code, path).toBe("transparency-tile-not-found");
    }
  });

  it("grows past a full tile: the tile is stored whole, its root starts the level above, and proofs reach across it", async () => {
    const before = readCheckpoint((await app.call("GET", "/api/transparency/checkpoint")).body, key);
    for (let round = 0; round < 3; round++) {
      const items = Array.from({ length: 100 }, (_, i) => ({ payload: { round, i } }));
      expect((await app.call("POST", "/api/signing/v2/sign/batch", { token, body: { items } })).status).toBe(200);
    }
    let now: ReturnType<typeof readCheckpoint> | undefined;
    await eventually(async () => {
      now = readCheckpoint((await app.call("GET", "/api/transparency/checkpoint")).body, key);
      expect(now.size).toBeGreaterThanOrEqual(before.size + 300);
    });
    const { size, root } = now!;
    const full = await bytesOf("/api/transparency/tile/0/000");
    expect(full.status).toBe(200);
    expect(full.headers.get("cache-control")).toContain("immutable");
    const bundle = (await bytesOf("/api/transparency/tile/entries/000")).bytes;
    const leaves: Buffer[] = [];
    for (let at = 0; at < bundle.length; ) {
      const length = bundle.readUInt16BE(at);
      leaves.push(leafHash(bundle.subarray(at + 2, at + 2 + length)));
      at += 2 + length;
    }
    expect(leaves).toHaveLength(256);
    expect(full.bytes).toEqual(Buffer.concat(leaves));
    // A narrower read of a full tile is its prefix.
    expect((await bytesOf("/api/transparency/tile/0/000.p/7")).bytes).toEqual(full.bytes.subarray(0, 7 * 32));
    let level = leaves;
    while (level.length > 1) level = level.flatMap((_, i) => (i % 2 ? [] : [nodeHash(level[i]!, level[i + 1]!)]));
    expect((await bytesOf("/api/transparency/tile/1/000.p/1")).bytes).toEqual(level[0]);
    // Proofs of entries in the full tile and in the edge, and from a size inside the full tile.
    for (const index of [0, 255, 256, size - 1]) {
      const entry = (await bytesOf(`/api/transparency/entries/${index}`)).bytes;
      const proof = await app.call("GET", `/api/transparency/proofs/inclusion?index=${index}&treeSize=${size}`);
      const hashes = proof.body.hashes.map((h: string) => Buffer.from(h, "base64"));
      expect(inclusionVerifies(index, size, leafHash(entry), hashes, root), `entry ${index}`).toBe(true);
    }
    const proof = await app.call("GET", `/api/transparency/proofs/consistency?from=${before.size}&to=${size}`);
    const hashes = proof.body.hashes.map((h: string) => Buffer.from(h, "base64"));
    expect(consistencyVerifies(before.size, size, before.root, root, hashes)).toBe(true);
  });

  it("answers what is out of range with codes", async () => {
    const { treeSize: size } = (await app.call("GET", "/api/transparency/log")).body;
    const cases: [string, number, string][] = [
      [`/api/transparency/entries/${size}`, 404, "transparency-entry-not-found"],
      [`/api/transparency/proofs/inclusion?index=${size}&treeSize=${size}`, 400, "transparency-index-out-of-range"],
      [`/api/transparency/proofs/inclusion?index=0&treeSize=${size + 1}`, 404, "transparency-tree-size-unknown"],
      [`/api/transparency/proofs/consistency?from=2&to=1`, 400, "transparency-index-out-of-range"],
      [`/api/transparency/proofs/consistency?from=1&to=${size + 1}`, 404, "transparency-tree-size-unknown"],
      [`/api/transparency/proofs/inclusion?index=-1&treeSize=1`, 400, "validation"],
      // A path index beyond a double's range is no number (the fuzzer found -1e400 answered 500).
      [`/api/transparency/entries/-1e400`, 400, "validation"],
      [`/api/transparency/entries/1e400`, 400, "validation"],
    ];
    for (const [path, status, code] of cases) {
      const res = await app.call("GET", path);
      expect(res.status, path).toBe(status);
      expect(res.body.code, path).toBe(code);
    }
  });

  it("refuses to change or remove what it holds", async () => {
    const refused = [
      sql.unsafe`DELETE FROM transparency_entries`,
      sql.unsafe`TRUNCATE transparency_entries`,
      sql.unsafe`UPDATE transparency_entries SET kind = 'x'`,
      sql.unsafe`DELETE FROM transparency_tiles`,
      sql.unsafe`TRUNCATE transparency_tiles`,
      sql.unsafe`UPDATE transparency_tiles SET idx = idx + 1`,
      // A logged receipt is its entry's only copy.
      sql.unsafe`UPDATE signing_receipts SET key_id = key_id WHERE log_id IS NOT NULL`,
      sql.unsafe`DELETE FROM signing_receipts WHERE log_id IS NOT NULL`,
      sql.unsafe`TRUNCATE signing_receipts CASCADE`,
    ];
    for (const statement of refused) {
      await expect(app.ctx.db.query(statement), statement.sql).rejects.toThrow(/append-only|logged receipt/);
    }
  });

  it("lets a customer prove, with the client package and the public endpoints only, that a receipt is logged and the log only grew", async () => {
    const client = createFintechClient({ baseUrl: app.url, token });
    const payload = { invoice: "INV-7", total: 120 };
    const receipt = await client.signing.v1.sign({ payload });
    const { verifierKey } = await client.transparency.log.retrieve();
    const earlier = await openCheckpoint((await app.call("GET", "/api/transparency/checkpoint")).body, verifierKey);
    let checkpoint = earlier;
    await eventually(async () => {
      checkpoint = await openCheckpoint(await client.transparency.checkpoint.retrieve(), verifierKey);
      expect(checkpoint.treeSize).toBeGreaterThan(receipt.transparency!.logIndex);
    });
    const { hashes } = await client.transparency.proofs.inclusion({
      index: receipt.transparency!.logIndex,
      treeSize: checkpoint.treeSize,
    });
    const logged = { ...receipt, transparency: receipt.transparency! };
    expect(await verifyReceiptLogged({ receipt: logged, payload, checkpoint, proof: hashes })).toBe(true);
    expect(
      await verifyReceiptLogged({ receipt: logged, payload: { ...payload, total: 121 }, checkpoint, proof: hashes }),
    ).toBe(false);
    if (earlier.treeSize > 0) {
      const consistency = await client.transparency.proofs.consistency({
        from: earlier.treeSize,
        to: checkpoint.treeSize,
      });
      expect(
        await verifyConsistency({
          from: earlier.treeSize,
          to: checkpoint.treeSize,
          fromRoot: earlier.rootHash,
          toRoot: checkpoint.rootHash,
          hashes: consistency.hashes,
        }),
      ).toBe(true);
    }
  });
});
