// A witness as C2SP tlog-witness defines one (https://c2sp.org/tlog-witness), on 127.0.0.1, written from the
// specifications with nothing of the server's code: it serves `POST <prefix>/add-checkpoint`, verifies the
// log's signature (C2SP signed-note), keeps the latest size and root it cosigned per origin, checks the
// consistency proof with RFC 9162 §2.1.4.2's algorithm (written here), answers 400, 403, 404, 409
// (`text/x.tlog.size`) and 422 as the protocol says, and signs real `cosignature/v1` lines (C2SP
// tlog-cosignature, Ed25519, key type 0x04). For tests it can be stopped and started again on its port,
// rolled back to a size it cosigned earlier (as a witness restored from a backup), or made to answer a
// cosignature that does not verify, or nothing at all.
import { createHash, createPrivateKey, createPublicKey, type KeyObject, randomBytes, sign, verify } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

const sha256 = (...parts: Buffer[]) => createHash("sha256").update(Buffer.concat(parts)).digest();
const nodeHash = (left: Buffer, right: Buffer) => sha256(Buffer.from([1]), left, right);
const EMPTY_ROOT = sha256();
const DASH = "\u2014";

/** RFC 9162 §2.1.4.2: whether `proof` shows the tree of `second` entries extends the one of `first`. */
export const consistent = (first: number, second: number, firstRoot: Buffer, secondRoot: Buffer, proof: Buffer[]) => {
  if (first === second) return proof.length === 0 && firstRoot.equals(secondRoot);
  if (first === 0 || first > second || proof.length === 0) return false;
  const path = (first & (first - 1)) === 0 ? [firstRoot, ...proof] : proof;
  let [fn, sn] = [first - 1, second - 1];
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let [fr, sr] = [path[0]!, path[0]!];
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else sr = nodeHash(sr, c);
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && fr.equals(firstRoot) && sr.equals(secondRoot);
};

const privateKeyOfSeed = (seed: Buffer) =>
  createPrivateKey({
    key: Buffer.concat([Buffer.from("302e020100300506032b657004220420", "hex"), seed]),
    format: "der",
    type: "pkcs8",
  });
const rawEd25519 = (key: KeyObject) => createPublicKey(key).export({ format: "der", type: "spki" }).subarray(-32);
const publicKeyOf = (raw: Buffer) =>
  createPublicKey({
    key: Buffer.concat([Buffer.from("302a300506032b6570032100", "hex"), raw]),
    format: "der",
    type: "spki",
  });
const keyId = (name: string, type: number, raw: Buffer) =>
  sha256(Buffer.from(`${name}\n`), Buffer.from([type]), raw).subarray(0, 4);

/** The signed-note verifier key (type 0x01) of the Ed25519 key of this 32-byte seed, named `origin`. */
export const logVerifierKey = (origin: string, seed: Buffer) => {
  const raw = rawEd25519(privateKeyOfSeed(seed));
  return `${origin}+${keyId(origin, 0x01, raw).toString("hex")}+${Buffer.concat([Buffer.from([0x01]), raw]).toString("base64")}`;
};

/** A verifier key read: `<name>+<8 hex key id>+<base64 of the type byte and the key>` (its `+`s split carefully). */
export const readVerifierKey = (vkey: string) => {
  const [name, id] = vkey.split("+") as [string, string];
  const raw = Buffer.from(vkey.slice(name.length + id.length + 2), "base64");
  const type = raw[0]!;
  const key = raw.subarray(1);
  if (raw.length !== 33 || keyId(name, type, key).toString("hex") !== id) throw new Error(`bad verifier key ${vkey}`);
  return { name, id: Buffer.from(id, "hex"), type, key };
};

/** The signature lines of a note after its text (the text ends at the last blank line). */
export const splitNote = (note: string) => {
  const at = note.lastIndexOf("\n\n");
  const lines = note.slice(at + 2, -1).split("\n");
  return {
    text: note.slice(0, at + 1),
    signatures: lines.map((line) => {
      const [dash, name, b64] = line.split(" ");
      if (dash !== DASH || !name || !b64 || line.split(" ").length !== 3) throw new Error(`bad signature line ${line}`);
      return { line, name, raw: Buffer.from(b64, "base64") };
    }),
  };
};

/** Whether a signature line is a valid cosignature/v1 of `text` by the witness with this verifier key (type 0x04). */
export const cosignatureVerifies = (text: string, line: { name: string; raw: Buffer }, vkey: string): boolean => {
  const { name, id, type, key } = readVerifierKey(vkey);
  if (type !== 0x04 || line.name !== name || line.raw.length !== 76 || !line.raw.subarray(0, 4).equals(id))
    return false;
  const time = line.raw.readBigUInt64BE(4);
  const message = Buffer.from(`cosignature/v1\ntime ${time}\n${text}`);
  return time > 0n && verify(null, message, publicKeyOf(key), line.raw.subarray(12));
};

export type WitnessMode = "honest" | "bad-signature" | "hang";
type Known = { size: number; root: Buffer };
export type WitnessRequest = { origin?: string; old?: number; size?: number; status: number };

export type FakeWitness = {
  /** Its cosignature verifier key. */
  vkey: string;
  /** Its submission prefix (requests go to `<url>/add-checkpoint`). */
  url: string;
  /** Every request answered, in order. */
  requests: WitnessRequest[];
  /** The latest checkpoint it cosigned for an origin (undefined: never). */
  known(origin: string): Known | undefined;
  /** Every checkpoint it cosigned for an origin, in order. */
  history(origin: string): Known[];
  /** As if restored from a backup: its latest cosigned checkpoint for `origin` becomes the one of `size` it cosigned earlier (0: none). */
  rollBack(origin: string, size: number): void;
  /** `hang` holds requests unanswered; another mode answers those still open, late. */
  setMode(mode: WitnessMode): void;
  /** Requests held unanswered whose connection is still open. */
  pending(): number;
  /** The most requests it was handling at once (with `delayMs`, each is handled that long after it arrived). */
  maxConcurrent(): number;
  /** Stops listening and drops every connection (a witness gone down). */
  stop(): Promise<void>;
  /** Listens again, on the same port. */
  start(): Promise<void>;
};

/** A witness named `name` that knows the logs `logs` (origin → the log's verifier key, type 0x01). */
export const startFakeWitness = async (options: {
  name: string;
  logs: Record<string, string>;
  prefix?: string;
  mode?: WitnessMode;
  /** Handles each request this long after it arrived (the check of `old` and the update stay one step). */
  delayMs?: number;
}): Promise<FakeWitness> => {
  const privateKey = privateKeyOfSeed(randomBytes(32));
  const raw = rawEd25519(privateKey);
  const id = keyId(options.name, 0x04, raw);
  const vkey = `${options.name}+${id.toString("hex")}+${Buffer.concat([Buffer.from([0x04]), raw]).toString("base64")}`;
  const prefix = options.prefix ?? "/witness";
  let mode: WitnessMode = options.mode ?? "honest";
  const state = new Map<string, Known>();
  const histories = new Map<string, Known[]>();
  const requests: WitnessRequest[] = [];
  const sockets = new Set<Socket>();
  let held: { req: IncomingMessage; res: ServerResponse; body: string }[] = [];
  let concurrent = 0;
  let maxConcurrent = 0;

  const answer = (res: ServerResponse, request: WitnessRequest, body: string, type = "text/plain; charset=utf-8") => {
    requests.push(request);
    res.writeHead(request.status, { "content-type": type, "content-length": Buffer.byteLength(body) });
    res.end(body);
  };

  const cosign = (text: string): string => {
    const time = BigInt(Math.floor(Date.now() / 1000));
    const stamp = Buffer.alloc(8);
    stamp.writeBigUInt64BE(time);
    const signature = sign(null, Buffer.from(`cosignature/v1\ntime ${time}\n${text}`), privateKey);
    if (mode === "bad-signature") signature.writeUInt8(signature.readUInt8(0) ^ 0x01, 0);
    return `${DASH} ${options.name} ${Buffer.concat([id, stamp, signature]).toString("base64")}\n`;
  };

  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    if (req.method !== "POST" || req.url !== `${prefix}/add-checkpoint`)
      return answer(res, { status: 404 }, "not found\n");
    const blank = body.indexOf("\n\n");
    const head = blank === -1 ? [] : body.slice(0, blank).split("\n");
    const oldLine = /^old (0|[1-9]\d*)$/.exec(head[0] ?? "");
    const proofLines = head.slice(1);
    const proof = proofLines.map((line) => Buffer.from(line, "base64"));
    const proofOk = proofLines.every((line, i) => proof[i]!.length === 32 && proof[i]!.toString("base64") === line);
    if (!oldLine || !proofOk || proof.length > 63) return answer(res, { status: 400 }, "malformed request\n");
    const old = Number(oldLine[1]);
    let note: ReturnType<typeof splitNote>;
    try {
      note = splitNote(body.slice(blank + 2));
    } catch {
      return answer(res, { old, status: 400 }, "malformed checkpoint\n");
    }
    const [origin, sizeText, rootText, ...extension] = note.text.slice(0, -1).split("\n");
    const logKey = origin === undefined ? undefined : options.logs[origin];
    if (origin === undefined || logKey === undefined) return answer(res, { origin, old, status: 404 }, "unknown log\n");
    const log = readVerifierKey(logKey);
    let verified = false;
    for (const s of note.signatures) {
      if (s.name !== log.name || s.raw.length < 4 || !s.raw.subarray(0, 4).equals(log.id)) continue;
      if (!verify(null, Buffer.from(note.text), publicKeyOf(log.key), s.raw.subarray(4)))
        return answer(res, { origin, old, status: 403 }, "a log signature does not verify\n");
      verified = true;
    }
    if (!verified) return answer(res, { origin, old, status: 403 }, "no signature by the log's key\n");
    const root = Buffer.from(rootText ?? "", "base64");
    if (!/^(0|[1-9]\d*)$/.test(sizeText ?? "") || root.length !== 32 || extension.some((l) => l === ""))
      return answer(res, { origin, old, status: 400 }, "malformed checkpoint\n");
    const size = Number(sizeText);
    const request = { origin, old, size };
    if (old > size) return answer(res, { ...request, status: 400 }, "old size above the checkpoint's\n");
    // From here to the update nothing waits: the check of `old` and the new state are one step.
    const known = state.get(origin) ?? { size: 0, root: EMPTY_ROOT };
    if (old !== known.size) return answer(res, { ...request, status: 409 }, `${known.size}\n`, "text/x.tlog.size");
    if (size === 0 && !root.equals(EMPTY_ROOT)) return answer(res, { ...request, status: 422 }, "bad empty root\n");
    const proven = old === 0 ? proof.length === 0 : consistent(old, size, known.root, root, proof);
    if (!proven) return answer(res, { ...request, status: 422 }, "the consistency proof does not verify\n");
    state.set(origin, { size, root });
    histories.set(origin, [...(histories.get(origin) ?? []), { size, root }]);
    return answer(res, { ...request, status: 200 }, cosign(note.text));
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      if (mode === "hang") return void held.push({ req, res, body });
      concurrent++;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      setTimeout(() => {
        concurrent--;
        handle(req, res, body);
      }, options.delayMs ?? 0);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  return {
    vkey,
    url: `http://127.0.0.1:${port}${prefix}`,
    requests,
    known: (origin) => state.get(origin),
    history: (origin) => histories.get(origin) ?? [],
    rollBack: (origin, size) => {
      if (size === 0) return void state.delete(origin);
      const earlier = histories.get(origin)?.find((k) => k.size === size);
      if (!earlier) throw new Error(`the witness never cosigned size ${size}`);
      state.set(origin, earlier);
    },
    setMode: (next) => {
      mode = next;
      if (mode === "hang") return;
      const late = held;
      held = [];
      for (const { req, res, body } of late) if (!res.destroyed) handle(req, res, body);
    },
    pending: () => held.filter(({ res }) => !res.destroyed).length,
    maxConcurrent: () => maxConcurrent,
    stop: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    start: async () => {
      server.listen(port, "127.0.0.1");
      await once(server, "listening");
    },
  };
};
