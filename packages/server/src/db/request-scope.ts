import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the database layer knows about the request it is serving, carried across awaits (like a Go
 * context): set by the idempotency middleware around a money-moving route, read by the statements that
 * move money and by the bounded driver.
 *
 * - `deadline`: ISO 8601 instant on the DATABASE's clock after which this request's money-moving
 *   statements must do nothing (see bounds.ts, DB_REQUEST_DEADLINE_MS).
 * - `outcomeUnknown`: a statement was sent and never answered (the client gave up on a dead socket,
 *   or the connection broke mid-statement): whatever it was may yet commit, up to the deadline.
 */
export type RequestScope = { deadline: string | undefined; outcomeUnknown: boolean };

const storage = new AsyncLocalStorage<RequestScope>();

/** Run `work` (and everything it awaits) in a fresh scope; the scope is returned for reading afterwards. */
export const runInRequestScope = <T>(deadline: string | undefined, work: (scope: RequestScope) => T): T => {
  const scope: RequestScope = { deadline, outcomeUnknown: false };
  return storage.run(scope, () => work(scope));
};

/** The current request's money deadline (database clock), when one is set. */
export const currentDeadline = (): string | undefined => storage.getStore()?.deadline;

/** Called by the driver when a statement's fate is unknown. */
export const markOutcomeUnknown = (): void => {
  const scope = storage.getStore();
  if (scope) scope.outcomeUnknown = true;
};
