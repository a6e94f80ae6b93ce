import type { HeaderSource } from "./headers.js";
import { type VerifiedWebhook, type VerifyOptions, verify } from "./verify.js";

/** Options of the framework helpers: those of `verify`, less what the helper reads from the request. */
export type VerifyRequestOptions = Omit<VerifyOptions, "headers" | "body"> & {
  /** The largest body the helper reads, in bytes; a larger one fails with `PayloadTooLargeError`. Default 1 MiB. */
  maxBodyBytes?: number;
};

/** A verified request: what `verify` resolves with, plus the body in the forms a handler wants. */
export type VerifiedRequest = VerifiedWebhook & {
  /** The body bytes exactly as received. */
  rawBody: Uint8Array;
  /** The body as UTF-8 text. */
  text: string;
  /** The body parsed as JSON, or `undefined` when it is empty or not JSON. */
  payload: unknown;
};

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export const bodyLimit = (options: VerifyRequestOptions): number => {
  const limit = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (!(limit >= 0)) throw new RangeError("maxBodyBytes must be a number ≥ 0");
  return limit;
};

const decoder = new TextDecoder();

const parseJson = (text: string): unknown => {
  try {
    return text === "" ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Verify `rawBody` under `headers`, then decode and parse it for the handler. */
export const verifyBytes = async (
  rawBody: Uint8Array,
  headers: HeaderSource,
  options: VerifyRequestOptions,
): Promise<VerifiedRequest> => {
  const { maxBodyBytes: _limit, ...verifyOptions } = options;
  const verified = await verify({ ...verifyOptions, headers, body: rawBody });
  const text = decoder.decode(rawBody);
  return { ...verified, rawBody, text, payload: parseJson(text) };
};

/** Join chunks read from a stream into one array. */
export const concat = (chunks: readonly Uint8Array[], length: number): Uint8Array => {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
};

/** The declared Content-Length, when there is a well-formed one. */
export const declaredLength = (value: string | null | undefined): number | undefined =>
  value != null && /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
