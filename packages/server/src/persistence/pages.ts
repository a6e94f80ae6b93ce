import { type CommonQueryMethods, type FragmentSqlToken, type IdentifierSqlToken, sql } from "slonik";
import { encodeCursor, invalidCursor, type Keyset } from "../http/pagination/cursor.ts";
import { type KeysetOrder, MAX_LIMIT, type Page, type PageQuery } from "../http/pagination.ts";

/**
 * Page queries for the lists (the request's side is http/pagination.ts). Newest first, by
 * (created_at, id) or by id alone (ids are `<prefix>_<ULID>`, which sort by creation time). A page
 * continues strictly below the last row of the previous one, so rows inserted while a client pages
 * (always newer, so above the cursor) never shift later pages: no row is repeated or skipped. One
 * extra row is fetched to know whether another page exists.
 *
 * A list of what is coming (upcoming tournaments, by their start) runs the other way, `direction:
 * "asc"`: soonest first, a page continuing strictly above the last row of the previous one.
 */

/** Newest first (`desc`, every list's default) or soonest first (`asc`). */
export type KeysetDirection = "desc" | "asc";

export type KeysetColumns = {
  /** Defaults to `id`; qualify it (`sql.identifier(["o", "id"])`) when `from` joins tables. */
  id?: IdentifierSqlToken;
  /** Defaults to `created_at`. */
  createdAt?: IdentifierSqlToken;
};

const columnsOf = (columns: KeysetColumns = {}) => ({
  id: columns.id ?? sql.identifier(["id"]),
  createdAt: columns.createdAt ?? sql.identifier(["created_at"]),
});

/** `WHERE` condition that resumes after `cursor` (TRUE on the first page). A cursor of another ordering is refused. */
export const keysetCondition = (
  cursor: Keyset | undefined,
  orderBy: KeysetOrder,
  columns?: KeysetColumns,
  direction: KeysetDirection = "desc",
): FragmentSqlToken => {
  if (cursor === undefined) return sql.fragment`TRUE`;
  const c = columnsOf(columns);
  if (orderBy === "id") {
    if (cursor.createdAt !== undefined) throw invalidCursor();
    return direction === "asc" ? sql.fragment`${c.id} > ${cursor.id}` : sql.fragment`${c.id} < ${cursor.id}`;
  }
  if (cursor.createdAt === undefined) throw invalidCursor();
  // A row comparison, so an index on (created_at, id) serves it.
  return direction === "asc"
    ? sql.fragment`(${c.createdAt}, ${c.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id})`
    : sql.fragment`(${c.createdAt}, ${c.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`;
};

/** `ORDER BY` matching keysetCondition: newest (or, `asc`, soonest) first, id breaking ties. */
export const keysetOrderBy = (
  orderBy: KeysetOrder,
  columns?: KeysetColumns,
  direction: KeysetDirection = "desc",
): FragmentSqlToken => {
  const c = columnsOf(columns);
  if (direction === "asc")
    return orderBy === "id"
      ? sql.fragment`ORDER BY ${c.id} ASC`
      : sql.fragment`ORDER BY ${c.createdAt} ASC, ${c.id} ASC`;
  return orderBy === "id"
    ? sql.fragment`ORDER BY ${c.id} DESC`
    : sql.fragment`ORDER BY ${c.createdAt} DESC, ${c.id} DESC`;
};

type KeysetMeta = { __keyset_id: string; __keyset_t: string | null };

/**
 * Run a page query and its count and build the envelope. `where` holds the list's own filters (owner,
 * status, ...): it applies to the page and to `total`, the cursor condition only to the page.
 * `offset` skips that many rows of the list (for a list the spec also pages by offset, never together
 * with a cursor); the page still answers the `nextCursor` that continues after it.
 */
export const fetchPage = async <Row extends Record<string, unknown>, Item>(
  db: CommonQueryMethods,
  options: {
    page: PageQuery;
    columns: FragmentSqlToken;
    from: FragmentSqlToken;
    where?: FragmentSqlToken;
    orderBy: KeysetOrder;
    keyColumns?: KeysetColumns;
    direction?: KeysetDirection;
    offset?: number;
    map: (row: Row) => Item;
  },
): Promise<Page<Item>> => {
  const { page, orderBy, direction } = options;
  const offset =
    options.offset === undefined ? sql.fragment`` : sql.fragment`OFFSET ${Math.max(0, Math.trunc(options.offset))}`;
  const c = columnsOf(options.keyColumns);
  const where = options.where ?? sql.fragment`TRUE`;
  const limit = Math.min(Math.max(1, Math.trunc(page.limit)), MAX_LIMIT);
  // created_at is read back as text with microseconds: a JS Date (milliseconds) would make the next
  // page skip rows created within the same millisecond as the last row of this one.
  const keysetTime =
    orderBy === "created_at"
      ? sql.fragment`to_char(${c.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
      : sql.fragment`NULL::text`;
  const rows = (await db.any(sql.unsafe`
    SELECT ${options.columns}, ${c.id} AS "__keyset_id", ${keysetTime} AS "__keyset_t"
    FROM ${options.from}
    WHERE (${where}) AND ${keysetCondition(page.cursor, orderBy, options.keyColumns, direction)}
    ${keysetOrderBy(orderBy, options.keyColumns, direction)}
    LIMIT ${limit + 1} ${offset}`)) as readonly (Row & KeysetMeta)[];
  const total = Number(await db.oneFirst(sql.unsafe`SELECT count(*) FROM ${options.from} WHERE ${where}`));

  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor(
          orderBy === "id" ? { id: last.__keyset_id } : { id: last.__keyset_id, createdAt: last.__keyset_t! },
        )
      : null;
  const items = kept.map(({ __keyset_id: _id, __keyset_t: _t, ...row }) => options.map(row as unknown as Row));
  return { items, total, nextCursor };
};

/**
 * A page of an operators' queue, oldest first (ids are `<prefix>_<ULID>`, so id order is creation
 * order): fetchPage's keyset, ascending. A page continues strictly after
 * the last id of the previous one, so rows added while an operator pages (newer, so further on)
 * are reached, never repeated. `from` must expose an `id` column.
 */
export const oldestFirstPage = async <Row extends { id: string }, Item>(
  db: CommonQueryMethods,
  options: {
    page: PageQuery;
    columns: FragmentSqlToken;
    from: FragmentSqlToken;
    where: FragmentSqlToken;
    map: (row: Row) => Item;
  },
): Promise<Page<Item>> => {
  const { page, where } = options;
  if (page.cursor?.createdAt !== undefined) throw invalidCursor();
  const limit = Math.min(Math.max(1, Math.trunc(page.limit)), MAX_LIMIT);
  const after = page.cursor === undefined ? sql.fragment`TRUE` : sql.fragment`id > ${page.cursor.id}`;
  const rows = (await db.any(sql.unsafe`
    SELECT ${options.columns} FROM ${options.from}
    WHERE (${where}) AND ${after} ORDER BY id ASC LIMIT ${limit + 1}`)) as readonly Row[];
  const total = Number(await db.oneFirst(sql.unsafe`SELECT count(*) FROM ${options.from} WHERE ${where}`));
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    items: kept.map(options.map),
    total,
    nextCursor: rows.length > limit && last ? encodeCursor({ id: last.id }) : null,
  };
};
