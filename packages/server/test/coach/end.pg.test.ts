// Real PostgreSQL only: simultaneous ends of one session, one succeeds and the others are 409.
import { ConflictError, createCatalogClient } from "@trustplane/sdk-catalog";
import { afterAll, beforeAll, expect, it } from "vitest";
import { uniqueEmail } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ DB_POOL_SIZE: "16" });
});
afterAll(async () => {
  await app?.close();
});

it("ends a session once however many ends arrive together", async () => {
  const client = createCatalogClient({ baseUrl: app.url, maxRetries: 0 });
  await client.auth.register({ email: uniqueEmail("racer"), password: "correct horse battery", name: "Racer" });
  for (let round = 0; round < 3; round++) {
    const { session } = await client.coach.sessions.start({ topic: `Race ${round}` });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        client.coach.sessions.end(session.id, { notes: `end ${i}`, messageCount: i }),
      ),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected")) {
      expect(r.reason).toBeInstanceOf(ConflictError);
      expect(r.reason).toMatchObject({ code: "coach-session-ended" });
    }
    const kept = await client.coach.sessions.retrieve(session.id);
    const winner = (won[0] as PromiseFulfilledResult<{ session: unknown }>).value.session;
    expect(kept.session).toEqual(winner);
  }
});
