import type { CommonQueryMethods } from "slonik";
import type { Prepare } from "../../db/prepared.ts";
import { insertReceipts as insertReceiptRows, type Receipt } from "./receipts.ts";

type Waiting = { receipts: Receipt[]; resolve: (written: Map<string, number>) => void; reject: (err: unknown) => void };

/**
 * Group commit for receipts: while a write is in flight, receipts of other requests wait and then go
 * to the database together, in one INSERT and one commit. Under no load each request writes at once;
 * under load the number of statements and commits stays near `maxInFlight` at a time however many
 * requests sign, so a commit's latency (an fsync on PostgreSQL, a serial backend on PGlite) no longer
 * caps signatures per second. If a shared INSERT fails, each request's receipts are written again on
 * their own, so one request's failure never becomes another's.
 *
 * One write in flight by default: measured with bench/signing.ts's sign baseline on PostgreSQL (2 cores,
 * 32 connections), 1 signs 13–20% more per second than 2 (twice the receipts per statement, so fewer
 * statements and commits on the cores the server and the database share), 4 and 10 fewer still; at 4
 * connections 1 and 2 are alike. A request is still answered only after its own INSERT has committed.
 */
export const createReceiptWriter = (
  db: CommonQueryMethods,
  options: { maxInFlight?: number; prepare?: Prepare } = {},
) => {
  const maxInFlight = options.maxInFlight ?? 1;
  const insertReceipts = (q: CommonQueryMethods, receipts: Receipt[]) =>
    insertReceiptRows(q, receipts, options.prepare);
  let waiting: Waiting[] = [];
  let inFlight = 0;

  const flush = async () => {
    const group = waiting;
    waiting = [];
    inFlight++;
    try {
      if (group.length === 1) {
        const [only] = group;
        await insertReceipts(db, only!.receipts).then(only!.resolve, only!.reject);
        return;
      }
      try {
        const written = await insertReceipts(
          db,
          group.flatMap((w) => w.receipts),
        );
        for (const w of group) w.resolve(written);
      } catch {
        await Promise.all(group.map((w) => insertReceipts(db, w.receipts).then(w.resolve, w.reject)));
      }
    } finally {
      inFlight--;
      if (waiting.length > 0 && inFlight < maxInFlight) void flush();
    }
  };

  return {
    /** Write receipts (each only while its key is current); resolves with the ids written and their log indexes. */
    write: (receipts: Receipt[]): Promise<Map<string, number>> =>
      new Promise((resolve, reject) => {
        waiting.push({ receipts, resolve, reject });
        if (inFlight < maxInFlight) void flush();
      }),
  };
};

export type ReceiptWriter = ReturnType<typeof createReceiptWriter>;
