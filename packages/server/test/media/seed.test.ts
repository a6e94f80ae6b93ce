// The development seed: a fresh database gets a few videos and tracks, once, so `npm start` shows a
// non-empty public list; a database that has media is left alone.
import { createCatalogClient } from "@trustplane/sdk-catalog";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedDevelopmentMedia } from "../../src/modules/media/catalog.ts";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

it("seeds an empty database once; tests' servers (NODE_ENV=test) start empty", async () => {
  const client = createCatalogClient({ baseUrl: app.url });
  expect((await client.media.videos.list()).total).toBe(0);
  expect((await client.media.tracks.list()).total).toBe(0);
  const [a, b] = await Promise.all([seedDevelopmentMedia(app.ctx.db), seedDevelopmentMedia(app.ctx.db)]);
  expect([a, b].sort()).toEqual([0, 6]);
  const videos = await client.media.videos.list();
  const tracks = await client.media.tracks.list();
  expect(videos.total).toBe(3);
  expect(tracks.total).toBe(3);
  expect(tracks.items.every((t) => t.plays === 0)).toBe(true);
  expect(await seedDevelopmentMedia(app.ctx.db)).toBe(0);
});
