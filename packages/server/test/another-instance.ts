import { type RunningServer, startServer } from "../src/server.ts";
import { type TestServer, testConfig } from "./harness.ts";

/**
 * Test helper: one more server instance on the database of `owner` (embedded PGlite is reached through
 * its loopback socket, a scratch database by its URL), as a second replica behind a load balancer
 * would run. Close it before `owner`, which owns the database.
 */
export const anotherInstance = (owner: TestServer, env: Record<string, string>): Promise<RunningServer> =>
  startServer(testConfig({ DATABASE_URL: owner.ctx.database.connectionUri, DB_POOL_SIZE: "2", ...env }));
