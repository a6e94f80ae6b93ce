// The expiry sweep as the server runs it: a pg-boss job on a recurring schedule (here each second,
// CONTRACTS_SWEEP_CRON), on the embedded database and on PostgreSQL alike. It shreds a document past
// its expiry that no one reads, logs it, and leaves live documents alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredClient, rejection } from "../e2e/sdk-helpers.ts";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { csvRecords, expireNow, makeNda, stored } from "./helpers.ts";

describe("contract document expiry sweep (pg-boss)", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer({ CONTRACTS_SWEEP_CRON: "* * * * * *" });
  });
  afterAll(() => app.close());

  it("destroys a document past its expiresAt with no read, and only that one", async () => {
    const ada = await registeredClient(app.url, "Ada");
    const stale = await makeNda(ada);
    const live = await makeNda(ada);
    await expireNow(app, stale.document.id);
    await eventually(async () => {
      const row = await stored(app, stale.document.id);
      expect(row).toMatchObject({ data_key: null, content: null, destroyed_reason: "expired" });
    }, 60_000);
    const fresh = await stored(app, live.document.id);
    expect(fresh.content).not.toBeNull();
    const records = csvRecords(String(await ada.contracts.documents.exportLog(stale.document.id)));
    expect(records.slice(1).map((r) => r[1])).toEqual(["destroyed"]);
    const error = (await rejection(ada.contracts.links.view(stale.viewToken))) as { status: number; body: any };
    expect([error.status, error.body.destroyedReason]).toEqual([410, "expired"]);
  }, 90_000);
});
