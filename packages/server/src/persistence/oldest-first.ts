import { type CommonQueryMethods, type FragmentSqlToken, sql } from "slonik";
import { encodeCursor, invalidCursor } from "../http/pagination/cursor.ts";
import { MAX_LIMIT, type Page, type PageQuery } from "../http/pagination.ts";

/**
 * A page of an operators' queue, oldest first (ids are `<prefix>_<ULID>`, so id order is creation
 * order): the keyset of http/pagination.ts's fetchPage, ascending. A page continues strictly after
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
