import { PayloadTooLargeError } from "./errors.js";
import {
  bodyLimit,
  concat,
  declaredLength,
  type VerifiedRequest,
  type VerifyRequestOptions,
  verifyBytes,
} from "./verified-request.js";

/** The parts of Node's `http.IncomingMessage` this helper uses (structural: no Node types needed). */
export type IncomingMessageLike = {
  readonly headers: { readonly [name: string]: string | readonly string[] | undefined };
  // biome-ignore lint/suspicious/noExplicitAny: the listener signature of Node's EventEmitter
  on(event: string, listener: (...args: any[]) => void): unknown;
  // biome-ignore lint/suspicious/noExplicitAny: the listener signature of Node's EventEmitter
  removeListener(event: string, listener: (...args: any[]) => void): unknown;
  /** True once the body has been read to its end (by this helper or an earlier body parser). */
  readonly readableEnded?: boolean;
};

const encoder = new TextEncoder();

/** Collect the body, at most `limit` bytes. Past the limit it stops listening; Node discards the rest. */
const collect = (req: IncomingMessageLike, limit: number): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let length = 0;
    const cleanup = () => {
      req.removeListener("data", onData);
      req.removeListener("end", onEnd);
      req.removeListener("error", onError);
      req.removeListener("aborted", onAborted);
    };
    const onData = (chunk: Uint8Array | string) => {
      const bytes = typeof chunk === "string" ? encoder.encode(chunk) : chunk;
      length += bytes.length;
      if (length > limit) {
        cleanup();
        reject(new PayloadTooLargeError(limit));
        return;
      }
      chunks.push(bytes);
    };
    const onEnd = () => {
      cleanup();
      resolve(concat(chunks, length));
    };
    const onError = (error: unknown) => {
      cleanup();
      reject(error);
    };
    const onAborted = () => onError(new Error("the client aborted the request before its body was read"));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("aborted", onAborted);
  });

/**
 * Read a Node `http.IncomingMessage`'s body (up to `maxBodyBytes`, default 1 MiB) and verify it:
 *
 *     http.createServer(async (req, res) => {
 *       const { payload } = await verifyIncomingMessage(req, { secret });
 *     });
 *
 * Rejects with `PayloadTooLargeError` (answer 413) past the limit, with a `WebhookVerificationError`
 * (answer 401) when the request must not be trusted, and with a `TypeError` when the body was already
 * consumed by a body parser.
 */
export const verifyIncomingMessage = async (
  req: IncomingMessageLike,
  options: VerifyRequestOptions,
): Promise<VerifiedRequest> => {
  if (req.readableEnded) {
    throw new TypeError(
      "verifyIncomingMessage() needs the unread request stream, but its body was already read (by a body parser?): " +
        "verify before parsing, or keep the raw bytes and call verify() with them.",
    );
  }
  const limit = bodyLimit(options);
  const declared = declaredLength(readContentLength(req.headers["content-length"]));
  if (declared !== undefined && declared > limit) throw new PayloadTooLargeError(limit);
  return verifyBytes(await collect(req, limit), req.headers, options);
};

const readContentLength = (value: string | readonly string[] | undefined): string | undefined =>
  typeof value === "string" ? value : undefined;
