import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { lockDataDir } from "./data-dir-lock.ts";
import { ProtocolAwareQueue } from "./embedded-queue.ts";
import { CHANNELS, embeddedFeed, type NotificationFeed } from "./notifications.ts";

export type EmbeddedPostgres = {
  connectionUri: string;
  notifications: NotificationFeed;
  /** The data directory as a tarball, for `template` (a migrated database copied instead of rebuilt). */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
};

/**
 * PGlite compiles its 9 MB of WebAssembly on every create unless it is given the module: compiled once,
 * each further database in the process (test servers, a restart) skips that, and loading a test
 * template takes half the CPU.
 */
let compiled: Promise<WebAssembly.Module> | undefined;
const pgliteWasm = (): Promise<WebAssembly.Module> => {
  const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  compiled ??= WebAssembly.compile(readFileSync(path.join(dist, "pglite.wasm")));
  return compiled;
};

/**
 * In-memory databases (tests, scratch) are copies of one initdb per process: initdb costs seconds of
 * CPU, loading its dump a fraction.
 */
let blank: Promise<Blob> | undefined;
const blankDatabase = (): Promise<Blob> => {
  blank ??= (async () => {
    const db = await PGlite.create({ pgliteWasmModule: await pgliteWasm() });
    try {
      return await db.dumpDataDir("none");
    } finally {
      await db.close();
    }
  })().catch((err: unknown) => {
    blank = undefined;
    throw err;
  });
  return blank;
};

/**
 * PostgreSQL without a server: PGlite (PostgreSQL compiled to WebAssembly) stored under `dataDir`
 * (or in memory when `dataDir` is undefined, loaded from `template` when one is given, else from a
 * blank database), exposed on a loopback port so the same pg/slonik code runs on it as on a real server. PGlite has one backend: connections take turns at protocol
 * boundaries and hold it for a whole transaction (embedded-queue.ts), so a transaction that waits for
 * a second pool connection would wait forever: never do that.
 */
export const startEmbeddedPostgres = async (options: {
  dataDir: string | undefined;
  maxConnections: number;
  template?: Blob;
}): Promise<EmbeddedPostgres> => {
  let db: PGlite;
  let unlock = () => {};
  if (options.dataDir) {
    const dir = path.join(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
    try {
      db = await PGlite.create(dir, { pgliteWasmModule: await pgliteWasm() });
    } catch (err) {
      unlock();
      throw err;
    }
  } else {
    db = await PGlite.create({
      pgliteWasmModule: await pgliteWasm(),
      loadDataDir: options.template ?? (await blankDatabase()),
    });
  }
  // The single backend listens on every channel before any connection exists, so no client's
  // transaction can ever hold (or roll back) the LISTEN; notifications are picked out of the queue's
  // protocol output from then on.
  for (const channel of Object.values(CHANNELS)) await db.exec(`LISTEN ${channel}`);
  const { feed, deliver } = embeddedFeed();
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: options.maxConnections });
  // Connections are given the server's queue when they attach: swap in one that keeps each
  // connection's extended-protocol sequence together (see embedded-queue.ts).
  (server as unknown as { queryQueue: ProtocolAwareQueue }).queryQueue = new ProtocolAwareQueue(db, deliver);
  await server.start();
  const port = Number(server.getServerConn().split(":").pop());
  return {
    connectionUri: `postgres://postgres@127.0.0.1:${port}/postgres`,
    notifications: feed,
    dump: () => db.dumpDataDir("none"),
    stop: async () => {
      await server.stop();
      await db.close();
      unlock();
    },
  };
};
