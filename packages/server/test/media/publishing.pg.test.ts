// Real PostgreSQL only (PGlite runs one transaction at a time): operators' changes that race apply one
// after the other, each audit record saying what its own change did; plays racing a track's deletion
// or unpublication are counted or refused, never an error.
import { sql } from "slonik";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
let admin: { token: string; userId: string };
beforeAll(async () => {
  app = await startTestServer({ DB_POOL_SIZE: "16" });
  admin = await app.registerAdmin();
});
afterAll(async () => {
  await app?.close();
});

const call = (method: string, path: string, body?: unknown) => app.call(method, path, { token: admin.token, body });

type Change = { action: string; changes: Record<string, { from: unknown; to: unknown }> };
const changesOf = async (id: string) =>
  [
    ...(await app.ctx.db.any(sql.unsafe`
      SELECT action, changes FROM media_changes WHERE item_id = ${id} AND action <> 'create' ORDER BY id`)),
  ] as Change[];

it("publishes a draft once when 16 operators publish it at the same moment", async () => {
  const made = await call("POST", "/api/media/admin/videos", {
    title: "Race to publish",
    durationSeconds: 30,
    videoUrl: "https://cdn.example.test/race.mp4",
  });
  expect(made.status).toBe(201);
  const results = await Promise.all(
    Array.from({ length: 16 }, () => call("PATCH", `/api/media/admin/videos/${made.body.id}`, { status: "published" })),
  );
  expect(results.map((r) => r.status)).toEqual(Array(16).fill(200));
  expect(new Set(results.map((r) => r.body.publishedAt)).size).toBe(1);
  expect(await changesOf(made.body.id)).toEqual([
    { action: "publish", changes: { status: { from: "draft", to: "published" } } },
  ]);
});

it("applies 16 simultaneous edits one after the other: the audit is one unbroken chain", async () => {
  const made = await call("POST", "/api/media/admin/tracks", {
    title: "Edit 0",
    artist: "Racers",
    durationSeconds: 30,
    audioUrl: "https://cdn.example.test/edits.mp3",
  });
  const results = await Promise.all(
    Array.from({ length: 16 }, (_, i) =>
      call("PATCH", `/api/media/admin/tracks/${made.body.id}`, { title: `Edit ${i + 1}` }),
    ),
  );
  expect(results.map((r) => r.status)).toEqual(Array(16).fill(200));
  const chain = (await changesOf(made.body.id)).map((c) => c.changes.title!);
  expect(chain).toHaveLength(16);
  // Each edit started from what the one before it left: a lost update would break the chain.
  expect(chain[0]!.from).toBe("Edit 0");
  for (let i = 1; i < chain.length; i++) expect(chain[i]!.from).toBe(chain[i - 1]!.to);
  const final = await call("GET", `/api/media/admin/tracks/${made.body.id}`);
  expect(final.body.title).toBe(chain.at(-1)!.to);
});

it("answers plays racing the track's unpublication and deletion with 200 or 404, never an error", async () => {
  for (const ending of ["unpublish", "delete"] as const) {
    const made = await call("POST", "/api/media/admin/tracks", {
      title: `Ending by ${ending}`,
      artist: "Racers",
      durationSeconds: 30,
      audioUrl: "https://cdn.example.test/ending.mp3",
      status: "published",
    });
    const id = made.body.id as string;
    const plays = Array.from({ length: 24 }, (_, i) =>
      app.call("POST", `/api/media/tracks/${id}/play`, { headers: { "User-Agent": `racer-${ending}-${i % 6}` } }),
    );
    const end =
      ending === "delete"
        ? call("DELETE", `/api/media/admin/tracks/${id}`)
        : call("PATCH", `/api/media/admin/tracks/${id}`, { status: "draft" });
    const [ended, ...answers] = await Promise.all([end, ...plays]);
    expect(ended!.status).toBe(ending === "delete" ? 204 : 200);
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.filter((s) => s !== 200 && s !== 404),
      JSON.stringify(statuses),
    ).toEqual([]);
    const after = await app.call("POST", `/api/media/tracks/${id}/play`, { headers: { "User-Agent": "later" } });
    expect(after.status).toBe(404);
    if (ending === "unpublish") {
      // What counted before the track was taken out is kept: each listener at most once.
      const kept = await call("GET", `/api/media/admin/tracks/${id}`);
      const counted = answers.filter((r) => r.status === 200 && r.body.counted).length;
      expect(kept.body.plays).toBe(counted);
      expect(counted).toBeLessThanOrEqual(6);
    }
  }
});
