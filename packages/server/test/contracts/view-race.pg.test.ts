// Concurrent views of one document on real PostgreSQL (PGlite runs one backend, so transactions
// serialize there and a race cannot be shown): the conditional UPDATE that counts a view lets exactly
// as many through as the document allows, and the last of them shreds it.
import { createFintechClient } from "@trustplane/sdk-fintech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredClient } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { makeNda, stored } from "./helpers.ts";

describe("simultaneous views (PostgreSQL)", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer({ DB_POOL_SIZE: "24" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const race = async (token: string, readers: number) => {
    const clients = Array.from({ length: readers }, () => createFintechClient({ baseUrl: app.url, maxRetries: 0 }));
    const results = await Promise.allSettled(clients.map((client) => client.contracts.links.view(token)));
    const shown = results.filter((r) => r.status === "fulfilled");
    const refused = results.flatMap((r) =>
      r.status === "rejected" ? [r.reason as { status: number; code: string }] : [],
    );
    return { shown, refused };
  };

  it("of two (and of 20) simultaneous views of a one-view document, exactly one sees it", async () => {
    const ada = await registeredClient(app.url, "Ada");
    for (let round = 0; round < 5; round++) {
      const created = await makeNda(ada);
      const { shown, refused } = await race(created.viewToken, 2);
      expect(shown).toHaveLength(1);
      expect(refused.map((e) => [e.status, e.code])).toEqual([[410, "document-destroyed"]]);
      const row = await stored(app, created.document.id);
      expect(row).toMatchObject({ views: 1, data_key: null, content: null, destroyed_reason: "views-exhausted" });
    }
    const crowded = await makeNda(ada);
    const { shown, refused } = await race(crowded.viewToken, 20);
    expect([shown.length, refused.length]).toEqual([1, 19]);
    expect((await stored(app, crowded.document.id)).views).toBe(1);
  });

  it("of 20 simultaneous views of a three-view document, exactly three see it", async () => {
    const ada = await registeredClient(app.url, "Ada");
    const created = await makeNda(ada, { maxViews: 3 });
    const { shown, refused } = await race(created.viewToken, 20);
    expect(shown).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const error of refused) expect([error.status, error.code]).toEqual([410, "document-destroyed"]);
    const remaining = shown.map((r) => (r.status === "fulfilled" ? r.value.viewsRemaining : -1)).sort();
    expect(remaining).toEqual([0, 1, 2]);
    const row = await stored(app, created.document.id);
    expect(row).toMatchObject({ views: 3, data_key: null, content: null });
    const owner = await ada.contracts.documents.retrieve(created.document.id);
    expect(owner).toMatchObject({ viewsUsed: 3, status: "destroyed", destroyedReason: "views-exhausted" });
  });
});
