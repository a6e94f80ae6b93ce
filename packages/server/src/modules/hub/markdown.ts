/**
 * GitHub-flavoured Markdown tables. Cells are escaped so data can neither break the table (`|`, line
 * breaks) nor inject HTML (`<`, `>`, `&`) into a page that renders it.
 */
const escapeCell = (text: string): string =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/\|/g, "\\|")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\r\n|\r|\n/g, " ");

const row = (cells: readonly string[]): string => `| ${cells.map(escapeCell).join(" | ")} |\n`;

export const markdownTable = (headers: readonly string[], rows: readonly (readonly string[])[]): string =>
  row(headers) + `|${headers.map(() => " --- |").join("")}\n` + rows.map(row).join("");
