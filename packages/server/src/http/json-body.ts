import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type RequestHandler } from "express";
import { type ContractOperation, FORM_MEDIA_TYPE, mediaTypeOf } from "./contract/operation.ts";
import { plainJsonReader } from "./json-reader.ts";
import { perOperation } from "./pipeline.ts";
import { captureRawBody } from "./webhook-hmac.ts";

/**
 * How much of a body an operation does not take is read and dropped before the connection is marked to
 * close, as a multiple of BODY_LIMIT_BYTES.
 * Reading it lets the client finish its upload and read the answer: a server that stops reading and
 * closes makes the client's kernel see a reset while it is still sending (Node's fetch then reports
 * ECONNRESET, not the answer). Reading costs bandwidth, never memory: the bytes are dropped as they come.
 */
export const DISCARD_FACTOR = 8;

/** How long an upload past that is still read and dropped after the answer before the connection closes. */
const LINGER_MS = 2_000;

/**
 * Read and drop a body the operation does not take, so the client's upload finishes and the connection
 * stays usable. Past `limit` bytes (declared, or counted as they come) the answer carries
 * `Connection: close` and the rest is read and dropped for LINGER_MS after it (nginx's lingering
 * close): the client has time to read the answer before the connection closes, and no client holds it
 * open for long by never ending its body.
 */
const discardBody = (req: IncomingMessage, res: ServerResponse, limit: number): void => {
  if (req.headers["content-length"] === undefined && req.headers["transfer-encoding"] === undefined) return;
  let lingering = false;
  const linger = () => {
    lingering = true;
    if (!res.headersSent) res.setHeader("Connection", "close");
    const close = () => {
      const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
      timer.unref();
      req.once("end", () => clearTimeout(timer));
    };
    if (res.writableFinished) close();
    else res.once("finish", close);
  };
  if (Number(req.headers["content-length"]) > limit) linger();
  let seen = 0;
  req.on("data", (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit && !lingering) linger();
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
export const operationBodyReader = (options: {
  maxLimit: number;
}): ((operation: ContractOperation) => RequestHandler) => {
  const discardLimit = options.maxLimit * DISCARD_FACTOR;
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
      // The common JSON body read directly (json-reader.ts); every other one by express.json.
      parser = plainJsonReader(
        limit,
        express.json({
          limit,
          type: ["application/json", "application/*+json"],
          strict: false,
          verify: captureRawBody,
        }),
      );
      parsers.set(limit, parser);
    }
    return parser;
  };
  const discard: RequestHandler = (req, res, next) => {
    discardBody(req, res, discardLimit);
    next();
  };
  return (operation) => {
    if (!operation.hasRequestBody) return discard;
    const limit = Math.min(operation.bodyLimit ?? options.maxLimit, options.maxLimit);
    const json = parserFor(limit);
    if (!operation.acceptsForm) return json;
    const form = formParserFor(limit);
    return (req, res, next) =>
      mediaTypeOf(req.headers["content-type"]) === FORM_MEDIA_TYPE ? form(req, res, next) : json(req, res, next);
  };
};

/** The body reader as one Express middleware for every routed request (operationBodyReader's step for its operation). */
export const jsonBody = (options: { maxLimit: number }): RequestHandler => perOperation(operationBodyReader(options));
