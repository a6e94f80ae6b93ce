import { createHash } from "node:crypto";
import { strongEtag } from "./etag.ts";

/**
 * A file served by us outside the API (the docs page's, the hosted payment pages', the playground's),
 * under a name carrying a digest of its bytes, so it can be cached for a year and is never stale: a new
 * release with other bytes has another name.
 */
export type StaticAsset = {
  /** URL path under which it is served: `<prefix><name>.<digest>.<ext>`. */
  path: string;
  contentType: string;
  body: Buffer;
  etag: string;
};

export const STATIC_CONTENT_TYPES = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  png: "image/png",
  svg: "image/svg+xml",
} as const;

export type StaticAssetKind = keyof typeof STATIC_CONTENT_TYPES;

/** `body` as an asset under `prefix` (which ends with `/`), named `name` plus the first 12 hex digits of its SHA-256. */
export const staticAsset = (prefix: string, name: string, ext: StaticAssetKind, body: Buffer): StaticAsset => {
  const digest = createHash("sha256").update(body).digest("hex").slice(0, 12);
  return {
    path: `${prefix}${name}.${digest}.${ext}`,
    contentType: STATIC_CONTENT_TYPES[ext],
    body,
    etag: strongEtag(body),
  };
};
