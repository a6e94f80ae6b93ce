import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { createPaymentsClient } from "@trustplane/sdk-payments";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { eventually, realPostgresUrl, scratchDatabase } from "../harness.ts";
import { type ChildServer, killChildServer, startChildServer, stopChildServer } from "../ledger/child-server.ts";
import { merchant, startReceiver } from "./webhooks-helpers.ts";

const ENV = { PAYMENTS_ALLOW_PRIVATE_WEBHOOKS: "1", PAYMENTS_WEBHOOK_SCHEDULE_MS: "0,30,30,30,30" };
const EVENTS = 31;

/**
 * The server process is SIGKILLed while 31 attempts wait on a slow receiver (each request arrived, no
 * answer yet). Nothing is released or recorded by the dying process; once the claims' leases have run
 * out, the next server must send each event again (same webhook-id: deliveries are at least once) and
 * each delivery's log must keep the cut-off attempt, as `interrupted`, before the one that succeeded.
 * Real PostgreSQL only: the server runs in a process of its own on a database that outlives it.
 */
describe("merchant webhooks across a server crash (PostgreSQL)", () => {
  let server: ChildServer | undefined;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let db: pg.Client | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "tp-webhooks-crash-"));
  const hook = startReceiver((n) => (n <= EVENTS ? { status: 200, delayMs: 10_000 } : { status: 204 }));
  afterAll(async () => {
    if (server) await stopChildServer(server);
    await (await hook).close();
    await db?.end();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("logs each attempt cut off by a SIGKILL as interrupted and delivers the event again", async () => {
    if (!realPostgresUrl) throw new Error("this test needs PostgreSQL: set DATABASE_URL");
    scratch = await scratchDatabase(realPostgresUrl);
    const receiver = await hook;
    server = await startChildServer(scratch.url, dataDir, ENV);
    const shop = await merchant(server.url);
    await shop.client.payments.wallets.create();
    const key = await shop.client.merchants.keys.create({ name: "server" });
    await shop.client.merchantWebhooks.subscriptions.create({ url: receiver.url, events: ["payment_request.created"] });
    const merchantServer = createPaymentsClient({ baseUrl: server.url });
    await Promise.all(
      Array.from({ length: EVENTS }, (_, i) =>
        merchantServer.merchants.charges.create(
          { amount: 100 + i, description: `Order ${i}`, reference: `order-${i}` },
          { headers: { "X-Merchant-Key": key.key } },
        ),
      ),
    );
    await eventually(async () => expect(receiver.received).toHaveLength(EVENTS), 10_000);
    await sleep(500);
    await killChildServer(server);
    server = undefined;

    // The leases (the attempt's timeout plus 30 s) run out: done here by hand rather than waited for.
    db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    const expired = await db.query(
      "UPDATE payment_webhook_deliveries SET lease_until = now() WHERE lease_until > now() RETURNING id",
    );
    expect(expired.rowCount).toBe(EVENTS);

    server = await startChildServer(scratch.url, dataDir, ENV);
    await eventually(async () => {
      const { rows } = await db!.query(
        "SELECT count(*)::int AS n FROM payment_webhook_deliveries WHERE status = 'succeeded'",
      );
      expect(rows[0].n).toBe(EVENTS);
    }, 20_000);
    expect(receiver.received).toHaveLength(2 * EVENTS);
    const ids = (from: number) =>
      new Set(receiver.received.slice(from, from + EVENTS).map((r) => r.headers["webhook-id"]));
    expect(ids(0).size).toBe(EVENTS);
    expect(ids(EVENTS)).toEqual(ids(0));

    // The log, read through the API (checked against the contract): two attempts each, the first interrupted.
    const reader = createPaymentsClient({ baseUrl: server.url, token: shop.token });
    const { items } = await reader.merchantWebhooks.deliveries.list({ limit: 100 });
    expect(items).toHaveLength(EVENTS);
    for (const item of items) {
      expect(item).toMatchObject({ status: "succeeded", attempts: 2, lastResponseStatus: 204 });
      const { attemptLog } = await reader.merchantWebhooks.deliveries.retrieve(item.id);
      expect(attemptLog.map((a) => [a.number, a.outcome, a.responseStatus])).toEqual([
        [1, "interrupted", null],
        [2, "succeeded", 204],
      ]);
    }
  }, 120_000);
});
