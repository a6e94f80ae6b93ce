// Real PostgreSQL: two instances on one database. A user cached by one instance is dropped when the
// other changes it (LISTEN/NOTIFY), and an instance whose listening connection dies reads through.
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANNELS } from "../../src/db/notifications.ts";
import { eventually, startTestServer, type TestServer } from "../harness.ts";

let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startTestServer();
  b = await startTestServer({ DATABASE_URL: a.ctx.config.databaseUrl! });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe("live users across instances (real PostgreSQL)", () => {
  it("a sign-out on one instance revokes the token on the other as soon as the notification arrives", async () => {
    await eventually(async () => expect(b.ctx.database.notifications.live).toBe(true), 5000);
    const { token, userId } = await a.register();
    const heard: string[] = [];
    const unsubscribe = b.ctx.database.notifications.subscribe(CHANNELS.users, {
      change: (id) => heard.push(id),
      reset: () => {},
    });
    expect((await b.call("GET", "/api/auth/me", { token })).status).toBe(200); // now cached on b
    expect((await b.call("GET", "/api/auth/me", { token })).status).toBe(200);
    expect((await a.call("POST", "/api/auth/sign-out-everywhere", { token })).status).toBe(200);
    expect((await a.call("GET", "/api/auth/me", { token })).status).toBe(401);
    // What drops b's cached user is the NOTIFY (not the cache's age limit, not a clock): once b has heard
    // of this user's change (the sign-out's: registering inserts, which notifies nothing), b refuses the token. The wait is a margin for a busy machine, far below the
    // cache's 60 s age limit; nothing is timed.
    await eventually(async () => expect(heard).toContain(userId), 15_000);
    expect((await b.call("GET", "/api/auth/me", { token })).status).toBe(401);
    unsubscribe();
  });

  it("reads through while its listening connection is down, and listens again", async () => {
    const { token, userId } = await a.register();
    expect((await b.call("GET", "/api/auth/me", { token })).body.role).toBe("user");
    let resets = 0;
    const unsubscribe = b.ctx.database.notifications.subscribe(CHANNELS.users, {
      change: () => {},
      reset: () => {
        resets++;
      },
    });
    // Kill every listening connection (both instances'): notifications can no longer arrive.
    await a.ctx.db.query(
      sql.unsafe`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'trustplane-listen' AND datname = current_database()`,
    );
    // The feed noticed (it went down, which drops the cache; it may already be back up).
    await eventually(async () => expect(resets).toBeGreaterThanOrEqual(1), 2000);
    await a.ctx.db.query(sql.unsafe`UPDATE users SET role = 'admin' WHERE id = ${userId}`);
    await eventually(
      async () => expect((await b.call("GET", "/api/auth/me", { token })).body.role).toBe("admin"),
      2000,
    );
    await eventually(async () => expect(b.ctx.database.notifications.live).toBe(true), 5000);
    expect(resets).toBeGreaterThanOrEqual(2); // down, then up again
    unsubscribe();
  });
});
