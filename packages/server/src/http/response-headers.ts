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

/** Response headers as node's `writeHead` takes them: name, value, name, value, … */
export type RawHeaders = readonly string[];

/** The headers `ops` leave on a response that had none, in order: a removal drops a header set before it. */
const headersLeftBy = (ops: HeaderOps): RawHeaders => {
  const left = new Map<string, [string, string]>();
  for (const [name, value] of ops) {
    if (value === undefined) left.delete(name.toLowerCase());
    else left.set(name.toLowerCase(), [name, value]);
  }
  return [...left.values()].flat();
};

export type SecurityHeaders = {
  middleware: RequestHandler;
  /** What the middleware leaves on a response, for answers written outside Express (edge.ts). */
  headers: RawHeaders;
};

/**
 * Helmet's headers, with the options it is given. With options that name no per-request value (no
 * CSP nonce) they are the same on every response, so helmet runs once, at start-up, and each request
 * gets what it set, in the same order: helmet's chain of one middleware per header cost every request
 * about a microsecond more.
 */
export const securityHeaders = (options: HelmetOptions): SecurityHeaders => {
  const ops = recordHeaders(helmet(options));
  return {
    middleware: (_req, res, next) => {
      for (const [name, value] of ops) {
        if (value === undefined) res.removeHeader(name);
        else res.setHeader(name, value);
      }
      next();
    },
    headers: headersLeftBy(ops),
  };
};

export type CorsHeaders = {
  middleware: RequestHandler;
  /**
   * The headers of an answer (not a preflight) to a request with this Origin, in the order they are set:
   * the middleware's, and the socket's edge's (edge.ts), which answers some requests ahead of Express.
   */
  forOrigin: (origin: string | undefined) => RawHeaders;
};

/**
 * CORS as the `cors` package answers it for these options (`origin` any or a list, `exposedHeaders`,
 * `maxAge`; no credentials). Preflights (OPTIONS) are answered by `cors` itself. On every other request
 * it sets the same headers `cors` would without `cors`'s per-request work (merging its options into a
 * new object, two callbacks, joining the exposed header list): `Access-Control-Allow-Origin` (`*`, or
 * the request's Origin when it is one of the list, with `Vary: Origin` either way) and
 * `Access-Control-Expose-Headers`. Every such answer is made once, at start-up (one per listed origin).
 */
export const corsHeaders = (options: {
  origin: "*" | readonly string[];
  exposedHeaders: readonly string[];
  maxAge: number;
}): CorsHeaders => {
  const preflight = cors({
    origin: options.origin === "*" ? "*" : [...options.origin],
    exposedHeaders: [...options.exposedHeaders],
    maxAge: options.maxAge,
  });
  const exposed = options.exposedHeaders.join(",");
  const expose = exposed ? ["Access-Control-Expose-Headers", exposed] : [];
  let forOrigin: CorsHeaders["forOrigin"];
  if (options.origin === "*") {
    const any = ["Access-Control-Allow-Origin", "*", ...expose];
    forOrigin = () => any;
  } else {
    const other = ["Vary", "Origin", ...expose];
    const allowed = new Map(
      options.origin.map((origin) => [origin, ["Access-Control-Allow-Origin", origin, "Vary", "Origin", ...expose]]),
    );
    forOrigin = (origin) => (origin ? allowed.get(origin) : undefined) ?? other;
  }
  return {
    forOrigin,
    middleware: (req, res, next) => {
      if (req.method === "OPTIONS") return preflight(req, res, next);
      const headers = forOrigin(req.headers.origin);
      for (let i = 0; i < headers.length; i += 2) {
        const name = headers[i]!;
        // res.vary adds Origin to a Vary set before this one, which setting the header would replace.
        if (name === "Vary") res.vary(headers[i + 1]!);
        else res.setHeader(name, headers[i + 1]!);
      }
      next();
    },
  };
};
