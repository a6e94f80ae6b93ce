import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";
import { captureRawBody } from "./webhook-hmac.ts";

/** The Content-Type values read here (lower-cased): JSON in UTF-8, said or implied. */
const PLAIN_JSON = new Set(["application/json", "application/json; charset=utf-8", "application/json;charset=utf-8"]);
const DIGITS = /^\d{1,15}$/;
const BOM = 0xfeff;

/** An error as body-parser's (http-errors) carries it, for the error handler (errors.ts reads `type`). */
const bodyError = (status: number, message: string, type: string, more: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { status, statusCode: status, expose: true, type, ...more });

/**
 * The JSON body of the request every client sends (`Content-Type: application/json`, in UTF-8, with a
 * `Content-Length` within the limit, not compressed), read without body-parser's generic machinery
 * (content-type and type-is parsing, iconv, raw-body's stream handling, on-finished): 13 of the ~100 µs
 * of CPU per `POST /api/constitution/classify` (bench/README.md). Its outcome is body-parser's, as
 * express.json is set up in json-body.ts (`strict: false`, the raw bytes kept by `captureRawBody`): the
 * same `req.body` and `req.rawBody`, a BOM dropped, an empty body `{}`, invalid JSON the same
 * `entity.parse.failed` 400, an aborted upload the same `request.aborted` 400 (json-reader.test.ts
 * compares them). Every other request (another media type or charset, a compressed or chunked body, one
 * past the limit or of no length) goes to `fallback`, the body-parser middleware, which answers it as
 * before.
 */
export const plainJsonReader =
  (limit: number, fallback: RequestHandler): RequestHandler =>
  (req, res, next) => {
    const headers = req.headers;
    const type = headers["content-type"];
    const length = headers["content-length"];
    if (
      type === undefined ||
      length === undefined ||
      headers["transfer-encoding"] !== undefined ||
      headers["content-encoding"] !== undefined ||
      !PLAIN_JSON.has(type.toLowerCase()) ||
      !DIGITS.test(length) ||
      Number(length) === 0 ||
      Number(length) > limit ||
      req.complete
    ) {
      return fallback(req, res, next);
    }
    const expected = Number(length);
    req.body = undefined;
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
    };
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", end);
      req.off("aborted", aborted);
      req.off("error", failed);
    };
    // The stream's events come from the socket, outside the request's context (request-context.ts): what
    // runs after the body runs in the context the body was asked for in, as raw-body's callback does (one
    // snapshot per request: AsyncResource.bind per listener tripled the garbage collector's share).
    const inContext = AsyncLocalStorage.snapshot();
    const onAborted = () => {
      cleanup();
      next(
        bodyError(400, "request aborted", "request.aborted", {
          code: "ECONNABORTED",
          expected,
          length: expected,
          received,
        }),
      );
    };
    const onError = (err: Error) => {
      cleanup();
      next(Object.assign(err, { status: 400, statusCode: 400, expose: true }));
    };
    const onEnd = () => {
      cleanup();
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received);
      captureRawBody(req, res, body);
      let text = body.toString("utf8");
      if (text.charCodeAt(0) === BOM) text = text.slice(1);
      if (text.length === 0) {
        req.body = {};
        return next();
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (err) {
        return next(bodyError(400, (err as Error).message, "entity.parse.failed", { body: text }));
      }
      req.body = parsed;
      next();
    };
    const end = () => inContext(onEnd);
    const aborted = () => inContext(onAborted);
    const failed = (err: Error) => inContext(onError, err);
    req.on("data", onData);
    req.on("end", end);
    req.on("aborted", aborted);
    req.on("error", failed);
  };
