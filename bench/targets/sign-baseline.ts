// Baseline for POST /api/signing/sign: the irreducible work of the route in an Express hello world. It
// parses the JSON body, signs the payload's RFC 8785 canonical bytes with node:crypto (Ed25519, the
// server's library and canonicalization), and durably inserts one receipt row through pg before it
// answers: one INSERT per request, autocommit (so the commit, flushed to disk with the server's
// synchronous_commit, is done when the INSERT returns), on a pg Pool as large as the server's
// (DB_POOL_SIZE, default 10, as the server's), as a named prepared statement (as the server's hot
// statements are). The table is shaped like the server's signing_receipts (same columns, types, checks,
// primary key and indexes; no foreign keys, there are no users or keys here), in the database
// DATABASE_URL names (a scratch database: bench/signing.ts makes one).
import { createHash, generateKeyPairSync, randomUUID, sign } from "node:crypto";
import { canonicalize } from "@trustplane/canonical-json";
import express from "express";
import { openBaselineDatabase } from "../lib/baseline-db.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("the sign baseline needs DATABASE_URL (a scratch database)");
const db = await openBaselineDatabase({ databaseUrl });
const { pool } = db;
await pool.query(`
  CREATE TABLE IF NOT EXISTS signing_receipts (
    id text PRIMARY KEY,
    owner_id text NOT NULL,
    key_id text NOT NULL,
    payload_sha256 text NOT NULL CHECK (payload_sha256 ~ '^[0-9a-f]{64}$'),
    signature text NOT NULL CHECK (signature ~ '^[0-9a-f]{128}$'),
    api_version text NOT NULL CHECK (api_version IN ('v1', 'v2')),
    attestation_key_id text,
    attestation text CHECK (attestation ~ '^[0-9a-f]{128}$'),
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((attestation IS NULL) = (attestation_key_id IS NULL))
  );
  CREATE INDEX IF NOT EXISTS signing_receipts_owner_created_idx ON signing_receipts (owner_id, created_at, id);
  CREATE INDEX IF NOT EXISTS signing_receipts_signature_idx ON signing_receipts (signature, created_at, id);`);

const { privateKey } = generateKeyPairSync("ed25519");
const ownerId = "usr_01JBENCHBASELINE000000000";
const keyId = "key_01JBENCHBASELINE000000000";

const app = express();
app.disable("x-powered-by");
app.post("/", express.json(), async (req, res) => {
  const { payload } = req.body as { payload: unknown };
  const bytes = Buffer.from(canonicalize(payload), "utf8");
  const signature = sign(null, bytes, privateKey);
  const id = `sig_${randomUUID()}`;
  const createdAt = new Date().toISOString();
  await pool.query({
    name: "insert_receipt",
    text: `INSERT INTO signing_receipts (id, owner_id, key_id, payload_sha256, signature, api_version, created_at)
           VALUES ($1, $2, $3, $4, $5, 'v1', $6)`,
    values: [
      id,
      ownerId,
      keyId,
      createHash("sha256").update(bytes).digest("hex"),
      signature.toString("hex"),
      createdAt,
    ],
  });
  res.json({ payload, signature: `0x${signature.toString("hex")}`, algo: "Ed25519", createdAt, receiptId: id, keyId });
});
const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") console.log(`READY http://127.0.0.1:${address.port}`);
});
process.on("SIGTERM", () => {
  server.close();
  db.close().then(() => process.exit(0));
});
