import type { ServerResponse } from "node:http";

type Timing = { start: number; done: ((ms: number) => void)[] };
const TIMING = Symbol("trustplane.requestTiming");

/**
 * Run `done` with the request's duration in milliseconds when its response closes. Every caller shares
 * one clock start (the first caller's, the metrics middleware) and one `close` listener per response,
 * instead of each middleware timing the request again.
 */
export const whenResponseCloses = (res: ServerResponse, done: (ms: number) => void): void => {
  const holder = res as ServerResponse & { [TIMING]?: Timing };
  let timing = holder[TIMING];
  if (!timing) {
    const created: Timing = { start: performance.now(), done: [] };
    holder[TIMING] = timing = created;
    res.once("close", () => {
      const ms = performance.now() - created.start;
      for (const callback of created.done) callback(ms);
    });
  }
  timing.done.push(done);
};
