/** What `verify` accepts as the request body: the text or bytes exactly as received. */
export type RawBody = string | Uint8Array | ArrayBuffer | ArrayBufferView;

const PARSED_BODY =
  "verify() needs the raw request body (a string, Uint8Array, Buffer or ArrayBuffer), not a parsed object: " +
  "the signature covers the exact bytes that were sent, and re-serializing parsed JSON can change them " +
  "(spacing, key order, number and string spelling), so a genuine request could fail and the check would " +
  "not be about what was sent. Read the body before any JSON parser runs: in Express use " +
  "express.raw({ type: 'application/json' }) on the webhook route (or keep the bytes with express.json's " +
  "verify option), with fetch-style requests use verifyRequest(request), with node:http use verifyIncomingMessage(req).";

/** The body as a string or a `Uint8Array` view of the same memory (no copy); refuses anything else. */
export const normalizeRawBody = (body: unknown): string | Uint8Array => {
  if (typeof body === "string" || body instanceof Uint8Array) return body;
  // (toString also recognizes an ArrayBuffer from another realm, such as a vm context or an iframe.)
  if (body instanceof ArrayBuffer || Object.prototype.toString.call(body) === "[object ArrayBuffer]")
    return new Uint8Array(body as ArrayBuffer);
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  if (body === undefined || body === null) {
    throw new TypeError(
      `verify() needs the raw request body, got ${body}: nothing was read from the request (or a body parser consumed it first).`,
    );
  }
  throw new TypeError(`${PARSED_BODY} (got ${Array.isArray(body) ? "an array" : `a ${typeof body}`})`);
};
