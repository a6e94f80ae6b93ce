// The expiry sweep as the server runs it: a pg-boss job on a recurring schedule (here each second),
// on the embedded database and on PostgreSQL alike.
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { party } from "./merchants-helpers.ts";

describe("payment request expiry sweep (pg-boss)", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer({ PAYMENTS_REQUEST_SWEEP_CRON: "* * * * * *" });
  });
  afterAll(() => app.close());

  it("records the expiry of a request past its expiresAt, with its transition", async () => {
    const merchant = await party(app, "Sweep Shop");
    const request = await merchant.client.merchants.requests.create({ amount: 9, description: "Stale" });
    await app.ctx.db.query(sql.unsafe`
      UPDATE payment_requests SET expires_at = now() - interval '1 second' WHERE id = ${request.id}`);
    await eventually(async () => {
      const row = (await app.ctx.db.one(sql.unsafe`
        SELECT status, expired_at FROM payment_requests WHERE id = ${request.id}`)) as {
        status: string;
        expired_at: string | null;
      };
      expect(row.status).toBe("expired");
      expect(row.expired_at).not.toBeNull();
    }, 60_000);
    const transitions = await app.ctx.db.anyFirst(sql.unsafe`
      SELECT to_status FROM payment_request_transitions WHERE request_id = ${request.id} ORDER BY id`);
    expect(transitions).toEqual(["open", "expired"]);
    expect((await merchant.client.merchants.requests.retrieve(request.id)).status).toBe("expired");
  }, 90_000);
});
