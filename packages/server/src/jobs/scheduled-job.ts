import { PgBoss } from "pg-boss";
import type { Logger } from "pino";
import { type Env, isTest, type Setting } from "../env.ts";

/**
 * A recurring background job as a pg-boss schedule (its own `pgboss` schema in the same database; works
 * on real PostgreSQL and on the embedded database alike): the schedule puts one job per slot on the
 * queue and whichever instance's worker takes it runs `run`. Shared by the modules' sweeps (payment
 * requests past their expiry, contract documents past theirs), so each is a queue name and a function.
 */
export type ScheduledJob = { stop(): Promise<void> };

export type ScheduledJobOptions = {
  connectionUri: string;
  /** The pg-boss queue (one per job). */
  queue: string;
  /** 5 cron fields, or 6 with seconds first. */
  cron: string;
  logger: Logger;
  /** Names the job in pg's `application_name` and in log lines. */
  name: string;
  /** One run; what it answers (a count, say) is logged when it is not 0. */
  run: () => Promise<number>;
};

export const startScheduledJob = (options: ScheduledJobOptions): ScheduledJob => {
  const { logger, name, queue } = options;
  const boss = new PgBoss({
    connectionString: options.connectionUri,
    schema: "pgboss",
    max: 2,
    application_name: `trustplane-${name}`,
    // A schedule with seconds (6 fields) is looked at each second; a schedule by the minute at pg-boss's pace.
    ...(options.cron.trim().split(/\s+/).length === 6
      ? { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 }
      : {}),
  });
  boss.on("error", (err: unknown) => logger.warn({ err, job: name }, "scheduled job: pg-boss error"));
  const started = (async () => {
    await boss.start();
    await boss.createQueue(queue);
    await boss.work(queue, async () => {
      const done = await options.run();
      if (done > 0) logger.info({ job: name, done }, "scheduled job ran");
    });
    await boss.schedule(queue, options.cron);
  })().catch((err: unknown) => {
    logger.error({ err, job: name }, "scheduled job did not start");
  });
  return {
    stop: async () => {
      await started;
      try {
        await boss.stop({ graceful: true, close: true, timeout: 5_000 });
      } catch (err) {
        logger.warn({ err, job: name }, "scheduled job did not stop cleanly");
      }
    },
  };
};

/**
 * A job's schedule from the environment: unset means `fallback` (off under NODE_ENV=test, where tests
 * that want the job set it), `off` turns it off, anything else must be 5 or 6 cron fields.
 */
export const cronFromEnv = (env: Env, variable: string, fallback = "* * * * *"): string | null => {
  const raw = env[variable]?.trim();
  if (raw === undefined || raw === "") return isTest(env) ? null : fallback;
  if (raw === "off") return null;
  const fields = raw.split(/\s+/).length;
  if (fields !== 5 && fields !== 6) {
    throw new Error(`${variable} must be a cron expression of 5 or 6 fields, or "off": "${raw}"`);
  }
  return raw;
};

/** A job's schedule as a declared setting (src/env.ts), read by cronFromEnv. */
export const cronSetting = (name: string, options: { description: string }): Setting<string | null> => ({
  name,
  format: "cron (5 or 6 fields) or `off`",
  default: "`* * * * *` (off when `NODE_ENV=test`)",
  ...options,
  read: (env) => cronFromEnv(env, name),
});
