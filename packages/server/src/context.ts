import type { Logger } from "pino";
import type { DatabasePool } from "slonik";
import type { Config } from "./config.ts";
import type { MigrationSource } from "./db/migrate.ts";
import type { Database } from "./db/pool.ts";
import type { OpenApiDocument } from "./http/openapi.ts";
import type { HttpMetrics } from "./observability/metrics.ts";
import type { SealingKeys } from "./sealing/seal.ts";

/**
 * What startServer builds once per instance and hands to every module's `create` (platform/module.ts)
 * and to the app: the settings, the database, the logger, the contract and the metrics.
 */
export type AppContext = {
  config: Config;
  /** The pool every query goes through (bounded: db/bounded.ts). */
  db: DatabasePool;
  /** The database behind `db`: its kind (PostgreSQL or embedded), bounds, notifications and close. */
  database: Database;
  /** The app logger; each line written while serving a request carries its id (request-context.ts). */
  logger: Logger;
  startedAt: Date;
  /** The bundled contract this server serves. */
  contract: OpenApiDocument;
  /** Request metrics (the middleware and the Prometheus registry modules add their own metrics to). */
  metrics: HttpMetrics;
  /** Where this server's migrations come from (the core's, then each served module's), in order. */
  migrations: readonly MigrationSource[];
  /**
   * The KEK ring personal data is sealed under (PERSONAL_DATA_KEY, PERSONAL_DATA_KEYS_PREVIOUS while
   * rotating), read once by the core for every module; resolved on first use (development may create
   * the key in DATA_DIR).
   */
  personalDataKeys: () => SealingKeys;
};
