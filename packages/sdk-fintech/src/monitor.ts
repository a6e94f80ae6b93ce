/**
 * A monitor of the transparency log: each `poll()` opens the latest checkpoint with the pinned verifier key,
 * proves it extends the last one verified (RFC 9162 consistency proof), downloads the new entries as C2SP
 * `tlog-tiles` entry bundles, hashes them onto the tree it holds (its complete subtrees) and checks the
 * result is the signed root hash: every entry it reports is proven in the signed tree, and none was left
 * out. It reports the entries signed by the watched key ids, so a key's owner learns of every signature
 * made with their key. Plain fetch and Web Crypto: Node ≥ 20, Deno, Bun, browsers.
 */
import { canonicalize } from "@trustplane/canonical-json";
import {
  type Checkpoint,
  leafHash,
  openCheckpoint,
  type TransparencyErrorCode,
  TransparencyVerificationError,
  verifyConsistency,
} from "./transparency.js";

/** What a monitor hands to the next one (JSON-serialisable, to save between runs). */
export type LogMonitorState = {
  v: 1;
  /** The last checkpoint verified, exactly as the log signed it (a C2SP signed note). */
  checkpoint: string;
  /** Its tree size and root hash (base64), as the checkpoint says them. */
  treeSize: number;
  rootHash: string;
  /**
   * The root hashes (base64) of the complete subtrees the tree is made of, largest first (one per bit set
   * in `treeSize`): the next entries are hashed onto them into the next root.
   */
  subtrees: string[];
};

/** An entry as the log records it (openapi/transparency.yaml, `TransparencyEntry`). */
export type LogEntry = {
  v: 1;
  kind: string;
  /** What was issued: a receipt's, certificate's or artifact version's id. */
  id: string;
  issuedAt: string;
  /** The key that signed it; null for what is issued unsigned (rights certificates, registry verdicts). */
  keyId: string | null;
  /** SHA-256 of the signature bytes, hex; null for what is issued unsigned. */
  signatureSha256: string | null;
  /** The salted commitment to the payload, hex. */
  commitment: string;
};

/** An entry reported by a poll: its index in the log and what it records. */
export type MonitoredEntry = LogEntry & { index: number };

export type LogMonitorPoll = {
  /** The checkpoint this poll verified. */
  checkpoint: Checkpoint;
  /** The tree size verified before this poll (0 on a first poll). */
  previousSize: number;
  /** How many entries this poll downloaded and proved: those at `previousSize` … `treeSize − 1`. */
  newEntries: number;
  /** The new entries signed by a watched key id (every new entry when no `keyIds` were given), in log order. */
  entries: MonitoredEntry[];
  /** The monitor's state after this poll: save it to continue from here. */
  state: LogMonitorState;
};

export type LogMonitorOptions = {
  /** The API's base URL, as for createFintechClient (`https://api.example.com`). */
  baseUrl: string;
  /** The log's verifier key (`<origin>+<hash>+<base64 key>`), pinned: obtained once, from a source you trust. */
  verifierKey: string;
  /** The key ids whose entries to report; omitted, every entry is reported ([] reports none, counts only). */
  keyIds?: readonly string[];
  /** A saved state to continue from; it is checked before use (`bad-state` when it does not verify). */
  state?: LogMonitorState;
  /**
   * Without a state: a checkpoint (signed note) you hold, which the log's first checkpoint must extend.
   * Without either, the first checkpoint is trusted on first use. Either way every entry from the first
   * is downloaded and proven.
   */
  trustedCheckpoint?: string;
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
  /** How many entry bundles to download at once (default 4). */
  concurrency?: number;
};

export type LogMonitor = {
  /** Verifies the log's latest checkpoint and reports its new entries; throws TransparencyVerificationError or TransparencyFetchError, the state unchanged. Polls run one at a time. */
  poll(options?: { signal?: AbortSignal }): Promise<LogMonitorPoll>;
  /** The last verified state (the one given until a poll succeeds). */
  readonly state: LogMonitorState | undefined;
};

/** The log could not be read (a network failure, or an HTTP status other than 200): nothing was verified. */
export class TransparencyFetchError extends Error {
  override name = "TransparencyFetchError";
  /** What was asked for. */
  readonly url: string;
  /** The HTTP status; undefined when no answer came. */
  readonly status: number | undefined;

  constructor(message: string, url: string, status?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.url = url;
    this.status = status;
  }
}

const BUNDLE = 256;

const fail = (message: string, code: TransparencyErrorCode, evidence?: TransparencyVerificationError["evidence"]) => {
  throw new TransparencyVerificationError(message, code, evidence);
};

const sha256 = async (...parts: Uint8Array[]): Promise<Uint8Array> => {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return new Uint8Array(await crypto.subtle.digest("SHA-256", all));
};
const nodeHash = (left: Uint8Array, right: Uint8Array) => sha256(Uint8Array.of(1), left, right);
const toBase64 = (bytes: Uint8Array): string => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(""));
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);
/** A saved hash (base64, 32 bytes); undefined when it is not one. */
const savedHash = (text: unknown): Uint8Array | undefined => {
  if (typeof text !== "string" || !/^[A-Za-z0-9+/]{43}=$/.test(text)) return undefined;
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
};

/** The root of a tree from its complete subtrees, largest first (RFC 9162's MTH; SHA-256("") when empty). */
const rootOf = async (subtrees: readonly Uint8Array[]): Promise<Uint8Array> => {
  if (subtrees.length === 0) return sha256();
  let root = subtrees.at(-1)!;
  for (let i = subtrees.length - 2; i >= 0; i--) root = await nodeHash(subtrees[i]!, root);
  return root;
};

/** Adds the leaf at index `size` to the complete subtrees of a tree of `size` leaves. */
const append = async (subtrees: Uint8Array[], size: number, leaf: Uint8Array): Promise<void> => {
  let hash = leaf;
  for (let n = size; n % 2 === 1; n = Math.floor(n / 2)) hash = await nodeHash(subtrees.pop()!, hash);
  subtrees.push(hash);
};

const bitsSet = (n: number): number => {
  let count = 0;
  for (let rest = n; rest > 0; rest = Math.floor(rest / 2)) count += rest % 2;
  return count;
};

/** A tile's path in the C2SP layout: `N` in groups of three digits, all but the last prefixed with `x`. */
const tilePath = (level: number | "entries", index: number, width = BUNDLE): string => {
  const digits = String(index).padStart(3, "0");
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3)
    groups.unshift(digits.slice(Math.max(0, end - 3), end).padStart(3, "0"));
  const n = groups.map((group, i) => (i < groups.length - 1 ? `x${group}` : group)).join("/");
  return `tile/${level}/${n}${width === BUNDLE ? "" : `.p/${width}`}`;
};

const ENTRY_FIELDS = ["commitment", "id", "issuedAt", "keyId", "kind", "signatureSha256", "v"];

/** An entry's bytes read as a LogEntry: canonical JSON (one spelling, so no duplicate names) of the v1 shape. */
const parseEntry = (bytes: Uint8Array): LogEntry | undefined => {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    const entry: unknown = JSON.parse(text);
    if (typeof entry !== "object" || entry === null || Array.isArray(entry) || canonicalize(entry) !== text) return;
    if (Object.keys(entry).sort().join() !== ENTRY_FIELDS.join() || (entry as { v?: unknown }).v !== 1) return;
    const fields = entry as Record<string, unknown>;
    const unsigned = fields.keyId === null && fields.signatureSha256 === null;
    return ENTRY_FIELDS.every(
      (name) =>
        name === "v" ||
        typeof fields[name] === "string" ||
        (unsigned && (name === "keyId" || name === "signatureSha256")),
    )
      ? (entry as LogEntry)
      : undefined;
  } catch {
    return undefined;
  }
};

/** The entries of a bundle: each a big-endian 16-bit length and the entry's bytes, exactly `count` of them. */
const readBundle = (bytes: Uint8Array, count: number, path: string): Uint8Array[] => {
  const entries: Uint8Array[] = [];
  let at = 0;
  while (at < bytes.length && entries.length < count) {
    const length = at + 2 <= bytes.length ? (bytes[at]! << 8) | bytes[at + 1]! : Number.POSITIVE_INFINITY;
    if (at + 2 + length > bytes.length) break;
    entries.push(bytes.subarray(at + 2, at + 2 + length));
    at += 2 + length;
  }
  if (entries.length !== count || at !== bytes.length) {
    fail(`the entry bundle ${path} does not hold ${count} entries as the layout writes them`, "tampered-entry");
  }
  return entries;
};

/** Creates a monitor of the transparency log at `baseUrl`, whose checkpoints `verifierKey` signs. */
export const createLogMonitor = (options: LogMonitorOptions): LogMonitor => {
  const base = `${options.baseUrl.replace(/\/+$/, "")}/api/transparency/`;
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const watched = options.keyIds === undefined ? undefined : new Set(options.keyIds);
  const concurrency = Math.max(1, options.concurrency ?? 4);
  let state = options.state;
  let checked = false;

  /** The body of a 200 answer to GET `path` (below /api/transparency/); anything else is a TransparencyFetchError. */
  const read = async (path: string, signal: AbortSignal | undefined): Promise<Uint8Array> => {
    const url = base + path;
    let res: Response | undefined;
    try {
      res = await fetchImpl(url, { signal });
      if (res.status === 200) return new Uint8Array(await res.arrayBuffer());
      await res.body?.cancel();
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new TransparencyFetchError(`GET ${url} failed: ${(cause as Error).message}`, url, res?.status, { cause });
    }
    throw new TransparencyFetchError(`GET ${url} answered ${res.status}`, url, res.status);
  };
  const text = async (path: string, signal: AbortSignal | undefined) =>
    new TextDecoder().decode(await read(path, signal));

  /** A checkpoint the caller handed over (in a state, or to start from), opened: `bad-state` when it does not. */
  const openGiven = (note: string, what: string): Promise<Checkpoint> =>
    openCheckpoint(note, options.verifierKey).catch((error: unknown) => {
      throw new TransparencyVerificationError(`${what}: ${(error as Error).message}`, "bad-state");
    });

  /** A saved state is only as good as its checks: its signed checkpoint, and its subtrees against its root. */
  const checkState = async (saved: LogMonitorState): Promise<void> => {
    const checkpoint = await openGiven(saved.checkpoint, "the saved state's checkpoint");
    const subtrees = Array.isArray(saved.subtrees) ? saved.subtrees.map(savedHash) : [undefined];
    const ok =
      saved.v === 1 &&
      checkpoint.treeSize === saved.treeSize &&
      toBase64(checkpoint.rootHash) === saved.rootHash &&
      subtrees.length === bitsSet(saved.treeSize) &&
      subtrees.every((hash) => hash !== undefined) &&
      equal(await rootOf(subtrees as Uint8Array[]), checkpoint.rootHash);
    if (!ok) fail("the saved state's subtrees do not hash to its checkpoint's root", "bad-state");
  };

  /** The new checkpoint against the last verified one: the same size and root, or a consistent extension. */
  const checkExtends = async (
    before: Checkpoint,
    after: Checkpoint,
    signal: AbortSignal | undefined,
  ): Promise<void> => {
    const evidence = { previous: before.note, current: after.note };
    const [from, to] = [before.treeSize, after.treeSize];
    if (to < from)
      fail(`the log rolled back: its checkpoint of ${to} entries follows one of ${from}`, "rollback", evidence);
    if (to === from) {
      if (!equal(before.rootHash, after.rootHash))
        fail(`the log forked: two roots for ${to} entries`, "fork", evidence);
      return;
    }
    if (from === 0) return;
    const body = await text(`proofs/consistency?from=${from}&to=${to}`, signal);
    let hashes: unknown;
    try {
      ({ hashes } = JSON.parse(body) as { hashes?: unknown });
    } catch {}
    if (!Array.isArray(hashes) || !hashes.every((h) => typeof h === "string")) {
      return fail("the consistency proof is malformed", "malformed");
    }
    const proof = { from, to, fromRoot: before.rootHash, toRoot: after.rootHash, hashes };
    if (!(await verifyConsistency(proof).catch(() => false))) {
      fail(`the checkpoint of ${to} entries is not consistent with the one of ${from}`, "inconsistent", evidence);
    }
  };

  /** Downloads the entries `from` … `to − 1`, bundle by bundle, and hands each to `each` in order. */
  const eachEntry = async (
    from: number,
    to: number,
    signal: AbortSignal | undefined,
    each: (index: number, bytes: Uint8Array) => Promise<void>,
  ): Promise<void> => {
    const tiles: { index: number; width: number }[] = [];
    for (let tile = Math.floor(from / BUNDLE); tile * BUNDLE < to && from < to; tile++) {
      tiles.push({ index: tile, width: Math.min(BUNDLE, to - tile * BUNDLE) });
    }
    const download = async ({ index, width }: { index: number; width: number }): Promise<Uint8Array[]> => {
      const path = tilePath("entries", index, width);
      try {
        return readBundle(await read(path, signal), width, path);
      } catch (error) {
        // A log may drop a partial tile once the full one exists (C2SP tlog-tiles): its first `width` entries.
        if (!(error instanceof TransparencyFetchError && error.status === 404 && width < BUNDLE)) throw error;
        const full = tilePath("entries", index);
        return readBundle(await read(full, signal), BUNDLE, full).slice(0, width);
      }
    };
    const pending: Promise<Uint8Array[]>[] = [];
    for (let next = 0, done = 0; done < tiles.length; done++) {
      while (pending.length < concurrency && next < tiles.length) {
        const job = download(tiles[next++]!);
        job.catch(() => {}); // awaited in order below; never an unhandled rejection meanwhile
        pending.push(job);
      }
      const entries = await pending.shift()!;
      const first = tiles[done]!.index * BUNDLE;
      for (const [i, bytes] of entries.entries()) if (first + i >= from) await each(first + i, bytes);
    }
  };

  const pollOnce = async (signal: AbortSignal | undefined): Promise<LogMonitorPoll> => {
    if (state && !checked) await checkState(state);
    checked = true;
    const checkpoint = await openCheckpoint(await text("checkpoint", signal), options.verifierKey);
    const trusted = options.trustedCheckpoint;
    const anchor = state
      ? await openCheckpoint(state.checkpoint, options.verifierKey)
      : trusted === undefined
        ? undefined
        : await openGiven(trusted, "the trusted checkpoint");
    if (anchor !== undefined) await checkExtends(anchor, checkpoint, signal);

    const previousSize = state?.treeSize ?? 0;
    const subtrees = (state?.subtrees ?? []).map((hash) => savedHash(hash)!);
    const entries: MonitoredEntry[] = [];
    let malformed: number | undefined;
    await eachEntry(previousSize, checkpoint.treeSize, signal, async (index, bytes) => {
      await append(subtrees, index, await leafHash(bytes));
      const entry = parseEntry(bytes);
      if (entry === undefined) malformed ??= index;
      else if (watched === undefined || (entry.keyId !== null && watched.has(entry.keyId)))
        entries.push({ index, ...entry });
    });
    // Nothing is reported before the entries are proven to be the signed tree's.
    if (!equal(await rootOf(subtrees), checkpoint.rootHash)) {
      fail(
        `the entries ${previousSize} to ${checkpoint.treeSize - 1} served do not hash to the checkpoint's root`,
        "tampered-entry",
        { current: checkpoint.note },
      );
    }
    if (malformed !== undefined) {
      fail(`the log's entry ${malformed} is not a v1 entry in canonical JSON`, "malformed-entry", {
        current: checkpoint.note,
        index: malformed,
      });
    }
    state = {
      v: 1,
      checkpoint: checkpoint.note,
      treeSize: checkpoint.treeSize,
      rootHash: toBase64(checkpoint.rootHash),
      subtrees: subtrees.map(toBase64),
    };
    return { checkpoint, previousSize, newEntries: checkpoint.treeSize - previousSize, entries, state };
  };

  let queue: Promise<unknown> = Promise.resolve();
  return {
    poll: (pollOptions = {}) => {
      const run = queue.then(() => pollOnce(pollOptions.signal));
      queue = run.catch(() => {});
      return run;
    },
    get state() {
      return state;
    },
  };
};
