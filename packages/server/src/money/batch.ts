import type { DatabasePool, DatabaseTransactionConnection } from "slonik";
import { DatabaseAcquireTimeoutError } from "../db/bounded.ts";
import { groupCommit } from "../db/group-commit.ts";
import type { Prepare } from "../db/prepared.ts";
import { codeOf, retryOnConflict } from "../db/retry.ts";
import type { MetricsRegistry } from "../observability/metrics.ts";
import { currentRequestContext, RequestContext, runInRequestContext } from "../request-context.ts";
import { lockBatch, writeBatch } from "./journal.ts";
import { type BatchedMovement, type Checks, checkOutcome, moveAlone, useBatcher } from "./move.ts";
import { type AccountKind, type Moved, type Movement, plan } from "./movement.ts";

/**
 * Money in batches (TigerBeetle's lesson): movements that arrive while another batch is being written are
 * applied together, in ONE transaction of a fixed number of statements however many they are, instead of
 * one statement (and one commit) each:
 *
 * 1. lock every account the batch names, in id order, in one statement (the order every movement locks
 *    in, so batches and single movements on any instance queue rather than deadlock), reading their
 *    balances, the database's UTC day and its clock after the locks;
 * 2. decide each movement in arrival order against the balances as the movements before it left them,
 *    with the same checks and the same order of refusals as the one-movement statement (journal.ts,
 *    checkOutcome): a movement that would overdraw, or fails any check, is refused alone and the others go
 *    on;
 * 3. write every accepted movement's net change to each account, every entry (each side's balance right
 *    after it, per account in the order applied) and the movements' own rows (their `also` writes) in one
 *    statement, and set the transaction's commit deadline to the earliest of the accepted movements'
 *    request deadlines (db/deadline.ts: the journal's deferred trigger refuses a COMMIT that arrives after
 *    it);
 * 4. COMMIT. Each caller is answered only then, with its own entries and balances.
 *
 * The batch size adapts to load (db/group-commit.ts): at most two batches are in flight per pool; a movement
 * arriving at an idle writer goes out on the next turn of the event loop, alone, as the one statement it
 * always was (a lone transfer is neither delayed nor made dearer); those arriving meanwhile go out together
 * next, up to `maxMovements`.
 *
 * Nothing is half written: the batch is one transaction. When it fails and the database answered (a
 * constraint the reckoning did not foresee, a unique index an `also` row hit, a deadline at COMMIT), nothing
 * of it was written and each movement is applied again alone, so each gets exactly the answer it would have
 * had alone. When the batch's fate is unknown (the connection was lost under a statement or the COMMIT),
 * none is applied again: each caller gets the error with its outcome marked unknown (request-context.ts),
 * and its Idempotency-Key stays held until its deadline, which the batch's COMMIT could not have passed.
 */

/** What a batch writes, gathered movement by movement (journal.ts writes it, BATCH_WRITE). */
export type BatchWrites = {
  /** Each account's net change, held change, and its outflow counter when a movement counted one. */
  accounts: Map<string, { delta: bigint; held: bigint; day: string | null; outflow: bigint | null }>;
  entries: {
    id: string;
    movementId: string;
    currency: string;
    kind: string;
    amount: bigint;
    debit: string;
    debitOwner: string | null;
    debitAfter: bigint;
    credit: string;
    creditOwner: string | null;
    creditAfter: bigint;
    fee: bigint;
    idempotencyKey: string | null;
  }[];
  /** The earliest request deadline among the accepted movements: the transaction's commit deadline. */
  deadline: string | null;
  /** The accepted movements' `also` writes, in the order they were accepted. */
  also: NonNullable<Movement["also"]>[];
};

/** The locked accounts of a batch, as read by BATCH_LOCK. */
export type LockedRow = {
  id: string;
  owner: string | null;
  kind: AccountKind;
  currency: string;
  balance: string;
  held: string;
  day: string;
  outflow: string;
  cap: string | null;
};

/** A movement waiting for its batch, with the request it belongs to (its outcome, if it becomes unknown). */
type Member = BatchedMovement & { context: RequestContext | undefined };

type Result = { moved: Moved } | { refused: unknown } | { alone: true };

type Account = {
  id: string;
  owner: string | null;
  kind: AccountKind;
  currency: string;
  balance: bigint;
  held: bigint;
  day: string;
  outflow: bigint;
  cap: bigint | null;
};

/** What a balance may reach outside the mint (journal_accounts_balance_json_safe) and a held amount at most. */
const LARGEST = 999_999_999_999_999n;

/** The ids a movement locks: its legs' accounts and those whose held amount it changes. */
const accountsOf = (movement: Movement): string[] => {
  const ids = new Set<string>();
  for (const leg of movement.legs) ids.add(leg.from).add(leg.to);
  for (const hold of movement.holds ?? []) ids.add(hold.accountId);
  return [...ids];
};

/**
 * Decides one movement against the accounts as the batch has left them so far, with the checks of the
 * one-movement statement (journal.ts, moveStatement): the same facts, read off the same locked rows. On
 * success the accounts are changed in place and its entries are added to `writes`.
 */
const reckon = (
  member: Member,
  accounts: Map<string, Account>,
  clock: { today: string; nowMs: number },
  writes: BatchWrites,
): Result => {
  const { movement } = member;
  const { net, sides } = plan(movement.legs);
  const ids = accountsOf(movement);
  const heldDelta = new Map((movement.holds ?? []).map((h) => [h.accountId, h.delta]));
  const locked = ids.map((id) => accounts.get(id)).filter((a) => a !== undefined);
  const { owned, outflow } = movement;
  const outflowAccount = outflow === undefined ? undefined : locked.find((a) => a.id === outflow.accountId);
  const spentToday =
    outflowAccount === undefined ? null : outflowAccount.day === clock.today ? outflowAccount.outflow : 0n;
  const checks: Checks = {
    in_time: member.deadline === null || clock.nowMs < Date.parse(member.deadline),
    all_exist: locked.length === ids.length && locked.every((a) => a.currency === movement.currency),
    owns: owned === undefined || locked.some((a) => a.id === owned.accountId && a.owner === owned.ownerId),
    kinds_ok: locked.filter((a) => movement.userAccounts?.includes(a.id)).every((a) => a.kind === "user"),
    funded:
      locked.length > 0 &&
      locked.every(
        (a) =>
          (a.balance + (net.get(a.id) ?? 0n) >= 0n || a.kind === "clearing" || a.kind === "mint") &&
          a.held + (heldDelta.get(a.id) ?? 0n) >= 0n,
      ),
    cap: outflowAccount?.cap ?? null,
    spent_today: spentToday,
    within_cap: outflowAccount?.cap == null || (spentToday ?? 0n) + (outflow?.amount ?? 0n) <= outflowAccount.cap,
  };
  try {
    checkOutcome(movement, checks);
  } catch (refused) {
    return { refused };
  }
  // What the table's constraints would refuse (a balance or held amount past the largest): applied alone
  // after the batch, the one statement meets the constraint and answers exactly as it always has.
  const overflows = locked.some((a) => {
    const balance = a.balance + (net.get(a.id) ?? 0n);
    const held = a.held + (heldDelta.get(a.id) ?? 0n);
    return (a.kind !== "mint" && (balance > LARGEST || balance < -LARGEST)) || held > LARGEST;
  });
  if (overflows) return { alone: true };

  const before = new Map(locked.map((a) => [a.id, a.balance]));
  movement.legs.forEach((leg, i) => {
    const debit = accounts.get(leg.from)!;
    const credit = accounts.get(leg.to)!;
    writes.entries.push({
      id: member.entryIds[i]!,
      movementId: leg.movementId ?? movement.id,
      currency: movement.currency,
      kind: leg.kind,
      amount: leg.amount,
      debit: leg.from,
      debitOwner: debit.owner,
      debitAfter: before.get(leg.from)! + sides[i]!.debit,
      credit: leg.to,
      creditOwner: credit.owner,
      creditAfter: before.get(leg.to)! + sides[i]!.credit,
      fee: movement.fee ?? 0n,
      idempotencyKey: movement.idempotencyKey ?? null,
    });
  });
  const balances = new Map<string, bigint>();
  for (const account of locked) {
    const delta = net.get(account.id) ?? 0n;
    const held = heldDelta.get(account.id) ?? 0n;
    account.balance += delta;
    account.held += held;
    balances.set(account.id, account.balance);
    const write = writes.accounts.get(account.id) ?? { delta: 0n, held: 0n, day: null, outflow: null };
    write.delta += delta;
    write.held += held;
    writes.accounts.set(account.id, write);
  }
  if (outflowAccount !== undefined && outflow !== undefined) {
    outflowAccount.day = clock.today;
    outflowAccount.outflow = (spentToday ?? 0n) + outflow.amount;
    const write = writes.accounts.get(outflowAccount.id)!;
    write.day = clock.today;
    write.outflow = outflowAccount.outflow;
  }
  if (movement.also !== undefined) writes.also.push(movement.also);
  if (
    member.deadline !== null &&
    (writes.deadline === null || Date.parse(member.deadline) < Date.parse(writes.deadline))
  ) {
    writes.deadline = member.deadline;
  }
  // The statement's clock (created_at) is known once it has run.
  return { moved: { entryIds: member.entryIds, createdAt: "", balances } };
};

const applyBatch = async (
  tx: DatabaseTransactionConnection,
  members: readonly Member[],
  prepare: Prepare,
): Promise<Result[]> => {
  const ids = [...new Set(members.flatMap((m) => accountsOf(m.movement)))];
  const lock = await lockBatch(tx, ids, prepare);
  const accounts = new Map<string, Account>(
    lock.accounts.map((row) => [
      row.id,
      {
        id: row.id,
        owner: row.owner,
        kind: row.kind,
        currency: row.currency,
        balance: BigInt(row.balance),
        held: BigInt(row.held),
        day: row.day,
        outflow: BigInt(row.outflow),
        cap: row.cap === null ? null : BigInt(row.cap),
      },
    ]),
  );
  const writes: BatchWrites = { accounts: new Map(), entries: [], deadline: null, also: [] };
  const clock = { today: lock.today, nowMs: lock.now_ms };
  const results = members.map((member) => reckon(member, accounts, clock, writes));
  if (writes.entries.length === 0) return results;
  const createdAt = await writeBatch(tx, writes, prepare);
  for (const result of results) if ("moved" in result) result.moved.createdAt = createdAt;
  return results;
};

/** One movement as it would be applied without batching, in its own request's context. */
const alone = (pool: DatabasePool, prepare: Prepare, member: Member): Promise<Moved> => {
  const run = () => moveAlone(pool, member.movement, member.entryIds, prepare, member.deadline);
  return member.context === undefined ? run() : runInRequestContext(member.context, run);
};

/**
 * Batches written at once per pool. With one, the movements waited on its four round trips in turn; with
 * two, one batch's statements overlap the other's (a batch locks its accounts, so two that share one queue
 * as single movements do). bench:ledger, 8 clients, quiet machine, alternating runs: 59.6% and 51.2% of
 * pgbench's TPC-B with two, 42.9% and 45.8% with one, PostgreSQL's CPU per transfer about the same.
 */
const BATCHES_IN_FLIGHT = 2;

/** Errors after which a batch's fate is unknown (it may have committed): its movements are not applied again. */
const unknownOutcomes = new WeakSet<object>();

/** SQLSTATEs that say the connection, not the batch, failed: the server is going away or the link broke. */
const CONNECTION_LOST = /^(08...|57P0[123])$/;

/**
 * Whether the database answered the batch with a refusal of something in it (a constraint, a unique index, a
 * deadline at COMMIT): then nothing of it was written, and each movement is applied again alone to find
 * which. A batch that never reached the database or whose link failed (no connection within its bound, a
 * statement unanswered, a connection lost) is not: every movement in it would meet the same, one after the
 * other, so each caller gets that answer at once (503 with Retry-After).
 */
const refusedByDatabase = (err: unknown): boolean => {
  if (typeof err !== "object" || err === null || unknownOutcomes.has(err)) return false;
  const code = codeOf(err);
  return code !== undefined && !CONNECTION_LOST.test(code) && !/^E[A-Z]+$/.test(code);
};

/**
 * From now on, movements given `pool` itself (not a transaction of it) are applied in batches of at most
 * `maxMovements` (1: each alone, as before); a movement waits for a batch at most `maxWaitMs` (the wait for a
 * pooled connection, DB_ACQUIRE_TIMEOUT_MS). `metrics` counts the batches' sizes.
 */
export const batchMovements = (
  pool: DatabasePool,
  options: { prepare: Prepare; maxMovements: number; maxWaitMs: number; metrics?: MetricsRegistry },
): void => {
  const { prepare, maxMovements } = options;
  if (maxMovements <= 1) return;
  const sizes = options.metrics?.histogram({
    name: "trustplane_money_batch_movements",
    help: "Movements of money applied together in one transaction (src/money/batch.ts), per batch: 1 when a movement arrived at an idle writer and went out alone.",
    buckets: [1, 2, 4, 8, 16, 32, 64],
  });
  const write = async (members: readonly Member[]): Promise<Result[]> => {
    sizes?.observe(members.length);
    const [only] = members;
    if (members.length === 1) return [{ moved: await alone(pool, prepare, only!) }];
    // Its own context: what the database driver notes about the batch's statements is the batch's.
    const context = new RequestContext(undefined);
    try {
      const results = await runInRequestContext(context, () =>
        retryOnConflict(() => pool.transaction((tx) => applyBatch(tx, members, prepare))),
      );
      for (const [i, result] of results.entries()) {
        if ("alone" in result) results[i] = { moved: await alone(pool, prepare, members[i]!) };
      }
      return results;
    } catch (err) {
      if (context.outcomeUnknown) {
        for (const member of members) if (member.context) member.context.outcomeUnknown = true;
        if (typeof err === "object" && err !== null) unknownOutcomes.add(err);
      }
      throw err;
    }
  };
  const batched = groupCommit<Member, Result>(write, {
    maxBatch: maxMovements,
    inFlight: BATCHES_IN_FLIGHT,
    // Waiting for a batch is waiting for the database: past the wait for a pooled connection, a movement
    // not yet in a batch is dropped (nothing sent) and answered 503 with Retry-After, as it would be alone.
    maxWait: {
      ms: options.maxWaitMs,
      error: () =>
        new DatabaseAcquireTimeoutError(
          `No turn to write within ${options.maxWaitMs} ms: the database is busy or away.`,
        ),
    },
    writeAloneAfter: refusedByDatabase,
  });
  useBatcher(pool, async (movement) => {
    const result = await batched({ ...movement, context: currentRequestContext() });
    if ("refused" in result) throw result.refused;
    if ("alone" in result) throw new Error("a movement left to run alone was not run");
    return result.moved;
  });
};
