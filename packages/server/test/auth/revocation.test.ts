// Authenticated requests resolve their user through the live-users cache; these check that nothing the
// database changes is ever served stale: revocation, and changes made outside the API (operator SQL).
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

describe("authentication never serves a changed user", () => {
  it("refuses the old token on the very next request after sign-out-everywhere", async () => {
    const { token } = await app.register();
    for (let i = 0; i < 3; i++) expect((await app.call("GET", "/api/auth/me", { token })).status).toBe(200);
    expect((await app.call("POST", "/api/auth/sign-out-everywhere", { token })).status).toBe(200);
    const after = await app.call("GET", "/api/auth/me", { token });
    expect(after.status).toBe(401);
    expect(after.body.detail).toMatch(/revoked/);
  });

  it("sees a role, name or token version changed by SQL outside the API", async () => {
    const { token, userId } = await app.register({ name: "Before" });
    expect((await app.call("GET", "/api/auth/me", { token })).body).toMatchObject({ role: "user", name: "Before" });
    await app.ctx.db.query(sql.unsafe`UPDATE users SET role = 'admin', name = 'After' WHERE id = ${userId}`);
    await eventually(async () => {
      expect((await app.call("GET", "/api/auth/me", { token })).body).toMatchObject({ role: "admin", name: "After" });
    });
    await app.ctx.db.query(sql.unsafe`UPDATE users SET token_version = token_version + 1 WHERE id = ${userId}`);
    await eventually(async () => {
      expect((await app.call("GET", "/api/auth/me", { token })).status).toBe(401);
    });
  });

  it("refuses a deleted user's token", async () => {
    const { token, userId } = await app.register();
    expect((await app.call("GET", "/api/auth/me", { token })).status).toBe(200);
    // A user with no accounts or records can be deleted outright (operators may do so).
    await app.ctx.db.transaction(async (tx) => {
      await tx.query(sql.unsafe`DELETE FROM accounts WHERE owner_id = ${userId}`);
      await tx.query(sql.unsafe`DELETE FROM users WHERE id = ${userId}`);
    });
    await eventually(async () => {
      expect((await app.call("GET", "/api/auth/me", { token })).status).toBe(401);
    });
  });
});
