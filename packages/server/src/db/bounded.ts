import { AsyncLocalStorage } from "node:async_hooks";
import { createPgDriverFactory } from "@slonik/pg-driver";
import { ConnectionError, type DatabasePool, type DriverClient, type DriverFactory, type Interceptor } from "slonik";
import { markOutcomeUnknown } from "../request-context.ts";

/**
 * Bounded database waits (bounds.ts). Slonik 49 bounds the opening of a connection (pg's connect
 * timeout) and, on the server, a statement's execution (statement_timeout), but not:
 *
 * - the wait in the pool's queue for a busy connection to come back: with every connection stuck on a
 *   dead socket, a request queues for as long as the outage lasts;
 * - a statement on a dead socket (a partition: the server never saw the statement, so its
 *   statement_timeout never starts), which pg waits for forever, then completes when the network heals.
 *
 * `boundedDriverFactory` gives each statement a client-side limit; past it the connection is abandoned
 * (destroyed, never returned to the pool) and the caller gets a DatabaseQueryTimeoutError.
 * `boundAcquisition` gives each pool call a limit on getting its connection.
 */

/** A database wait overran its bound: the request is answered 503 with Retry-After. */
export class DatabaseUnavailableError extends ConnectionError {
  constructor(message: string) {
    super(message);
    this.name = "DatabaseUnavailableError";
  }
}

/** No pooled connection within the acquire bound. Nothing was sent: the request did nothing. */
export class DatabaseAcquireTimeoutError extends DatabaseUnavailableError {}

/** A statement got no answer within its bound. It may still have been, or yet be, executed. */
export class DatabaseQueryTimeoutError extends DatabaseUnavailableError {}

const ignore = () => {};

/**
 * Errors that mean the connection broke under a statement (reset, closed, terminated): as with a
 * timeout, whatever was sent may or may not have run.
 */
const isConnectionLoss = (err: unknown): boolean => {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string" && /^(E[A-Z]+|08...|57P0[123])$/.test(code)) return true;
  return /connection terminated|not queryable|backend has been terminated/i.test(err.message);
};

/** One pooled connection whose statements give up after `timeoutMs`. */
const abandonable = (client: DriverClient, timeoutMs: number): DriverClient => {
  let abandoned = false;
  const abandon = () => {
    abandoned = true;
    // A dead socket may still report an error once the network comes back; nobody is listening then.
    client.on("error", ignore);
    // Slonik's destroy waits (gracefulTerminationTimeout) for the pending statement and for a polite
    // goodbye; the pool stops counting the connection at once (PENDING_DESTROY), so nothing waits on it.
    client.destroy().catch(ignore);
  };
  return {
    ...client,
    query: (text, values, options) => {
      if (abandoned) return Promise.reject(new DatabaseQueryTimeoutError("The connection was abandoned."));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          markOutcomeUnknown();
          abandon();
          reject(new DatabaseQueryTimeoutError(`No answer from the database within ${timeoutMs} ms.`));
        }, timeoutMs);
        client.query(text, values, options).then(
          (result) => {
            clearTimeout(timer);
            resolve(result);
          },
          (err: unknown) => {
            clearTimeout(timer);
            if (isConnectionLoss(err)) markOutcomeUnknown();
            reject(err);
          },
        );
      });
    },
    // Slonik destroys a connection after any error and waits for it; an abandoned one is already going.
    destroy: () => (abandoned ? Promise.resolve() : client.destroy()),
  };
};

/** The pg driver, each statement limited to `queryTimeoutMs` on the client side. */
export const boundedDriverFactory =
  (queryTimeoutMs: number, inner: DriverFactory = createPgDriverFactory()): DriverFactory =>
  async (args) => {
    const driver = await inner(args);
    return { createClient: async () => abandonable(await driver.createClient(), queryTimeoutMs) };
  };

type Acquisition = { state: "waiting" | "acquired" | "abandoned"; timer?: NodeJS.Timeout };

/**
 * One pool call's wait for its connection, not a request's: a request may make several pool calls at
 * once, and jobs make them outside any request. Slonik calls `afterPoolConnection` with no handle on
 * the call that asked, so the call's state travels by its own async context; it lives for one checkout
 * and is nothing the request context (request-context.ts) carries.
 */
const acquisitions = new AsyncLocalStorage<Acquisition>();

/**
 * Put this interceptor on the pool that `boundAcquisition` wraps: it tells the waiting call that its
 * connection arrived, and refuses a connection that arrives after the call gave up (the statement is
 * never sent; slonik then destroys that connection).
 */
export const acquisitionInterceptor: Interceptor = {
  name: "trustplane-acquire-timeout",
  afterPoolConnection: () => {
    const acquisition = acquisitions.getStore();
    if (!acquisition) return null;
    if (acquisition.state === "abandoned") {
      throw new DatabaseAcquireTimeoutError("The connection arrived after the request gave up waiting.");
    }
    acquisition.state = "acquired";
    clearTimeout(acquisition.timer);
    return null;
  },
};

/** The pool methods that check out a connection. */
const CHECKOUT = new Set([
  "any",
  "anyFirst",
  "connect",
  "exists",
  "many",
  "manyFirst",
  "maybeOne",
  "maybeOneFirst",
  "one",
  "oneFirst",
  "query",
  "record",
  "stream",
  "transaction",
]);

/**
 * `pool`, each checkout failing with DatabaseAcquireTimeoutError when no connection comes within
 * `timeoutMs` (`onTimeout` is told each time: the pool metrics count them).
 */
export const boundAcquisition = (pool: DatabasePool, timeoutMs: number, onTimeout: () => void = ignore): DatabasePool =>
  new Proxy(pool, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== "string" || !CHECKOUT.has(property) || typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const acquisition: Acquisition = { state: "waiting" };
        const work = acquisitions.run(acquisition, () => (value as (...a: unknown[]) => Promise<unknown>)(...args));
        return new Promise((resolve, reject) => {
          acquisition.timer = setTimeout(() => {
            if (acquisition.state !== "waiting") return;
            acquisition.state = "abandoned";
            onTimeout();
            reject(new DatabaseAcquireTimeoutError(`No database connection within ${timeoutMs} ms.`));
          }, timeoutMs);
          work.then(
            (result) => {
              clearTimeout(acquisition.timer);
              resolve(result);
            },
            (err: unknown) => {
              clearTimeout(acquisition.timer);
              reject(err);
            },
          );
        });
      };
    },
  });
