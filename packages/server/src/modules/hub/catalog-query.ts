import { csvLine } from "../../http/csv.ts";
import type { CatalogField } from "./catalog.ts";
import type { CatalogKind, CatalogStatus } from "./catalog-data.ts";
import { markdownTable } from "./markdown.ts";
import type { CatalogItem } from "./presenters.ts";
import { hubProblems } from "./problems.ts";

/** The catalog list's query, as the contract validator leaves it (comma lists already split). */
export type CatalogQuery = {
  status?: CatalogStatus[];
  tag?: string[];
  kind?: CatalogKind;
  fields?: CatalogField[];
  format?: "json" | "csv" | "md";
};

/** Comma lists arrive split by the contract validator; split them here too when validation is switched off. */
const asList = <T extends string>(value: unknown): T[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? (value as T[]) : (String(value).split(",") as T[]);

export const readCatalogQuery = (query: Record<string, unknown>): CatalogQuery => ({
  status: asList<CatalogStatus>(query.status),
  tag: asList<string>(query.tag),
  kind: query.kind as CatalogKind | undefined,
  fields: asList<CatalogField>(query.fields),
  format: query.format as CatalogQuery["format"],
});

/** Filters combine with AND; the values of one comma list combine with OR. Tags match case-insensitively. */
export const filterCatalog = (items: readonly CatalogItem[], query: CatalogQuery): CatalogItem[] => {
  const statuses = query.status ? new Set(query.status) : undefined;
  const tags = query.tag ? new Set(query.tag.map((t) => t.toLowerCase())) : undefined;
  return items.filter(
    (item) =>
      (!statuses || statuses.has(item.status)) &&
      (!tags || item.tags.some((t) => tags.has(t))) &&
      (!query.kind || item.kind === query.kind),
  );
};

/** `id` is always included, then the requested fields in the order asked (duplicates dropped). */
export const projectionOf = (fields: readonly CatalogField[]): CatalogField[] => [
  ...new Set<CatalogField>(["id", ...fields]),
];

export const projectItem = (item: CatalogItem, fields: readonly CatalogField[]): Partial<CatalogItem> =>
  Object.fromEntries(fields.map((field) => [field, item[field]]));

/**
 * The CSV export's 15 stable columns, in this order. The projection never changes them; list cells
 * (tags, related ids) are joined with `;`.
 */
export const CSV_COLUMNS = [
  "id",
  "code",
  "name",
  "kind",
  "status",
  "tags",
  "priority",
  "frontend",
  "ogImage",
  "health",
  "openapi",
  "waitlist",
  "status_url",
  "live",
  "related",
] as const satisfies readonly CatalogField[];

const csvValue = (item: CatalogItem, column: (typeof CSV_COLUMNS)[number]) => {
  if (column === "tags") return item.tags.join(";");
  if (column === "related") return item.related.map((r) => r.id).join(";");
  return item[column];
};

export const catalogCsv = (items: readonly CatalogItem[]): string =>
  csvLine(CSV_COLUMNS) + items.map((item) => csvLine(CSV_COLUMNS.map((column) => csvValue(item, column)))).join("");

/** Columns of the Markdown table when no `fields` projection is given. */
export const MARKDOWN_COLUMNS: readonly CatalogField[] = ["id", "name", "kind", "status", "priority", "tags"];

const markdownValue = (item: CatalogItem, field: CatalogField): string => {
  if (field === "tags") return item.tags.join(", ");
  if (field === "related") return item.related.map((r) => r.id).join(", ");
  return String(item[field]);
};

export const catalogMarkdown = (items: readonly CatalogItem[], columns: readonly CatalogField[]): string =>
  markdownTable(
    columns,
    items.map((item) => columns.map((field) => markdownValue(item, field))),
  );

/** Checks the contract cannot express: the CSV's columns are fixed, so a projection makes no sense there. */
export const checkCatalogQuery = (query: CatalogQuery): void => {
  if (query.format === "csv" && query.fields) {
    throw hubProblems.fieldsWithCsv();
  }
};
