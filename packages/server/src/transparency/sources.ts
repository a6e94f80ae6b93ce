import { type CommonQueryMethods, sql } from "slonik";
import { leafHash } from "./merkle.ts";

/** An entry of the log at its index: the exact bytes its leaf hash covers. */
export type IndexedEntry = { index: number; entry: Buffer };
/** An entry's leaf hash (RFC 9162: SHA-256 of 0x00 and the entry), at its index. */
export type IndexedLeaf = { index: number; hash: Buffer };

/**
 * Where some of a log's entries are kept (sequence.ts): `read` answers those it holds among the indexes
 * [from, to) of log `logId`, in any order. Every index of a log is held by exactly one source.
 */
export type EntrySource = {
  name: string;
  read: (db: CommonQueryMethods, logId: number, from: number, to: number) => Promise<IndexedEntry[]>;
  /** The leaf hashes of the same entries, where the source has a cheaper way than hashing what `read` gives. */
  leaves?: (db: CommonQueryMethods, logId: number, from: number, to: number) => Promise<IndexedLeaf[]>;
};

/** The entries stored as bytes (`storedEntries`), and those of receipts issued before entries were derived. */
export const storedEntrySource: EntrySource = {
  name: "transparency_entries",
  read: async (db, logId, from, to) => {
    const rows = (await db.any(sql.unsafe`
      SELECT idx, encode(data, 'hex') AS data FROM transparency_entries
      WHERE log_id = ${logId} AND idx >= ${from} AND idx < ${to}`)) as readonly {
      idx: string | number;
      data: string;
    }[];
    return rows.map((row) => ({ index: Number(row.idx), entry: Buffer.from(row.data, "hex") }));
  },
};

/** Places each source's answers at their index in [from, to); throws when one is missing or held twice. */
const gather = async <T>(
  sources: readonly EntrySource[],
  from: number,
  to: number,
  read: (source: EntrySource) => Promise<{ index: number; value: T }[]>,
): Promise<T[]> => {
  const found: (T | undefined)[] = new Array(Math.max(0, to - from));
  for (const source of sources) {
    for (const { index, value } of await read(source)) {
      if (index < from || index >= to)
        throw new Error(`${source.name} answered entry ${index} outside [${from}, ${to})`);
      if (found[index - from] !== undefined) throw new Error(`the log's entry ${index} is held twice`);
      found[index - from] = value;
    }
  }
  for (let i = 0; i < found.length; i++) if (found[i] === undefined) throw new Error(`the log lacks entry ${from + i}`);
  return found as T[];
};

/**
 * The entries [from, to) of a log, in index order, from all its sources; throws when one is missing or held
 * twice (a log's entries are 0 … next_index - 1, every one held once: sequence.ts).
 */
export const readEntries = (
  db: CommonQueryMethods,
  sources: readonly EntrySource[],
  logId: number,
  from: number,
  to: number,
): Promise<Buffer[]> =>
  gather(sources, from, to, async (source) =>
    (await source.read(db, logId, from, to)).map(({ index, entry }) => ({ index, value: entry })),
  );

/** The leaf hashes of the entries [from, to), in index order, as readEntries finds them. */
export const readLeaves = (
  db: CommonQueryMethods,
  sources: readonly EntrySource[],
  logId: number,
  from: number,
  to: number,
): Promise<Buffer[]> =>
  gather(sources, from, to, async (source) =>
    source.leaves
      ? (await source.leaves(db, logId, from, to)).map(({ index, hash }) => ({ index, value: hash }))
      : (await source.read(db, logId, from, to)).map(({ index, entry }) => ({ index, value: leafHash(entry) })),
  );
