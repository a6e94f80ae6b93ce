// A log written before the tree was stored as tiles (one row per complete subtree in transparency_nodes, a
// stored entry per receipt) is carried over by transparency migration 0002 and signing 0008: the database
// is migrated up to the files before them, a log of 300 entries is written as the old code wrote it, then
// the server starts on it, applies the rest, and grows the same tree: old entries keep their proofs, and
// the new checkpoint is consistent with the old one.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyPairOfSeed } from "../../src/modules/transparency/note.ts";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { inclusionVerifies, Leaves, leafHashOf } from "../transparency/rfc9162.ts";
import { databaseBefore } from "./database-before.ts";

/** The first migration of each source that the release before did not have: it and those after are left out. */
const FIRST_LATER: Record<string, string> = {
  transparency: "0002_tiles.sql",
  signing: "0008_receipts_hold_their_entries.sql",
};

/** MTH of these entries, by RFC 9162's definition (test/transparency/rfc9162.ts). */
const MTH = (entries: readonly Buffer[]) => new Leaves(entries.map(leafHashOf)).mth();

const OLD_SIZE = 300;
const seed = randomBytes(32);
const origin = "upgrade.example.test/log";

describe("a transparency log written before tiles", () => {
  const oldEntries = Array.from({ length: OLD_SIZE }, (_, i) => Buffer.from(`{"old":${i}}`));
  let oldRoot: Buffer;
  let stop: () => Promise<void>;
  let app: TestServer;

  beforeAll(async () => {
    const database = await databaseBefore(FIRST_LATER);
    const { uri } = database;

    // The log as the code before wrote it: the entries, the hash of every complete subtree, the tree.
    const client = new pg.Client({ connectionString: uri });
    await client.connect();
    const { publicKey } = keyPairOfSeed(seed);
    const { rows } = await client.query(
      "INSERT INTO transparency_logs (origin, public_key, current, next_index) VALUES ($1, $2, true, $3) RETURNING id",
      [origin, publicKey, OLD_SIZE],
    );
    const logId = rows[0].id as number;
    for (const [idx, data] of oldEntries.entries()) {
      await client.query(
        "INSERT INTO transparency_entries (log_id, idx, kind, ref, data) VALUES ($1, $2, 'signing-receipt', $3, $4)",
        [logId, idx, `sig_old_${idx}`, data],
      );
    }
    for (let level = 0; 2 ** level <= OLD_SIZE; level++) {
      for (let index = 0; (index + 1) * 2 ** level <= OLD_SIZE; index++) {
        const hash = MTH(oldEntries.slice(index * 2 ** level, (index + 1) * 2 ** level));
        await client.query("INSERT INTO transparency_nodes (log_id, level, idx, hash) VALUES ($1, $2, $3, $4)", [
          logId,
          level,
          index,
          hash,
        ]);
      }
    }
    oldRoot = MTH(oldEntries);
    await client.query(
      "INSERT INTO transparency_trees (log_id, size, root, checkpoint) VALUES ($1, $2, $3, 'the old checkpoint')",
      [logId, OLD_SIZE, oldRoot],
    );
    await client.end();

    app = await startTestServer({
      DATABASE_URL: uri,
      TRANSPARENCY_LOG_KEY: seed.toString("base64"),
      TRANSPARENCY_LOG_ORIGIN: origin,
    });
    stop = async () => {
      await app?.close();
      await database.drop();
    };
  }, 300_000);
  afterAll(() => stop?.());

  it("grows the same tree: old entries keep their place and proofs, and the log only grew", async () => {
    const { token } = await app.register();
    const items = Array.from({ length: 20 }, (_, i) => ({ payload: { after: i } }));
    const signed = await app.call("POST", "/api/signing/v2/sign/batch", { token, body: { items } });
    expect(signed.status).toBe(200);
    const indexes = signed.body.items.map((item: { signature: { transparency: { logIndex: number } } }) => {
      return item.signature.transparency.logIndex;
    });
    expect(indexes[0]).toBe(OLD_SIZE);
    const size = OLD_SIZE + items.length;
    await eventually(async () => {
      expect((await app.call("GET", "/api/transparency/log")).body.treeSize).toBe(size);
    });
    const entries: Buffer[] = [];
    for (let index = 0; index < size; index++) {
      const res = await fetch(`${app.url}/api/transparency/entries/${index}`);
      expect(res.status).toBe(200);
      entries.push(Buffer.from(await res.arrayBuffer()));
    }
    expect(entries.slice(0, OLD_SIZE)).toEqual(oldEntries);
    const checkpoint = (await app.call("GET", "/api/transparency/checkpoint")).body as string;
    const root = MTH(entries);
    expect(checkpoint.split("\n").slice(0, 3)).toEqual([origin, String(size), root.toString("base64")]);
    for (const index of [0, 255, 256, OLD_SIZE - 1, size - 1]) {
      const proof = await app.call("GET", `/api/transparency/proofs/inclusion?index=${index}&treeSize=${size}`);
      const hashes = proof.body.hashes.map((h: string) => Buffer.from(h, "base64"));
      expect(inclusionVerifies(index, size, leafHashOf(entries[index]!), hashes, root), `entry ${index}`).toBe(true);
    }
    const old = await app.call("GET", `/api/transparency/proofs/inclusion?index=7&treeSize=${OLD_SIZE}`);
    const oldHashes = old.body.hashes.map((h: string) => Buffer.from(h, "base64"));
    expect(inclusionVerifies(7, OLD_SIZE, leafHashOf(oldEntries[7]!), oldHashes, oldRoot)).toBe(true);
    // The full tile of the first 256 leaves was carried over whole.
    const tile = Buffer.from(await (await fetch(`${app.url}/api/transparency/tile/0/000`)).arrayBuffer());
    expect(tile).toEqual(Buffer.concat(oldEntries.slice(0, 256).map(leafHashOf)));
  });
});
