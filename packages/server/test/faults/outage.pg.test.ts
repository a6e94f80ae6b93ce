import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { scratchDatabase } from "../harness.ts";
import { type ChildServer, startChildServer, stopChildServer } from "../ledger/child-server.ts";
import { createParty, type Party, request } from "../ledger/ledger-client.ts";
import {
  emptyMixedLoad,
  expectConsistent,
  readRecords,
  retryAll,
  runMixedLoad,
  type Sent,
  send,
  WEBHOOK_SECRET,
} from "../ledger/mixed-load.ts";
import { ledgerPostgresUrl } from "../ledger/real-postgres.ts";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.ts";

/**
 * The database goes away under load, through a TCP proxy in front of the real server (tcp-proxy.ts):
 *
 * 1. It refuses new connections, and the connections already open are partitioned (their bytes
 *    buffered, delivered when it heals: a statement sent into the outage reaches the server late), for
 *    FAULT_OUTAGE_SECONDS (20 s by default, as the attack used; it also saw 15 and 45 s).
 * 2. Only the connections open at one moment are partitioned, new ones work: a request cut off there
 *    is answered 503, its retry runs on a new connection, and only then does the stale statement
 *    arrive. The money must move once, not twice.
 *
 * The server runs with tight bounds (acquire 1 s, statement 2 s + 1 s client grace, money deadline 4 s)
 * so that the run stays short; the defaults are 3 s, 5 s + 1 s and 10 s, the mechanism is the same.
 * A client gives up on a request after REQUEST_LIMIT_MS, which is the bound with a margin: a request
 * fails at its first database wait that overruns (at most 3 s), and may have made one slow wait
 * before it.
 */
const OUTAGE_MS = Number(process.env.FAULT_OUTAGE_SECONDS ?? 20) * 1000;
const REQUEST_LIMIT_MS = 8_000;
const BOUNDS = { DB_ACQUIRE_TIMEOUT_MS: "1000", DB_QUERY_TIMEOUT_MS: "2000", DB_REQUEST_DEADLINE_MS: "4000" };
/** Final answers: transfers 201 or 422 (insufficient funds), top-ups 200, webhooks 201 or 200 (replay). */
const FINAL = new Set([200, 201, 422]);

type HealthSample = { during: boolean; status: number | "timeout"; report?: string };

const pollHealth = async (base: string, stop: () => boolean, during: () => boolean, out: HealthSample[]) => {
  while (!stop()) {
    const inOutage = during();
    try {
      const res = await fetch(`${base}/api/hub/health`, { signal: AbortSignal.timeout(REQUEST_LIMIT_MS) });
      const body = (await res.json()) as { status: string };
      out.push({ during: inOutage && during(), status: res.status, report: body.status });
    } catch {
      out.push({ during: inOutage, status: "timeout" });
    }
    await sleep(200);
  }
};

/** Every answer is final or a 503 problem+json with Retry-After; nothing hangs, nothing else fails. */
const expectBoundedAnswers = (sent: Sent[]) => {
  expect(sent.filter((s) => typeof s.status !== "number")).toEqual([]);
  expect(sent.filter((s) => !FINAL.has(s.status as number) && s.status !== 503)).toEqual([]);
  const unavailable = sent.filter((s) => s.status === 503);
  expect(unavailable.filter((s) => !s.contentType?.startsWith("application/problem+json") || !s.retryAfter)).toEqual(
    [],
  );
  return unavailable;
};

/** Retry every keyed 503 with its key until it settles; each then holds one journal row, or none if refused. */
const expectRetriesSettleOnce = async (base: string, databaseUrl: string, unavailable: Sent[]) => {
  const keyed = unavailable.filter((s) => s.key !== undefined);
  const retried = await retryAll(base, keyed, { attempts: 30, concurrency: 16 });
  expect(
    retried.filter((r) => !FINAL.has(r.final.status as number)).map((r) => [r.final.kind, r.final.status]),
  ).toEqual([]);
  const { operationsByKey, royaltiesByEvent } = await readRecords(databaseUrl);
  for (const { final } of retried) {
    if (final.kind === "webhook") expect(royaltiesByEvent.get(final.key!)).toBe(1);
    else expect([final.key, operationsByKey.get(final.key!) ?? 0]).toEqual([final.key, final.status === 422 ? 0 : 1]);
  }
  return retried.map((r) => r.final);
};

describe("a database outage under load (PostgreSQL through a TCP proxy)", () => {
  let server: ChildServer | undefined;
  let proxy: TcpProxy | undefined;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "tp-outage-"));
  afterAll(async () => {
    proxy?.heal();
    if (server) await stopChildServer(server);
    await proxy?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers every request within its bound (success or 503 + Retry-After), says down, recovers, moves money once", async () => {
    if (!ledgerPostgresUrl) throw new Error("this test needs PostgreSQL: set DATABASE_URL");
    scratch = await scratchDatabase(ledgerPostgresUrl);
    proxy = await startTcpProxy(scratch.url);
    server = await startChildServer(proxy.url, dataDir, { RIGHTS_WEBHOOK_SECRET: WEBHOOK_SECRET, ...BOUNDS });
    const base = server.url;
    const parties: Party[] = [];
    for (let i = 0; i < 4; i++) parties.push(await createParty(base, { accounts: 5, topupEach: 500 }));
    const sent: Sent[] = [];

    // 1. Connections refused, open ones partitioned, for OUTAGE_MS, under load; then healed.
    let stopped = false;
    let outage = false;
    const health: HealthSample[] = [];
    const load = emptyMixedLoad();
    const running = Promise.all([
      runMixedLoad({
        base,
        parties,
        clients: 16,
        stop: () => stopped,
        result: load,
        requestTimeoutMs: REQUEST_LIMIT_MS,
        pauseMs: 20,
        backoffMs: 500,
      }),
      pollHealth(
        base,
        () => stopped,
        () => outage,
        health,
      ),
    ]);
    await sleep(1_500);
    outage = true;
    proxy.set("refuse");
    await sleep(OUTAGE_MS);
    proxy.heal();
    outage = false;
    // The server recovers by itself: a plain read succeeds again within 20 tries, no restart.
    let recovered = false;
    for (let attempt = 0; attempt < 20 && !recovered; attempt++) {
      const res = await request(base, "GET", "/api/ledger/accounts", { token: parties[0]!.token });
      recovered = res.status === 200;
      if (!recovered) await sleep(500);
    }
    expect(recovered).toBe(true);
    await sleep(2_000);
    stopped = true;
    await running;
    sent.push(...load.sent);
    const unavailable = expectBoundedAnswers(load.sent);
    expect(unavailable.length).toBeGreaterThan(0); // the outage did bite
    expect(proxy.stats().refused).toBeGreaterThan(0);
    // Health: always an answer; `down` (503) while the database was away, `ok` again afterwards.
    expect(health.filter((h) => h.status === "timeout")).toEqual([]);
    expect(health.some((h) => h.during && h.status === 503 && h.report === "down")).toBe(true);
    const healthAfter = await fetch(`${base}/api/hub/health`).then((r) => r.json() as Promise<{ status: string }>);
    expect(healthAfter.status).toBe("ok");
    sent.push(...(await expectRetriesSettleOnce(base, scratch.url, unavailable)));
    await expectConsistent(scratch.url, sent, { accounts: 20 });

    // 2. A connection is partitioned exactly as it sends a money-moving statement (a transfer, or a
    // top-up's COMMIT); new connections work. The cut-off request is answered 503, its retry runs on a
    // new connection, and only then, when the partition heals, does the stale statement arrive: it
    // must find its deadline passed, or the money moves twice.
    // A transfer is the journal's one-leg statement: its name travels in every Bind (prepared on a
    // PostgreSQL server), its text in the first Parse; a top-up's deadline setting precedes its COMMIT.
    proxy.stallWhen((sent) => sent.includes("journal_one_") || /commit_deadline[\s\S]*COMMIT/.test(sent));
    const stale = emptyMixedLoad();
    await runMixedLoad({ base, parties, clients: 12, requests: 24, result: stale, requestTimeoutMs: REQUEST_LIMIT_MS });
    proxy.stallWhen(undefined);
    const cutOff = expectBoundedAnswers(stale.sent);
    expect(proxy.triggered()).toBeGreaterThan(0);
    expect(cutOff.length).toBeGreaterThan(0);
    const keyed = cutOff.filter((s) => s.key !== undefined);
    const retried = await retryAll(base, keyed, { attempts: 30, concurrency: 16 });
    proxy.heal();
    // Let the stale statements land (each is one round trip once delivered), then count.
    await sleep(1_000);
    sent.push(...stale.sent, ...retried.map((r) => r.final));
    expect(retried.filter((r) => !FINAL.has(r.final.status as number))).toEqual([]);
    const { operationsByKey } = await readRecords(scratch.url);
    for (const { final } of retried) {
      if (final.kind !== "webhook")
        expect([final.key, operationsByKey.get(final.key!) ?? 0]).toEqual([final.key, final.status === 422 ? 0 : 1]);
    }
    await expectConsistent(scratch.url, sent, { accounts: 20 });

    // Afterwards it just works.
    const after = await runMixedLoad({ base, parties, clients: 8, requests: 80, requestTimeoutMs: REQUEST_LIMIT_MS });
    expect(after.sent.filter((s) => !FINAL.has(s.status as number))).toEqual([]);
    await expectConsistent(scratch.url, [...sent, ...after.sent], { accounts: 20 });
    expect(
      await send(base, {
        kind: "transfer",
        key: undefined,
        token: parties[0]!.token,
        body: { from: parties[0]!.accounts[0]!, to: parties[1]!.accounts[0]!, amount: 0.01 },
      }).then((s) => s.status),
    ).toBe(201);
  }, 170_000);
});
