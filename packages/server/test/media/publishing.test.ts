// Operators publish media through the API (/api/media/admin): drafts, edits, publish and unpublish,
// deletion, each change audited; everyone else is refused (403 admin-only, 401 without a token) and
// changes nothing; the public never sees a draft (lists, reads by id, plays).
import {
  type CatalogClient,
  createCatalogClient,
  NotFoundError,
  PermissionError,
  UnprocessableError,
} from "@trustplane/sdk-catalog";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejection } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
let admin: { token: string; userId: string };
let user: { token: string; userId: string };
let operator: CatalogClient;
let anonymous: CatalogClient;
beforeAll(async () => {
  app = await startTestServer();
  admin = await app.registerAdmin();
  user = await app.register();
  operator = createCatalogClient({ baseUrl: app.url, token: admin.token, maxRetries: 0 });
  anonymous = createCatalogClient({ baseUrl: app.url, maxRetries: 0 });
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;
// biome-ignore lint/complexity/noBannedTypes: no extra fields by default.
const videoBody = <const M extends Record<string, unknown> = {}>(more: M = {} as M) => ({
  title: `Admin video ${++counter}`,
  durationSeconds: 60 + counter,
  videoUrl: `https://cdn.example.test/admin/${counter}.mp4`,
  ...more,
});
// biome-ignore lint/complexity/noBannedTypes: no extra fields by default.
const trackBody = <const M extends Record<string, unknown> = {}>(more: M = {} as M) => ({
  title: `Admin track ${++counter}`,
  artist: "Operators",
  durationSeconds: 120 + counter,
  audioUrl: `https://cdn.example.test/admin/${counter}.mp3`,
  ...more,
});

type Change = { action: string; actor_id: string | null; changes: Record<string, unknown> };
const changesOf = async (itemId: string): Promise<Change[]> =>
  [
    ...(await app.ctx.db.any(sql.unsafe`
      SELECT action, actor_id, changes FROM media_changes WHERE item_id = ${itemId} ORDER BY id`)),
  ] as Change[];
const changeCount = async () => Number(await app.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM media_changes`));

const publicVideoIds = async () => (await anonymous.media.videos.list({ limit: 200 })).items.map((v) => v.id);
const publicTrackIds = async () => (await anonymous.media.tracks.list({ limit: 200 })).items.map((t) => t.id);

describe("videos: create, read, edit, publish, unpublish, delete", () => {
  it("creates a draft the public cannot see, with its Location, and the audit's create record", async () => {
    const body = videoBody({ description: "Line one.\nLine two.", thumbnailUrl: "https://cdn.example.test/t.jpg" });
    const res = await app.call("POST", "/api/media/admin/videos", { token: admin.token, body });
    expect(res.status, res.text).toBe(201);
    const video = res.body;
    expect(video).toEqual({
      id: expect.stringMatching(/^mvd_[0-9A-HJKMNP-TV-Z]{26}$/),
      ...body,
      status: "draft",
      publishedAt: null,
      createdAt: expect.any(String),
      updatedAt: video.createdAt,
    });
    expect(res.headers.get("location")).toBe(`/api/media/admin/videos/${video.id}`);
    await expect(operator.media.admin.videos.retrieve(video.id)).resolves.toEqual(video);

    expect(await publicVideoIds()).not.toContain(video.id);
    const hidden = await rejection(anonymous.media.videos.retrieve(video.id));
    expect(hidden).toBeInstanceOf(NotFoundError);
    expect(hidden).toMatchObject({ status: 404, code: "media-video-not-found" });
    // A signed-in user, even the operator, reads the public path as the public does.
    const asOperator = await app.call("GET", `/api/media/videos/${video.id}`, { token: admin.token });
    expect(asOperator.status).toBe(404);

    expect(await changesOf(video.id)).toEqual([{ action: "create", actor_id: admin.userId, changes: video }]);
  });

  it("publishes (publishedAt set once and kept), unpublishes and publishes again, each audited", async () => {
    const draft = await operator.media.admin.videos.create(videoBody());
    const published = await operator.media.admin.videos.update(draft.id, { status: "published" });
    expect(published).toMatchObject({ id: draft.id, status: "published", publishedAt: expect.any(String) });
    expect(Date.parse(published.updatedAt)).toBeGreaterThanOrEqual(Date.parse(draft.updatedAt));
    const seen = await anonymous.media.videos.retrieve(draft.id);
    expect(seen).toEqual({
      id: draft.id,
      title: draft.title,
      description: "",
      durationSeconds: draft.durationSeconds,
      videoUrl: draft.videoUrl,
      thumbnailUrl: null,
      publishedAt: published.publishedAt,
      createdAt: draft.createdAt,
    });
    expect(await publicVideoIds()).toContain(draft.id);

    const unpublished = await operator.media.admin.videos.update(draft.id, { status: "draft" });
    expect(unpublished).toMatchObject({ status: "draft", publishedAt: published.publishedAt });
    expect(await publicVideoIds()).not.toContain(draft.id);
    await expect(rejection(anonymous.media.videos.retrieve(draft.id))).resolves.toMatchObject({ status: 404 });

    const again = await operator.media.admin.videos.update(draft.id, { status: "published", title: "Back again" });
    // Published again, it keeps its first publication's time and so its place in the public list.
    expect(again).toMatchObject({ status: "published", title: "Back again", publishedAt: published.publishedAt });
    expect((await anonymous.media.videos.retrieve(draft.id)).publishedAt).toBe(published.publishedAt);

    const actions = (await changesOf(draft.id)).map((c) => [c.action, c.actor_id, c.changes]);
    expect(actions).toEqual([
      ["create", admin.userId, expect.objectContaining({ status: "draft" })],
      ["publish", admin.userId, { status: { from: "draft", to: "published" } }],
      ["unpublish", admin.userId, { status: { from: "published", to: "draft" } }],
      [
        "publish",
        admin.userId,
        { status: { from: "draft", to: "published" }, title: { from: draft.title, to: "Back again" } },
      ],
    ]);
  });

  it("edits only the fields given, removes a thumbnail with null, and records each field from and to", async () => {
    const made = await operator.media.admin.videos.create(
      videoBody({ status: "published", thumbnailUrl: "https://cdn.example.test/thumb.jpg", description: "Old" }),
    );
    expect(made).toMatchObject({ status: "published", publishedAt: expect.any(String) });
    const edited = await operator.media.admin.videos.update(made.id, {
      description: "New",
      thumbnailUrl: null,
      durationSeconds: 86_400,
    });
    expect(edited).toEqual({
      ...made,
      description: "New",
      thumbnailUrl: null,
      durationSeconds: 86_400,
      updatedAt: expect.any(String),
    });
    const [, update] = await changesOf(made.id);
    expect(update).toEqual({
      action: "update",
      actor_id: admin.userId,
      changes: {
        description: { from: "Old", to: "New" },
        thumbnailUrl: { from: "https://cdn.example.test/thumb.jpg", to: null },
        durationSeconds: { from: made.durationSeconds, to: 86_400 },
      },
    });
    expect((await anonymous.media.videos.retrieve(made.id)).description).toBe("New");
  });

  it("records nothing, and keeps updatedAt, for an edit that changes nothing", async () => {
    const made = await operator.media.admin.videos.create(videoBody());
    const before = await changeCount();
    const same = await operator.media.admin.videos.update(made.id, {
      title: made.title,
      status: "draft",
      thumbnailUrl: null,
    });
    expect(same).toEqual(made);
    expect(await changeCount()).toBe(before);
  });

  it("deletes for good: 204, then 404 everywhere (a second delete too); the audit keeps the video", async () => {
    const made = await operator.media.admin.videos.create(videoBody({ status: "published" }));
    expect(await publicVideoIds()).toContain(made.id);
    const deleted = await app.call("DELETE", `/api/media/admin/videos/${made.id}`, { token: admin.token });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    expect(await publicVideoIds()).not.toContain(made.id);
    for (const read of [
      () => operator.media.admin.videos.retrieve(made.id),
      () => operator.media.admin.videos.update(made.id, { title: "Ghost" }),
      () => operator.media.admin.videos.delete(made.id),
      () => anonymous.media.videos.retrieve(made.id),
    ]) {
      await expect(rejection(read())).resolves.toMatchObject({ status: 404, code: "media-video-not-found" });
    }
    const changes = await changesOf(made.id);
    expect(changes.map((c) => c.action)).toEqual(["create", "delete"]);
    expect(changes[1]).toEqual({ action: "delete", actor_id: admin.userId, changes: made });
  });

  it("lists every video for operators, drafts included, and by status", async () => {
    const draft = await operator.media.admin.videos.create(videoBody());
    const live = await operator.media.admin.videos.create(videoBody({ status: "published" }));
    const all = await operator.media.admin.videos.list({ limit: 200 });
    const ids = all.items.map((v) => v.id);
    expect(ids.indexOf(live.id)).toBeLessThan(ids.indexOf(draft.id));
    expect(ids.indexOf(draft.id)).toBeGreaterThanOrEqual(0);
    expect(all.total).toBe(all.items.length);
    const drafts = await operator.media.admin.videos.list({ status: "draft", limit: 200 });
    expect(drafts.items.every((v) => v.status === "draft")).toBe(true);
    expect(drafts.items.map((v) => v.id)).toContain(draft.id);
    expect(drafts.items.map((v) => v.id)).not.toContain(live.id);
    const published = await operator.media.admin.videos.list({ status: "published", limit: 200 });
    expect(published.total + drafts.total).toBe(all.total);
    expect(published.total).toBe((await anonymous.media.videos.list()).total);
  });
});

describe("tracks: the same, and a draft is never played", () => {
  it("creates a draft that is not listed, not readable and not playable by anyone, recording nothing", async () => {
    const draft = await operator.media.admin.tracks.create(trackBody({ coverUrl: null }));
    expect(draft).toMatchObject({ status: "draft", plays: 0, publishedAt: null, coverUrl: null, description: "" });
    expect(await publicTrackIds()).not.toContain(draft.id);
    await expect(rejection(anonymous.media.tracks.retrieve(draft.id))).resolves.toMatchObject({
      status: 404,
      code: "media-track-not-found",
    });
    const listenersBefore = Number(await app.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM media_track_listeners`));
    for (const token of [undefined, user.token, admin.token]) {
      const play = await app.call("POST", `/api/media/tracks/${draft.id}/play`, { token });
      expect(play.status, play.text).toBe(404);
      expect(play.body.code).toBe("media-track-not-found");
    }
    expect(Number(await app.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM media_track_listeners`))).toBe(
      listenersBefore,
    );
    await expect(operator.media.admin.tracks.retrieve(draft.id)).resolves.toMatchObject({ plays: 0 });
  });

  it("plays a published track; unpublished, it keeps its plays but refuses new ones; published again, it plays", async () => {
    const track = await operator.media.admin.tracks.create(trackBody({ status: "published" }));
    expect(await publicTrackIds()).toContain(track.id);
    const first = await anonymous.media.tracks.play(track.id, { headers: { "User-Agent": "publisher-test" } });
    expect(first).toMatchObject({ counted: true, plays: 1 });

    await operator.media.admin.tracks.update(track.id, { status: "draft" });
    const refused = await rejection(anonymous.media.tracks.play(track.id, { headers: { "User-Agent": "another" } }));
    expect(refused).toMatchObject({ status: 404, code: "media-track-not-found" });
    expect(await publicTrackIds()).not.toContain(track.id);
    await expect(operator.media.admin.tracks.retrieve(track.id)).resolves.toMatchObject({ plays: 1, status: "draft" });

    await operator.media.admin.tracks.update(track.id, { status: "published" });
    const again = await anonymous.media.tracks.play(track.id, { headers: { "User-Agent": "another" } });
    expect(again).toMatchObject({ counted: true, plays: 2 });
    expect((await changesOf(track.id)).map((c) => c.action)).toEqual(["create", "unpublish", "publish"]);
  });

  it("edits a track, removes its cover, and deletes it with its play records", async () => {
    const track = await operator.media.admin.tracks.create(
      trackBody({ status: "published", coverUrl: "https://cdn.example.test/cover.jpg" }),
    );
    const edited = await operator.media.admin.tracks.update(track.id, { artist: "Renamed", coverUrl: null });
    expect(edited).toMatchObject({ artist: "Renamed", coverUrl: null, title: track.title });
    await anonymous.media.tracks.play(track.id, { headers: { "User-Agent": "before-delete" } });
    const listeners = () =>
      app.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM media_track_listeners WHERE track_id = ${track.id}`);
    expect(Number(await listeners())).toBe(1);
    await operator.media.admin.tracks.delete(track.id);
    expect(Number(await listeners())).toBe(0);
    await expect(rejection(anonymous.media.tracks.play(track.id))).resolves.toMatchObject({ status: 404 });
    await expect(rejection(operator.media.admin.tracks.delete(track.id))).resolves.toMatchObject({
      status: 404,
      code: "media-track-not-found",
    });
    const changes = await changesOf(track.id);
    expect(changes.map((c) => c.action)).toEqual(["create", "update", "delete"]);
    expect(changes[2]!.changes).toMatchObject({ id: track.id, artist: "Renamed", plays: 1 });
  });

  it("lists every track for operators, by status", async () => {
    const draft = await operator.media.admin.tracks.create(trackBody());
    const drafts = await operator.media.admin.tracks.list({ status: "draft", limit: 200 });
    expect(drafts.items.map((t) => t.id)).toContain(draft.id);
    expect(drafts.items.every((t) => t.status === "draft")).toBe(true);
    const all = await operator.media.admin.tracks.list({ limit: 200 });
    expect(all.items.map((t) => t.id)).toContain(draft.id);
  });
});

describe("only operators", () => {
  /** Every operators' operation, with a request that would otherwise succeed. */
  const adminCalls = async () => {
    const video = await operator.media.admin.videos.create(videoBody());
    const track = await operator.media.admin.tracks.create(trackBody());
    return [
      ["POST", "/api/media/admin/videos", videoBody()],
      ["GET", "/api/media/admin/videos", undefined],
      ["GET", `/api/media/admin/videos/${video.id}`, undefined],
      ["PATCH", `/api/media/admin/videos/${video.id}`, { status: "published" }],
      ["DELETE", `/api/media/admin/videos/${video.id}`, undefined],
      ["POST", "/api/media/admin/tracks", trackBody()],
      ["GET", "/api/media/admin/tracks", undefined],
      ["GET", `/api/media/admin/tracks/${track.id}`, undefined],
      ["PATCH", `/api/media/admin/tracks/${track.id}`, { status: "published" }],
      ["DELETE", `/api/media/admin/tracks/${track.id}`, undefined],
    ] as const;
  };

  const snapshot = async () =>
    app.ctx.db.one(sql.unsafe`
      SELECT (SELECT count(*) FROM media_changes) AS changes,
        (SELECT string_agg(id || status || title, ',' ORDER BY id) FROM media_videos) AS videos,
        (SELECT string_agg(id || status || title, ',' ORDER BY id) FROM media_tracks) AS tracks`);

  it("refuses a signed-in user 403 admin-only on every operators' operation, changing nothing", async () => {
    const calls = await adminCalls();
    expect(calls).toHaveLength(10);
    const before = await snapshot();
    for (const [method, path, body] of calls) {
      const res = await app.call(method, path, { token: user.token, body });
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(403);
      expect(res.body).toMatchObject({ code: "admin-only", type: "https://trustplane.dev/problems/admin-only" });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a caller without a token 401 on every operators' operation, changing nothing", async () => {
    const calls = await adminCalls();
    const before = await snapshot();
    for (const [method, path, body] of calls) {
      const res = await app.call(method, path, { body });
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(401);
      expect(res.body.code).toBe("unauthorized");
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a user's API key, whatever its scopes, and an operator's key without media:write", async () => {
    const keyOf = async (token: string, scopes: string[]) => {
      const made = await app.call("POST", "/api/auth/api-keys", { token, body: { name: "media", scopes } });
      expect(made.status, made.text).toBe(201);
      return made.body.key as string;
    };
    const userKey = await keyOf(user.token, ["media:read", "media:write"]);
    const asUser = await app.call("POST", "/api/media/admin/videos", { token: userKey, body: videoBody() });
    expect(asUser.status).toBe(403);
    expect(asUser.body.code).toBe("admin-only");
    const readOnly = await keyOf(admin.token, ["media:read"]);
    const refused = await app.call("POST", "/api/media/admin/videos", { token: readOnly, body: videoBody() });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "insufficient-scope", scope: "media:write" });
    expect((await app.call("GET", "/api/media/admin/videos", { token: readOnly })).status).toBe(200);
    const writer = await keyOf(admin.token, ["media:write"]);
    expect((await app.call("POST", "/api/media/admin/videos", { token: writer, body: videoBody() })).status).toBe(201);
  });

  it("the SDK's error for a refused call names the code", async () => {
    const client = createCatalogClient({ baseUrl: app.url, token: user.token, maxRetries: 0 });
    const error = await rejection(client.media.admin.tracks.create(trackBody() as never));
    expect(error).toBeInstanceOf(PermissionError);
    expect(client.media.admin.tracks.create.isError(error)).toBe(true);
    expect(error).toMatchObject({ status: 403, code: "admin-only" });
  });
});

describe("Idempotency-Key on create", () => {
  it("answers a retry with the first video, made once and audited once; another body is 422", async () => {
    const body = videoBody();
    const key = `media-create-${counter}`;
    const first = await app.call("POST", "/api/media/admin/videos", {
      token: admin.token,
      body,
      headers: { "Idempotency-Key": key },
    });
    expect(first.status).toBe(201);
    const retry = await app.call("POST", "/api/media/admin/videos", {
      token: admin.token,
      body,
      headers: { "Idempotency-Key": key },
    });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
    const made = await app.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM media_videos WHERE title = ${body.title}`);
    expect(Number(made)).toBe(1);
    expect(await changesOf(first.body.id)).toHaveLength(1);

    const other = await rejection(
      operator.media.admin.videos.create(videoBody(), { idempotencyKey: key }) as PromiseLike<unknown>,
    );
    expect(other).toBeInstanceOf(UnprocessableError);
    expect(other).toMatchObject({ status: 422, code: "idempotency-key-reused" });
  });

  it("records nothing under the key of a request refused for its role", async () => {
    const refused = await app.call("POST", "/api/media/admin/tracks", {
      token: user.token,
      body: trackBody(),
      headers: { "Idempotency-Key": "media-refused-key" },
    });
    expect(refused.status).toBe(403);
    const keys = await app.ctx.db.anyFirst(
      sql.unsafe`SELECT scope FROM idempotency_keys WHERE key = 'media-refused-key'`,
    );
    expect(keys).toEqual([]);
  });
});

describe("validation", () => {
  const create = (path: "videos" | "tracks", body: unknown) =>
    app.call("POST", `/api/media/admin/${path}`, { token: admin.token, body });

  it("refuses bad titles, descriptions, durations, statuses and unknown fields with 400 validation", async () => {
    const bad: [string, Record<string, unknown>][] = [
      ["empty title", { title: "" }],
      ["blank title", { title: "   " }],
      ["a title on two lines", { title: "Line\nbreak" }],
      ["a title with a control character", { title: "Bell\u0007" }],
      ["a title of 201 characters", { title: "x".repeat(201) }],
      ["a title that is not a string", { title: 42 }],
      ["a description of 4,001 characters", { description: "d".repeat(4001) }],
      ["a description with NUL", { description: "nul\u0000here" }],
      ["a zero duration", { durationSeconds: 0 }],
      ["a negative duration", { durationSeconds: -5 }],
      ["a duration over a day", { durationSeconds: 86_401 }],
      ["a fractional duration", { durationSeconds: 1.5 }],
      ["a duration as a string", { durationSeconds: "60" }],
      ["an http URL", { videoUrl: "http://cdn.example.test/a.mp4" }],
      ["a javascript URL", { videoUrl: "javascript:alert(1)" }],
      ["a relative URL", { videoUrl: "/videos/a.mp4" }],
      ["an upper-case scheme", { videoUrl: "HTTPS://cdn.example.test/a.mp4" }],
      ["a URL with a space", { videoUrl: "https://cdn.example.test/a b.mp4" }],
      ["a URL of 2,049 characters", { videoUrl: `https://cdn.example.test/${"a".repeat(2049 - 25)}` }],
      ["an ftp thumbnail", { thumbnailUrl: "ftp://cdn.example.test/t.jpg" }],
      ["an unknown status", { status: "archived" }],
      ["an unknown field", { plays: 100 }],
    ];
    for (const [what, change] of bad) {
      const res = await create("videos", videoBody(change));
      expect(res.status, `${what}: ${res.text}`).toBe(400);
      expect(res.body.code, what).toBe("validation");
      expect(res.body.errors?.length, what).toBeGreaterThan(0);
    }
    for (const missing of ["title", "durationSeconds", "videoUrl"]) {
      const body: Record<string, unknown> = videoBody();
      delete body[missing];
      const res = await create("videos", body);
      expect(res.status, missing).toBe(400);
      expect(res.body.code).toBe("validation");
    }
    const noArtist: Record<string, unknown> = trackBody();
    delete noArtist.artist;
    expect((await create("tracks", noArtist)).body.code).toBe("validation");
    expect((await create("tracks", trackBody({ artist: " \t " }))).body.code).toBe("validation");
  });

  it("accepts the bounds: a 200-character title, 4,000 characters with line breaks, 1 and 86,400 seconds, a 2,048-character URL", async () => {
    const longUrl = `https://cdn.example.test/${"a".repeat(2048 - 25)}`;
    expect(longUrl).toHaveLength(2048);
    const res = await create(
      "videos",
      videoBody({
        title: `  ${"t".repeat(198)}`,
        description: `${"d".repeat(3992)}\r\n\tend..`,
        durationSeconds: 1,
        videoUrl: longUrl,
      }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.title).toHaveLength(200);
    expect(res.body.description).toHaveLength(4000);
    expect(res.body.videoUrl).toBe(longUrl);
    const day = await create("tracks", trackBody({ durationSeconds: 86_400, title: "Ünïcödé ✓ 曲" }));
    expect(day.status, day.text).toBe(201);
  });

  it("refuses a URL without a host or with credentials: 400 media-invalid-url naming each field", async () => {
    const bad: [string, Record<string, unknown>, string[]][] = [
      ["no host", { videoUrl: "https:///videos/a.mp4" }, ["/body/videoUrl"]],
      ["credentials", { videoUrl: "https://user:secret@cdn.example.test/a.mp4" }, ["/body/videoUrl"]],
      ["a port without a host", { videoUrl: "https://:443/a.mp4" }, ["/body/videoUrl"]],
      [
        "both fields",
        { videoUrl: "https://me@cdn.example.test/a.mp4", thumbnailUrl: "https:///t.jpg" },
        ["/body/videoUrl", "/body/thumbnailUrl"],
      ],
    ];
    const before = await changeCount();
    for (const [what, change, paths] of bad) {
      const res = await create("videos", videoBody(change));
      expect(res.status, `${what}: ${res.text}`).toBe(400);
      expect(res.body.code, what).toBe("media-invalid-url");
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(paths);
    }
    const track = await create("tracks", trackBody({ coverUrl: "https://a:b@cdn.example.test/c.jpg" }));
    expect(track.body).toMatchObject({ status: 400, code: "media-invalid-url" });
    expect(await changeCount()).toBe(before);
  });

  it("refuses a bad edit: an empty body, a null title, a bad URL, a malformed id; nothing changes", async () => {
    const made = await operator.media.admin.videos.create(videoBody());
    const patch = (body: unknown, id = made.id) =>
      app.call("PATCH", `/api/media/admin/videos/${id}`, { token: admin.token, body });
    for (const body of [{}, { title: null }, { videoUrl: null }, { durationSeconds: 0 }, { status: null }]) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("validation");
    }
    expect((await patch({ videoUrl: "https://x:y@cdn.example.test/v.mp4" })).body.code).toBe("media-invalid-url");
    expect((await patch({ title: "Fine" }, "mvd_not-an-id")).body.code).toBe("validation");
    const unknown = await patch({ title: "Fine" }, "mvd_01ARZ3NDEKTSV4RRFFQ69G5FAV");
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("media-video-not-found");
    await expect(operator.media.admin.videos.retrieve(made.id)).resolves.toEqual(made);
    expect((await changesOf(made.id)).map((c) => c.action)).toEqual(["create"]);
  });

  it("refuses a malformed JSON body and a wrong media type", async () => {
    const malformed = await app.call("POST", "/api/media/admin/videos", {
      token: admin.token,
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe("malformed-json");
    const text = await app.call("POST", "/api/media/admin/videos", {
      token: admin.token,
      rawBody: "title=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(text.status).toBe(415);
  });
});
