import { realPostgresUrl } from "../harness.ts";

/**
 * The PostgreSQL server the ledger's concurrency and crash tests (`*.pg.test.ts`) use: PGlite runs one
 * transaction at a time, so nothing can race there. vitest.config.ts collects those files only when
 * DATABASE_URL is set, and CI's second pass always sets it (.ci/run fails without a server).
 */
export const ledgerPostgresUrl: string | undefined = realPostgresUrl;
