import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../src/server.ts";
import { scratchDatabase, testConfig } from "../harness.ts";
import { readLedgerState } from "./invariants.ts";
import { createParty, type Party, request } from "./ledger-client.ts";
import { ledgerPostgresUrl } from "./real-postgres.ts";
import { runTransferLoad } from "./transfer-load.ts";

/**
 * Races on a real PostgreSQL server (PGlite serialises everything, so nothing could race there).
 * Collected only when DATABASE_URL names a server (vitest.config.ts); CI's second pass always does.
 */
describe("the ledger under concurrent load (PostgreSQL)", () => {
  let server: RunningServer;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let base: string;

  beforeAll(async () => {
    if (!ledgerPostgresUrl) throw new Error("these tests need PostgreSQL: set DATABASE_URL");
    scratch = await scratchDatabase(ledgerPostgresUrl);
    server = await startServer(testConfig({ DATABASE_URL: scratch.url, DB_POOL_SIZE: "20" }), {
      inMemoryDatabase: true,
    });
    base = server.url;
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  /** Deadlocks PostgreSQL detected in the scratch database (retries would hide them from clients). */
  const deadlocks = async (): Promise<bigint> =>
    (await server.ctx.db.oneFirst(
      sql.unsafe`SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()`,
    )) as bigint;

  it("keeps every unit through 2,000 random transfers from 50 concurrent clients among 20 accounts", async () => {
    // 5 users with 4 accounts each, every account topped up with 500 TNU.
    const parties: Party[] = [];
    for (let i = 0; i < 5; i++) parties.push(await createParty(base, { accounts: 4, topupEach: 500 }));
    const accountIds = parties.flatMap((p) => p.accounts);
    expect(accountIds).toHaveLength(20);

    const load = await runTransferLoad({ base, parties, clients: 50, transfers: 2000, maxAmount: 120 });

    // No client saw a 5xx (or anything but success and insufficient funds), nor a dropped connection.
    expect(load.networkErrors).toBe(0);
    expect([...load.statuses.keys()].sort()).toEqual([201, 422]);
    expect((load.statuses.get(201) ?? 0) + (load.statuses.get(422) ?? 0)).toBe(2000);
    expect(load.statuses.get(201)).toBeGreaterThan(1000);

    const state = await readLedgerState(scratch.url, accountIds);
    expect(state.negativeBalances).toBe(0);
    expect(state.sumOfTopups).toBe(20n * 500_00n);
    expect(state.sumOfBalances).toBe(state.sumOfMinted);
    expect(state.unreconciledAccounts).toEqual([]);
    // Exactly the transfers clients were told about exist, no more, no fewer.
    expect(state.transfers).toBe(load.created.length);
    expect(load.created.every((t) => state.transferIds.has(t.id))).toBe(true);
    // Locks are taken in one order, so PostgreSQL never had to break a deadlock.
    expect(await deadlocks()).toBe(0n);

    // And through the API: each user's ledger, walked page by page, adds up to their balances.
    for (const party of parties) {
      const net = new Map<string, number>(party.accounts.map((id) => [id, 0]));
      let cursor: string | null = null;
      do {
        const page: {
          body: { items: { amount: number; from: string | null; to: string }[]; nextCursor: string | null };
        } = await request(base, "GET", `/api/ledger/operations?limit=200${cursor ? `&cursor=${cursor}` : ""}`, {
          token: party.token,
        });
        for (const op of page.body.items) {
          const cents = Math.round(op.amount * 100);
          if (net.has(op.to)) net.set(op.to, net.get(op.to)! + cents);
          if (op.from && net.has(op.from)) net.set(op.from, net.get(op.from)! - cents);
        }
        cursor = page.body.nextCursor;
      } while (cursor);
      const accounts = await request(base, "GET", "/api/ledger/accounts", { token: party.token });
      for (const account of accounts.body.items as { id: string; balance: number }[]) {
        expect(Math.round(account.balance * 100)).toBe(net.get(account.id));
      }
    }
  });

  it("never deadlocks: 200 concurrent transfers in both directions between the same two accounts", async () => {
    const a = await createParty(base, { topupEach: 1000 });
    const b = await createParty(base, { topupEach: 1000 });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const [payer, payee] = i % 2 === 0 ? [a, b] : [b, a];
        return request(base, "POST", "/api/ledger/transfer", {
          token: payer.token,
          body: { from: payer.accounts[0], to: payee.accounts[0], amount: 1 },
        });
      }),
    );
    expect(results.filter((r) => r.status !== 201).map((r) => r.status)).toEqual([]);
    const state = await readLedgerState(scratch.url, [...a.accounts, ...b.accounts]);
    expect(state.sumOfBalances).toBe(2000_00n);
    expect(state.unreconciledAccounts).toEqual([]);
    expect(await deadlocks()).toBe(0n);
  });

  it("moves money once for 30 concurrent retries of one Idempotency-Key", async () => {
    const payer = await createParty(base, { topupEach: 100 });
    const payee = await createParty(base);
    const body = { from: payer.accounts[0], to: payee.accounts[0], amount: 7.5 };
    const send = () => request(base, "POST", "/api/ledger/transfer", { token: payer.token, body, key: "one-effect" });
    const results = await Promise.all(Array.from({ length: 30 }, send));

    // Every answer is the transfer itself (first or replayed) or "still in flight, retry".
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(1);

    // Retrying the 409s after the first finished replays the same transfer.
    const again = await Promise.all(results.filter((r) => r.status === 409).map(send));
    expect(again.every((r) => r.status === 201 && r.body.id === created[0]!.body.id)).toBe(true);

    const state = await readLedgerState(scratch.url, [...payer.accounts, ...payee.accounts]);
    expect(state.transfers).toBe(1);
    const balances = await request(base, "GET", "/api/ledger/accounts", { token: payer.token });
    expect(balances.body.items[0].balance).toBe(92.5);
  });

  it("credits once for 30 concurrent retries of one top-up Idempotency-Key", async () => {
    const user = await createParty(base);
    const body = { accountId: user.accounts[0], amount: 3 };
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        request(base, "POST", "/api/ledger/topup", { token: user.token, body, key: "one-credit" }),
      ),
    );
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const ok = results.filter((r) => r.status === 200);
    expect(new Set(ok.map((r) => r.body.operationId)).size).toBe(1);
    const state = await readLedgerState(scratch.url, user.accounts);
    expect(state.sumOfTopups).toBe(300n);
    expect(state.sumOfBalances).toBe(300n);
  });
});
