import type { Interceptor } from "slonik";
import type { MetricsRegistry } from "../observability/metrics.ts";

/**
 * How long database calls wait for a pooled connection, on PGlite and on PostgreSQL alike: from the
 * moment a pool method asks for a connection (slonik's `beforePoolConnection`) to the moment it has one
 * (`afterPoolConnection`): the wait in the pool's queue when every connection is busy, plus opening a
 * new connection when the pool is below its size. Calls made on a connection already held (inside a
 * transaction) check nothing out and are not counted.
 */
export type PoolMetrics = {
  interceptor: Interceptor;
  /** A call gave up waiting for a connection (DB_ACQUIRE_TIMEOUT_MS, PostgreSQL only: bounded.ts). */
  acquireTimedOut(): void;
};

export const ACQUIRE_BUCKETS = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const ASKED_AT = Symbol("trustplane.acquireAskedAt");

type Stamped = { [ASKED_AT]?: number };

export const poolMetrics = (metrics: MetricsRegistry): PoolMetrics => {
  const waits = metrics.histogram({
    name: "trustplane_db_pool_acquire_seconds",
    help: "Time a database call waited for a pooled connection (queue wait plus opening one), in seconds.",
    buckets: ACQUIRE_BUCKETS,
  });
  const timeouts = metrics
    .counter({
      name: "trustplane_db_pool_acquire_timeouts_total",
      help: "Database calls that gave up waiting for a pooled connection (DB_ACQUIRE_TIMEOUT_MS) and were answered 503.",
    })
    .bind({});
  return {
    interceptor: {
      name: "trustplane-pool-metrics",
      beforePoolConnection: (context) => {
        (context as Stamped)[ASKED_AT] = performance.now();
        return null;
      },
      afterPoolConnection: (context) => {
        const askedAt = (context as Stamped)[ASKED_AT];
        if (askedAt !== undefined) waits.observe((performance.now() - askedAt) / 1000);
        return null;
      },
    },
    acquireTimedOut: () => timeouts.inc(),
  };
};
