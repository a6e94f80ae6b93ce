import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { startServer } from "../../src/server.ts";
import { TEST_JWT_SECRET } from "../harness.ts";

// A restart on a data directory (initdb and every migration on disk, then a second start on it): in the
// long suite, with the other restart and crash tests.

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "tp-server-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("embedded database", () => {
  it("keeps users under DATA_DIR across a restart", async () => {
    const dataDir = tempDir();
    const config = loadConfig({
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: "silent",
    });
    const first = await startServer(config);
    const body = { email: "persist@example.test", password: "long enough", name: "P" };
    const reg = await fetch(`${first.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(reg.status).toBe(201);
    await first.close();

    const second = await startServer(config);
    // While it runs, no other process may open the same directory; a lock left by a dead process is taken over.
    const { spawnSync } = await import("node:child_process");
    const rival = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `
      import { startEmbeddedPostgres } from ${JSON.stringify(new URL("../../src/db/embedded.ts", import.meta.url).pathname)};
      try { await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, maxConnections: 2 }); console.log("opened"); }
      catch (err) { console.log(err.message); }
      process.exit(0);
    `,
      ],
      { encoding: "utf8" },
    );
    expect(rival.stdout).toContain(`is in use by process ${process.pid}`);
    try {
      const login = await fetch(`${second.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: body.email, password: body.password }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      // A token issued before the restart is still honoured (same secret, same token version).
      const { token: oldToken } = (await reg.json()) as { token: string };
      for (const t of [token, oldToken]) {
        expect((await fetch(`${second.url}/api/auth/me`, { headers: { authorization: `Bearer ${t}` } })).status).toBe(
          200,
        );
      }
    } finally {
      await second.close();
    }
  });
});
