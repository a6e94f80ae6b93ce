import cors from "cors";
import type { RequestHandler } from "express";
import helmet, { type HelmetOptions } from "helmet";

/** What a middleware did to a response, in order: a header set, or one removed (value undefined). */
type HeaderOps = readonly (readonly [name: string, value: string | undefined])[];

/**
 * Runs a middleware that only sets response headers which depend on nothing in the request once, at
 * start-up, against a response that records what it does. Anything else it tries (reading the request
 * or the response, answering, failing, or going on later) throws here, at start-up.
 */
const recordHeaders = (middleware: RequestHandler): HeaderOps => {
  const ops: [string, string | undefined][] = [];
  const res = {
    setHeader(name: string, value: unknown) {
      if (typeof value !== "string") throw new TypeError(`${name}: a header set once must be a string`);
      ops.push([name, value]);
      return res;
    },
    removeHeader(name: string) {
      ops.push([name, undefined]);
    },
  };
  let done = false;
  middleware({} as never, res as never, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error("a header-only middleware must go on at once");
  return ops;
};

/**
 * Helmet's headers, with the options it is given. With options that name no per-request value (no
 * CSP nonce) they are the same on every response, so helmet runs once, at start-up, and each request
 * gets what it set, in the same order: helmet's chain of one middleware per header cost every request
 * about a microsecond more.
 */
export const securityHeaders = (options: HelmetOptions): RequestHandler => {
  const ops = recordHeaders(helmet(options));
  return (_req, res, next) => {
    for (const [name, value] of ops) {
      if (value === undefined) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    next();
  };
};

/**
 * CORS as the `cors` package answers it for these options (`origin` any or a list, `exposedHeaders`,
 * `maxAge`; no credentials). Preflights (OPTIONS) are answered by `cors` itself. On every other request
 * it sets the same headers `cors` would without `cors`'s per-request work (merging its options into a
 * new object, two callbacks, joining the exposed header list): `Access-Control-Allow-Origin` (`*`, or
 * the request's Origin when it is one of the list, with `Vary: Origin` either way) and
 * `Access-Control-Expose-Headers`.
 */
export const corsHeaders = (options: {
  origin: "*" | readonly string[];
  exposedHeaders: readonly string[];
  maxAge: number;
}): RequestHandler => {
  const preflight = cors({
    origin: options.origin === "*" ? "*" : [...options.origin],
    exposedHeaders: [...options.exposedHeaders],
    maxAge: options.maxAge,
  });
  const exposed = options.exposedHeaders.join(",");
  const allowed = options.origin === "*" ? undefined : new Set(options.origin);
  return (req, res, next) => {
    if (req.method === "OPTIONS") return preflight(req, res, next);
    if (allowed === undefined) {
      res.setHeader("Access-Control-Allow-Origin", "*");
    } else {
      const origin = req.headers.origin;
      if (origin && allowed.has(origin)) res.setHeader("Access-Control-Allow-Origin", origin);
      res.vary("Origin");
    }
    if (exposed) res.setHeader("Access-Control-Expose-Headers", exposed);
    next();
  };
};
