// COACH_MAX_ACTIVE_SESSIONS_PER_USER through @trustplane/sdk-catalog: a user has at most that many active
// sessions; the next start is 403 `coach-session-limit` with `limit` and stores nothing; ending a session
// frees its place.
import { type CatalogClient, createCatalogClient, PermissionError } from "@trustplane/sdk-catalog";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredClientOf, rejection } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
let ada: CatalogClient;
let bob: CatalogClient;
beforeAll(async () => {
  app = await startTestServer({ COACH_MAX_ACTIVE_SESSIONS_PER_USER: "2" });
  ada = await registeredClientOf(createCatalogClient({ baseUrl: app.url, maxRetries: 0 }), "ada");
  bob = await registeredClientOf(createCatalogClient({ baseUrl: app.url, maxRetries: 0 }), "bob");
});
afterAll(async () => {
  await app?.close();
});

const storedSessions = async (): Promise<number> =>
  Number(await app.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM coach_sessions`));

const refusal = async (call: PromiseLike<unknown>) => {
  const error = await rejection(call);
  expect(error).toBeInstanceOf(PermissionError);
  expect(error).toMatchObject({ status: 403, code: "coach-session-limit" });
  expect((error as PermissionError).body).toMatchObject({ limit: 2 });
};

describe("the per-user limit of active sessions", () => {
  it("refuses a start past the limit and stores nothing; ending a session frees its place", async () => {
    const first = await ada.coach.sessions.start({ topic: "Openings" });
    await ada.coach.sessions.start({ topic: "Endgames" });
    const before = await storedSessions();
    await refusal(ada.coach.sessions.start({ topic: "One too many" }));
    expect(await storedSessions()).toBe(before);
    expect((await ada.coach.sessions.list()).total).toBe(2);

    // Another user's sessions are counted apart.
    await bob.coach.sessions.start({ topic: "Bob's" });

    await ada.coach.sessions.end(first.session.id, { notes: "done" });
    const third = await ada.coach.sessions.start({ topic: "Middlegames" });
    expect(third.session.status).toBe("active");
    await refusal(ada.coach.sessions.start({ topic: "Again too many" }));

    // Ended sessions are kept and listed; only the active ones count.
    const statuses = (await ada.coach.sessions.list()).items.map((s) => s.status).sort();
    expect(statuses).toEqual(["active", "active", "ended"]);
  });
});
