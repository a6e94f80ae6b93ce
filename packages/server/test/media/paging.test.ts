// The public media lists page by cursor like every list ({items, total, nextCursor}), and by offset as
// they always did: a cursor walk lists every published item exactly once while items are published,
// unpublished or added in between; cursor and offset together are refused; a bad cursor is 400.
import { type CatalogClient, createCatalogClient, ValidationError } from "@trustplane/sdk-catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDevelopmentMedia } from "../../src/modules/media/catalog.ts";
import { insertTrack, insertVideo } from "../../src/modules/media/index.ts";
import { rejection } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
let anonymous: CatalogClient;
let operator: CatalogClient;
let admin: { token: string };
beforeAll(async () => {
  app = await startTestServer();
  admin = await app.registerAdmin();
  anonymous = createCatalogClient({ baseUrl: app.url, maxRetries: 0 });
  operator = createCatalogClient({ baseUrl: app.url, token: admin.token, maxRetries: 0 });
  // The seed's three videos and three tracks share one publication time (one transaction): pages must
  // split such ties by id and still list each once.
  expect(await seedDevelopmentMedia(app.ctx.db)).toBe(6);
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;

/** The two public lists, driven the same way. */
const lists = [
  {
    name: "videos",
    path: "/api/media/videos",
    add: async () =>
      (
        await insertVideo(app.ctx.db, {
          title: `Paged video ${++counter}`,
          durationSeconds: 10,
          videoUrl: `https://cdn.example.test/p${counter}.mp4`,
        })
      ).id,
    setStatus: (id: string, status: "draft" | "published") => operator.media.admin.videos.update(id, { status }),
    addDraft: async () =>
      (
        await operator.media.admin.videos.create({
          title: `Draft video ${++counter}`,
          durationSeconds: 10,
          videoUrl: `https://cdn.example.test/d${counter}.mp4`,
        })
      ).id,
  },
  {
    name: "tracks",
    path: "/api/media/tracks",
    add: async () =>
      (
        await insertTrack(app.ctx.db, {
          title: `Paged track ${++counter}`,
          artist: "Pager",
          durationSeconds: 10,
          audioUrl: `https://cdn.example.test/p${counter}.mp3`,
        })
      ).id,
    setStatus: (id: string, status: "draft" | "published") => operator.media.admin.tracks.update(id, { status }),
    addDraft: async () =>
      (
        await operator.media.admin.tracks.create({
          title: `Draft track ${++counter}`,
          artist: "Pager",
          durationSeconds: 10,
          audioUrl: `https://cdn.example.test/d${counter}.mp3`,
        })
      ).id,
  },
] as const;

type PageBody = { items: { id: string }[]; total: number; nextCursor: string | null; limit: number; offset: number };
const get = async (path: string, query: Record<string, string | number> = {}) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return app.call("GET", qs.size > 0 ? `${path}?${qs}` : path);
};
const page = async (path: string, query: Record<string, string | number> = {}): Promise<PageBody> => {
  const res = await get(path, query);
  expect(res.status, res.text).toBe(200);
  return res.body;
};
const allIds = async (path: string) => (await page(path, { limit: 200 })).items.map((i) => i.id);

describe.each(lists)("GET /api/media/$name", (list) => {
  it("walks every item exactly once by cursor while one is published on top in between", async () => {
    for (let i = 0; i < 5; i++) await list.add();
    const before = await allIds(list.path);
    expect(before.length).toBeGreaterThanOrEqual(8);

    const seen: string[] = [];
    let body = await page(list.path, { limit: 3 });
    expect(body).toMatchObject({ limit: 3, offset: 0, total: before.length });
    seen.push(...body.items.map((i) => i.id));
    // Another item is published after the first page was read: it is newer, so ahead of the cursor.
    const added = await list.add();
    let pages = 1;
    while (body.nextCursor) {
      const at = seen.length;
      body = await page(list.path, { limit: 3, cursor: body.nextCursor });
      pages++;
      expect(body.limit).toBe(3);
      // `offset` with a cursor: how many items now come before this page (the added one included).
      expect(body.offset).toBe(at + 1);
      expect(body.total).toBe(before.length + 1);
      seen.push(...body.items.map((i) => i.id));
    }
    expect(pages).toBe(Math.ceil(before.length / 3));
    expect(seen).toEqual(before);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain(added);
    expect((await allIds(list.path))[0]).toBe(added);
  });

  it("never lists an item twice, nor one that is unpublished, when items are unpublished and published mid-walk", async () => {
    for (let i = 0; i < 4; i++) await list.add();
    const draft = await list.addDraft();
    const before = await allIds(list.path);
    expect(before).not.toContain(draft);
    const first = await page(list.path, { limit: 2 });
    const later = before[3]!;
    // Mid-walk: an item further down is unpublished, an old draft and an item already read are
    // published (again: the latter keeps its place).
    await list.setStatus(later, "draft");
    await list.setStatus(draft, "published");
    await list.setStatus(before[0]!, "draft");
    await list.setStatus(before[0]!, "published");
    const seen = first.items.map((i) => i.id);
    let cursor = first.nextCursor;
    while (cursor) {
      const body = await page(list.path, { limit: 2, cursor });
      seen.push(...body.items.map((i) => i.id));
      cursor = body.nextCursor;
    }
    expect(seen).toEqual(before.filter((id) => id !== later));
    await list.setStatus(later, "published");
  });

  it("by offset, as before: the same order, and a nextCursor that continues after the page", async () => {
    const ids = await allIds(list.path);
    const byOffset = await page(list.path, { limit: 2, offset: 2 });
    expect(byOffset).toMatchObject({ limit: 2, offset: 2, total: ids.length });
    expect(byOffset.items.map((i) => i.id)).toEqual(ids.slice(2, 4));
    const next = await page(list.path, { limit: 3, cursor: byOffset.nextCursor! });
    expect(next.items.map((i) => i.id)).toEqual(ids.slice(4, 7));
    expect(next.offset).toBe(4);
    const beyond = await page(list.path, { offset: 100_000 });
    expect(beyond).toMatchObject({ items: [], nextCursor: null, offset: 100_000, total: ids.length });
    const last = await page(list.path, { limit: 200, offset: ids.length - 1 });
    expect(last).toMatchObject({ items: [{ id: ids.at(-1) }], nextCursor: null });
  });

  it("by offset, an item published between two pages shifts the next page: one item comes twice (why cursors exist)", async () => {
    const first = await page(list.path, { limit: 3, offset: 0 });
    await list.add();
    const second = await page(list.path, { limit: 3, offset: 3 });
    expect(second.items[0]!.id).toBe(first.items[2]!.id);
  });

  it("refuses cursor and offset together (offset 0 too) with 400 media-cursor-and-offset", async () => {
    const { nextCursor } = await page(list.path, { limit: 1 });
    expect(nextCursor).toEqual(expect.any(String));
    for (const offset of [0, 5]) {
      const res = await get(list.path, { cursor: nextCursor!, offset });
      expect(res.status, res.text).toBe(400);
      expect(res.body).toMatchObject({
        code: "media-cursor-and-offset",
        errors: [{ path: "/query/offset" }],
      });
    }
  });

  it("refuses a cursor it did not give out with 400 invalid-cursor, and bad limits and offsets with 400 validation", async () => {
    const { nextCursor } = await page(list.path, { limit: 1 });
    const decoded = JSON.parse(Buffer.from(nextCursor!, "base64url").toString("utf8"));
    expect(decoded).toMatchObject({ v: 1, id: expect.any(String), t: expect.any(String) });
    const forged = [
      "not-a-cursor!",
      "eyJ2IjoxfQ",
      `${nextCursor}A`,
      Buffer.from(JSON.stringify({ ...decoded, t: "yesterday" })).toString("base64url"),
      Buffer.from(JSON.stringify({ ...decoded, id: "x'; DROP TABLE media_videos; --" })).toString("base64url"),
      Buffer.from(JSON.stringify({ ...decoded, extra: 1 })).toString("base64url"),
      Buffer.from(JSON.stringify({ v: 1, id: decoded.id })).toString("base64url"),
    ];
    for (const cursor of forged) {
      const res = await get(list.path, { cursor });
      expect(res.status, `${cursor}: ${res.text}`).toBe(400);
      expect(res.body.code, cursor).toBe("invalid-cursor");
    }
    const tooLong = await get(list.path, { cursor: "a".repeat(513) });
    expect(tooLong.body).toMatchObject({ status: 400, code: "validation" });
    const badQueries: Record<string, string | number>[] = [
      { limit: 0 },
      { limit: 201 },
      { offset: -1 },
      { offset: 100_001 },
      { offset: "two" },
    ];
    for (const query of badQueries) {
      const res = await get(list.path, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe("validation");
    }
  });
});

describe("through @trustplane/sdk-catalog", () => {
  it("walks the lists with for await, every item once", async () => {
    const videos: string[] = [];
    for await (const video of anonymous.media.videos.list({ limit: 2 })) videos.push(video.id);
    expect(videos).toEqual(await allIds("/api/media/videos"));
    const tracks = await anonymous.media.tracks.list({ limit: 4 }).toArray();
    expect(tracks.map((t) => t.id)).toEqual(await allIds("/api/media/tracks"));
  });

  it("answers a cursor and an offset together with a ValidationError naming the code", async () => {
    const { nextCursor } = await anonymous.media.videos.list({ limit: 1 });
    const error = await rejection(anonymous.media.videos.list({ cursor: nextCursor!, offset: 1 }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(anonymous.media.videos.list.isError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, code: "media-cursor-and-offset" });
  });
});

describe("the operators' lists", () => {
  it("walk drafts by cursor, each once, oldest drafts last, with a draft made in between left ahead", async () => {
    const drafts: string[] = [];
    for (let i = 0; i < 5; i++) drafts.push(await lists[0].addDraft());
    const first = await operator.media.admin.videos.list({ status: "draft", limit: 2 });
    const total = first.total;
    expect(total).toBeGreaterThanOrEqual(5);
    const made = await lists[0].addDraft();
    const seen = first.items.map((v) => v.id);
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await operator.media.admin.videos.list({ status: "draft", limit: 2, cursor });
      seen.push(...next.items.map((v) => v.id));
      expect(next.total).toBe(total + 1);
      cursor = next.nextCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen).not.toContain(made);
    expect(seen.slice(0, 5)).toEqual([...drafts].reverse());
    const bad = await app.call("GET", "/api/media/admin/tracks?cursor=bogus", { token: admin.token });
    expect(bad.body).toMatchObject({ status: 400, code: "invalid-cursor" });
    const offset = await app.call("GET", "/api/media/admin/tracks?offset=1", { token: admin.token });
    expect(offset.body).toMatchObject({ status: 400, code: "validation" });
  });
});
