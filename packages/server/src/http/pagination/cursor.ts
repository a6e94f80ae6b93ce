import { badRequest } from "../problem.ts";

/**
 * Opaque keyset cursors: base64url of `{"v":1,"id":"...","t":"..."}` — the id of the last item on the
 * page, and its created_at with microseconds when the list is ordered by time.
 *
 * They are not signed, on purpose: a cursor only says where to resume in a list whose query always
 * carries the caller's own filters (owner, account), so forging one can reach nothing the caller could
 * not page to anyway. What matters is that nothing malformed gets near SQL and that clients cannot grow
 * to depend on the format: decoding is strict (exact members, exact shapes, canonical base64url) and
 * anything else is a 400 "invalid cursor". The version lets the format change later.
 */
export type Keyset = {
  id: string;
  /** created_at as `YYYY-MM-DDTHH:MM:SS.ffffffZ` (microseconds: PostgreSQL's full precision). */
  createdAt?: string;
};

const VERSION = 1;
const MAX_CURSOR_LENGTH = 512;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Identifiers are `<prefix>_<ULID>`; other keys (slugs) stay within this conservative alphabet. */
const ID_SHAPE = /^[A-Za-z0-9_.:-]{1,128}$/;
const TIMESTAMP_SHAPE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const invalidCursor = () =>
  badRequest("invalid cursor: pass back the nextCursor of the previous page unchanged.", { type: "invalid-cursor" });

export const encodeCursor = (keyset: Keyset): string => {
  const payload =
    keyset.createdAt === undefined ? { v: VERSION, id: keyset.id } : { v: VERSION, id: keyset.id, t: keyset.createdAt };
  return Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Decode a cursor from a query string; anything but a cursor this server issued is a 400 problem. */
export const decodeCursor = (cursor: string): Keyset => {
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH || !BASE64URL.test(cursor)) throw invalidCursor();
  const bytes = Buffer.from(cursor, "base64url");
  // Node's decoder skips what it cannot read; re-encoding catches truncated or padded variants.
  if (bytes.toString("base64url") !== cursor) throw invalidCursor();
  let payload: unknown;
  try {
    payload = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (!isRecord(payload) || payload.v !== VERSION || typeof payload.id !== "string" || !ID_SHAPE.test(payload.id))
    throw invalidCursor();
  const members = Object.keys(payload);
  if (members.some((m) => m !== "v" && m !== "id" && m !== "t")) throw invalidCursor();
  if (!("t" in payload)) return { id: payload.id };
  const t = payload.t;
  if (typeof t !== "string" || !TIMESTAMP_SHAPE.test(t) || Number.isNaN(Date.parse(t))) throw invalidCursor();
  return { id: payload.id, createdAt: t };
};
