import { createHash } from "node:crypto";

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
