/**
 * A transparency log for the monitor's tests, served on 127.0.0.1 in the server's wire format
 * (openapi/transparency.yaml), written apart from the package's code: the tree, inclusion and consistency
 * proofs by RFC 9162's recursive definitions (§2.1.1, §2.1.3.1, §2.1.4.1), checkpoints as C2SP signed notes
 * signed with node:crypto's Ed25519, entry bundles in the C2SP tlog-tiles layout. A test misbehaves through it:
 * `entries` can be rewritten (a fork), any size published (a rollback), and `tamper`, `proof` and `note`
 * change what is served.
 */
import { createHash, generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { canonicalize } from "@trustplane/canonical-json";

const sha256 = (...parts: Buffer[]) => createHash("sha256").update(Buffer.concat(parts)).digest();
const leaf = (entry: Buffer) => sha256(Buffer.of(0), entry);
const node = (left: Buffer, right: Buffer) => sha256(Buffer.of(1), left, right);
/** The largest power of two smaller than n (n > 1). */
const split = (n: number) => 2 ** Math.floor(Math.log2(n - 1));

/** MTH(D[n]), RFC 9162 §2.1.1. */
export const treeHash = (entries: readonly Buffer[]): Buffer => {
  if (entries.length === 0) return sha256();
  if (entries.length === 1) return leaf(entries[0]!);
  const k = split(entries.length);
  return node(treeHash(entries.slice(0, k)), treeHash(entries.slice(k)));
};

/** PATH(m, D[n]), RFC 9162 §2.1.3.1. */
export const inclusionPath = (m: number, entries: readonly Buffer[]): Buffer[] => {
  if (entries.length <= 1) return [];
  const k = split(entries.length);
  return m < k
    ? [...inclusionPath(m, entries.slice(0, k)), treeHash(entries.slice(k))]
    : [...inclusionPath(m - k, entries.slice(k)), treeHash(entries.slice(0, k))];
};

/** PROOF(m, D[n]) = SUBPROOF(m, D[n], true), RFC 9162 §2.1.4.1. */
export const consistencyPath = (m: number, entries: readonly Buffer[], whole = true): Buffer[] => {
  const n = entries.length;
  if (m === n) return whole ? [] : [treeHash(entries)];
  const k = split(n);
  return m <= k
    ? [...consistencyPath(m, entries.slice(0, k), whole), treeHash(entries.slice(k))]
    : [...consistencyPath(m - k, entries.slice(k), false), treeHash(entries.slice(0, k))];
};

/** An Ed25519 note key: its verifier key (`<name>+<hash>+<base64>`) and a signer of note text. */
export const noteKey = (name: string) => {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const raw = Buffer.from(publicKey.export({ format: "jwk" }).x!, "base64url");
  const typed = Buffer.concat([Buffer.of(0x01), raw]);
  const hash = sha256(Buffer.from(`${name}\n`), typed).subarray(0, 4);
  return {
    name,
    verifierKey: `${name}+${hash.toString("hex")}+${typed.toString("base64")}`,
    /** The signed note of `text`: the text, an empty line, the signature line. */
    sign: (text: string, signer: KeyObject = privateKey) =>
      `${text}\n\u2014 ${name} ${Buffer.concat([hash, sign(null, Buffer.from(text), signer)]).toString("base64")}\n`,
  };
};

/** A v1 entry's bytes (RFC 8785), as the server writes them. */
export const entryBytes = (keyId: string, id: string): Buffer =>
  Buffer.from(
    canonicalize({
      v: 1,
      kind: "signing-receipt",
      id,
      issuedAt: "2026-01-02T03:04:05.000Z",
      keyId,
      signatureSha256: sha256(Buffer.from(`signature of ${id}`)).toString("hex"),
      commitment: sha256(Buffer.from(`commitment of ${id}`)).toString("hex"),
    }),
  );

/** The log's history and what it serves; a test changes them as it goes. */
export class FakeLog {
  readonly origin: string;
  readonly key: ReturnType<typeof noteKey>;
  readonly verifierKey: string;
  url = "";
  /** The log's history; the published checkpoint covers its first `size` entries. */
  entries: Buffer[] = [];
  size = 0;
  /** The note served at /checkpoint; `publish` signs it. */
  note = "";
  /** Every path asked for (below /api/transparency/), as the requests arrived. */
  requests: string[] = [];
  /** Changes an entry as bundles serve it (an empty one is left out). */
  tamper: ((index: number, entry: Buffer) => Buffer | undefined) | undefined;
  /** Changes a consistency proof as it is served. */
  proof: ((hashes: Buffer[]) => Buffer[]) | undefined;
  /** Whether a partial bundle is served (a log may drop it once the full one exists). */
  partials = true;
  /** Answers every request with this status instead. */
  failWith: number | undefined;
  close: () => Promise<void> = async () => {};

  constructor(origin: string) {
    this.origin = origin;
    this.key = noteKey(origin);
    this.verifierKey = this.key.verifierKey;
  }

  /** Appends entries signed by `keyId`; their indexes. */
  add(keyId: string, count = 1): number[] {
    return Array.from({ length: count }, () => this.entries.push(entryBytes(keyId, `rcp_${this.entries.length}`)) - 1);
  }

  /** The checkpoint of the first `size` entries, signed. */
  checkpoint(size = this.entries.length): string {
    const root = treeHash(this.entries.slice(0, size)).toString("base64");
    return this.key.sign(`${this.origin}\n${size}\n${root}\n`);
  }

  /** Serves the checkpoint of the first `size` entries (and only what it covers). */
  publish(size = this.entries.length): string {
    this.size = size;
    this.note = this.checkpoint(size);
    return this.note;
  }
}

export const startFakeLog = async (origin = "log.example.test/log"): Promise<FakeLog> => {
  const log = new FakeLog(origin);
  const { key } = log;
  const send = (res: ServerResponse, status: number, body: string | Buffer, type = "application/octet-stream") => {
    res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body) });
    res.end(body);
  };
  const bundle = (tile: number, width: number): Buffer =>
    Buffer.concat(
      log.entries.slice(tile * 256, tile * 256 + width).flatMap((entry, i) => {
        const served = log.tamper?.(tile * 256 + i, entry) ?? entry;
        if (served.length === 0) return [];
        const length = Buffer.alloc(2);
        length.writeUInt16BE(served.length);
        return [length, served];
      }),
    );
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const path = url.pathname.replace(/^\/api\/transparency\//, "");
    log.requests.push(path);
    if (log.failWith !== undefined) return send(res, log.failWith, "{}", "application/problem+json");
    const json = (body: unknown) => send(res, 200, JSON.stringify(body), "application/json");
    if (path === "log") return json({ origin, verifierKey: key.verifierKey, treeSize: log.size });
    if (path === "checkpoint") return send(res, 200, log.note, "text/plain; charset=utf-8");
    if (path === "proofs/consistency") {
      const [from, to] = [Number(url.searchParams.get("from")), Number(url.searchParams.get("to"))];
      if (!(from >= 1 && from <= to && to <= log.size)) return send(res, 400, "{}", "application/problem+json");
      const hashes = consistencyPath(from, log.entries.slice(0, to));
      return json({ from, to, hashes: (log.proof?.(hashes) ?? hashes).map((h) => h.toString("base64")) });
    }
    // tile/entries/<N>[.p/<W>], N in groups of three digits, all but the last prefixed with x.
    const tile = /^tile\/entries\/((?:x\d{3}\/)*\d{3})(?:\.p\/([1-9]\d{0,2}))?$/.exec(path);
    if (tile) {
      const index = Number(tile[1]!.replaceAll("x", "").replaceAll("/", ""));
      const width = tile[2] === undefined ? 256 : Number(tile[2]);
      const partial = tile[2] !== undefined;
      const fits = width <= 256 && index * 256 + width <= log.size && (log.partials || !partial);
      if (fits) return send(res, 200, bundle(index, width));
    }
    send(res, 404, "{}", "application/problem+json");
  };
  const server = createServer(handle);
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  log.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  log.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  log.publish(0);
  return log;
};
