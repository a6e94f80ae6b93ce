import type { IncomingMessage } from "node:http";
import express, { type RequestHandler } from "express";
import { FORM_MEDIA_TYPE, mediaTypeOf } from "./contract/operation.ts";
import { captureRawBody } from "./webhook-hmac.ts";

/**
 * Read and drop a body the operation does not take, so the client's upload finishes and the connection
 * stays usable (a body left unread makes Node close the connection under the client mid-upload); past
 * `limit` bytes the connection is cut instead of reading on.
 */
const discardBody = (req: IncomingMessage, limit: number): void => {
  if (req.headers["content-length"] === undefined && req.headers["transfer-encoding"] === undefined) return;
  let seen = 0;
  req.on("data", (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit) req.destroy();
  });
};

/**
 * Reads JSON request bodies (and HTML form bodies where the contract takes them), after routing and only for an operation whose contract declares a request
 * body, under that operation's limit: the smaller of its `x-body-limit` and the server's
 * BODY_LIMIT_BYTES (413 beyond, before the rest is read). Every other request's body is not read at
 * all: a body on a GET, or on an operation that takes none, is ignored the same way on every route
 * (HTTP gives it no meaning), whether or not it is valid JSON.
 *
 * The raw bytes are kept (`req.rawBody`): partner webhook signatures are checked against them, and
 * the contract validator screens them (json-screen.ts).
 */
export const jsonBody = (options: { maxLimit: number }): RequestHandler => {
  const parsers = new Map<number, RequestHandler>();
  const formParsers = new Map<number, RequestHandler>();
  /**
   * HTML forms, for an operation whose contract takes `application/x-www-form-urlencoded`: flat
   * fields (`extended: false`), a repeated name becoming an array the schema then refuses.
   */
  const formParserFor = (limit: number): RequestHandler => {
    let parser = formParsers.get(limit);
    if (!parser) {
      parser = express.urlencoded({ limit, extended: false, parameterLimit: 50, type: FORM_MEDIA_TYPE });
      formParsers.set(limit, parser);
    }
    return parser;
  };
  const parserFor = (limit: number): RequestHandler => {
    let parser = parsers.get(limit);
    if (!parser) {
      parser = express.json({
        limit,
        type: ["application/json", "application/*+json"],
        strict: false,
        verify: captureRawBody,
      });
      parsers.set(limit, parser);
    }
    return parser;
  };
  return (req, res, next) => {
    const operation = req.operation;
    if (!operation) return next();
    if (!operation.hasRequestBody) {
      discardBody(req, options.maxLimit);
      return next();
    }
    const limit = Math.min(operation.bodyLimit ?? options.maxLimit, options.maxLimit);
    if (operation.acceptsForm && mediaTypeOf(req.headers["content-type"]) === FORM_MEDIA_TYPE) {
      return formParserFor(limit)(req, res, next);
    }
    return parserFor(limit)(req, res, next);
  };
};
