// Baseline for POST /api/signing/verify: the irreducible work of the route in an Express hello world. It
// parses the JSON body, finds the key the request names (BENCH_KEY_ID, whose raw public key is
// BENCH_PUBLIC_KEY in hex, held in memory as a KeyObject, as the server's key cache does), and verifies
// the `0x`-hex signature over the payload's RFC 8785 canonical bytes with node:crypto (Ed25519), then
// answers { valid }. Nothing else: no database, no validation beyond what the work itself needs.
//
// It verifies on libuv's thread pool (node:crypto's verify with a callback), as the server does
// (verifyBytesAsync): on two cores that lets verification use the core the event loop is not on, so a
// baseline verifying on the event loop would be beaten by the route it bounds. `--sync` verifies on the
// event loop instead (the plainest Express + node:crypto; bench/signing.ts shows it for comparison).
import { createPublicKey, verify } from "node:crypto";
import { canonicalize } from "@trustplane/canonical-json";
import express from "express";

const SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");
const raw = Buffer.from(process.env.BENCH_PUBLIC_KEY ?? "", "hex");
if (raw.length !== 32) throw new Error("BENCH_PUBLIC_KEY: the raw Ed25519 public key, 64 hex digits");
const keys = new Map([
  [process.env.BENCH_KEY_ID, createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: "der", type: "spki" })],
]);

const sync = process.argv.includes("--sync");
const app = express();
app.disable("x-powered-by");
app.post("/", express.json(), (req, res) => {
  const { payload, signature, keyId } = req.body as { payload: unknown; signature: string; keyId: string };
  const key = keys.get(keyId);
  const bytes = Buffer.from(canonicalize(payload), "utf8");
  const signatureBytes = Buffer.from(signature.slice(2), "hex");
  if (key === undefined) {
    res.json({ valid: false, keyId });
  } else if (sync) {
    res.json({ valid: verify(null, bytes, key, signatureBytes), keyId });
  } else {
    verify(null, bytes, key, signatureBytes, (err, valid) => res.json({ valid: !err && valid, keyId }));
  }
});
const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") console.log(`READY http://127.0.0.1:${address.port}`);
});
