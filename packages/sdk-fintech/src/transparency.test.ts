import { getPublicKeyAsync, signAsync } from "@noble/ed25519";
import { describe, expect, it } from "vitest";
import {
  leafHash,
  openCheckpoint,
  parseVerifierKey,
  TransparencyVerificationError,
  verifyConsistency,
  verifyInclusion,
} from "./transparency.js";
import { receiptEntry, verifyReceiptLogged } from "./transparency-entries.js";

// Published test vectors: RFC 6962's reference leaves, tree heads and proofs (certificate-transparency and
// transparency-dev/merkle's test data), and golang.org/x/mod/sumdb/note's example signed note.
const unhex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const LEAVES = ["", "00", "10", "2021", "3031", "40414243", "5051525354555657", "606162636465666768696a6b6c6d6e6f"].map(
  unhex,
);
const ROOTS = [
  "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
  "fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125",
  "aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77",
  "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
  "4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4",
  "76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef",
  "ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c",
  "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
].map(unhex);
const root = (size: number) => ROOTS[size - 1]!;
const INCLUSION: [number, number, string[]][] = [
  [
    0,
    8,
    [
      "96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7",
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4",
    ],
  ],
  [
    5,
    8,
    [
      "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
      "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
      "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
    ],
  ],
];
const CONSISTENCY: [number, number, string[]][] = [
  [
    2,
    8,
    [
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4",
    ],
  ],
  [
    6,
    8,
    [
      "0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a",
      "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
      "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
    ],
  ],
  [
    2,
    5,
    [
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
    ],
  ],
];
const PETER_KEY = "PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW";
const PETER_NOTE =
  "If you think cryptography is the answer to your problem,\n" +
  "then you don't know what your problem is.\n" +
  "\n" +
  "— PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n";

describe("offline verification of the transparency log", () => {
  it("checks the published inclusion proofs, and refuses them mangled", async () => {
    for (const [index, size, proof] of INCLUSION) {
      const leaf = await leafHash(LEAVES[index]!);
      const hashes = proof.map(unhex);
      expect(await verifyInclusion({ index, treeSize: size, leafHash: leaf, hashes, rootHash: root(size) })).toBe(true);
      expect(
        await verifyInclusion({ index, treeSize: size, leafHash: leaf, hashes: hashes.map(b64), rootHash: root(size) }),
      ).toBe(true);
      const wrong = [
        { index: index + 1, treeSize: size, hashes },
        { index, treeSize: index, hashes },
        { index, treeSize: size, hashes: hashes.slice(0, -1) },
        { index, treeSize: size, hashes: [...hashes.slice(1), hashes[0]!] },
        { index, treeSize: size, hashes: [...hashes, hashes[0]!] },
      ];
      for (const w of wrong) expect(await verifyInclusion({ ...w, leafHash: leaf, rootHash: root(size) })).toBe(false);
      const tampered = await leafHash(Uint8Array.of(...LEAVES[index]!, 1));
      expect(await verifyInclusion({ index, treeSize: size, leafHash: tampered, hashes, rootHash: root(size) })).toBe(
        false,
      );
    }
  });

  it("checks the published consistency proofs, and refuses a forked or rolled-back history", async () => {
    for (const [from, to, proof] of CONSISTENCY) {
      const hashes = proof.map(unhex);
      expect(await verifyConsistency({ from, to, fromRoot: root(from), toRoot: root(to), hashes })).toBe(true);
      // Another root at the earlier size (a fork), or the sizes swapped (a rollback), do not verify.
      expect(await verifyConsistency({ from, to, fromRoot: root(from + 1), toRoot: root(to), hashes })).toBe(false);
      expect(await verifyConsistency({ from: to, to: from, fromRoot: root(to), toRoot: root(from), hashes })).toBe(
        false,
      );
      expect(
        await verifyConsistency({ from, to, fromRoot: root(from), toRoot: root(to), hashes: hashes.slice(1) }),
      ).toBe(false);
    }
    expect(await verifyConsistency({ from: 4, to: 4, fromRoot: root(4), toRoot: root(4), hashes: [] })).toBe(true);
    expect(await verifyConsistency({ from: 4, to: 4, fromRoot: root(4), toRoot: root(5), hashes: [] })).toBe(false);
  });

  it("reads verifier keys as signed-note defines them, and opens the published signed note", async () => {
    const key = await parseVerifierKey(PETER_KEY);
    expect(key.name).toBe("PeterNeumann");
    await expect(parseVerifierKey(PETER_KEY.replace("c74f20a3", "c74f20a4"))).rejects.toThrow(
      TransparencyVerificationError,
    );
    // The note is not a checkpoint (its first line is no origin of the key), but its signature verifies.
    await expect(openCheckpoint(PETER_NOTE, PETER_KEY)).rejects.toThrow(/origin/);
    await expect(openCheckpoint(PETER_NOTE.replace("cryptography", "cryptographY"), PETER_KEY)).rejects.toThrow(
      /no valid signature/,
    );
  });

  it("rebuilds a receipt's entry from the receipt, its payload and salt", async () => {
    const receipt = {
      receiptId: "sig_01JD5V8ZK3M4N5P6Q7R8S9T0VW",
      keyId: "key_01JD5V8ZK3M4N5P6Q7R8S9T0VX",
      createdAt: "2026-11-29T12:00:00.000Z",
      signature: `0x${"ab".repeat(64)}`,
      transparency: { logIndex: 0, salt: b64(new Uint8Array(32).fill(7)) },
    };
    const entry = new TextDecoder().decode(await receiptEntry(receipt, { b: 2, a: 1 }));
    expect(JSON.parse(entry)).toMatchObject({
      v: 1,
      kind: "signing-receipt",
      id: receipt.receiptId,
      keyId: receipt.keyId,
    });
    // Key order does not matter (RFC 8785); another payload or salt is another entry.
    expect(new TextDecoder().decode(await receiptEntry(receipt, { a: 1, b: 2 }))).toBe(entry);
    expect(new TextDecoder().decode(await receiptEntry(receipt, { a: 1, b: 3 }))).not.toBe(entry);
    const checkpoint = {
      origin: "o",
      treeSize: 1,
      rootHash: await leafHash(await receiptEntry(receipt, { a: 1, b: 2 })),
      note: "",
    };
    expect(await verifyReceiptLogged({ receipt, payload: { a: 1, b: 2 }, checkpoint, proof: [] })).toBe(true);
    expect(await verifyReceiptLogged({ receipt, payload: { a: 1, b: 3 }, checkpoint, proof: [] })).toBe(false);
  });
});

// Witness cosignatures (C2SP tlog-cosignature, cosignature/v1), made here with @noble/ed25519 as a witness makes
// them: the key hash of type 0x04, the 8-byte big-endian timestamp, Ed25519 over the header, time and body.
const sha256 = async (...parts: Uint8Array[]) => {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return new Uint8Array(await crypto.subtle.digest("SHA-256", all));
};
const utf8 = (text: string) => new TextEncoder().encode(text);
const hexOf = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

const signer = async (name: string, type: number) => {
  const seed = crypto.getRandomValues(new Uint8Array(32));
  const publicKey = await getPublicKeyAsync(seed);
  const hash = (await sha256(utf8(`${name}\n`), Uint8Array.of(type), publicKey)).subarray(0, 4);
  return {
    name,
    vkey: `${name}+${hexOf(hash)}+${b64(Uint8Array.of(type, ...publicKey))}`,
    /** The signature line over `text` (a note signature for type 0x01, a cosignature/v1 for 0x04). */
    line: async (text: string, time = 1_700_000_000n) => {
      if (type === 0x01)
        return `\u2014 ${name} ${b64(Uint8Array.of(...hash, ...(await signAsync(utf8(text), seed))))}\n`;
      const stamp = new Uint8Array(8);
      new DataView(stamp.buffer).setBigUint64(0, time);
      const signature = await signAsync(utf8(`cosignature/v1\ntime ${time}\n${text}`), seed);
      return `\u2014 ${name} ${b64(Uint8Array.of(...hash, ...stamp, ...signature))}\n`;
    },
  };
};

describe("witness cosignatures of a checkpoint", async () => {
  const log = await signer("example.test/log", 0x01);
  const [w1, w2, w3] = await Promise.all(
    ["w1.test/witness", "w2.test/witness", "w3.test/witness"].map((n) => signer(n, 0x04)),
  );
  const text = `example.test/log\n8\n${b64(root(8))}\n`;
  const note = async (...lines: string[]) => `${text}\n${await log.line(text)}${lines.join("")}`;
  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => "opened",
      (error: unknown) => (error instanceof TransparencyVerificationError ? error.code : String(error)),
    );

  it("are ignored without witness keys, and counted against the quorum with them", async () => {
    const both = await note(await w1!.line(text, 1_700_000_001n), await w2!.line(text, 1_700_000_002n));
    expect((await openCheckpoint(both, log.vkey)).treeSize).toBe(8);
    const opened = await openCheckpoint(both, log.vkey, { witnesses: [w1!.vkey, w2!.vkey], quorum: 2 });
    expect(opened.cosignatures).toEqual([
      { witness: "w1.test/witness", timestamp: 1_700_000_001 },
      { witness: "w2.test/witness", timestamp: 1_700_000_002 },
    ]);
    // The quorum defaults to every witness given; a witness that did not cosign counts for nothing.
    expect(await code(openCheckpoint(both, log.vkey, { witnesses: [w1!.vkey, w3!.vkey] }))).toBe("no-quorum");
    expect(await code(openCheckpoint(both, log.vkey, { witnesses: [w1!.vkey, w3!.vkey], quorum: 1 }))).toBe("opened");
    const one = await note(await w1!.line(text));
    expect(await code(openCheckpoint(one, log.vkey, { witnesses: [w1!.vkey, w2!.vkey], quorum: 2 }))).toBe("no-quorum");
    // The same witness twice is one cosignature.
    const twice = await note(await w1!.line(text), await w1!.line(text, 1_700_000_005n));
    expect(await code(openCheckpoint(twice, log.vkey, { witnesses: [w1!.vkey, w2!.vkey], quorum: 2 }))).toBe(
      "no-quorum",
    );
  });

  it("refuse a note whose cosignature by a given witness does not verify", async () => {
    const good = await w2!.line(text);
    const forged = (await w1!.line(text)).replace(
      /(.)(.{4}\n)$/,
      (_, c: string, rest: string) => `${c === "A" ? "B" : "A"}${rest}`,
    );
    const otherTree = await w1!.line(text.replace("\n8\n", "\n9\n"));
    for (const bad of [forged, otherTree]) {
      const signed = await note(bad, good);
      expect(await code(openCheckpoint(signed, log.vkey, { witnesses: [w1!.vkey, w2!.vkey], quorum: 1 }))).toBe(
        "bad-signature",
      );
      // Not a witness the caller named: ignored.
      expect(await code(openCheckpoint(signed, log.vkey, { witnesses: [w2!.vkey] }))).toBe("opened");
    }
    // A cosignature is no log signature: without the log's, the note does not open.
    expect(await code(openCheckpoint(`${text}\n${good}`, log.vkey, { witnesses: [w2!.vkey] }))).toBe("bad-signature");
  });

  it("take cosignature keys only, each once, and a quorum they can reach", async () => {
    const signed = await note(await w1!.line(text));
    for (const options of [
      { witnesses: [log.vkey] },
      { witnesses: [w1!.vkey, w1!.vkey], quorum: 1 },
      { witnesses: [w1!.vkey], quorum: 2 },
      { witnesses: [w1!.vkey], quorum: 0 },
      { witnesses: [w1!.vkey.replace(/\+[0-9a-f]{8}\+/, "+00000000+")] },
    ]) {
      expect(await code(openCheckpoint(signed, log.vkey, options)), JSON.stringify(options)).toBe("malformed");
    }
  });
});
