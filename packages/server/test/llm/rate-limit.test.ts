import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anotherInstance } from "../another-instance.ts";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { clearOfWindowTurn } from "../windows.ts";

/**
 * The spec's 30 chat requests per minute per user, held across two instances on one database (the
 * shared limiter). An hour's window here, so the counts cannot straddle a window's turn mid-test.
 */
const LIMITS = { RATE_LIMIT_WINDOW_SECONDS: "3600", RATE_LIMIT_LLM_CHAT_PER_USER: "30", RATE_LIMIT_SYNC_MS: "50" };

let owner: TestServer;
beforeAll(async () => {
  await clearOfWindowTurn(3_600_000, 30_000);
  owner = await startTestServer(LIMITS);
});
afterAll(async () => {
  await owner?.close();
});

const chat = async (server: { url: string }, token: string) => {
  const res = await fetch(`${server.url}/api/llm/chat`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ provider: "echo", model: "echo-1", messages: [{ role: "user", content: "hi" }] }),
  });
  const body = (await res.json()) as { code?: string };
  return { status: res.status, headers: res.headers, code: body.code };
};

describe("the chat budget", () => {
  it("is 30 per user across two instances sharing one database, with its own 429 and headers", async () => {
    const second = await anotherInstance(owner, LIMITS);
    try {
      const alice = await owner.register();
      const bob = await owner.register();
      for (let i = 0; i < 20; i++) {
        const res = await chat(owner, alice.token);
        expect(res.status).toBe(200);
        expect(res.headers.get("x-ratelimit-limit")).toBe("30");
        expect(res.headers.get("x-ratelimit-remaining")).toBe(String(29 - i));
      }
      await eventually(async () =>
        expect(
          Number(
            await owner.ctx.db.oneFirst(
              sql.unsafe`SELECT coalesce(sum(hits), 0) FROM rate_limit_counters WHERE key = ${`llm-chat:${alice.userId}`}`,
            ),
          ),
        ).toBe(20),
      );
      // The other instance continues from the shared count.
      for (let i = 0; i < 10; i++) expect((await chat(second, alice.token)).status).toBe(200);
      const over = await chat(second, alice.token);
      expect(over.status).toBe(429);
      expect(over.code).toBe("rate-limited");
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(over.headers.get("x-ratelimit-remaining")).toBe("0");
      await eventually(async () => expect((await chat(owner, alice.token)).status).toBe(429));
      // Another user's budget, and the same user's other calls, are their own.
      expect((await chat(second, bob.token)).status).toBe(200);
      const providers = await owner.call("GET", "/api/llm/providers", { token: alice.token });
      expect(providers.status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
