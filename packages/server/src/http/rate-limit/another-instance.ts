import { TEST_JWT_SECRET, type TestServer } from "../../../test/harness.ts";
import { loadConfig } from "../../config.ts";
import { type RunningServer, startServer } from "../../server.ts";

/**
 * Test helper: one more server instance on the database of `owner` (embedded PGlite is reached through
 * its loopback socket, a scratch database by its URL), as a second replica behind a load balancer
 * would run. Close it before `owner`, which owns the database.
 */
export const anotherInstance = (owner: TestServer, env: Record<string, string>): Promise<RunningServer> =>
  startServer(
    loadConfig({
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
      DATA_DIR: "/nonexistent-test-data-dir",
      DATABASE_URL: owner.ctx.database.connectionUri,
      DB_POOL_SIZE: "2",
      ...env,
    }),
  );
