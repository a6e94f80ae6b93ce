// KEYSHIELD_MAX_KEYS_PER_USER under concurrent derives on real PostgreSQL (PGlite runs one transaction at
// a time, so nothing races there): the count and the insert run under a per-user advisory lock, so ten
// derives at once with a limit of 3 store exactly 3 keys and refuse the other 7.
import { createFintechClient, type FintechClient } from "@trustplane/sdk-fintech";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../src/server.ts";
import { PASSWORD, uniqueEmail } from "../e2e/sdk-helpers.ts";
import { realPostgresUrl, scratchDatabase, testConfig } from "../harness.ts";

describe("ten derives at once with a limit of 3 (PostgreSQL)", () => {
  let server: RunningServer;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let clients: FintechClient[];

  beforeAll(async () => {
    if (!realPostgresUrl) throw new Error("these tests need PostgreSQL: set DATABASE_URL");
    scratch = await scratchDatabase(realPostgresUrl);
    server = await startServer(
      testConfig({ DATABASE_URL: scratch.url, DB_POOL_SIZE: "20", KEYSHIELD_MAX_KEYS_PER_USER: "3" }),
      { inMemoryDatabase: true },
    );
    // One user signed in ten times: ten clients, so the requests arrive on separate connections.
    const email = uniqueEmail("hoarder");
    const first = createFintechClient({ baseUrl: server.url, maxRetries: 0 });
    await first.auth.register({ email, password: PASSWORD, name: "Hoarder" });
    clients = [first];
    for (let i = 1; i < 10; i++) {
      const client = createFintechClient({ baseUrl: server.url, maxRetries: 0 });
      await client.auth.login({ email, password: PASSWORD });
      clients.push(client);
    }
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  it("stores exactly 3 keys and refuses the other 7 with keyshield-key-limit", async () => {
    const outcomes = await Promise.allSettled(
      clients.map((client, i) =>
        client.keyshield.derive({ kind: "secret-256", threshold: 2, shares: 3, label: `k${i}` }),
      ),
    );
    const won = outcomes.filter((o) => o.status === "fulfilled");
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(won).toHaveLength(3);
    expect(lost).toHaveLength(7);
    for (const refusal of lost) {
      expect(refusal.reason).toMatchObject({ status: 403, code: "keyshield-key-limit", body: { limit: 3 } });
    }
    expect(Number(await server.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM keyshield_keys`))).toBe(3);
    expect((await clients[0]!.keyshield.keys.list()).total).toBe(3);
  });
});
