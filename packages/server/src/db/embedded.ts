import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export type EmbeddedPostgres = { connectionUri: string; stop(): Promise<void> };

/**
 * PostgreSQL without a server: PGlite (PostgreSQL compiled to WebAssembly) stored under `dataDir`
 * (or in memory when `dataDir` is undefined), exposed on a loopback port so the same pg/slonik code
 * runs on it as on a real server. PGlite has one backend: the socket server interleaves connections
 * between transactions, never inside one.
 */
export const startEmbeddedPostgres = async (options: { dataDir: string | undefined; maxConnections: number }): Promise<EmbeddedPostgres> => {
  let db: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    db = await PGlite.create(dir);
  } else {
    db = await PGlite.create();
  }
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: options.maxConnections });
  await server.start();
  const port = Number(server.getServerConn().split(":").pop());
  return {
    connectionUri: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
};
