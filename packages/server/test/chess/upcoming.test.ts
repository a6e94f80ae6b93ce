// GET /api/chess/upcoming pages like every list: {items, total, nextCursor} by limit and cursor, soonest
// first; a walk lists each upcoming tournament once while others are created in between.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
let admin: { token: string };
beforeAll(async () => {
  app = await startTestServer();
  admin = await app.registerAdmin();
});
afterAll(async () => {
  await app?.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

let counter = 0;
const create = async (startsAt: string) => {
  const res = await app.call("POST", "/api/chess/tournaments", {
    token: admin.token,
    body: { name: `Upcoming ${++counter}`, startsAt, format: "Blitz 3+2", prizePool: 1, capacity: 16 },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
};

type UpcomingPage = { items: { id: string; startsAt: string }[]; total: number; nextCursor: string | null };
const upcoming = async (query = "") => {
  const res = await app.call<UpcomingPage>("GET", `/api/chess/upcoming${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
};

describe("GET /api/chess/upcoming", () => {
  it("pages soonest first by cursor, each tournament once, while one starting later and one sooner are created", async () => {
    await create(inDays(-1));
    const ids = [];
    for (const day of [1, 2, 3, 4, 5]) ids.push(await create(inDays(day)));

    const first = await upcoming("?limit=2");
    expect(first.items.map((t) => t.id)).toEqual(ids.slice(0, 2));
    expect(first.total).toBe(5);
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(Object.keys(first).sort()).toEqual(["items", "nextCursor", "total"]);

    // Created mid-walk: one after the cursor (reached in order), one before it (not reached by this walk).
    const later = await create(inDays(10));
    const sooner = await create(inDays(0.5));

    const seen = first.items.map((t) => t.id);
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await upcoming(`?limit=2&cursor=${encodeURIComponent(cursor)}`);
      expect(next.total).toBe(7);
      seen.push(...next.items.map((t) => t.id));
      cursor = next.nextCursor;
    }
    expect(seen).toEqual([...ids, later]);
    expect(seen).not.toContain(sooner);

    const all = await upcoming("?limit=200");
    expect(all.items.map((t) => t.id)).toEqual([sooner, ...ids, later]);
    expect(all.nextCursor).toBeNull();
    expect(all.items.map((t) => Date.parse(t.startsAt))).toEqual(
      all.items.map((t) => Date.parse(t.startsAt)).sort((a, b) => a - b),
    );
  });

  it("splits tournaments starting at the same moment by id, listing each once", async () => {
    const at = inDays(20);
    const same = [await create(at), await create(at), await create(at)];
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=1&cursor=${encodeURIComponent(cursor)}` : "?limit=1";
      const next = await upcoming(query);
      seen.push(...next.items.map((t) => t.id));
      cursor = next.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(-3)).toEqual(same);
  });

  it("keeps the spec's answer without a cursor: the first page, default 50", async () => {
    const res = await app.call("GET", "/api/chess/upcoming");
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBe(res.body.total);
    expect(res.body.nextCursor).toBeNull();
  });

  it("refuses a cursor it did not give out (400 invalid-cursor) and a bad limit (400 validation)", async () => {
    const { nextCursor } = await upcoming("?limit=1");
    const decoded = JSON.parse(Buffer.from(nextCursor!, "base64url").toString("utf8"));
    for (const cursor of [
      "garbage!",
      Buffer.from(JSON.stringify({ v: 1, id: decoded.id })).toString("base64url"),
      Buffer.from(JSON.stringify({ ...decoded, v: 2 })).toString("base64url"),
    ]) {
      const res = await app.call("GET", `/api/chess/upcoming?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, res.text).toBe(400);
      expect(res.body.code).toBe("invalid-cursor");
    }
    for (const query of ["?limit=0", "?limit=201", "?limit=ten", "?offset=1"]) {
      const res = await app.call("GET", `/api/chess/upcoming${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe("validation");
    }
  });
});
