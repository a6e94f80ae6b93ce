import { PayloadTooLargeError, WebhookVerificationError } from "./errors.js";
import { type IncomingMessageLike, verifyIncomingMessage } from "./node-http.js";
import { normalizeRawBody } from "./raw-body.js";
import { type VerifiedRequest, type VerifyRequestOptions, verifyBytes } from "./verified-request.js";

/** The parts of an Express request the middleware uses (structural: no Express import). */
export type ExpressLikeRequest = IncomingMessageLike & {
  body?: unknown;
  /** The bytes kept by `keepRawBody` (express.json's `verify` option). */
  rawBody?: unknown;
  /** Set by the middleware once the request is verified. */
  webhook?: VerifiedRequest;
};

export type ExpressLikeResponse = { status(code: number): { json(body: unknown): unknown } };
export type ExpressLikeNext = (error?: unknown) => void;

export type WebhookMiddlewareOptions = VerifyRequestOptions & {
  /**
   * Answer a refused request yourself. By default a `WebhookVerificationError` is answered 401 and a
   * `PayloadTooLargeError` 413, with `{ error: code, message }`; other errors go to `next(error)`.
   */
  onError?: (
    error: WebhookVerificationError | PayloadTooLargeError,
    req: ExpressLikeRequest,
    res: ExpressLikeResponse,
    next: ExpressLikeNext,
  ) => void;
};

/**
 * express.json's `verify` option that keeps the exact bytes for `webhookMiddleware`:
 * `app.use(express.json({ verify: keepRawBody }))`.
 */
export const keepRawBody = (req: object, _res: unknown, buffer: Uint8Array): void => {
  (req as { rawBody?: unknown }).rawBody = buffer;
};

const bytesOf = (body: unknown): Uint8Array => {
  const raw = normalizeRawBody(body);
  return typeof raw === "string" ? new TextEncoder().encode(raw) : raw;
};

/** The raw body from wherever the app's body parsing left it, or by reading the stream itself. */
const verifyExpress = (req: ExpressLikeRequest, options: VerifyRequestOptions): Promise<VerifiedRequest> => {
  if (req.rawBody !== undefined) return verifyBytes(bytesOf(req.rawBody), req.headers, options);
  if (typeof req.body === "string" || ArrayBuffer.isView(req.body))
    return verifyBytes(bytesOf(req.body), req.headers, options);
  if (req.body === undefined && !req.readableEnded) return verifyIncomingMessage(req, options);
  // A parser turned the body into an object and the bytes are gone: normalizeRawBody explains why that fails.
  return Promise.resolve().then(() => verifyBytes(bytesOf(req.body), req.headers, options));
};

/**
 * Express (4 and 5) middleware that verifies the webhook, then sets `req.webhook` (what was verified) and
 * `req.body` (the parsed JSON). It needs the raw body, in any of these ways:
 *
 *     app.post("/webhooks", express.raw({ type: "application/json" }), webhookMiddleware({ secret }), handler);
 *     app.use(express.json({ verify: keepRawBody }));   // keeps req.rawBody next to the parsed body
 *     app.post("/webhooks", webhookMiddleware({ secret }), handler);   // no body parser: it reads the stream
 */
export const webhookMiddleware = (options: WebhookMiddlewareOptions) => {
  const { onError, ...verifyOptions } = options;
  return (req: ExpressLikeRequest, res: ExpressLikeResponse, next: ExpressLikeNext): void => {
    verifyExpress(req, verifyOptions).then(
      (verified) => {
        req.webhook = verified;
        if (verified.payload !== undefined) req.body = verified.payload;
        next();
      },
      (error: unknown) => {
        if (!(error instanceof WebhookVerificationError || error instanceof PayloadTooLargeError)) return next(error);
        if (onError) return onError(error, req, res, next);
        res
          .status(error instanceof PayloadTooLargeError ? 413 : 401)
          .json({ error: error.code, message: error.message });
      },
    );
  };
};
