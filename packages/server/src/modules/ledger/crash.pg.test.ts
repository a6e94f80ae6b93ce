import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { scratchDatabase } from "../../../test/harness.ts";
import {
  type ChildServer,
  killChildServer,
  startChildServer,
  stopChildServer,
} from "../../../test/ledger/child-server.ts";
import { readLedgerState } from "../../../test/ledger/invariants.ts";
import { createParty, type Party } from "../../../test/ledger/ledger-client.ts";
import { ledgerPostgresUrl } from "../../../test/ledger/real-postgres.ts";
import { answered, emptyLoadResult, runTransferLoad } from "../../../test/ledger/transfer-load.ts";

const expectInvariants = async (databaseUrl: string, acknowledged: { id: string }[]) => {
  const state = await readLedgerState(databaseUrl);
  expect(state.accounts).toBe(20);
  expect(state.negativeBalances).toBe(0);
  expect(state.sumOfTopups).toBe(20n * 500_00n);
  expect(state.sumOfBalances).toBe(state.sumOfMinted);
  expect(state.unreconciledAccounts).toEqual([]);
  // Every transfer a client was told about survived the crash (a 201 is sent only after COMMIT).
  expect(acknowledged.filter((t) => !state.transferIds.has(t.id))).toEqual([]);
  return state;
};

/**
 * The server process is killed with SIGKILL while 50 clients send transfers: no graceful shutdown,
 * transactions cut wherever they were. PostgreSQL rolls back what was not committed; after a restart
 * the ledger must hold exactly what it held, and keep working. Real PostgreSQL only (see
 * test/ledger/real-postgres.ts).
 */
describe("the ledger across a server crash (PostgreSQL)", () => {
  let server: ChildServer | undefined;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "tp-ledger-crash-"));
  afterAll(async () => {
    if (server) await stopChildServer(server);
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every invariant when the server is SIGKILLed mid-transfer and restarted", async () => {
    if (!ledgerPostgresUrl) throw new Error("this test needs PostgreSQL: set DATABASE_URL");
    scratch = await scratchDatabase(ledgerPostgresUrl);
    server = await startChildServer(scratch.url, dataDir);
    const parties: Party[] = [];
    for (let i = 0; i < 4; i++) parties.push(await createParty(server.url, { accounts: 5, topupEach: 500 }));

    let killed = false;
    const during = emptyLoadResult();
    const load = runTransferLoad({
      base: server.url,
      parties,
      clients: 50,
      transfers: 1_000_000,
      maxAmount: 120,
      stop: () => killed,
      result: during,
    });
    // Let the load get going, then kill the process in the middle of it.
    while (answered(during) < 200) await sleep(10);
    killed = true;
    await killChildServer(server);
    await load;
    expect(during.networkErrors).toBeGreaterThan(0); // requests really were cut off
    expect([...during.statuses.keys()].filter((status) => status !== 201 && status !== 422)).toEqual([]);
    await expectInvariants(scratch.url, during.created);

    // Restarted on the same database, it carries on where the ledger stands.
    server = await startChildServer(scratch.url, dataDir);
    const after = await runTransferLoad({ base: server.url, parties, clients: 20, transfers: 100, maxAmount: 60 });
    expect(after.networkErrors).toBe(0);
    expect([...after.statuses.keys()].filter((status) => status !== 201 && status !== 422)).toEqual([]);
    expect(after.statuses.get(201)).toBeGreaterThan(0);
    const state = await expectInvariants(scratch.url, [...during.created, ...after.created]);
    expect(state.transfers).toBeGreaterThanOrEqual(during.created.length + after.created.length);
  }, 90_000);
});
