import type { ServerResponse } from "node:http";
import type { Request } from "express";

/** Called with the response (its request is `res.req`) and the request's duration in milliseconds. */
export type OnResponseClose = (res: ServerResponse & { req: Request }, ms: number) => void;

type Timing = { start: number; done: OnResponseClose[] };
const TIMING = Symbol("trustplane.requestTiming");
type Timed = ServerResponse & { req: Request; [TIMING]?: Timing };

/** The one `close` listener of every timed response: no closure is made per request. */
function closed(this: Timed): void {
  const timing = this[TIMING]!;
  const ms = performance.now() - timing.start;
  for (const done of timing.done) done(this, ms);
}

/**
 * Run `done` with the request's duration in milliseconds when its response closes. Every caller shares
 * one clock start (the first caller's, the metrics middleware) and one `close` listener per response,
 * instead of each middleware timing the request again. `done` gets the response rather than closing
 * over it, so a middleware passes the same function for every request. `start` (a `performance.now()`)
 * is for a first caller that began the request's work before it (the socket's edge, http/edge.ts).
 */
export const whenResponseCloses = (res: ServerResponse, done: OnResponseClose, start?: number): void => {
  const timed = res as Timed;
  const timing = timed[TIMING];
  if (timing) {
    timing.done.push(done);
    return;
  }
  timed[TIMING] = { start: start ?? performance.now(), done: [done] };
  res.on("close", closed);
};
