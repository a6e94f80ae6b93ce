import type { Response } from "express";

export type CapturedResponse = { status: number; headers: Record<string, string>; body: string };

/** Headers that belong to the result and are sent again on a replay. */
const KEPT_HEADERS = ["content-type", "location"];

type End = (...args: unknown[]) => Response;
type Write = (...args: unknown[]) => boolean;

const toBuffer = (chunk: unknown, encoding: unknown): Buffer | undefined => {
  if (typeof chunk === "string")
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return undefined;
};

/**
 * Capture whatever the rest of the request writes (a handler's `res.json`, or the error handler's
 * problem+json for a thrown error) at the lowest level, `res.end`, and hold the real `end` back until
 * `onEnd` has settled. The response therefore only reaches the client after its record is stored: a
 * client that retries the moment it gets an answer always finds it. `onEnd` should handle (log) its own
 * errors; the response is sent either way.
 */
export const captureResponse = (res: Response, onEnd: (response: CapturedResponse) => Promise<void>): void => {
  const chunks: Buffer[] = [];
  const originalWrite = res.write as unknown as Write;
  const originalEnd = res.end as unknown as End;

  (res as unknown as { write: Write }).write = (...args: unknown[]) => {
    const chunk = toBuffer(args[0], args[1]);
    if (chunk) chunks.push(chunk);
    return originalWrite.apply(res, args);
  };

  (res as unknown as { end: End }).end = (...args: unknown[]) => {
    // Restore first: whatever happens next (even a second end) goes straight through.
    res.write = originalWrite as unknown as Response["write"];
    res.end = originalEnd as unknown as Response["end"];
    const chunk = typeof args[0] === "function" ? undefined : toBuffer(args[0], args[1]);
    if (chunk) chunks.push(chunk);
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const captured = { status: res.statusCode, headers, body: Buffer.concat(chunks).toString("utf8") };
    const send = () => {
      originalEnd.apply(res, args);
    };
    onEnd(captured).then(send, send);
    return res;
  };
};
