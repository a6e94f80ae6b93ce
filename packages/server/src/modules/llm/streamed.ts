import type { Admission } from "./chat.ts";
import type { Failure } from "./failures.ts";
import type { Success } from "./gateway.ts";
import type { RunOutcome, RunOwner } from "./store.ts";

/** A streamed run that has ended: the call's result and what was recorded of it. */
export type StreamedRun = { result: Success | Failure; outcome: RunOutcome; completedAt: string };

/** A streamed run whose row could not be written (the database away): nothing was called. */
export class RunNotRecorded extends Error {
  constructor(cause: unknown) {
    super("the streamed run could not be recorded", { cause });
  }
}

/**
 * Records a streamed run, makes the admitted call with its deltas, records how it ended and charges its
 * budgets (operations.ts).
 */
export type StreamRun = (
  owner: RunOwner,
  admission: Admission,
  id: string,
  createdAt: string,
  sink: { onDelta: (text: string) => void; clientGone: () => boolean },
) => Promise<StreamedRun>;
