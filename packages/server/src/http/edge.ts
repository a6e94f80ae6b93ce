import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Request } from "express";
import { type OnResponseClose, whenResponseCloses } from "../observability/request-timing.ts";
import { matchesIfNoneMatch } from "./etag.ts";
import { aliasedUrl, type PathAlias } from "./path-alias.ts";
import { requestContextOf, requestIdOf } from "./request-id.ts";
import type { RawHeaders } from "./response-headers.ts";

/**
 * The socket's edge: node:http's request listener answers a GET or HEAD whose exact URL has a fresh
 * cached public representation (the modules' `cachedGets`: the hub's catalog and its kin, the constitution
 * module's public lists) itself, ahead of Express, as a reverse-proxy cache in front of the app would,
 * and hands every other request to Express untouched.
 *
 * Such a URL was routed, validated and answered by the full stack when its representation was made, so
 * going through Express again only costs time: on the cached catalog, Express's request and response
 * objects, its router and the middleware chain, a setHeader per header (each validated and stored in a
 * map, then serialized), and the request's AsyncLocalStorage context were over a fifth of the time
 * (bench/README.md). The answer is the same as Express's, header for header (test/hub/socket-edge.test.ts
 * compares them): the request id, the security and CORS headers, the per-IP rate limit and its headers,
 * ETag and Cache-Control, 304 on If-None-Match, HEAD without a body, the duration metric under the route's
 * template and the request log line. Each is computed by the function the Express middleware uses (each
 * is factored out of its middleware for this), never a copy of it. What is fixed for a representation
 * (its headers after the rate limit's, for a 200 and for a 304) is made once, the first time it is
 * answered here; a request then costs a map lookup, the rate limiter's store, one header array given to
 * `writeHead` (validated once, by node, as it serializes it) and one `end`.
 *
 * Anything it cannot answer exactly as Express would goes to Express: a method other than GET and HEAD
 * (an OPTIONS preflight), a URL the path aliases would rewrite, a request with a body, a URL with no fresh
 * representation, a representation whose own headers name one the edge sets itself, and a request the
 * rate limiter refuses (Express answers the 429 from the edge's count, without counting the request
 * again) or could not count.
 */

/** A fresh cached representation, with everything Express's answer to its URL carries. */
export type CachedAnswer = {
  /** The contract route's path template (`/api/hub/catalog/{id}`): the duration metric's `route` label. */
  readonly route: string;
  readonly body: Buffer;
  /** Its strong ETag (etag.ts). */
  readonly etag: string;
  readonly contentType: string;
  readonly cacheControl: string;
  /** Its own headers besides those (`Content-Disposition`), in the order Express sets them. */
  readonly headers: Readonly<Record<string, string>>;
};

/**
 * A module's cached GETs (`cachedGets` of its instance). `peek` answers the fresh representation
 * cached under a request's exact URL (path and query, as `req.url` has it), without rendering anything,
 * and only once the full stack has answered that URL: each answer is one the contract validator has seen.
 * It returns the same object, for that URL alone, for as long as that representation is cached (the edge
 * keeps what it made for an answer by that object).
 */
export type CachedGets = { peek(url: string): CachedAnswer | undefined };

export type EdgeParts = {
  /** Every served module's cachedGets, in module order. */
  caches: readonly CachedGets[];
  pathAliases: readonly PathAlias[];
  /** The security headers every answer carries (response-headers.ts, recorded from helmet once). */
  securityHeaders: RawHeaders;
  /** The CORS headers of an answer to a request with this Origin (response-headers.ts). */
  corsHeaders: (origin: string | undefined) => RawHeaders;
  /**
   * The rate limiter's count of the request in its client's per-IP budget (rate-limit.ts): the
   * X-RateLimit-* headers when it is admitted, undefined to leave it to Express.
   */
  countPerIp: (req: IncomingMessage) => RawHeaders | undefined | Promise<RawHeaders | undefined>;
  /** What Express's path runs when the response closes, in its order: the duration metric, the request log line. */
  onClose: readonly OnResponseClose[];
  /** The request log's redaction of a path that names a secret route (request-log.ts). */
  redactedPath: (path: string) => string | undefined;
};

/** What the edge makes once for a cached answer. */
type Prepared = {
  answer: CachedAnswer;
  /** A 200's headers after the rate limit's: ETag, Cache-Control, its own, Content-Type, Content-Length. */
  ok: RawHeaders;
  /** A 304's: ETag and Cache-Control (as etag.ts's notModified answers it). */
  notModified: RawHeaders;
  /** Its path as the request log writes it, when the path names a secret route. */
  secretPathTemplate: string | undefined;
};

/**
 * The fields of an Express request the close callbacks read (metrics.ts, request-log.ts), which the edge
 * sets on the bare request as Express's middleware would have.
 */
type EdgeRequest = IncomingMessage &
  Pick<Request, "id" | "requestContext" | "originalUrl" | "routeTemplate" | "secretPathTemplate">;

const SLASH = 47;
/** What makes parseurl, and so Express's `req.path`, parse a URL in full rather than cut it at `?`. */
const PARSED_APART = /[\t\n\f\r #\u00a0\ufeff]/;

/** `express` serves what the edge does not answer (the Express app, as node's request listener). */
export const socketEdge = (parts: EdgeParts, express: RequestListener): RequestListener => {
  const { caches, pathAliases, securityHeaders, corsHeaders, countPerIp, onClose, redactedPath } = parts;
  if (caches.length === 0) return express;

  // The headers the edge writes itself, lower-cased: a representation's own header of one of these names
  // would replace it on Express's path (setHeader), where the edge would send both.
  const fixedNames = [...securityHeaders, ...corsHeaders(undefined)].filter((_, i) => i % 2 === 0);
  const ownNames = new Set(
    [...fixedNames, "Access-Control-Allow-Origin", "Vary", "X-Request-Id", "ETag", "Cache-Control"]
      .concat(["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "Content-Type", "Content-Length"])
      .map((name) => name.toLowerCase()),
  );
  // null: an answer left to Express.
  const prepared = new WeakMap<CachedAnswer, Prepared | null>();
  const prepare = (answer: CachedAnswer, url: string): Prepared | null => {
    // Express reads the path of such a URL with url.parse (parseurl), which need not end at its `?`.
    if (PARSED_APART.test(url)) return null;
    const own = Object.entries(answer.headers);
    if (own.some(([name]) => ownNames.has(name.toLowerCase()))) return null;
    const caching = ["ETag", answer.etag, "Cache-Control", answer.cacheControl];
    const query = url.indexOf("?");
    return {
      answer,
      ok: [...caching, ...own.flat(), "Content-Type", answer.contentType, "Content-Length", String(answer.body.length)],
      notModified: caching,
      secretPathTemplate: redactedPath(query === -1 ? url : url.slice(0, query)),
    };
  };

  /** The prepared answer for the request, when the edge may answer it. */
  const answerable = (req: IncomingMessage): Prepared | undefined => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return undefined;
    const url = req.url;
    if (url === undefined || url.charCodeAt(0) !== SLASH) return undefined;
    const headers = req.headers;
    // A GET with a body is unusual enough to be Express's to answer.
    if (headers["transfer-encoding"] !== undefined) return undefined;
    if (headers["content-length"] !== undefined && headers["content-length"] !== "0") return undefined;
    for (const cache of caches) {
      const answer = cache.peek(url);
      if (answer === undefined) continue;
      // Express would serve it as another URL (path-alias.ts): its answer could differ (the logged path does).
      if (pathAliases.length > 0 && aliasedUrl(pathAliases, url) !== undefined) return undefined;
      let made = prepared.get(answer);
      if (made === undefined) {
        made = prepare(answer, url);
        prepared.set(answer, made);
      }
      return made ?? undefined;
    }
    return undefined;
  };

  const send = (req: IncomingMessage, res: ServerResponse, made: Prepared, limits: RawHeaders, start: number) => {
    const headers = req.headers;
    const id = requestIdOf(headers);
    // What the close callbacks read, set as request-id.ts, request-log.ts and the hub's cache would have.
    const request = req as EdgeRequest;
    request.id = id;
    request.requestContext = requestContextOf(id, headers);
    request.originalUrl = req.url!;
    request.routeTemplate = made.answer.route;
    if (made.secretPathTemplate !== undefined) request.secretPathTemplate = made.secretPathTemplate;
    // app.ts serves a HEAD as the GET it mirrors (logged and counted as one); node decided when it made the
    // response that it has no body.
    const head = req.method === "HEAD";
    if (head) req.method = "GET";
    for (const done of onClose) whenResponseCloses(res, done, start);
    const fresh = matchesIfNoneMatch(headers["if-none-match"], made.answer.etag);
    res.writeHead(fresh ? 304 : 200, [
      "X-Request-Id",
      id,
      ...securityHeaders,
      ...corsHeaders(headers.origin),
      ...limits,
      ...(fresh ? made.notModified : made.ok),
    ]);
    if (fresh || head) res.end();
    else res.end(made.answer.body);
  };

  return (req, res) => {
    const made = answerable(req);
    if (made === undefined) return express(req, res);
    // The duration starts here, as Express's starts at its first middleware: the rate limit is part of it.
    const start = performance.now();
    const limits = countPerIp(req);
    if (limits === undefined) return express(req, res);
    if (limits instanceof Promise) {
      // A client's first request in a window on this instance waits for the shared counters.
      limits.then(
        (settled) => (settled === undefined ? express(req, res) : send(req, res, made, settled, start)),
        () => express(req, res),
      );
      return;
    }
    send(req, res, made, limits, start);
  };
};
