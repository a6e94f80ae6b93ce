import type { Response } from "express";
import type { AppContext } from "../../context.ts";
import type { OperationHandlers, OperationInput } from "../../platform/operations.ts";
import { consistencyPlan, consistencyProof, inclusionPlan, inclusionProof } from "../../transparency/merkle.ts";
import { type EntrySource, readEntries } from "../../transparency/sources.ts";
import { elementsAt, TILE_WIDTH, tileKey } from "../../transparency/tiled.ts";
import { verifierKey } from "./note.ts";
import { transparencyProblems as problems } from "./problems.ts";
import { type Log, latestTree, latestTreeWithEdge, treeReader } from "./store.ts";
import { entryBundle, parseTilePath } from "./tiles.ts";
import type { Witness } from "./witness-config.ts";
import { cosignedCheckpoint } from "./witness-store.ts";

/** What never changes once served (an entry, a tile, a proof for a given size): cached for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** What changes with every checkpoint. */
const LATEST = "no-cache";

const octets = (bytes: Buffer) => ({
  status: 200 as const,
  contentType: "application/octet-stream" as const,
  headers: { "Cache-Control": IMMUTABLE },
  send: (res: Response) => {
    res.setHeader("Content-Length", String(bytes.length));
    res.end(bytes);
  },
});

const base64 = (hashes: Buffer[]) => hashes.map((hash) => hash.toString("base64"));

type TileInput = Pick<OperationInput<"getTransparencyTile">, "params">;

/** The transparency log's public operations (openapi/transparency.yaml). */
export const transparencyOperations = (
  ctx: AppContext,
  log: () => Log,
  sources: readonly EntrySource[],
  witnesses: readonly Witness[] = [],
): OperationHandlers => {
  const { db } = ctx;
  const reader = treeReader();

  const tile = async ({ params }: TileInput) => {
    const { level, ...rest } = params as Record<string, string>;
    const address = parseTilePath([level!, ...["a", "b", "c", "d"].flatMap((name) => rest[name] ?? [])]);
    if (address === undefined) throw problems.tileNotFound();
    const { id } = log();
    const tree = await latestTreeWithEdge(db, id);
    const from = address.index * TILE_WIDTH;
    const elements = address.level === "entries" ? tree.size : elementsAt(address.level, tree.size);
    // Only what the latest checkpoint's tree holds; a partial tile narrower than what it holds is a prefix
    // of it, as immutable as the full tile.
    if (from + address.width > elements) throw problems.tileNotFound();
    const to = from + address.width;
    if (address.level === "entries") return octets(entryBundle(await readEntries(db, sources, id, from, to)));
    const tile = { level: address.level, index: address.index };
    const hashes = (await reader.tiles(db, id, tree, [tile])).get(tileKey(tile));
    if (hashes === undefined || hashes.length < address.width) throw new Error(`the tree lacks tile ${tileKey(tile)}`);
    return octets(Buffer.concat(hashes.slice(0, address.width)));
  };

  return {
    getTransparencyLog: async () => {
      const current = log();
      const { size } = await latestTree(db, current.id);
      return {
        status: 200,
        headers: { "Cache-Control": LATEST },
        body: { origin: current.origin, verifierKey: verifierKey(current.origin, current.publicKey), treeSize: size },
      };
    },

    getTransparencyCheckpoint: async () => {
      // The log's signed note, and the witnesses' cosignatures of it (witnessing.ts) as further signature lines.
      const checkpoint =
        witnesses.length === 0
          ? (await latestTree(db, log().id)).checkpoint
          : await cosignedCheckpoint(db, log().id, witnesses);
      return {
        status: 200,
        contentType: "text/plain",
        headers: { "Cache-Control": LATEST },
        send: (res) => void res.type("text/plain; charset=utf-8").send(checkpoint),
      };
    },

    getTransparencyEntry: async ({ params }) => {
      const { id } = log();
      const { size } = await latestTree(db, id);
      if (params.index >= size) throw problems.entryNotFound(params.index, size);
      const [entry] = await readEntries(db, sources, id, params.index, params.index + 1);
      return octets(entry!);
    },

    getTransparencyInclusionProof: async ({ query }) => {
      const { index, treeSize } = query;
      const { id } = log();
      const tree = await latestTreeWithEdge(db, id);
      if (treeSize > tree.size) throw problems.treeSizeUnknown(treeSize, tree.size);
      if (index >= treeSize)
        throw problems.indexOutOfRange(`The index ${index} is not below the tree size ${treeSize}.`);
      const nodes = await reader.nodes(db, id, tree, inclusionPlan(index, treeSize));
      return {
        status: 200,
        headers: { "Cache-Control": IMMUTABLE },
        body: { index, treeSize, hashes: base64(inclusionProof(nodes, index, treeSize)) },
      };
    },

    getTransparencyConsistencyProof: async ({ query }) => {
      const { from, to } = query;
      const { id } = log();
      const tree = await latestTreeWithEdge(db, id);
      if (to > tree.size) throw problems.treeSizeUnknown(to, tree.size);
      if (from > to) throw problems.indexOutOfRange(`\`from\` (${from}) is above \`to\` (${to}).`);
      const nodes = await reader.nodes(db, id, tree, consistencyPlan(from, to));
      return {
        status: 200,
        headers: { "Cache-Control": IMMUTABLE },
        body: { from, to, hashes: base64(consistencyProof(nodes, from, to)) },
      };
    },

    getTransparencyTile: tile,
    getTransparencyTile2: tile,
    getTransparencyTile3: tile,
    getTransparencyTile4: tile,
  };
};
