import { randomBytes } from "node:crypto";
import { sign } from "@trustplane/webhook-verifier";
import pg from "pg";
import { expect } from "vitest";
import { readLedgerState } from "./invariants.ts";
import type { Party } from "./ledger-client.ts";

/**
 * Mixed traffic for the fault tests (crash, database outage): transfers (most with an
 * Idempotency-Key, some without), top-ups with a key, and the rights partner's royalty webhook with
 * replays (a small pool of event ids, each always sent with the same content). Every request and what
 * it got is recorded, so the tests can hold the database to what the clients were told.
 */
export type Kind = "transfer" | "topup" | "webhook";

export type Sent = {
  kind: Kind;
  /** The Idempotency-Key (transfers, top-ups) or the webhook's eventId. */
  key: string | undefined;
  token: string | undefined;
  body: Record<string, unknown>;
  /** HTTP status, or "network" (no answer: the server died) or "timeout" (no answer within the client's limit). */
  status: number | "network" | "timeout";
  response?: any;
  contentType?: string | null;
  retryAfter?: string | null;
};

export type MixedLoad = { sent: Sent[] };

export const emptyMixedLoad = (): MixedLoad => ({ sent: [] });

export const answeredCount = (load: MixedLoad): number => load.sent.filter((s) => typeof s.status === "number").length;

/** The royalty webhook's shared secret in these tests (the child server gets it as RIGHTS_WEBHOOK_SECRET). */
export const WEBHOOK_SECRET = "fault-test-webhook-secret-0123456789";

const WEBHOOK_PATH = "/api/rights/royalties/verify-webhook";

/** One request as the load sends it; also used to retry a recorded one. */
export const send = async (
  base: string,
  item: Omit<Sent, "status" | "response" | "contentType" | "retryAfter">,
  timeoutMs?: number,
): Promise<Sent> => {
  let path: string;
  let init: RequestInit;
  if (item.kind === "webhook") {
    const signed = await sign({ secret: WEBHOOK_SECRET, body: item.body });
    path = WEBHOOK_PATH;
    init = { method: "POST", headers: signed.headers, body: signed.body };
  } else {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      authorization: `Bearer ${item.token}`,
    };
    if (item.key !== undefined) headers["idempotency-key"] = item.key;
    path = item.kind === "transfer" ? "/api/ledger/transfer" : "/api/ledger/topup";
    init = { method: "POST", headers, body: JSON.stringify(item.body) };
  }
  try {
    const res = await fetch(`${base}${path}`, {
      ...init,
      signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    const contentType = res.headers.get("content-type");
    return {
      ...item,
      status: res.status,
      response: contentType?.includes("json") && text ? JSON.parse(text) : text,
      contentType,
      retryAfter: res.headers.get("retry-after"),
    };
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
    return { ...item, status: timedOut ? "timeout" : "network" };
  }
};

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * `clients` concurrent clients, each sending random requests until `stop()` (or `requests` in all).
 * `requestTimeoutMs` aborts a request that gets no answer in time (recorded as "timeout").
 */
export const runMixedLoad = async (options: {
  base: string;
  parties: Party[];
  clients: number;
  requests?: number;
  stop?: () => boolean;
  result?: MixedLoad;
  requestTimeoutMs?: number;
  /** Pause between a client's requests, ms (keeps a long-running load from flooding a small machine). */
  pauseMs?: number;
  /** Pause after a 503, ms, as a client honouring Retry-After backs off (but shorter, to keep probing). */
  backoffMs?: number;
}): Promise<MixedLoad> => {
  const result = options.result ?? emptyMixedLoad();
  const run = randomBytes(3).toString("hex");
  const accounts = options.parties.flatMap((party) => party.accounts.map((id) => ({ id, party })));
  // A small pool of partner events, each with fixed content, so that replays (200) happen often.
  const events = Array.from({ length: 40 }, (_, i) => ({
    eventId: `evt-${run}-${i}`,
    email: i % 4 === 3 ? `nobody-${run}-${i}@example.test` : options.parties[i % options.parties.length]!.email,
    productKey: `book-${i % 5}`,
    period: "2026-Q1",
    amount: (1 + (i % 9)) / 4,
  }));
  let issued = 0;
  let counter = 0;
  const client = async () => {
    while ((options.requests === undefined || issued < options.requests) && !options.stop?.()) {
      issued++;
      const roll = Math.random();
      let item: Omit<Sent, "status">;
      if (roll < 0.6) {
        const from = pick(accounts);
        let to = from;
        while (to === from) to = pick(accounts);
        item = {
          kind: "transfer",
          key: Math.random() < 0.8 ? `trf-${run}-${++counter}` : undefined,
          token: from.party.token,
          body: { from: from.id, to: to.id, amount: (1 + Math.floor(Math.random() * 12_000)) / 100 },
        };
      } else if (roll < 0.75) {
        const account = pick(accounts);
        item = {
          kind: "topup",
          key: `top-${run}-${++counter}`,
          token: account.party.token,
          body: { accountId: account.id, amount: 1 + Math.floor(Math.random() * 20) },
        };
      } else {
        const event = pick(events);
        item = { kind: "webhook", key: event.eventId, token: undefined, body: event };
      }
      const sent = await send(options.base, item, options.requestTimeoutMs);
      result.sent.push(sent);
      if (sent.status === "network" && options.stop?.()) return;
      const pause = sent.status === 503 ? (options.backoffMs ?? 0) : (options.pauseMs ?? 0);
      if (pause) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  return result;
};

/** What the database holds for the fault tests' checks, read directly (not through the API under test). */
export const readRecords = async (
  databaseUrl: string,
): Promise<{
  /** Journal rows per Idempotency-Key (transfers and top-ups). */
  operationsByKey: Map<string, number>;
  operationIds: Set<string>;
  /** Royalty records per eventId. */
  royaltiesByEvent: Map<string, number>;
}> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ops = await client.query<{ id: string; idempotency_key: string | null }>(
      "SELECT id, idempotency_key FROM ledger_operations WHERE kind IN ('transfer', 'topup')",
    );
    const royalties = await client.query<{ event_id: string; n: string }>(
      "SELECT event_id, count(*)::text AS n FROM earnings WHERE source = 'rights' GROUP BY event_id",
    );
    const operationsByKey = new Map<string, number>();
    for (const row of ops.rows) {
      if (row.idempotency_key)
        operationsByKey.set(row.idempotency_key, (operationsByKey.get(row.idempotency_key) ?? 0) + 1);
    }
    return {
      operationsByKey,
      operationIds: new Set(ops.rows.map((r) => r.id)),
      royaltiesByEvent: new Map(royalties.rows.map((r) => [r.event_id, Number(r.n)])),
    };
  } finally {
    await client.end();
  }
};

/** `retryUntilFinal` for each item, at most `concurrency` at a time (a burst of retries is a load of its own). */
export const retryAll = async (
  base: string,
  items: Sent[],
  options: { attempts: number; concurrency: number },
): Promise<{ final: Sent; attempts: number }[]> => {
  const results: { final: Sent; attempts: number }[] = [];
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      results.push(await retryUntilFinal(base, item, options.attempts));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return results;
};

/**
 * Send a recorded keyed request again until it gets a final answer (anything but 409 in flight, 503
 * or no answer), waiting what Retry-After says (1 s when absent) between attempts, at most `attempts`
 * times. Returns the final answer and how many attempts it took; a final answer that never came is
 * returned as the last attempt's.
 */
export const retryUntilFinal = async (
  base: string,
  item: Sent,
  attempts: number,
): Promise<{ final: Sent; attempts: number }> => {
  let last: Sent = item;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    last = await send(base, { kind: item.kind, key: item.key, token: item.token, body: item.body }, 30_000);
    const settled = typeof last.status === "number" && last.status !== 409 && last.status !== 503;
    if (settled) return { final: last, attempts: attempt };
    const wait = Number(last.retryAfter ?? 1);
    await new Promise((resolve) => setTimeout(resolve, (Number.isFinite(wait) ? wait : 1) * 1000));
  }
  return { final: last, attempts };
};

const acknowledged = (sent: Sent[]) => sent.filter((s) => s.status === 200 || s.status === 201);

/**
 * The database against everything the clients were told: money neither made nor lost, no negative
 * balance, every account reconciled with its journal, every acknowledged operation and royalty stored,
 * one royalty record per eventId, and no Idempotency-Key with more than one journal row.
 */
export const expectConsistent = async (databaseUrl: string, sent: Sent[], expected: { accounts: number }) => {
  const state = await readLedgerState(databaseUrl);
  expect(state.accounts).toBe(expected.accounts);
  expect(state.negativeBalances).toBe(0);
  expect(state.sumOfBalances).toBe(state.sumOfMinted);
  expect(state.unreconciledAccounts).toEqual([]);
  const records = await readRecords(databaseUrl);
  const ack = acknowledged(sent);
  const lostOperations = ack.filter((s) => s.kind !== "webhook" && !records.operationIds.has(s.response.operationId));
  expect(lostOperations).toEqual([]);
  const lostRoyalties = ack.filter((s) => s.kind === "webhook" && !records.royaltiesByEvent.has(s.key!));
  expect(lostRoyalties).toEqual([]);
  expect([...records.royaltiesByEvent].filter(([, n]) => n !== 1)).toEqual([]);
  expect([...records.operationsByKey].filter(([, n]) => n !== 1)).toEqual([]);
  return { state, records };
};
