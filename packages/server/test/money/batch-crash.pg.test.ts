// The server killed in the middle of a batch of transfers (src/money/batch.ts): every transfer a client was
// told about is in the books, and of the ones it was not told about, each is wholly there or not at all.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { scratchDatabase } from "../harness.ts";
import { type ChildServer, killChildServer, startChildServer, stopChildServer } from "../ledger/child-server.ts";
import { readLedgerState } from "../ledger/invariants.ts";
import { createParty, type Party } from "../ledger/ledger-client.ts";
import { ledgerPostgresUrl } from "../ledger/real-postgres.ts";
import { answered, emptyLoadResult, runTransferLoad } from "../ledger/transfer-load.ts";

/**
 * A COMMIT that takes its time: a deferred trigger (this test's own, not the product's) that sleeps 15 ms per
 * journal entry when a transaction commits. A batch then spends most of its life with every write made and
 * its COMMIT under way, which is where a crash is the hardest to get right; without it the kill would land
 * there only by chance.
 */
const SLOW_COMMIT = `
  CREATE FUNCTION test_slow_commit() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN PERFORM pg_sleep(0.015); RETURN NULL; END $$;
  CREATE CONSTRAINT TRIGGER test_slow_commit AFTER INSERT ON journal_entries DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION test_slow_commit()`;

/** The server's backends (not ours) that are committing a transaction which has written. */
const committingBatches = async (client: pg.Client): Promise<number> =>
  Number(
    (
      await client.query<{ n: string }>(`
        SELECT count(*) AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_xid IS NOT NULL
          AND state = 'active' AND query = 'COMMIT'`)
    ).rows[0]!.n,
  );

describe("money in batches across a server crash (PostgreSQL)", () => {
  let server: ChildServer | undefined;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let watcher: pg.Client | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "tp-batch-crash-"));
  afterAll(async () => {
    await watcher?.end();
    if (server) await stopChildServer(server);
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every acknowledged transfer and no partial batch when SIGKILLed while a batch commits", async () => {
    if (!ledgerPostgresUrl) throw new Error("this test needs PostgreSQL: set DATABASE_URL");
    scratch = await scratchDatabase(ledgerPostgresUrl);
    server = await startChildServer(scratch.url, dataDir);
    const parties: Party[] = [];
    for (let i = 0; i < 4; i++) parties.push(await createParty(server.url, { accounts: 4, topupEach: 500 }));
    watcher = new pg.Client({ connectionString: scratch.url });
    await watcher.connect();
    await watcher.query(SLOW_COMMIT);

    let killed = false;
    const during = emptyLoadResult();
    const load = runTransferLoad({
      base: server.url,
      parties,
      clients: 24,
      transfers: 100_000,
      maxAmount: 40,
      stop: () => killed,
      result: during,
    });
    // Some batches commit and are answered; then the kill lands while one is committing its writes.
    while (answered(during) < 60) await sleep(5);
    let caught = 0;
    while (caught === 0) caught = await committingBatches(watcher);
    killed = true;
    await killChildServer(server);
    await load;
    expect(caught).toBeGreaterThan(0);
    expect(during.networkErrors).toBeGreaterThan(0); // requests really were cut off
    await watcher.query("DROP TRIGGER test_slow_commit ON journal_entries; DROP FUNCTION test_slow_commit()");

    // The batches were batches: transfers of one transaction share its clock (created_at is its start).
    const shared = await watcher.query<{ n: string }>(`
      SELECT count(*) AS n FROM (SELECT created_at FROM journal_entries WHERE kind = 'transfer'
        GROUP BY created_at HAVING count(DISTINCT movement_id) > 1) batches`);
    expect(Number(shared.rows[0]!.n)).toBeGreaterThan(0);

    const accounts = parties.flatMap((p) => p.accounts);
    const state = await readLedgerState(scratch.url, accounts);
    // Every transfer a client was answered 201 for is in the books.
    const missing = during.created.filter((t) => !state.transferIds.has(t.id));
    expect(missing).toEqual([]);
    // Nothing half there: each balance is its journal, none is negative, and no money was made or lost.
    expect(state.unreconciledAccounts).toEqual([]);
    expect(state.negativeBalances).toBe(0);
    expect(state.sumOfBalances).toBe(state.sumOfMinted);
    const chain = await watcher.query<{ id: string }>(
      `
      SELECT a.id FROM journal_accounts a
      WHERE a.id = ANY($1) AND a.balance <> coalesce((
        SELECT CASE WHEN e.debit_account_id = a.id THEN e.debit_balance_after ELSE e.credit_balance_after END
        FROM journal_entries e WHERE e.debit_account_id = a.id OR e.credit_account_id = a.id
        ORDER BY e.seq DESC LIMIT 1), 0)`,
      [accounts],
    );
    expect(chain.rows).toEqual([]);

    // Restarted on the same database, it carries on from where the books stand.
    server = await startChildServer(scratch.url, dataDir);
    const after = await runTransferLoad({ base: server.url, parties, clients: 16, transfers: 300, maxAmount: 40 });
    expect(after.networkErrors).toBe(0);
    expect([...after.statuses.keys()].filter((s) => s !== 201 && s !== 422)).toEqual([]);
    expect(after.statuses.get(201) ?? 0).toBeGreaterThan(0);
    const end = await readLedgerState(scratch.url, accounts);
    expect(end.unreconciledAccounts).toEqual([]);
    expect(end.sumOfBalances).toBe(end.sumOfMinted);
    expect(after.created.filter((t) => !end.transferIds.has(t.id))).toEqual([]);
  }, 120_000);
});
