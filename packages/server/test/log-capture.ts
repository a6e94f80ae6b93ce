import { Writable } from "node:stream";
import { type Logger, pino } from "pino";

/**
 * A logger at `info` whose lines are kept in memory, for tests that read what the server logged (and
 * what it must never log): `lines` holds each line's text, `records()` each parsed.
 */
export const capturedLogs = (): { logger: Logger; lines: string[]; records: () => Record<string, unknown>[] } => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return {
    logger: pino({ level: "info" }, sink),
    lines,
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
};
