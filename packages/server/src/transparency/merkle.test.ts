import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  consistencyPlan,
  consistencyProof,
  EMPTY_ROOT,
  inclusionPlan,
  inclusionProof,
  leafHash,
  type NodeId,
  rootOf,
  rootPlan,
} from "./merkle.ts";
import {
  appendLeaves,
  decodeEdge,
  type Edge,
  elementsAt,
  encodeEdge,
  nodesFromTiles,
  rootOfEdge,
  TILE_WIDTH,
  tileKey,
  tilesFor,
} from "./tiled.ts";

// An independent implementation: RFC 9162 §2.1's recursive definitions over the list of entries, word for
// word (MTH, PATH, PROOF/SUBPROOF), with no stored nodes.
const sha = (...parts: Buffer[]) => createHash("sha256").update(Buffer.concat(parts)).digest();
const k = (n: number) => 2 ** Math.ceil(Math.log2(n) - 1);
const MTH = (d: Buffer[]): Buffer => {
  if (d.length === 0) return sha();
  if (d.length === 1) return sha(Buffer.from([0]), d[0]!);
  return sha(Buffer.from([1]), MTH(d.slice(0, k(d.length))), MTH(d.slice(k(d.length))));
};
const PATH = (m: number, d: Buffer[]): Buffer[] => {
  if (d.length === 1) return [];
  const split = k(d.length);
  return m < split
    ? [...PATH(m, d.slice(0, split)), MTH(d.slice(split))]
    : [...PATH(m - split, d.slice(split)), MTH(d.slice(0, split))];
};
const SUBPROOF = (m: number, d: Buffer[], b: boolean): Buffer[] => {
  if (m === d.length) return b ? [] : [MTH(d)];
  const split = k(d.length);
  return m <= split
    ? [...SUBPROOF(m, d.slice(0, split), b), MTH(d.slice(split))]
    : [...SUBPROOF(m - split, d.slice(split), false), MTH(d.slice(0, split))];
};
const PROOF = (m: number, d: Buffer[]) => SUBPROOF(m, d, true);

/**
 * A tree built the way the log builds it: appended in batches as tiles and an edge (tiled.ts). The answer
 * computes the nodes a plan names from the tiles, and only those: a computation given more would hide a
 * plan that says too little.
 */
const storedTree = (entries: Buffer[], batches: number[], checkEachRoot = true) => {
  const tiles = new Map<string, Buffer[]>();
  let size = 0;
  let edge: Edge = [];
  for (const count of batches) {
    const appended = appendLeaves(size, edge, entries.slice(size, size + count).map(leafHash));
    for (const tile of appended.tiles) {
      expect(tiles.has(tileKey(tile)), "each tile is written once").toBe(false);
      tiles.set(tileKey(tile), tile.hashes);
    }
    size += count;
    edge = decodeEdge(size, encodeEdge(appended.edge));
    if (checkEachRoot) expect(rootOfEdge(size, edge), `root at ${size}`).toEqual(MTH(entries.slice(0, size)));
  }
  for (const [level, partial] of edge.entries())
    tiles.set(tileKey({ level, index: Math.floor(elementsAt(level, size) / TILE_WIDTH) }), partial);
  const nodes = (plan: NodeId[]) => nodesFromTiles(plan, tiles);
  return Object.assign(nodes, { edge, tiles });
};

const hex = (hashes: Buffer[]) => hashes.map((h) => h.toString("hex"));

// The RFC 6962 reference leaves and tree heads (certificate-transparency's and transparency-dev/merkle's
// test data), with the proofs they publish for them.
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
const REFERENCE_INCLUSION: [number, number, string[]][] = [
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
const REFERENCE_CONSISTENCY: [number, number, string[]][] = [
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

describe("the log's Merkle tree (RFC 9162 §2.1)", () => {
  const reference = REFERENCE.map((h) => Buffer.from(h, "hex"));
  const referenceNodes = storedTree(reference, [1, 2, 1, 3, 1]);

  it("gives the published tree heads for the reference entries, and SHA-256('') for the empty tree", () => {
    expect(EMPTY_ROOT.toString("hex")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(rootOf(new Map(), 0)).toEqual(EMPTY_ROOT);
    for (let size = 1; size <= 8; size++) {
      expect(rootOf(referenceNodes(rootPlan(size)), size).toString("hex"), `size ${size}`).toBe(
        REFERENCE_ROOTS[size - 1],
      );
    }
  });

  it("gives the published inclusion and consistency proofs", () => {
    for (const [index, size, proof] of REFERENCE_INCLUSION) {
      expect(hex(inclusionProof(referenceNodes(inclusionPlan(index, size)), index, size))).toEqual(proof);
    }
    for (const [from, to, proof] of REFERENCE_CONSISTENCY) {
      expect(hex(consistencyProof(referenceNodes(consistencyPlan(from, to)), from, to))).toEqual(proof);
    }
  });

  it("agrees with RFC 9162's recursive definitions for every size, index and pair up to 70 entries", () => {
    const entries = Array.from({ length: 70 }, (_, i) => Buffer.from(`entry ${i}`));
    // Appended in uneven batches, as the log integrates whatever was sequenced since the last time.
    const nodes = storedTree(entries, [1, 1, 5, 2, 9, 16, 3, 33]);
    for (let size = 0; size <= entries.length; size++) {
      const d = entries.slice(0, size);
      expect(rootOf(nodes(rootPlan(size)), size)).toEqual(MTH(d));
      for (let index = 0; index < size; index++) {
        expect(hex(inclusionProof(nodes(inclusionPlan(index, size)), index, size)), `${index} in ${size}`).toEqual(
          hex(PATH(index, d)),
        );
      }
      for (let from = 1; from < size; from++) {
        expect(hex(consistencyProof(nodes(consistencyPlan(from, size)), from, size)), `${from}→${size}`).toEqual(
          hex(PROOF(from, d)),
        );
      }
    }
  });

  it("agrees with RFC 9162 across tile boundaries: full tiles of leaves, and the level of their roots", () => {
    const entries = Array.from({ length: 600 }, (_, i) => Buffer.from(`entry ${i}`));
    const nodes = storedTree(entries, [100, 156, 1, 254, 2, 87]);
    // Two full tiles of leaves; the level above holds their two roots in its partial tile.
    expect([...nodes.tiles.keys()].sort()).toEqual(["0/0", "0/1", "0/2", "1/0"]);
    expect(nodes.edge.map((partial) => partial.length)).toEqual([88, 2]);
    for (const size of [255, 256, 257, 511, 512, 513, 600]) {
      const d = entries.slice(0, size);
      expect(rootOf(nodes(rootPlan(size)), size), `root ${size}`).toEqual(MTH(d));
      for (const index of [0, 1, 254, 255, 256, 257, 511, 512, size - 1].filter((i) => i < size)) {
        expect(hex(inclusionProof(nodes(inclusionPlan(index, size)), index, size)), `${index} in ${size}`).toEqual(
          hex(PATH(index, d)),
        );
      }
      for (const from of [1, 255, 256, 257, 300, 512, size - 1].filter((f) => f < size)) {
        expect(hex(consistencyProof(nodes(consistencyPlan(from, size)), from, size)), `${from}→${size}`).toEqual(
          hex(PROOF(from, d)),
        );
      }
    }
  });

  it("proves in a tree of 100,000 entries from O(log n) hashes in O(log n) tiles (counted)", () => {
    const size = 100_000;
    const entries = Array.from({ length: size }, (_, i) => Buffer.from(`entry ${i}`));
    // As the integrator appends: batches of up to 4,096.
    const batches = Array.from({ length: Math.ceil(size / 4096) }, (_, i) => Math.min(4096, size - i * 4096));
    const nodes = storedTree(entries, batches, false);
    expect(rootOfEdge(size, nodes.edge)).toEqual(MTH(entries));
    // 390 full tiles of leaves, one full tile of their roots; the rest is the edge: 160, 134 and 1 hashes.
    expect(nodes.edge.map((partial) => partial.length)).toEqual([160, 134, 1]);
    const levels = Math.ceil(Math.log2(size)); // 17
    const tileLevels = Math.ceil(levels / 8); // 3
    const counted = (plan: NodeId[]) => {
      // Each node's hash is computed from at most 2^7 hashes of one tile.
      const hashed = plan.reduce((sum, node) => sum + 2 ** (node.level % 8), 0);
      return { nodes: plan.length, tiles: tilesFor(plan).length, hashed };
    };
    const worst = { nodes: 0, tiles: 0, hashed: 0 };
    const plans = [
      ...[0, 1, 255, 256, 65_535, 65_536, 99_999].map((index) => inclusionPlan(index, size)),
      ...[1, 256, 65_536, 77_777, 99_999].map((from) => consistencyPlan(from, size)),
    ];
    for (const plan of plans) {
      const c = counted(plan);
      worst.nodes = Math.max(worst.nodes, c.nodes);
      worst.tiles = Math.max(worst.tiles, c.tiles);
      worst.hashed = Math.max(worst.hashed, c.hashed);
    }
    expect(worst.nodes).toBeLessThanOrEqual(2 * levels);
    // At most two tiles of each tile level a proof touches (its own path's and its siblings'), and the edge.
    expect(worst.tiles).toBeLessThanOrEqual(2 * tileLevels + 1);
    expect(worst.hashed).toBeLessThanOrEqual(2 * levels * 2 ** 7);
    // And the proofs are RFC 9162's.
    for (const index of [0, 65_536, 99_999]) {
      expect(hex(inclusionProof(nodes(inclusionPlan(index, size)), index, size)), `${index}`).toEqual(
        hex(PATH(index, entries)),
      );
    }
    expect(hex(consistencyProof(nodes(consistencyPlan(77_777, size)), 77_777, size))).toEqual(
      hex(PROOF(77_777, entries)),
    );
  });

  it("reads O(log n) stored nodes for a proof in a tree of a million entries", () => {
    const size = 1_000_003;
    let largest = 0;
    for (const index of [0, 1, 500_000, 999_999, 1_000_002]) {
      largest = Math.max(largest, inclusionPlan(index, size).length);
    }
    for (const from of [1, 2, 3, 524_288, 999_999, 1_000_002]) {
      largest = Math.max(largest, consistencyPlan(from, size).length);
    }
    // log2(10^6) ≈ 20; a range on the right edge is at most one stored node per level.
    expect(largest).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(size)));
    expect(rootPlan(size).length).toBe(size.toString(2).split("1").length - 1);
  });
});
