import { PayloadTooLargeError } from "./errors.js";
import {
  bodyLimit,
  concat,
  declaredLength,
  type VerifiedRequest,
  type VerifyRequestOptions,
  verifyBytes,
} from "./verified-request.js";

/** The parts of a Fetch `Request` this helper uses (Hono's `c.req.raw`, Deno, Bun, workers, Next.js). */
export type FetchRequestLike = {
  readonly headers: { get(name: string): string | null };
  readonly body: ReadableStream<Uint8Array> | null;
  readonly bodyUsed: boolean;
};

const readAll = async (request: FetchRequestLike, limit: number): Promise<Uint8Array> => {
  const declared = declaredLength(request.headers.get("content-length"));
  if (declared !== undefined && declared > limit) throw new PayloadTooLargeError(limit);
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > limit) {
      await reader.cancel().catch(() => {});
      throw new PayloadTooLargeError(limit);
    }
    chunks.push(value);
  }
  return concat(chunks, length);
};

/**
 * Read a Fetch `Request`'s body (bytes, up to `maxBodyBytes`) and verify it. Works wherever requests are
 * Fetch `Request`s: Hono (`verifyRequest(c.req.raw, …)`), Deno.serve, Bun.serve, Cloudflare Workers,
 * Next.js route handlers. The body is consumed: use the returned `payload` or `text`, or pass
 * `request.clone()` to keep the original readable.
 *
 * The bytes are read rather than `request.text()`, which would drop a leading byte-order mark and
 * replace invalid UTF-8, so the check would be about other bytes than those that were signed.
 */
export const verifyRequest = async (
  request: FetchRequestLike,
  options: VerifyRequestOptions,
): Promise<VerifiedRequest> => {
  if (request.bodyUsed) {
    throw new TypeError(
      "verifyRequest() needs an unread request body, but it was already read (by a body parser or an earlier " +
        "request.json()/text() call): verify first, or pass request.clone() before reading.",
    );
  }
  const limit = bodyLimit(options);
  return verifyBytes(await readAll(request, limit), request.headers, options);
};
