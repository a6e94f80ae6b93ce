import type { Response } from "express";

/**
 * A server-sent-events answer (`text/event-stream`) written by an operation's `send`: the headers are
 * flushed at once, `write` sends one event (`event: <name>` and its JSON `data`), a `heartbeat` event
 * goes out every `heartbeatMs` while nothing else does the talking, and a client that disconnects is
 * noticed (`clientGone`) without stopping the work: writes after it are dropped.
 */
export type EventStream = {
  write(name: string, data: unknown): void;
  /** Whether the client disconnected before the stream was ended. */
  clientGone(): boolean;
  /** Stops the heartbeat and ends the response (idempotent). */
  end(): void;
};

/** The headers every event stream is answered with (no caching, no proxy buffering). */
export const EVENT_STREAM_HEADERS = { "Cache-Control": "no-store", "X-Accel-Buffering": "no" } as const;

/** One event, as written on the wire. */
export const eventText = (name: string, data: unknown): string => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export const openEventStream = (res: Response, options: { heartbeatMs: number }): EventStream => {
  let gone = false;
  res.on("close", () => {
    if (!res.writableFinished) gone = true;
  });
  const write = (name: string, data: unknown) => {
    if (!gone && !res.writableEnded) res.write(eventText(name, data));
  };
  res.flushHeaders();
  const heartbeat = setInterval(() => write("heartbeat", {}), options.heartbeatMs);
  return {
    write,
    clientGone: () => gone,
    end: () => {
      clearInterval(heartbeat);
      if (!res.writableEnded) res.end();
    },
  };
};
