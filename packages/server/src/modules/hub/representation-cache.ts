import type { Request, Response } from "express";
import type { CachedAnswer, CachedGets } from "../../http/edge.ts";
import { notModified, strongEtag } from "../../http/etag.ts";
import { setRecent } from "../../recent-map.ts";

/**
 * Memoised, conditionally served representations. Each distinct key (the request URL: path plus
 * query) is rendered at most once per TTL; the bytes and their strong ETag are kept, so a cached hit
 * costs a Map lookup and a write. The map is bounded (least recently used entries go first), so
 * callers varying the query cannot grow it without limit. A fresh representation is answered at the
 * socket's edge, ahead of Express (`peek`: the hub's `cachedGets`, http/edge.ts).
 */
export type RepresentationSource = {
  contentType: string;
  body: string | Buffer;
  /**
   * The JSON value behind `body`, when there is one. The response that first renders a representation
   * is sent with `res.json(value)`, so the contract's response validation (development and test) checks
   * every representation once; later hits send the identical bytes directly.
   */
  json?: unknown;
  headers?: Record<string, string>;
};

export type Representation = {
  body: Buffer;
  etag: string;
  contentType: string;
  json?: unknown;
  headers: Record<string, string>;
};

export const toRepresentation = (source: RepresentationSource): Representation => {
  const body = typeof source.body === "string" ? Buffer.from(source.body, "utf8") : source.body;
  return {
    body,
    etag: strongEtag(body),
    contentType: source.contentType,
    json: source.json,
    headers: source.headers ?? {},
  };
};

/** `answer`: the representation as the socket's edge answers it, once a contract route has rendered it. */
type Entry = { representation: Representation; expiresAt: number; answer: CachedAnswer | undefined };

export class RepresentationCache implements CachedGets {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  /** The Cache-Control every representation of this cache is answered with (its TTL, for clients). */
  readonly cacheControl: string;

  constructor(options: { ttlMs: number; maxEntries: number; cacheControl: string; now?: () => number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries;
    this.cacheControl = options.cacheControl;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The fresh representation under `key` as the socket's edge answers it, if any, without rendering.
   * Only a key a contract route rendered has one (it is labelled with the route's template): that
   * URL was routed and validated when it was rendered.
   */
  peek(key: string): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.expiresAt <= this.#now()) return undefined;
    return entry.answer;
  }

  /**
   * The cached representation for `key`, rendering it with `build` when missing or expired. `route` is
   * the contract's path template, kept so a later hit at the socket's edge is labelled like the original.
   */
  get(
    key: string,
    build: () => RepresentationSource,
    route?: string,
  ): { representation: Representation; rendered: boolean } {
    const now = this.#now();
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > now) {
      setRecent(this.#entries, key, entry, this.#maxEntries);
      return { representation: entry.representation, rendered: false };
    }
    const representation = toRepresentation(build());
    const { body, etag, contentType, headers } = representation;
    const answer =
      route === undefined ? undefined : { route, body, etag, contentType, headers, cacheControl: this.cacheControl };
    setRecent(this.#entries, key, { representation, expiresAt: now + this.#ttlMs, answer }, this.#maxEntries);
    return { representation, rendered: true };
  }
}

/** Send a representation with its ETag and caching headers, or 304 when the client already has it. */
export const sendRepresentation = (
  req: Request,
  res: Response,
  representation: Representation,
  options: { cacheControl: string; rendered: boolean },
): void => {
  // The operation dispatcher typed the response from the contract already (platform/operations.ts): a 304
  // carries no Content-Type (as Express's own do not), and a 200 gets the representation's, after its
  // caching headers, as the socket's edge answers it (http/edge.ts).
  res.removeHeader("Content-Type");
  if (notModified(req, res, representation.etag, options.cacheControl)) return;
  for (const [name, value] of Object.entries(representation.headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", representation.contentType);
  if (options.rendered && representation.json !== undefined) {
    res.json(representation.json);
    return;
  }
  // Stated, as res.json states it, so that a HEAD (node writes no body for one) still gives the length.
  res.setHeader("Content-Length", String(representation.body.length));
  res.end(representation.body);
};

/** Serve `key` from `cache`, rendering on a miss. */
export const serveCached = (
  req: Request,
  res: Response,
  cache: RepresentationCache,
  key: string,
  build: () => RepresentationSource,
): void => {
  const route = req.routeTemplate;
  const { representation, rendered } = cache.get(key, build, route);
  sendRepresentation(req, res, representation, { cacheControl: cache.cacheControl, rendered });
};
