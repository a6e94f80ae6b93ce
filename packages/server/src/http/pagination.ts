import { decodeCursor, invalidCursor, type Keyset } from "./pagination/cursor.ts";
import { validationFailed } from "./problem.ts";

export { decodeCursor, encodeCursor, type Keyset } from "./pagination/cursor.ts";

/**
 * The HTTP side of keyset pagination for every list: `limit` and `cursor` in, `{items, total,
 * nextCursor}` out. The page query itself is persistence/pages.ts's. Cursors are opaque
 * (pagination/cursor.ts), so rows inserted while a client pages never shift later pages.
 */

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

export type PageQuery = { limit: number; cursor: Keyset | undefined };

export type Page<T> = { items: T[]; total: number; nextCursor: string | null };

export type KeysetOrder = "created_at" | "id";

const INTEGER = /^\d+$/;

/**
 * `limit` and `cursor` from a request's query. The contract refuses a limit outside 1–200 (shared
 * `Limit` parameter), and so does this, for callers that bypass the validator: refused, never clamped.
 */
export const parsePageQuery = (query: Record<string, unknown>): PageQuery => {
  const rawLimit = query.limit;
  let limit = DEFAULT_LIMIT;
  if (rawLimit !== undefined) {
    const text = typeof rawLimit === "number" ? String(rawLimit) : rawLimit;
    if (typeof text !== "string" || !INTEGER.test(text) || Number(text) < 1 || Number(text) > MAX_LIMIT) {
      throw validationFailed("limit must be an integer from 1 to 200.", {
        errors: [{ path: "/query/limit", message: "must be an integer from 1 to 200" }],
      });
    }
    limit = Number(text);
  }
  const rawCursor = query.cursor;
  if (rawCursor === undefined) return { limit, cursor: undefined };
  if (typeof rawCursor !== "string") throw invalidCursor();
  return { limit, cursor: decodeCursor(rawCursor) };
};
