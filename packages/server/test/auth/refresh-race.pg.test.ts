// Real PostgreSQL: one refresh token sent many times at once (a stolen copy racing its owner, or a client
// without single-flight). Exactly one exchange wins; every other is reuse, and the session ends with them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

describe("refresh tokens under a burst (real PostgreSQL)", () => {
  it("12 simultaneous exchanges of one token: one 200, eleven `refresh-token-reused`, and the session is over", async () => {
    const res = await app.call("POST", "/api/auth/register", {
      body: { email: `race-${crypto.randomUUID()}@example.com`, password: "correct horse battery", name: "Race" },
    });
    const { token, refreshToken } = res.body as { token: string; refreshToken: string };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => app.call("POST", "/api/auth/refresh", { body: { refreshToken } })),
    );
    const codes = answers.map((a) => (a.status === 200 ? "ok" : a.body.code)).sort();
    expect(codes).toEqual(["ok", ...Array(11).fill("refresh-token-reused")].sort());
    const winner = answers.find((a) => a.status === 200)!.body as { token: string; refreshToken: string };
    for (const access of [token, winner.token]) {
      expect((await app.call("GET", "/api/auth/me", { token: access })).status).toBe(401);
    }
    const next = await app.call("POST", "/api/auth/refresh", { body: { refreshToken: winner.refreshToken } });
    expect(next.body.code).toBe("invalid-refresh-token");
  });
});
