import { currentDeadline } from "../request-context.ts";

/**
 * Money-moving statements carry their request's deadline (bounds.ts, DB_REQUEST_DEADLINE_MS) and do
 * nothing when executed after it. That is what makes a 503 with an unknown outcome safe: a statement
 * stuck in a partition and delivered when the network heals, after the client gave up, cannot move
 * money that the client's retry then moves again.
 *
 * - A single statement (a transfer) checks `clock_timestamp() < deadline` itself, after its locks.
 * - A transaction of several statements (a top-up) sets `trustplane.commit_deadline` for the
 *   transaction (`commitDeadlineSetting`); a deferred constraint trigger on ledger_operations
 *   (migration 0012) refuses the COMMIT past it, so even a COMMIT delivered late cannot land.
 *
 * Either way the refusal is SQLSTATE TPD01 (CommitDeadlinePassedError when detected by the code),
 * which the error handler answers 503 `deadline-passed`: nothing was changed, retry.
 */
export const COMMIT_DEADLINE_PASSED = "TPD01";

/** The name of the transaction-local setting the commit-deadline trigger reads. */
export const COMMIT_DEADLINE_SETTING = "trustplane.commit_deadline";

export class CommitDeadlinePassedError extends Error {
  readonly code = COMMIT_DEADLINE_PASSED;
  constructor() {
    super("The request's database deadline passed before its statement ran; nothing was changed.");
    this.name = "CommitDeadlinePassedError";
  }
}

/** The current request's deadline on the database's clock (ISO 8601), or null outside a request scope. */
export const moneyDeadline = (): string | null => currentDeadline() ?? null;
