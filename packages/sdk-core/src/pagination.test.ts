import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { BASE, fakeClient, useMockServer } from "./fake-api.test-support.js";

const server = useMockServer();

/** Seven things served in pages of `limit` (default 3), with opaque cursors; records each query. */
const serveThings = () => {
  const all = Array.from({ length: 7 }, (_, i) => ({ id: `thg_${i}`, name: `thing ${i}` }));
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${BASE}/api/shop/things`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      if (query.has("cursor") && query.has("offset"))
        return HttpResponse.json({ code: "cursor-and-offset" }, { status: 400 });
      const start = query.has("cursor") ? Number(atob(query.get("cursor")!)) : Number(query.get("offset") ?? 0);
      const limit = Number(query.get("limit") ?? 3);
      const end = start + limit;
      return HttpResponse.json({
        items: all.slice(start, end),
        total: all.length,
        nextCursor: end < all.length ? btoa(String(end)) : null,
      });
    }),
  );
  return { all, queries };
};

describe("cursor pagination", () => {
  it("walks every item of every page with for await, keeping the call's filters", async () => {
    const { all, queries } = serveThings();
    const seen = [];
    for await (const thing of fakeClient().shop.things.list({ limit: 3, tag: ["a", "b"] })) seen.push(thing);
    expect(seen).toEqual(all);
    expect(queries).toHaveLength(3);
    expect(queries.map((q) => q.get("cursor"))).toEqual([null, btoa("3"), btoa("6")]);
    for (const query of queries) {
      expect(query.get("limit")).toBe("3");
      expect(query.getAll("tag")).toEqual(["a", "b"]);
    }
  });

  it("starts a walk at an offset and follows the cursors from there, never sending both", async () => {
    const { all, queries } = serveThings();
    const seen = [];
    for await (const thing of fakeClient().shop.things.list({ limit: 3, offset: 2 } as never)) seen.push(thing);
    expect(seen).toEqual(all.slice(2));
    expect(queries.map((q) => [q.get("offset"), q.get("cursor")])).toEqual([
      ["2", null],
      [null, btoa("5")],
    ]);
  });

  it("awaits to the first page, and iterating afterwards does not fetch it again", async () => {
    const { all, queries } = serveThings();
    const list = fakeClient().shop.things.list();
    const page = await list;
    expect(page).toEqual({ items: all.slice(0, 3), total: 7, nextCursor: btoa("3") });
    const seen = [];
    for await (const thing of list) seen.push(thing.id);
    expect(seen).toHaveLength(7);
    expect(queries).toHaveLength(3);
  });

  it("toArray stops fetching once it has `limit` items", async () => {
    const { all, queries } = serveThings();
    const firstFour = await fakeClient().shop.things.list({ limit: 2 }).toArray({ limit: 4 });
    expect(firstFour).toEqual(all.slice(0, 4));
    expect(queries).toHaveLength(2);

    const everything = await fakeClient().shop.things.list().toArray();
    expect(everything).toEqual(all);
  });

  it("pages() yields whole pages, and starts where the given cursor says", async () => {
    const { queries } = serveThings();
    const totals = [];
    for await (const page of fakeClient()
      .shop.things.list({ cursor: btoa("3") })
      .pages())
      totals.push(page.items.length);
    expect(totals).toEqual([3, 1]);
    expect(queries[0]!.get("cursor")).toBe(btoa("3"));
  });

  it("stops when a server hands back a cursor it already gave (no endless loop)", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/shop/things`, () => {
        calls++;
        return HttpResponse.json({ items: [{ id: `thg_${calls}`, name: "x" }], total: 99, nextCursor: "same" });
      }),
    );
    const items = await fakeClient().shop.things.list().toArray();
    expect(items).toHaveLength(2);
    expect(calls).toBe(2);
  });
});
