import type { Failure } from "./failures.ts";
import type { CallOptions, Success } from "./gateway.ts";
import type { RunOutcome, RunRequest } from "./store.ts";

/** A streamed run that has ended: the call's result and what was recorded of it. */
export type StreamedRun = { result: Success | Failure; outcome: RunOutcome; completedAt: string };

/** A streamed run whose row could not be written (the database away): nothing was called. */
export class RunNotRecorded extends Error {
  constructor(cause: unknown) {
    super("the streamed run could not be recorded", { cause });
  }
}

/** Records a streamed run, calls the provider with its deltas, records how it ended (operations.ts). */
export type StreamRun = (
  userId: string,
  id: string,
  request: RunRequest,
  createdAt: string,
  options: Omit<CallOptions, "onDelta" | "signal">,
  sink: { onDelta: (text: string) => void; clientGone: () => boolean },
) => Promise<StreamedRun>;
