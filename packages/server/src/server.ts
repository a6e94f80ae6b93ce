import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type Logger, pino } from "pino";
import { type AppOptions, createApp } from "./app.ts";
import type { Config } from "./config.ts";
import type { AppContext } from "./context.ts";
import { migrate } from "./db/migrate.ts";
import { openDatabase } from "./db/pool.ts";
import { preparedOn } from "./db/prepared.ts";
import { clientErrorHandler, MAX_HEADER_BYTES } from "./http/client-error.ts";
import { loadContract } from "./http/openapi.ts";
import { MODULES } from "./modules/index.ts";
import { batchMovements } from "./money/batch.ts";
import { createHttpMetrics } from "./observability/metrics.ts";
import { openRateLimitStore, type RateLimitStore } from "./persistence/rate-limit/stores.ts";
import { type AssembledModules, assembleModules } from "./platform/assemble.ts";
import { type Module, migrationSources } from "./platform/module.ts";
import { requestAwareLogger } from "./request-context.ts";

export type RunningServer = {
  url: string;
  port: number;
  ctx: AppContext;
  /** The served modules as assembled (their services, hooks and health probes). */
  modules: AssembledModules;
  server: Server;
  /** Stop accepting, let in-flight requests finish (up to `graceMs`), then close the pool and the embedded database. */
  close(graceMs?: number): Promise<void>;
};

export const createLogger = (config: Config): Logger =>
  pino({
    level: config.logLevel,
    base: { service: "trustplane", release: config.releaseId },
    redact: ["password", "*.password", "token", "*.token"],
  });

export type StartOptions = AppOptions & {
  logger?: Logger;
  inMemoryDatabase?: boolean;
  /** The in-memory database starts as a copy of this dump of a migrated one (tests: test/harness.ts). */
  databaseTemplate?: Blob;
  /** The modules to serve (default: src/modules/index.ts); each contract operation must have one. */
  modules?: readonly Module[];
};

export const startServer = async (config: Config, options: StartOptions = {}): Promise<RunningServer> => {
  // Every line written while a request is served carries its requestId, traceId and spanId.
  const logger = requestAwareLogger(options.logger ?? createLogger(config));
  const metrics = createHttpMetrics();
  const contract = loadContract(config.openapiPath);
  const served = options.modules ?? MODULES;
  // Every module's settings are checked before anything opens: a bad value stops start-up at once.
  for (const module of served) module.readConfig(config.source);
  const migrations = migrationSources(served);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: options.inMemoryDatabase ? undefined : config.dataDir,
    template: options.inMemoryDatabase ? options.databaseTemplate : undefined,
    poolSize: config.dbPoolSize,
    bounds: config.dbBounds,
    logger,
    metrics,
  });
  // Movements of money on the pool itself (not in a transaction) are applied in batches (src/money/batch.ts).
  batchMovements(database.pool, {
    prepare: preparedOn(database.kind),
    maxMovements: config.moneyBatchMaxMovements,
    maxWaitMs: config.dbBounds.acquireTimeoutMs,
    metrics,
  });
  let rateLimits: RateLimitStore;
  try {
    const applied = await migrate(database.connectionUri, migrations);
    if (applied.length > 0) logger.info({ applied }, "migrations applied");
    rateLimits = await openRateLimitStore({ config: config.rateLimit, db: database.pool, logger });
  } catch (err) {
    await database.close();
    throw err;
  }
  const ctx: AppContext = {
    config,
    db: database.pool,
    database,
    logger,
    startedAt: new Date(),
    contract,
    metrics,
    migrations,
    personalDataKeys: config.personalDataKeys,
  };
  let modules: AssembledModules;
  try {
    modules = assembleModules(ctx, contract, served);
    await modules.ready().catch(async (err: unknown) => {
      await modules.stop();
      throw err;
    });
  } catch (err) {
    await rateLimits.close();
    await database.close();
    throw err;
  }
  const { listener } = createApp(ctx, contract, {
    validateRequests: options.validateRequests,
    edge: options.edge,
    pipeline: options.pipeline,
    rateLimits,
    modules,
  });
  // The listener is the socket's edge, which answers fresh cached GETs itself and passes the rest to Express.
  const server = createServer(
    { requestTimeout: 60_000, headersTimeout: 20_000, keepAliveTimeout: 5_000, maxHeaderSize: MAX_HEADER_BYTES },
    listener,
  );
  server.on("clientError", clientErrorHandler(logger));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  modules.start();
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
      // Background work (webhook deliveries, sweeps) ends before the database it works on.
      await modules.stop();
      // Send the hits counted since the last sync, so other instances (and a restart) still see them.
      await rateLimits.close();
      await database.close();
    })();
    return closing;
  };
  logger.info({ url, database: database.kind }, "listening");
  return { url, port, ctx, modules, server, close };
};
