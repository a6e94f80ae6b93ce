import { createHash } from "node:crypto";
import type { Request, Response } from "express";

/** Strong ETag: a digest of the exact bytes (so content type and query are part of it). */
export const strongEtag = (body: Buffer): string =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;

/** RFC 9110 If-None-Match: weak comparison, a list of tags, or `*`. */
export const matchesIfNoneMatch = (header: string | undefined, etag: string): boolean => {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === opaque);
};

/**
 * Sets `ETag` and `Cache-Control` and answers 304 when the client already holds `etag` (true: the
 * response is sent); false leaves the caller to send the body.
 */
export const notModified = (req: Request, res: Response, etag: string, cacheControl: string): boolean => {
  res.setHeader("ETag", etag);
  res.setHeader("Cache-Control", cacheControl);
  if (!matchesIfNoneMatch(req.headers["if-none-match"], etag)) return false;
  res.status(304).end();
  return true;
};
