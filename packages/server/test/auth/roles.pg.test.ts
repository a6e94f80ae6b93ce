// Operators without SQL: the admin CLI (`npm run admin`, src/modules/auth/admin-cli.ts) run as operators run it, beside a
// serving instance on the same PostgreSQL database, and the admin-only route; both recorded.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, realPostgresUrl, scratchDatabase, startTestServer, type TestServer } from "../harness.ts";

const run = promisify(execFile);
const SERVER_DIR = fileURLToPath(new URL("../../", import.meta.url));

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

/** `npm run admin -- …` as an operator types it, on the test server's database. */
const admin = async (...args: string[]) => adminOn(app.ctx.config.databaseUrl!, ...args);
const adminOn = async (databaseUrl: string, ...args: string[]) => {
  try {
    const { stdout } = await run("npm", ["run", "--silent", "admin", "--", ...args], {
      cwd: SERVER_DIR,
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "test", LOG_LEVEL: "silent" },
    });
    return { code: 0, out: stdout };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}` };
  }
};

const roleOf = async (token: string) => (await app.call("GET", "/api/auth/me", { token })).body.role;

describe("roles", () => {
  it("the CLI grants and revokes the operator role while a server runs, and records each change", async () => {
    const ada = await app.register({ name: "Ada Operator" });
    expect(await roleOf(ada.token)).toBe("user");
    const granted = await admin("grant", "--email", ada.email, "--role", "admin");
    expect(granted, granted.out).toMatchObject({ code: 0 });
    expect(granted.out).toContain("user → admin");
    // The serving instance hears of it (the users row's notification) without a restart.
    await eventually(async () => expect(await roleOf(ada.token)).toBe("admin"));
    expect((await admin("grant", "--email", ada.email)).out).toContain("already admin");
    expect((await admin("revoke", "--email", ada.email)).code).toBe(0);
    await eventually(async () => expect(await roleOf(ada.token)).toBe("user"));
    const changes = await app.ctx.db.any(sql.unsafe`
      SELECT from_role, to_role, changed_by, via FROM role_changes WHERE user_id = ${ada.userId} ORDER BY id`);
    expect(changes).toEqual([
      { from_role: "user", to_role: "admin", changed_by: null, via: "cli" },
      { from_role: "admin", to_role: "user", changed_by: null, via: "cli" },
    ]);
  });

  it("the CLI refuses what it cannot do, with a message and a non-zero exit", async () => {
    expect(await admin("grant", "--email", "nobody@example.com")).toMatchObject({ code: 1 });
    expect((await admin("grant")).code).toBe(2);
    expect((await admin("promote", "--email", "x@example.com")).code).toBe(2);
    expect((await admin("grant", "--email", "x@example.com", "--role", "root")).code).toBe(2);
    // A database no server has set up: it says so, and creates nothing.
    const empty = await scratchDatabase(realPostgresUrl!);
    try {
      const refused = await adminOn(empty.url, "grant", "--email", "x@example.com");
      expect(refused.code).toBe(1);
      expect(refused.out).toContain("start the server once first");
    } finally {
      await empty.drop();
    }
  });

  it("an operator sets a user's role through the API; others may not, nor may an operator demote themselves", async () => {
    const operator = await app.registerAdmin();
    const user = await app.register();
    const put = (token: string, id: string, role: string) =>
      app.call("PUT", `/api/auth/users/${id}/role`, { token, body: { role } });
    expect((await put(user.token, operator.userId, "user")).body.code).toBe("admin-only");
    const made = await put(operator.token, user.userId, "admin");
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ id: user.userId, role: "admin" });
    expect(await roleOf(user.token)).toBe("admin");
    expect((await put(operator.token, operator.userId, "user")).body.code).toBe("own-role");
    expect((await put(operator.token, "usr_01J00000000000000000000000", "admin")).body.code).toBe("user-not-found");
    const recorded = await app.ctx.db.one(sql.unsafe`
      SELECT changed_by, via FROM role_changes WHERE user_id = ${user.userId}`);
    expect(recorded).toEqual({ changed_by: operator.userId, via: "api" });
  });
});
