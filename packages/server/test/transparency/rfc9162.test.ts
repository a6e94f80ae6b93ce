// The tests' own RFC 9162 (rfc9162.ts) checked before anything relies on it: its tree heads are the published
// RFC 6962 ones, its verification algorithms accept every proof its recursive definitions give and refuse
// each one altered, and a checkpoint opens only under its own key.
import { createHash, generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  bundleEntries,
  consistencyVerifies,
  inclusionVerifies,
  interior,
  Leaves,
  leafHashOf,
  openNote,
  tileIndexPath,
} from "./rfc9162.ts";

// certificate-transparency's reference leaves and the heads of their first 1 … 8.
const REFERENCE = ["", "00", "10", "2021", "3031", "40414243", "5051525354555657", "606162636465666768696a6b6c6d6e6f"];
const REFERENCE_ROOTS = [
  "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
  "fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125",
  "aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77",
  "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
  "4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4",
  "76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef",
  "ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c",
  "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
];

const flipped = (hashes: Buffer[], at: number) =>
  hashes.map((hash, i) => (i === at ? Buffer.concat([Buffer.from([hash[0]! ^ 1]), hash.subarray(1)]) : hash));

describe("the tests' RFC 9162", () => {
  it("computes the published RFC 6962 tree heads", () => {
    const leaves = new Leaves(REFERENCE.map((hex) => leafHashOf(Buffer.from(hex, "hex"))));
    expect(REFERENCE_ROOTS.map((_, i) => leaves.mth(0, i + 1).toString("hex"))).toEqual(REFERENCE_ROOTS);
    expect(new Leaves([]).mth().toString("hex")).toBe(
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
  });

  it("verifies every inclusion and consistency proof of trees up to 40 leaves, and refuses each one altered", () => {
    const leaves = new Leaves(Array.from({ length: 40 }, (_, i) => leafHashOf(Buffer.from(`entry ${i}`))));
    let refused = 0;
    for (let n = 1; n <= 40; n++) {
      const root = leaves.mth(0, n);
      for (let m = 0; m < n; m++) {
        const path = leaves.path(m, n);
        expect(inclusionVerifies(m, n, leaves.hashes[m]!, path, root), `leaf ${m} of ${n}`).toBe(true);
        expect(inclusionVerifies(m, n, leaves.hashes[(m + 1) % 40]!, path, root)).toBe(false);
        expect(inclusionVerifies(n, n, leaves.hashes[m]!, path, root)).toBe(false);
        for (let at = 0; at < path.length; at++, refused++)
          expect(inclusionVerifies(m, n, leaves.hashes[m]!, flipped(path, at), root)).toBe(false);
        if (m === 0) continue;
        const proof = leaves.proof(m, n);
        const earlier = leaves.mth(0, m);
        expect(consistencyVerifies(m, n, earlier, root, proof), `${m} → ${n}`).toBe(true);
        expect(consistencyVerifies(m, n, interior(earlier, earlier), root, proof)).toBe(false);
        expect(consistencyVerifies(m, n, earlier, leaves.mth(0, n - 1), proof)).toBe(false);
        expect(consistencyVerifies(m, n, earlier, root, proof.slice(0, -1))).toBe(false);
        for (let at = 0; at < proof.length; at++, refused++)
          expect(consistencyVerifies(m, n, earlier, root, flipped(proof, at))).toBe(false);
      }
    }
    expect(refused).toBeGreaterThan(5_000);
  });

  it("opens a checkpoint only with a valid signature of the key its verifier key names", () => {
    const { privateKey, publicKey } = generateKeyPairSync("ed25519");
    const raw = publicKey.export({ format: "der", type: "spki" }).subarray(-32);
    const keyBytes = Buffer.concat([Buffer.from([1]), raw]);
    const name = "example.test/log";
    const hash = leafHashOf(Buffer.alloc(0)); // any 32 bytes
    const keyHash = createHash("sha256").update(`${name}\n`).update(keyBytes).digest().subarray(0, 4);
    const verifierKey = `${name}+${keyHash.toString("hex")}+${keyBytes.toString("base64")}`;
    const text = `${name}\n7\n${hash.toString("base64")}\n`;
    const signature = (body: string) =>
      Buffer.concat([keyHash, sign(null, Buffer.from(body), privateKey)]).toString("base64");
    const note = `${text}\n\u2014 ${name} ${signature(text)}\n`;
    expect(openNote(note, verifierKey)).toEqual({ note, origin: name, size: 7, root: hash });
    expect(() => openNote(note.replace("\n7\n", "\n8\n"), verifierKey)).toThrow(/no valid signature/);
    const other = `other.test/log+${keyHash.toString("hex")}+${keyBytes.toString("base64")}`;
    expect(() => openNote(note, other)).toThrow(/hash does not match/);
  });

  it("spells tile paths and reads entry bundles as C2SP tlog-tiles does", () => {
    expect([0, 7, 999, 1000, 1234067].map(tileIndexPath)).toEqual(["000", "007", "999", "x001/000", "x001/x234/067"]);
    const bundle = Buffer.from([0, 2, 0x61, 0x62, 0, 0, 0, 1, 0x63]);
    expect(bundleEntries(bundle).map(String)).toEqual(["ab", "", "c"]);
    expect(() => bundleEntries(bundle.subarray(0, 8))).toThrow(/inside an entry/);
  });
});
