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

/** The stream both kinds share: a client leaving is noticed, writes after it dropped, `idle` text sent every `heartbeatMs`. */
const openStream = (res: Response, heartbeatMs: number, idle: string) => {
  let gone = false;
  res.on("close", () => {
    if (!res.writableFinished) gone = true;
  });
  const writeText = (text: string) => {
    if (!gone && !res.writableEnded) res.write(text);
  };
  res.flushHeaders();
  const heartbeat = setInterval(() => writeText(idle), heartbeatMs);
  return {
    writeText,
    clientGone: () => gone,
    end: () => {
      clearInterval(heartbeat);
      if (!res.writableEnded) res.end();
    },
  };
};

export const openEventStream = (res: Response, options: { heartbeatMs: number }): EventStream => {
  const stream = openStream(res, options.heartbeatMs, eventText("heartbeat", {}));
  return {
    write: (name, data) => stream.writeText(eventText(name, data)),
    clientGone: stream.clientGone,
    end: stream.end,
  };
};

/**
 * A stream of unnamed events, as OpenAI's APIs send them: `data: <JSON>` each, `data: [DONE]` last
 * (`done`), and a comment (`: keep-alive`) as the heartbeat, which clients skip.
 */
export type DataStream = {
  write(data: unknown): void;
  /** Writes `data: [DONE]`. */
  done(): void;
  clientGone(): boolean;
  end(): void;
};

export const openDataStream = (res: Response, options: { heartbeatMs: number }): DataStream => {
  const stream = openStream(res, options.heartbeatMs, ": keep-alive\n\n");
  return {
    write: (data) => stream.writeText(`data: ${JSON.stringify(data)}\n\n`),
    done: () => stream.writeText("data: [DONE]\n\n"),
    clientGone: stream.clientGone,
    end: stream.end,
  };
};
