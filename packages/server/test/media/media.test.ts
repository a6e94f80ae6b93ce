// Media through @trustplane/sdk-catalog: the public video and track lists (limit and offset; cursors
// in paging.test.ts), a track with its play count, and plays counted once per listener per window.
import {
  AuthenticationError,
  type CatalogClient,
  createCatalogClient,
  NotFoundError,
  ValidationError,
} from "@trustplane/sdk-catalog";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTrack, insertVideo } from "../../src/modules/media/index.ts";
import { rejection, uniqueEmail } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
let anonymous: CatalogClient;
beforeAll(async () => {
  app = await startTestServer();
  anonymous = createCatalogClient({ baseUrl: app.url, maxRetries: 0 });
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;
const newTrack = (title = `Track ${++counter}`) =>
  insertTrack(app.ctx.db, {
    title,
    artist: "Test Artist",
    durationSeconds: 200 + counter,
    audioUrl: `https://cdn.example.test/${counter}.mp3`,
  });

/** An anonymous listener: the same address (loopback) with its own User-Agent. */
const as = (agent: string) => ({ headers: { "User-Agent": agent } });

const signedIn = async (name: string): Promise<CatalogClient> => {
  const client = createCatalogClient({ baseUrl: app.url, maxRetries: 0 });
  await client.auth.register({ email: uniqueEmail(name.replace(/\W/g, "-")), password: "correct horse battery", name });
  return client;
};

describe("the video list", () => {
  it("pages newest first by limit and offset, with the total", async () => {
    const before = await anonymous.media.videos.list();
    expect(before).toMatchObject({ limit: 50, offset: 0 });
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(
        await insertVideo(app.ctx.db, {
          title: `Video ${i}`,
          description: i === 0 ? undefined : `About ${i}`,
          durationSeconds: 60 * (i + 1),
          videoUrl: `https://cdn.example.test/v${i}.mp4`,
          thumbnailUrl: i === 2 ? null : `https://cdn.example.test/v${i}.jpg`,
        }),
      );
    }
    const first = await anonymous.media.videos.list({ limit: 2 });
    expect(first.total).toBe(before.total + 3);
    expect(first).toMatchObject({ limit: 2, offset: 0 });
    expect(first.items.map((v) => v.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(first.items[0]).toEqual({
      id: made[2]!.id,
      title: "Video 2",
      description: "About 2",
      durationSeconds: 180,
      videoUrl: "https://cdn.example.test/v2.mp4",
      thumbnailUrl: null,
      publishedAt: made[2]!.publishedAt,
      createdAt: made[2]!.createdAt,
    });
    expect(made[2]!.publishedAt).toBe(made[2]!.createdAt);
    const second = await anonymous.media.videos.list({ limit: 2, offset: 2 });
    expect(second.items[0]).toMatchObject({ id: made[0]!.id, description: "" });
    expect(second.offset).toBe(2);
    const beyond = await anonymous.media.videos.list({ offset: 100_000 });
    expect(beyond).toMatchObject({ items: [], total: before.total + 3, offset: 100_000 });
  });

  it("refuses a limit outside 1–200 and an offset below 0 or above 100,000", async () => {
    for (const params of [{ limit: 0 }, { limit: 201 }, { offset: -1 }, { offset: 100_001 }]) {
      const error = await rejection(anonymous.media.videos.list(params));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ status: 400, code: "validation" });
    }
  });
});

describe("the track list and a track", () => {
  it("lists tracks newest first with their play counts, and reads one", async () => {
    const a = await newTrack("Alpha");
    const b = await newTrack("Beta");
    const page = await anonymous.media.tracks.list({ limit: 2 });
    expect(page).toMatchObject({ limit: 2, offset: 0 });
    expect(page.items.map((t) => t.id)).toEqual([b.id, a.id]);
    expect(page.items[1]).toEqual(a);
    expect(a).toMatchObject({ title: "Alpha", artist: "Test Artist", plays: 0, coverUrl: null, description: "" });
    await expect(anonymous.media.tracks.retrieve(b.id)).resolves.toEqual(b);
    const rest = await anonymous.media.tracks.list({ limit: 200, offset: 1 });
    expect(rest.items[0]?.id).toBe(a.id);
    expect(rest.total).toBe(page.total);
  });

  it("answers 404 media-track-not-found for an unknown id, 400 for a malformed one", async () => {
    const unknown = await rejection(anonymous.media.tracks.retrieve("mtr_01ARZ3NDEKTSV4RRFFQ69G5FAV"));
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect(unknown).toMatchObject({ status: 404, code: "media-track-not-found" });
    expect(anonymous.media.tracks.retrieve.isError(unknown)).toBe(true);
    const malformed = await rejection(anonymous.media.tracks.retrieve("not-a-track"));
    expect(malformed).toBeInstanceOf(ValidationError);
    const listBad = await rejection(anonymous.media.tracks.list({ limit: 500 }));
    expect(listBad).toMatchObject({ status: 400, code: "validation" });
  });
});

describe("playing a track", () => {
  it("counts an anonymous listener once per window, each address and User-Agent apart", async () => {
    const track = await newTrack();
    const first = await anonymous.media.tracks.play(track.id, as("player-one"));
    expect(first).toMatchObject({ trackId: track.id, counted: true, plays: 1 });
    const windowEnds = Date.parse(first.countsAgainAt) - Date.now();
    expect(windowEnds).toBeGreaterThan(1790_000);
    expect(windowEnds).toBeLessThanOrEqual(1800_000);
    const again = await anonymous.media.tracks.play(track.id, as("player-one"));
    expect(again).toEqual({ trackId: track.id, counted: false, plays: 1, countsAgainAt: first.countsAgainAt });
    const other = await anonymous.media.tracks.play(track.id, as("player-two"));
    expect(other).toMatchObject({ counted: true, plays: 2 });
    await expect(anonymous.media.tracks.retrieve(track.id)).resolves.toMatchObject({ plays: 2 });
    const listed = await anonymous.media.tracks.list({ limit: 200 });
    expect(listed.items.find((t) => t.id === track.id)?.plays).toBe(2);
  });

  it("counts a signed-in listener as the user, whatever the device", async () => {
    const track = await newTrack();
    const user = await signedIn("listener");
    expect(await user.media.tracks.play(track.id, as("phone"))).toMatchObject({ counted: true, plays: 1 });
    expect(await user.media.tracks.play(track.id, as("laptop"))).toMatchObject({ counted: false, plays: 1 });
    // The same device without the token is another listener.
    expect(await anonymous.media.tracks.play(track.id, as("phone"))).toMatchObject({ counted: true, plays: 2 });
    const other = await signedIn("another listener");
    expect(await other.media.tracks.play(track.id, as("phone"))).toMatchObject({ counted: true, plays: 3 });
  });

  it("keeps only a keyed hash of an anonymous listener, never the address", async () => {
    const track = await newTrack();
    await anonymous.media.tracks.play(track.id, as("hash-check"));
    const user = await signedIn("stored");
    await user.media.tracks.play(track.id);
    const me = await user.auth.me();
    const rows = (await app.ctx.db.any(sql.unsafe`
      SELECT listener FROM media_track_listeners WHERE track_id = ${track.id} ORDER BY listener`)) as readonly {
      listener: string;
    }[];
    const listeners = rows.map((row) => row.listener);
    expect(listeners).toHaveLength(2);
    expect(listeners).toContain(me.id);
    const anon = listeners.find((l) => l !== me.id)!;
    expect(anon).toMatch(/^anon:[A-Za-z0-9_-]{43}$/);
    expect(anon).not.toContain("127.0.0.1");
    expect(anon).not.toContain("hash-check");
  });

  it("refuses an unknown track (404), a malformed id (400) and a bad token (401), counting nothing", async () => {
    const unknown = await rejection(anonymous.media.tracks.play("mtr_01ARZ3NDEKTSV4RRFFQ69G5FAV"));
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect(unknown).toMatchObject({ status: 404, code: "media-track-not-found" });
    const malformed = await rejection(anonymous.media.tracks.play("mtr_short"));
    expect(malformed).toBeInstanceOf(ValidationError);
    const track = await newTrack();
    const forged = createCatalogClient({ baseUrl: app.url, token: "not.a.token", maxRetries: 0 });
    const refused = await rejection(forged.media.tracks.play(track.id));
    expect(refused).toBeInstanceOf(AuthenticationError);
    expect(refused).toMatchObject({ status: 401, code: "unauthorized" });
    await expect(anonymous.media.tracks.retrieve(track.id)).resolves.toMatchObject({ plays: 0 });
  });

  it("counts plays on /metrics, counted and repeated", async () => {
    const track = await newTrack();
    await anonymous.media.tracks.play(track.id, as("metrics"));
    await anonymous.media.tracks.play(track.id, as("metrics"));
    const metrics = await app.call("GET", "/metrics");
    expect(metrics.text).toMatch(/trustplane_media_plays_total\{result="counted"\} [1-9]/);
    expect(metrics.text).toMatch(/trustplane_media_plays_total\{result="repeat"\} [1-9]/);
  });
});

describe("the play window (MEDIA_PLAY_WINDOW_SECONDS)", () => {
  it("counts the same listener again once the window since the last counted play has passed", async () => {
    const short = await startTestServer({ MEDIA_PLAY_WINDOW_SECONDS: "1" });
    try {
      const client = createCatalogClient({ baseUrl: short.url, maxRetries: 0 });
      const track = await insertTrack(short.ctx.db, {
        title: "Loop",
        artist: "Window",
        durationSeconds: 1,
        audioUrl: "https://cdn.example.test/loop.mp3",
      });
      const first = await client.media.tracks.play(track.id, as("looper"));
      expect(first).toMatchObject({ counted: true, plays: 1 });
      expect(await client.media.tracks.play(track.id, as("looper"))).toMatchObject({ counted: false, plays: 1 });
      const wait = Date.parse(first.countsAgainAt) - Date.now() + 50;
      await new Promise((resolve) => setTimeout(resolve, Math.max(wait, 0)));
      const later = await client.media.tracks.play(track.id, as("looper"));
      expect(later).toMatchObject({ counted: true, plays: 2 });
      expect(Date.parse(later.countsAgainAt)).toBeGreaterThan(Date.parse(first.countsAgainAt));
    } finally {
      await short.close();
    }
  });

  it("is checked at start-up: a window below one second stops the server", async () => {
    const { mediaConfigFromEnv } = await import("../../src/modules/media/config.ts");
    expect(mediaConfigFromEnv({}).playWindowSeconds).toBe(1800);
    expect(() => mediaConfigFromEnv({ MEDIA_PLAY_WINDOW_SECONDS: "0" })).toThrow(/MEDIA_PLAY_WINDOW_SECONDS/);
    expect(() => mediaConfigFromEnv({ MEDIA_PLAY_WINDOW_SECONDS: "soon" })).toThrow(/MEDIA_PLAY_WINDOW_SECONDS/);
  });
});
