import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { scratchDatabase } from "../harness.ts";
import { type ChildServer, killChildServer, startChildServer, stopChildServer } from "./child-server.ts";
import { createParty, type Party } from "./ledger-client.ts";
import {
  answeredCount,
  emptyMixedLoad,
  expectConsistent,
  retryAll,
  runMixedLoad,
  type Sent,
  WEBHOOK_SECRET,
} from "./mixed-load.ts";
import { ledgerPostgresUrl } from "./real-postgres.ts";

/** What every answer may be: transfers 201 or 422 (insufficient funds), top-ups 200, webhooks 201 or 200 (replay). */
const FINAL_STATUSES = new Set([200, 201, 422]);

const expectInvariants = (databaseUrl: string, sent: Sent[]) => expectConsistent(databaseUrl, sent, { accounts: 20 });

/**
 * The server process is killed with SIGKILL while 40 clients send transfers, top-ups and partner
 * royalty webhooks (with replays): no graceful shutdown, transactions cut wherever they were.
 * PostgreSQL rolls back what was not committed; after a restart the ledger must hold exactly what the
 * clients were told, a retry of a cut-off request with its Idempotency-Key must get a real answer
 * within seconds (not 409 "in flight" for the 10 minutes a claim used to be held), exactly once, and
 * the server must keep working. Real PostgreSQL only (see test/ledger/real-postgres.ts).
 */
describe("the ledger across a server crash (PostgreSQL)", () => {
  let server: ChildServer | undefined;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "tp-ledger-crash-"));
  const env = { RIGHTS_WEBHOOK_SECRET: WEBHOOK_SECRET };
  afterAll(async () => {
    if (server) await stopChildServer(server);
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every invariant when SIGKILLed under mixed load; retries of cut-off keys settle in seconds, once", async () => {
    if (!ledgerPostgresUrl) throw new Error("this test needs PostgreSQL: set DATABASE_URL");
    scratch = await scratchDatabase(ledgerPostgresUrl);
    server = await startChildServer(scratch.url, dataDir, env);
    const parties: Party[] = [];
    for (let i = 0; i < 4; i++) parties.push(await createParty(server.url, { accounts: 5, topupEach: 500 }));

    let killed = false;
    const during = emptyMixedLoad();
    const load = runMixedLoad({ base: server.url, parties, clients: 40, stop: () => killed, result: during });
    // Let the load get going, then kill the process in the middle of it.
    while (answeredCount(during) < 300) await sleep(10);
    killed = true;
    await killChildServer(server);
    await load;
    const cutOff = during.sent.filter((s) => s.status === "network");
    expect(cutOff.length).toBeGreaterThan(0); // requests really were cut off
    const kinds = new Set(during.sent.map((s) => s.kind));
    expect(kinds).toEqual(new Set(["transfer", "topup", "webhook"]));
    expect(during.sent.filter((s) => typeof s.status === "number" && !FINAL_STATUSES.has(s.status))).toEqual([]);
    expect(during.sent.some((s) => s.kind === "webhook" && s.status === 200)).toBe(true); // replays happened
    await expectInvariants(scratch.url, during.sent);

    // Restarted on the same database. Every cut-off request that carried a key (or an eventId) is
    // retried with it: each must settle (following Retry-After) within 30 attempts, about 30 s; the
    // claim a killed request left is held for its database deadline (10 s) plus a 2 s margin.
    server = await startChildServer(scratch.url, dataDir, env);
    const base = server.url;
    const retried = await retryAll(
      base,
      cutOff.filter((s) => s.key !== undefined),
      { attempts: 30, concurrency: 40 },
    );
    expect(retried.length).toBeGreaterThan(0);
    const unsettled = retried.filter((r) => typeof r.final.status !== "number" || !FINAL_STATUSES.has(r.final.status));
    expect(unsettled.map((r) => [r.final.kind, r.final.status, r.attempts])).toEqual([]);
    // Some met the claim their killed first attempt left (409 in flight), and still settled.
    expect(retried.filter((r) => r.attempts > 1).length).toBeGreaterThan(0);
    const afterRetries = await expectInvariants(scratch.url, [...during.sent, ...retried.map((r) => r.final)]);
    // Exactly once: a settled money request has exactly one journal row under its key (none if refused).
    for (const { final } of retried) {
      if (final.kind === "webhook") continue;
      expect(afterRetries.records.operationsByKey.get(final.key!) ?? 0).toBe(final.status === 422 ? 0 : 1);
    }

    // It carries on where the ledger stands.
    const after = await runMixedLoad({ base, parties, clients: 20, requests: 200 });
    expect(after.sent.filter((s) => s.status === "network" || s.status === "timeout")).toEqual([]);
    expect(after.sent.filter((s) => !FINAL_STATUSES.has(s.status as number))).toEqual([]);
    expect(after.sent.some((s) => s.status === 201)).toBe(true);
    await expectInvariants(scratch.url, [...during.sent, ...retried.map((r) => r.final), ...after.sent]);
  }, 150_000);
});
