import type { ServerResponse } from "node:http";

/**
 * RFC 4180 CSV, shared by every export (catalog, ledger operations, payments, ...).
 *
 * - Lines end with CRLF; a field is quoted when it holds a comma, a double quote, CR or LF, and quotes
 *   inside it are doubled.
 * - Formula injection: a string cell that starts with `=`, `+`, `-`, `@`, tab or CR would be run as a
 *   formula by spreadsheet programs, so it gets a leading apostrophe (`'=1+1`), which they show as text.
 *   Strings that are plain numeric literals (`-12.50`, `+3`, `1e-3`) are left alone: spreadsheets read
 *   them as numbers, never as formulas, and exported amounts must stay numbers. Numbers and bigints are
 *   written as they are.
 */
export type CsvValue = string | number | bigint | boolean | Date | null | undefined;

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMERIC_LITERAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** One field, escaped and, if it is a string that could run as a formula, made inert. */
export const csvCell = (value: CsvValue): string => {
  if (value === null || value === undefined) return "";
  let text: string;
  if (typeof value === "string") {
    text = FORMULA_START.test(value) && !NUMERIC_LITERAL.test(value) ? `'${value}` : value;
  } else if (value instanceof Date) {
    text = value.toISOString();
  } else {
    text = String(value);
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** One record, CRLF-terminated. */
export const csvLine = (values: readonly CsvValue[]): string => {
  let line = "";
  for (let i = 0; i < values.length; i++) {
    if (i > 0) line += ",";
    line += csvCell(values[i]);
  }
  return `${line}\r\n`;
};

/** A column: a key of the row (header = the key) or a header with a function that reads the cell. */
export type CsvColumn<T> = (keyof T & string) | { header: string; value: (row: T) => CsvValue };

export type CsvExport<T> = {
  /** Suggested download name; anything outside `[A-Za-z0-9._-]` is replaced with `_`. */
  filename: string;
  columns: readonly CsvColumn<T>[];
  rows: Iterable<T> | AsyncIterable<T>;
  /** Prepend a UTF-8 byte order mark (helps Excel detect the encoding). Default false. */
  bom?: boolean;
};

/** Writes are batched into chunks of about this size: one `write` per row costs a syscall each. */
const CHUNK_BYTES = 16 * 1024;

const safeFilename = (name: string): string => {
  const cleaned = name.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 120);
  return cleaned === "" ? "export.csv" : cleaned;
};

const headerOf = <T>(column: CsvColumn<T>): string => (typeof column === "string" ? column : column.header);

const cellsOf = <T>(columns: readonly CsvColumn<T>[], row: T): CsvValue[] =>
  columns.map((column) => (typeof column === "string" ? (row[column as keyof T] as CsvValue) : column.value(row)));

const iteratorOf = <T>(rows: Iterable<T> | AsyncIterable<T>): AsyncIterator<T> | Iterator<T> =>
  Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : rows[Symbol.iterator]();

/** Resolves on 'drain', or on 'close' when the client went away (the caller then stops). */
const drained = (res: ServerResponse): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });

/**
 * Stream `rows` as a CSV attachment. Honours backpressure (waits for 'drain'), stops pulling rows when
 * the client disconnects (the iterator's `return()` runs, so database cursors are released), and
 * pulls the first row before sending anything, so a source that fails at once still gets a proper
 * problem response from the error handler. A failure after the first bytes went out can only abort
 * the response (the error handler destroys it).
 */
export const writeCsv = async <T>(res: ServerResponse, options: CsvExport<T>): Promise<void> => {
  const { columns } = options;
  const iterator = iteratorOf(options.rows);
  let finished = false;
  try {
    let next = await iterator.next();
    res.statusCode = 200;
    res.setHeader("Content-Type", "text/csv; charset=utf-8; header=present");
    res.setHeader("Content-Disposition", `attachment; filename="${safeFilename(options.filename)}"`);
    let chunk = (options.bom ? "\uFEFF" : "") + csvLine(columns.map(headerOf));
    while (!next.done) {
      chunk += csvLine(cellsOf(columns, next.value));
      if (chunk.length >= CHUNK_BYTES) {
        if (res.destroyed) return;
        const ok = res.write(chunk);
        chunk = "";
        if (!ok) await drained(res);
        if (res.destroyed) return;
      }
      next = await iterator.next();
    }
    finished = true;
    if (!res.destroyed) res.end(chunk);
  } finally {
    // Early exit (client gone, error): let the source clean up, e.g. close a database cursor.
    if (!finished) {
      try {
        await iterator.return?.();
      } catch {
        // The source failing to clean up must not hide why the export stopped.
      }
    }
  }
};
