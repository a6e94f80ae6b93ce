// Real PostgreSQL only (PGlite runs one statement at a time): simultaneous plays by one listener meet
// on the listener row's primary key and count once; different listeners all count.
import { createCatalogClient } from "@trustplane/sdk-catalog";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertTrack } from "../../src/modules/media/index.ts";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ DB_POOL_SIZE: "16" });
});
afterAll(async () => {
  await app?.close();
});

const track = () =>
  insertTrack(app.ctx.db, {
    title: "Race",
    artist: "Racers",
    durationSeconds: 10,
    audioUrl: "https://cdn.example.test/r.mp3",
  });

it("counts 24 simultaneous plays by one listener once", async () => {
  const { id } = await track();
  const client = createCatalogClient({ baseUrl: app.url, maxRetries: 0 });
  for (let round = 0; round < 3; round++) {
    const agent = `racer-${round}`;
    const results = await Promise.all(
      Array.from({ length: 24 }, () => client.media.tracks.play(id, { headers: { "User-Agent": agent } })),
    );
    expect(results.filter((r) => r.counted)).toHaveLength(1);
    expect(new Set(results.map((r) => r.countsAgainAt)).size).toBe(1);
  }
  await expect(client.media.tracks.retrieve(id)).resolves.toMatchObject({ plays: 3 });
});

it("counts simultaneous plays by 24 different listeners 24 times", async () => {
  const { id } = await track();
  const client = createCatalogClient({ baseUrl: app.url, maxRetries: 0 });
  const results = await Promise.all(
    Array.from({ length: 24 }, (_, i) => client.media.tracks.play(id, { headers: { "User-Agent": `listener-${i}` } })),
  );
  expect(results.every((r) => r.counted)).toBe(true);
  expect(results.map((r) => r.plays).sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  await expect(client.media.tracks.retrieve(id)).resolves.toMatchObject({ plays: 24 });
});
