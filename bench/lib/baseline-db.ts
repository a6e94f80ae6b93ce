// The database a baseline target (bench/targets/*-baseline.ts) writes to, reached through a pg Pool as
// large as the server's (DB_POOL_SIZE, default 10, as the server's):
// - with DATABASE_URL, that database (a scratch one: the bench makes it with scratchDatabase and drops it);
// - without, the server's embedded PGlite, opened by the server's own code (startEmbeddedPostgres, as
//   packages/server/src/db/pool.ts opens it: a fresh data directory, the same connection allowance), so
//   each statement pays what the server's pays there: the loopback socket, the single WebAssembly
//   backend, the commit to the data directory.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "../../packages/server/src/db/embedded.ts";

export type BaselineDatabase = { pool: pg.Pool; kind: "postgres" | "embedded"; close(): Promise<void> };

export const openBaselineDatabase = async (
  options: { databaseUrl?: string | undefined; poolSize?: number } = {},
): Promise<BaselineDatabase> => {
  const poolSize = options.poolSize ?? Number(process.env.DB_POOL_SIZE ?? 10);
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: poolSize });
    return { pool, kind: "postgres", close: () => pool.end() };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "tp-bench-baseline-"));
  // As pool.ts: the pool's connections plus room for the listener and migrations.
  const embedded = await startEmbeddedPostgres({ dataDir, maxConnections: poolSize + 64 });
  const pool = new pg.Pool({ connectionString: embedded.connectionUri, max: poolSize });
  return {
    pool,
    kind: "embedded",
    close: async () => {
      await pool.end();
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
