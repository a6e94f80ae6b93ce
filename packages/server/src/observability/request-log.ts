import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { secretPathRedactor } from "../http/secret-paths.ts";
import { type OnResponseClose, whenResponseCloses } from "./request-timing.ts";

declare global {
  namespace Express {
    interface Request {
      log: Logger;
    }
  }
}

/**
 * One log line per request, when its response is finished or the client went away: request id,
 * trace id and span id (W3C Trace Context; `parentSpanId` when the request joined a caller's trace),
 * method, path (never the query string, never headers, and the route's template where the contract says
 * the path holds a secret, `x-secret-path`: so no token or secret reaches the log),
 * status and duration. Level by outcome: error for 5xx, warn for 4xx, info otherwise.
 *
 * pino-http did the same with a child logger, serializers and header redaction on every request:
 * about a tenth of a cached catalog hit's cost. Handlers and services log through `req.log` or
 * `ctx.logger` (the same app logger): while a request is served, each of their lines carries its
 * `requestId`, `traceId` and `spanId` (request-context.ts), with no per-request logger.
 */
export type RequestLog = {
  middleware: RequestHandler;
  /**
   * What the middleware registers for the response's `close` (request-timing.ts): writes the line. The
   * socket's edge (http/edge.ts), which answers some requests ahead of Express, registers it too.
   */
  writeLine: OnResponseClose;
  /** A path as the log writes it when it names a secret route (secret-paths.ts), else undefined. */
  redactedPath: (path: string) => string | undefined;
};

export const requestLog = (
  logger: Logger,
  /**
   * The prefixes of routes whose path carries a secret (secret-paths.ts): a request naming one is marked
   * here, on entry, before anything can answer it (a CORS preflight, a cached GET, a 404). Done in this
   * step rather than one of its own: an Express layer costs more than the check (4 points of the cached
   * catalog's share of Express, measured).
   */
  secretPrefixes: readonly string[] = [],
): RequestLog => {
  const writeLine: OnResponseClose = (res, elapsed) => {
    const status = res.statusCode;
    const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
    if (!logger.isLevelEnabled(level)) return;
    const req = res.req;
    // A path that carries a secret (`x-secret-path`, a capability link's token) is logged as its template,
    // or as `<prefix>/{redacted}` when it names such a route's prefix without matching it (secret-paths.ts).
    const path = req.secretPathTemplate ?? req.originalUrl.split("?", 1)[0];
    const context = req.requestContext;
    const parentSpanId = context?.parentSpanId;
    logger[level](
      {
        requestId: req.id,
        ...(context ? { traceId: context.traceId, spanId: context.spanId } : {}),
        ...(parentSpanId ? { parentSpanId } : {}),
        method: req.method,
        path,
        status,
        ms: Math.round(elapsed * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      "request",
    );
  };
  const redactedPath = secretPathRedactor(secretPrefixes);
  return {
    middleware: (req, res, next) => {
      req.log = logger;
      whenResponseCloses(res, writeLine);
      const redacted = redactedPath(req.path);
      if (redacted !== undefined) req.secretPathTemplate = redacted;
      next();
    },
    writeLine,
    redactedPath,
  };
};
