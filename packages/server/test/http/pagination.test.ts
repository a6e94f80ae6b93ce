import express from "express";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandler } from "../../src/http/errors.ts";
import {
  decodeCursor,
  encodeCursor,
  type KeysetOrder,
  MAX_LIMIT,
  type Page,
  parsePageQuery,
} from "../../src/http/pagination.ts";
import { HttpProblem } from "../../src/http/problem.ts";
import { requestId } from "../../src/http/request-id.ts";
import { fetchPage } from "../../src/persistence/pages.ts";
import { listenOnLoopback, startTestServer, type TestServer } from "../harness.ts";
import { newId } from "../ids.ts";

type Row = { id: string; owner: string; n: number; created_at: string };
type Item = { id: string; n: number };

let server: TestServer;
let testApp: Awaited<ReturnType<typeof listenOnLoopback>> | undefined;
let base: string;

/**
 * A scratch table. Rows are given explicit created_at values with deliberate ties (several rows in the
 * same microsecond) and near-ties (rows a few microseconds apart within one millisecond), the cases a
 * keyset that lost precision or had no tie-breaker would get wrong.
 */
const insertRows = async (owner: string, count: number, at: (i: number) => string): Promise<string[]> => {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = newId("operation");
    ids.push(id);
    await server.ctx.db.query(
      sql.unsafe`INSERT INTO page_items (id, owner, n, created_at) VALUES (${id}, ${owner}, ${i}, ${at(i)}::timestamptz)`,
    );
  }
  return ids;
};

/** Every row of an owner in the order the API promises: newest first, ties by id descending (code-unit order). */
const expectedOrder = async (owner: string, orderBy: KeysetOrder): Promise<string[]> => {
  const rows = (await server.ctx.db.any(
    sql.unsafe`SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS t FROM page_items WHERE owner = ${owner}`,
  )) as readonly { id: string; t: string }[];
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  return [...rows].sort((a, b) => (orderBy === "id" || a.t === b.t ? byId(a, b) : a.t < b.t ? 1 : -1)).map((r) => r.id);
};

const pageOf = (owner: string, orderBy: KeysetOrder, query: Record<string, unknown>): Promise<Page<Item>> =>
  fetchPage(server.ctx.db, {
    page: parsePageQuery(query),
    columns: sql.fragment`id, owner, n, created_at`,
    from: sql.fragment`page_items`,
    where: sql.fragment`owner = ${owner}`,
    orderBy,
    map: (row: Row) => ({ id: row.id, n: row.n }),
  });

/** Follow nextCursor to the end; `between` runs before each further page (to insert rows concurrently). */
const walk = async (owner: string, orderBy: KeysetOrder, limit: number, between?: () => Promise<void>) => {
  const pages: Page<Item>[] = [];
  let cursor: string | undefined;
  do {
    const page = await pageOf(owner, orderBy, { limit: String(limit), ...(cursor ? { cursor } : {}) });
    pages.push(page);
    cursor = page.nextCursor ?? undefined;
    if (cursor && between) await between();
  } while (cursor);
  return pages;
};

const ids = (pages: Page<Item>[]) => pages.flatMap((p) => p.items.map((i) => i.id));

// 2024-01-01T00:00:00.000000Z + i*7 µs, three rows on each timestamp, two timestamps per millisecond or so.
const clustered = (i: number) => `2024-01-01T00:00:00.${String(Math.floor(i / 3) * 7).padStart(6, "0")}Z`;

beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.db.query(sql.unsafe`
    CREATE TABLE page_items (id text PRIMARY KEY, owner text NOT NULL, n integer NOT NULL, created_at timestamptz NOT NULL)`);

  const app = express();
  app.use(requestId);
  app.get("/items", async (req, res) => {
    res.json(await pageOf("http", "created_at", req.query as Record<string, unknown>));
  });
  app.use(errorHandler({ exposeResponseValidation: true }));
  testApp = await listenOnLoopback(app);
  base = testApp.base;
});

afterAll(async () => {
  await testApp?.close();
  await server?.close();
});

describe("fetchPage", () => {
  it("walks every row exactly once, newest first, by (created_at, id) — ties and sub-millisecond gaps included", async () => {
    await insertRows("walk", 23, clustered);
    await insertRows("someone-else", 5, clustered);
    const pages = await walk("walk", "created_at", 5);
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 5, 5, 3]);
    expect(ids(pages)).toEqual(await expectedOrder("walk", "created_at"));
    expect(new Set(ids(pages)).size).toBe(23);
    expect(pages.every((p) => p.total === 23)).toBe(true);
    expect(pages.at(-1)!.nextCursor).toBeNull();
  });

  it("walks by id alone", async () => {
    // created_at deliberately out of step with the ids: the id order must win.
    await insertRows("by-id", 12, (i) => `2024-03-0${1 + (i % 5)}T00:00:00Z`);
    const pages = await walk("by-id", "id", 5);
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 2]);
    expect(ids(pages)).toEqual(await expectedOrder("by-id", "id"));
    expect(ids(pages)).toEqual([...ids(pages)].sort().reverse());
  });

  it("ends with nextCursor null when the rows fill the last page exactly (limit + 1 probe)", async () => {
    await insertRows("exact", 10, (i) => `2024-02-01T00:00:${String(i).padStart(2, "0")}Z`);
    const pages = await walk("exact", "created_at", 5);
    expect(pages.map((p) => p.items.length)).toEqual([5, 5]);
    expect(pages[1]!.nextCursor).toBeNull();
    const all = await pageOf("exact", "created_at", { limit: 10 });
    expect(all.items).toHaveLength(10);
    expect(all.nextCursor).toBeNull();
  });

  it("returns an empty page for an empty list", async () => {
    expect(await pageOf("nobody", "created_at", {})).toEqual({ items: [], total: 0, nextCursor: null });
  });

  it.each(["created_at", "id"] as const)(
    "never repeats or skips an older row while new rows are inserted (%s)",
    async (orderBy) => {
      const owner = `busy-${orderBy}`;
      const original = await insertRows(owner, 30, clustered);
      const expected = await expectedOrder(owner, orderBy);
      let inserted = 0;
      // New rows arrive between every two page requests (and one concurrently with each request).
      const between = async () => {
        const now = () => new Date(Date.now() + inserted).toISOString();
        await Promise.all([insertRows(owner, 2, now), Promise.resolve()]);
        inserted += 2;
      };
      const pages = await walk(owner, orderBy, 4, between);
      const seen = ids(pages);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => original.includes(id))).toEqual(expected);
      // New rows are newer than the cursor, so after the first page none of them shows up.
      expect(seen).toEqual(expected);
      expect(inserted).toBeGreaterThan(0);
      expect(pages.at(-1)!.total).toBe(30 + inserted);
    },
  );

  it("serves the default page of 50 and at most 200", async () => {
    await insertRows("many", 230, (i) => `2024-04-01T00:00:00.${String(i).padStart(6, "0")}Z`);
    const first = await pageOf("many", "created_at", {});
    expect(first.items).toHaveLength(50);
    expect(first.total).toBe(230);
    await expect((async () => pageOf("many", "created_at", { limit: 1000 }))()).rejects.toMatchObject({ status: 400 });
    const largest = await pageOf("many", "created_at", { limit: MAX_LIMIT });
    expect(largest.items).toHaveLength(MAX_LIMIT);
    const rest = await pageOf("many", "created_at", { limit: 200, cursor: largest.nextCursor });
    expect(rest.items).toHaveLength(30);
    expect(rest.nextCursor).toBeNull();
  });

  it("refuses a cursor issued for the other ordering", async () => {
    await expect(
      pageOf("walk", "created_at", { cursor: encodeCursor({ id: "op_01HZZZZZZZZZZZZZZZZZZZZZZZ" }) }),
    ).rejects.toMatchObject({
      status: 400,
      type: "invalid-cursor",
    });
    await expect(
      pageOf("walk", "id", {
        cursor: encodeCursor({ id: "op_01HZZZZZZZZZZZZZZZZZZZZZZZ", createdAt: "2024-01-01T00:00:00.000000Z" }),
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe("parsePageQuery", () => {
  it("defaults to 50 and accepts 1 to 200", () => {
    expect(parsePageQuery({})).toEqual({ limit: 50, cursor: undefined });
    expect(parsePageQuery({ limit: "1" }).limit).toBe(1);
    expect(parsePageQuery({ limit: 200 }).limit).toBe(200);
  });

  it.each([["0"], ["-1"], ["1.5"], ["abc"], [""], [["5", "6"]], [0], ["201"], [1000]])(
    "refuses the limit %j with 400",
    (limit) => {
      expect(() => parsePageQuery({ limit })).toThrow(HttpProblem);
      expect(() => parsePageQuery({ limit })).toThrow(/limit/);
    },
  );

  it("decodes a cursor it issued", () => {
    const cursor = encodeCursor({ id: "op_01J0000000000000000000000A", createdAt: "2024-01-01T00:00:00.123456Z" });
    expect(parsePageQuery({ cursor })).toEqual({
      limit: 50,
      cursor: { id: "op_01J0000000000000000000000A", createdAt: "2024-01-01T00:00:00.123456Z" },
    });
  });
});

describe("cursors", () => {
  const good = encodeCursor({ id: "op_01J0000000000000000000000A", createdAt: "2024-01-01T00:00:00.123456Z" });
  const b64 = (value: unknown) =>
    Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");

  it("round-trip and look opaque", () => {
    expect(good).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(good)).toEqual({
      id: "op_01J0000000000000000000000A",
      createdAt: "2024-01-01T00:00:00.123456Z",
    });
    expect(decodeCursor(encodeCursor({ id: "usr_01J0000000000000000000000B" }))).toEqual({
      id: "usr_01J0000000000000000000000B",
    });
  });

  it.each([
    ["an empty string", ""],
    ["characters outside base64url", `${good}=`],
    ["a flipped character", `${good.slice(0, 5)}${good[5] === "A" ? "B" : "A"}${good.slice(6)}`],
    ["a truncated cursor", good.slice(0, -3)],
    ["text that is not JSON", b64("not json")],
    ["a JSON array", b64([1, "op_x"])],
    ["another version", b64({ v: 2, id: "op_01J0000000000000000000000A" })],
    ["an extra member", b64({ v: 1, id: "op_01J0000000000000000000000A", owner: "usr_x" })],
    ["an id with SQL in it", b64({ v: 1, id: "x' OR '1'='1" })],
    ["a numeric id", b64({ v: 1, id: 5 })],
    ["a timestamp without microseconds", b64({ v: 1, id: "op_1", t: "2024-01-01T00:00:00Z" })],
    ["an impossible timestamp", b64({ v: 1, id: "op_1", t: "2024-13-45T99:00:00.000000Z" })],
    ["a null timestamp", b64({ v: 1, id: "op_1", t: null })],
    ["an overlong cursor", "A".repeat(600)],
  ])("refuses %s with 400 invalid cursor", (_what, cursor) => {
    let error: unknown;
    try {
      decodeCursor(cursor);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(HttpProblem);
    expect(error).toMatchObject({ status: 400, type: "invalid-cursor" });
    expect((error as HttpProblem).detail).toMatch(/^invalid cursor/);
  });
});

describe("over HTTP", () => {
  it("answers the envelope, and 400 problem+json for a tampered cursor", async () => {
    await insertRows("http", 3, clustered);
    const ok = await fetch(`${base}/items?limit=2`);
    const page = (await ok.json()) as Page<Item>;
    expect(ok.status).toBe(200);
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(3);
    expect(typeof page.nextCursor).toBe("string");
    const next = (await (await fetch(`${base}/items?limit=2&cursor=${page.nextCursor}`)).json()) as Page<Item>;
    expect(next).toMatchObject({ total: 3, nextCursor: null });
    expect(next.items).toHaveLength(1);

    const tampered = await fetch(`${base}/items?cursor=${page.nextCursor!.slice(0, -2)}xx`);
    expect(tampered.status).toBe(400);
    expect(tampered.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(await tampered.json()).toMatchObject({
      status: 400,
      type: "https://trustplane.dev/problems/invalid-cursor",
      detail: expect.stringContaining("invalid cursor"),
    });
  });
});
