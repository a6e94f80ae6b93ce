// Coaching sessions through @trustplane/sdk-catalog: start (FEN checked with chess.js), read, list and
// end, each the owner's alone; notes sealed at rest.
import {
  AuthenticationError,
  type CatalogClient,
  ConflictError,
  createCatalogClient,
  NotFoundError,
  UnprocessableError,
  ValidationError,
} from "@trustplane/sdk-catalog";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejection, uniqueEmail } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
let ada: CatalogClient;
let bob: CatalogClient;
beforeAll(async () => {
  app = await startTestServer();
  ada = await signedIn("ada");
  bob = await signedIn("bob");
});
afterAll(async () => {
  await app?.close();
});

async function signedIn(name: string): Promise<CatalogClient> {
  const client = createCatalogClient({ baseUrl: app.url, maxRetries: 0 });
  await client.auth.register({ email: uniqueEmail(name), password: "correct horse battery", name });
  return client;
}

const AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
const UNKNOWN = "cse_01ARZ3NDEKTSV4RRFFQ69G5FAV";

describe("starting a session", () => {
  it("starts on a topic alone, active, with no position", async () => {
    const { session } = await ada.coach.sessions.start({ topic: "  Endgame technique " });
    expect(session).toEqual({
      id: expect.stringMatching(/^cse_[0-9A-HJKMNP-TV-Z]{26}$/),
      topic: "Endgame technique",
      fen: null,
      sideToMove: null,
      status: "active",
      notes: null,
      messageCount: null,
      startedAt: expect.any(String),
      endedAt: null,
    });
    const { data, response } = await ada.coach.sessions.start.withResponse({ topic: "Openings" });
    expect(response.status).toBe(201);
    expect(response.headers.get("location")).toBe(`/api/coach/sessions/${data.session.id}`);
  });

  it("starts from a position chess.js accepts, saying whose move it is", async () => {
    const { session } = await ada.coach.sessions.start({ topic: "King's pawn", fen: ` ${AFTER_E4} ` });
    expect(session).toMatchObject({ fen: AFTER_E4, sideToMove: "black", status: "active" });
    const white = await ada.coach.sessions.start({ topic: "Rook endgame", fen: "4k3/8/8/8/8/8/8/4K2R w K - 0 1" });
    expect(white.session.sideToMove).toBe("white");
  });

  it("refuses a position chess.js refuses: 400 invalid-fen with the library's reason", async () => {
    const cases: [string, string][] = [
      ["8/8/8/8/8/8/8/8 w - - 0 1", "Invalid FEN: missing white king"],
      ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "Invalid FEN: side-to-move is invalid"],
      ["not a position", "Invalid FEN: must contain six space-delimited fields"],
    ];
    const before = (await ada.coach.sessions.list()).total;
    for (const [fen, reason] of cases) {
      const error = await rejection(ada.coach.sessions.start({ topic: "Bad", fen }));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ status: 400, code: "invalid-fen", body: { detail: reason } });
      expect((error as ValidationError).errors).toEqual([{ path: "/body/fen", message: reason }]);
      expect(ada.coach.sessions.start.isError(error)).toBe(true);
    }
    expect((await ada.coach.sessions.list()).total).toBe(before);
  });

  it("refuses a FEN chess.js tolerates but FEN does not allow: other blanks, counters that are not plain numbers", async () => {
    // chess.js splits on any run of whitespace and reads counters with parseInt, so these passed and were
    // stored as sent: positions that no other FEN reader takes back.
    const reason =
      "Invalid FEN: the six fields must be separated by single spaces, the halfmove clock a number from 0 to 9999 and the move number from 1 to 99999";
    const before = (await ada.coach.sessions.list()).total;
    for (const fen of [
      "4k3/8/8/8/8/8/8/4K3  w - - 0 1",
      "4k3/8/8/8/8/8/8/4K3\tw\t-\t-\t0\t1",
      "4k3/8/8/8/8/8/8/4K3\u00a0w - - 0 1",
      "4k3/8/8/8/8/8/8/4K3 w - - 0 1e5",
      "4k3/8/8/8/8/8/8/4K3 w - - 00 1",
      "4k3/8/8/8/8/8/8/4K3 w - - 100000000000000000000 1",
      "4k3/8/8/8/8/8/8/4K3 w - - 0 100000",
    ]) {
      const error = await rejection(ada.coach.sessions.start({ topic: "Odd", fen }));
      expect(error).toMatchObject({ status: 400, code: "invalid-fen", body: { detail: reason } });
      expect((error as ValidationError).errors).toEqual([{ path: "/body/fen", message: reason }]);
    }
    expect((await ada.coach.sessions.list()).total).toBe(before);
    // The largest counters allowed, and a position a long game reaches, still start.
    const late = await ada.coach.sessions.start({ topic: "Long game", fen: "4k3/8/8/8/8/8/8/4K3 b - - 9999 99999" });
    expect(late.session).toMatchObject({ fen: "4k3/8/8/8/8/8/8/4K3 b - - 9999 99999", sideToMove: "black" });
  });

  it("refuses a blank, missing or too long topic, a too long FEN, unknown fields and no token", async () => {
    for (const body of [
      { topic: "   " },
      { topic: "x".repeat(201) },
      { topic: "ok", fen: "x".repeat(101) },
      { topic: "ok", coach: "me" },
    ]) {
      const error = await rejection(ada.coach.sessions.start(body as { topic: string }));
      expect(error).toMatchObject({ status: 400, code: "validation" });
    }
    const anonymous = createCatalogClient({ baseUrl: app.url, maxRetries: 0 });
    const refused = await rejection(anonymous.coach.sessions.start({ topic: "Openings" }));
    expect(refused).toBeInstanceOf(AuthenticationError);
    expect(refused).toMatchObject({ status: 401, code: "unauthorized" });
  });

  it("starts once per Idempotency-Key: a retry answers the same session; another body is 422", async () => {
    const idempotencyKey = `coach-${Date.now()}`;
    const first = await ada.coach.sessions.start({ topic: "Retry me" }, { idempotencyKey });
    const again = await ada.coach.sessions.start({ topic: "Retry me" }, { idempotencyKey });
    expect(again.session.id).toBe(first.session.id);
    const other = await rejection(ada.coach.sessions.start({ topic: "Something else" }, { idempotencyKey }));
    expect(other).toBeInstanceOf(UnprocessableError);
    expect(other).toMatchObject({ status: 422, code: "idempotency-key-reused" });
  });
});

describe("reading and listing", () => {
  it("shows the owner their session as {session}, and anyone else 404 as for an unknown id", async () => {
    const { session } = await ada.coach.sessions.start({ topic: "Mine", fen: AFTER_E4 });
    await expect(ada.coach.sessions.retrieve(session.id)).resolves.toEqual({ session });
    for (const [client, id] of [
      [bob, session.id],
      [ada, UNKNOWN],
    ] as const) {
      const error = await rejection(client.coach.sessions.retrieve(id));
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error).toMatchObject({ status: 404, code: "coach-session-not-found" });
    }
    expect(await rejection(ada.coach.sessions.retrieve("cse_bad"))).toBeInstanceOf(ValidationError);
    const anonymous = createCatalogClient({ baseUrl: app.url, maxRetries: 0 });
    expect(await rejection(anonymous.coach.sessions.retrieve(session.id))).toBeInstanceOf(AuthenticationError);
  });

  it("lists the caller's sessions only, newest first, page by page", async () => {
    const carol = await signedIn("carol");
    const made: { id: string }[] = [];
    for (const topic of ["One", "Two", "Three"]) made.push((await carol.coach.sessions.start({ topic })).session);
    const first = await carol.coach.sessions.list({ limit: 2 });
    expect(first.total).toBe(3);
    expect(first.items.map((s) => s.topic)).toEqual(["Three", "Two"]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const all = await carol.coach.sessions.list({ limit: 2 }).toArray();
    expect(all.map((s) => s.id)).toEqual(made.map((s) => s.id).reverse());
    expect((await bob.coach.sessions.list()).items.some((s) => made.some((m) => m.id === s.id))).toBe(false);
    const badCursor = await rejection(carol.coach.sessions.list({ cursor: "not-a-cursor" }));
    expect(badCursor).toMatchObject({ status: 400, code: "invalid-cursor" });
    expect(await rejection(carol.coach.sessions.list({ limit: 0 }))).toBeInstanceOf(ValidationError);
    const anonymous = createCatalogClient({ baseUrl: app.url, maxRetries: 0 });
    expect(await rejection(anonymous.coach.sessions.list())).toBeInstanceOf(AuthenticationError);
  });
});

describe("ending a session", () => {
  it("ends once with notes and a message count; a second end is 409 and changes nothing", async () => {
    const { session } = await ada.coach.sessions.start({ topic: "Rook endgames" });
    const notes = "Work on the Lucena position.\nThen Philidor — «défense».";
    const ended = await ada.coach.sessions.end(session.id, { notes, messageCount: 24 });
    expect(ended.session).toMatchObject({ id: session.id, status: "ended", notes, messageCount: 24 });
    expect(Date.parse(ended.session.endedAt!)).toBeGreaterThanOrEqual(Date.parse(session.startedAt));
    await expect(ada.coach.sessions.retrieve(session.id)).resolves.toEqual(ended);
    const twice = await rejection(ada.coach.sessions.end(session.id, { notes: "again" }));
    expect(twice).toBeInstanceOf(ConflictError);
    expect(twice).toMatchObject({ status: 409, code: "coach-session-ended" });
    await expect(ada.coach.sessions.retrieve(session.id)).resolves.toEqual(ended);
    const listed = await ada.coach.sessions.list({ limit: 200 });
    expect(listed.items.find((s) => s.id === session.id)).toEqual(ended.session);
  });

  it("ends without a body: no notes, no count", async () => {
    const { session } = await ada.coach.sessions.start({ topic: "Quick" });
    const ended = await ada.coach.sessions.end(session.id);
    expect(ended.session).toMatchObject({ status: "ended", notes: null, messageCount: null });
  });

  it("refuses someone else's or an unknown session (404), bad fields (400) and no token (401)", async () => {
    const { session } = await ada.coach.sessions.start({ topic: "Not Bob's" });
    for (const [client, id] of [
      [bob, session.id],
      [ada, UNKNOWN],
    ] as const) {
      const error = await rejection(client.coach.sessions.end(id, { notes: "mine now" }));
      expect(error).toMatchObject({ status: 404, code: "coach-session-not-found" });
    }
    for (const body of [{ notes: "x".repeat(8001) }, { messageCount: -1 }, { messageCount: 100_001 }, { extra: 1 }]) {
      const error = await rejection(ada.coach.sessions.end(session.id, body as { notes?: string }));
      expect(error).toMatchObject({ status: 400, code: "validation" });
    }
    const anonymous = createCatalogClient({ baseUrl: app.url, maxRetries: 0 });
    expect(await rejection(anonymous.coach.sessions.end(session.id))).toBeInstanceOf(AuthenticationError);
    await expect(ada.coach.sessions.retrieve(session.id)).resolves.toMatchObject({ session: { status: "active" } });
  });

  it("keeps the notes only sealed, bound to their session", async () => {
    const notes = `private-note-${Date.now()}`;
    const a = (await ada.coach.sessions.start({ topic: "Sealed" })).session;
    const b = (await ada.coach.sessions.start({ topic: "Other" })).session;
    await ada.coach.sessions.end(a.id, { notes });
    const row = (await app.ctx.db.one(sql.unsafe`
      SELECT encode(notes_sealed, 'hex') AS sealed FROM coach_sessions WHERE id = ${a.id}`)) as { sealed: string };
    expect(row.sealed).not.toContain(Buffer.from(notes).toString("hex"));
    expect(row.sealed.length).toBeGreaterThan(notes.length * 2);
    // Moved onto another session's row, the sealed notes do not open: that read fails, it never shows them.
    await app.ctx.db.query(sql.unsafe`
      UPDATE coach_sessions SET notes_sealed = (SELECT notes_sealed FROM coach_sessions WHERE id = ${a.id}),
        status = 'ended', ended_at = now() WHERE id = ${b.id}`);
    const error = await rejection(ada.coach.sessions.retrieve(b.id));
    expect(error).toMatchObject({ status: 500, code: "internal" });
    expect(JSON.stringify((error as { body?: unknown }).body)).not.toContain(notes);
  });
});
