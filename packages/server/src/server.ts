import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino, type Logger } from "pino";
import { createApp } from "./app.ts";
import type { Config } from "./config.ts";
import type { AppContext } from "./context.ts";
import { migrate } from "./db/migrate.ts";
import { openDatabase } from "./db/pool.ts";
import { loadContract } from "./http/openapi.ts";

export type RunningServer = {
  url: string;
  port: number;
  ctx: AppContext;
  server: Server;
  /** Stop accepting, let in-flight requests finish (up to `graceMs`), then close the pool and the embedded database. */
  close(graceMs?: number): Promise<void>;
};

export const createLogger = (config: Config): Logger =>
  pino({ level: config.logLevel, base: { service: "trustplane", release: config.releaseId }, redact: ["password", "*.password", "token", "*.token"] });

export const startServer = async (config: Config, options: { logger?: Logger; inMemoryDatabase?: boolean } = {}): Promise<RunningServer> => {
  const logger = options.logger ?? createLogger(config);
  const contract = loadContract(config.openapiPath);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: options.inMemoryDatabase ? undefined : config.dataDir,
    poolSize: config.dbPoolSize,
  });
  try {
    const applied = await migrate(database.connectionUri);
    if (applied.length > 0) logger.info({ applied }, "migrations applied");
  } catch (err) {
    await database.close();
    throw err;
  }
  const ctx: AppContext = { config, db: database.pool, database, logger, startedAt: new Date() };
  const app = createApp(ctx, contract);
  const server = createServer({ requestTimeout: 60_000, headersTimeout: 20_000, keepAliveTimeout: 5_000 }, app);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  let closing: Promise<void> | undefined;
  const close = (graceMs = 10_000) => {
    closing ??= (async () => {
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), graceMs);
      await drained;
      clearTimeout(timer);
      await database.close();
    })();
    return closing;
  };
  logger.info({ url, database: database.kind }, "listening");
  return { url, port, ctx, server, close };
};
