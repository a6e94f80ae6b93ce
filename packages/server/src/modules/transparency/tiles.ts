import { TILE_WIDTH } from "../../transparency/tiled.ts";

/**
 * The C2SP tlog-tiles layout (https://c2sp.org/tlog-tiles): `tile/<L>/<N>[.p/<W>]` holds the hashes of the
 * tree's nodes at height 8·L, 256 to a tile; `tile/entries/<N>[.p/<W>]` the entries themselves, each a
 * big-endian 16-bit length and its bytes. `N` is written in groups of three digits, every group but the last
 * prefixed with `x` (1234067 is `x001/x234/067`); a partial tile (the tree's rightmost, not full) is `.p/<W>`,
 * its first W elements (1 to 255).
 */

export type TileAddress = {
  /** A tile level (0, 1, …), or an entry bundle. */
  level: number | "entries";
  index: number;
  /** 256 for a full tile. */
  width: number;
};

const GROUP = /^\d{3}$/;
const PREFIXED = /^x\d{3}$/;

/** The path segments of a tile index (and width), as the layout writes them. */
export const tilePath = (address: TileAddress): string => {
  const digits = String(address.index);
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3)
    groups.unshift(digits.slice(Math.max(0, end - 3), end).padStart(3, "0"));
  const path = groups.map((group, i) => (i < groups.length - 1 ? `x${group}` : group)).join("/");
  return `${address.level}/${path}${address.width === TILE_WIDTH ? "" : `.p/${address.width}`}`;
};

/**
 * A tile's address read from the segments after `tile/` (level first); undefined when they are not one in
 * its canonical spelling (what the layout asks a log to answer 404).
 */
export const parseTilePath = (segments: readonly string[]): TileAddress | undefined => {
  const [levelText, ...rest] = segments;
  let level: number | "entries";
  if (levelText === "entries") level = "entries";
  else if (levelText !== undefined && /^(0|[1-9]\d?)$/.test(levelText) && Number(levelText) <= 63)
    level = Number(levelText);
  else return undefined;
  let width = TILE_WIDTH;
  const last = rest.at(-1);
  const partialAt = rest.length >= 2 && rest.at(-2)!.endsWith(".p") ? rest.length - 2 : -1;
  let groups = rest;
  if (partialAt !== -1) {
    if (last === undefined || !/^[1-9]\d{0,2}$/.test(last) || Number(last) >= TILE_WIDTH) return undefined;
    width = Number(last);
    groups = [...rest.slice(0, partialAt), rest[partialAt]!.slice(0, -2)];
  }
  if (groups.length === 0 || groups.length > 3) return undefined;
  const ok = groups.every((group, i) => (i < groups.length - 1 ? PREFIXED.test(group) : GROUP.test(group)));
  if (!ok) return undefined;
  const index = Number(groups.map((group) => group.replace(/^x/, "")).join(""));
  const address = { level, index, width };
  // One spelling per tile: `x000/005` is not tile 5.
  return tilePath(address) === segments.join("/") ? address : undefined;
};

/** An entry bundle's bytes. */
export const entryBundle = (entries: readonly Buffer[]): Buffer =>
  Buffer.concat(
    entries.flatMap((entry) => {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(entry.length);
      return [length, entry];
    }),
  );
