import type { Logger } from "pino";
import type { DatabasePool } from "slonik";
import type { EntrySource } from "../../transparency/sources.ts";
import { integrate, type Log } from "./store.ts";

const BATCH = 4096;

/**
 * Each instance looks every `intervalMs` for entries sequenced since the last checkpoint and, if no other
 * instance is doing it, adds them to the tree and signs a new checkpoint (store.ts `integrate`): the
 * entries are the queue, kept in PostgreSQL, so nothing is lost when an instance stops or crashes, and the
 * tree's row is the lock. A run that filled a whole batch goes on at once.
 */
export const startIntegrator = (options: {
  pool: DatabasePool;
  log: () => Log;
  sources: readonly EntrySource[];
  intervalMs: number;
  logger: Logger;
  onIntegrated?: (count: number) => void;
  onFailed?: (err: unknown) => void;
}) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = undefined;
      });
    }, delay);
    timer.unref();
  };
  const run = async () => {
    let again = false;
    try {
      const count = await integrate(options.pool, options.log(), options.sources, BATCH);
      if (count > 0) options.onIntegrated?.(count);
      again = count === BATCH;
    } catch (err) {
      options.logger.error({ err }, "transparency log: integration failed; retrying");
      options.onFailed?.(err);
    }
    schedule(again ? 0 : options.intervalMs);
  };
  schedule(0);
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
};
