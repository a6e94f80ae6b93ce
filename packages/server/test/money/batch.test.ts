// Money in batches (src/money/batch.ts): movements given the server's pool in the same turn are applied in one
// transaction, each with the outcome, entries and balances it would have had alone, in arrival order.
import { randomUUID } from "node:crypto";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CommitDeadlinePassedError } from "../../src/db/deadline.ts";
import { asTemplate } from "../../src/db/prepared.ts";
import { type Movement, type MovementRefused, move } from "../../src/money/move.ts";
import { runWithDeadline } from "../../src/request-context.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { type Books, booksProblems, entryId, fund, openBooks } from "./books.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

/** The batches' sizes so far, from the server's own metric: how many batches, and how many movements in all. */
const batchSizes = async () => {
  const metric = await app.ctx.metrics.registry.getSingleMetric("trustplane_money_batch_movements")!.get();
  const value = (suffix: string) =>
    metric.values.find(
      (v) => (v as { metricName?: string }).metricName === `trustplane_money_batch_movements${suffix}`,
    )!.value;
  return { batches: value("_count"), movements: value("_sum") };
};

const settle = (work: Promise<unknown>) =>
  work.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

const transfer = (books: Books, from: number, to: number, amount: bigint, extra: Partial<Movement> = {}): Movement => ({
  id: `mov_${randomUUID()}`,
  currency: books.currency,
  legs: [{ kind: "pay", from: books.users[from]!.id, to: books.users[to]!.id, amount }],
  owned: { accountId: books.users[from]!.id, ownerId: books.users[from]!.owner },
  userAccounts: [books.users[to]!.id],
  ...extra,
});

const problems = () =>
  booksProblems((text) => app.ctx.db.anyFirst(sql.unsafe(asTemplate(text))) as Promise<readonly string[]>);

const entryChain = async (accountId: string) =>
  (await app.ctx.db.any(sql.unsafe`
    SELECT movement_id, CASE WHEN debit_account_id = ${accountId} THEN -amount ELSE amount END AS change,
      CASE WHEN debit_account_id = ${accountId} THEN debit_balance_after ELSE credit_balance_after END AS after
    FROM journal_entries WHERE debit_account_id = ${accountId} OR credit_account_id = ${accountId}
    ORDER BY seq`)) as readonly { movement_id: string; change: bigint; after: bigint }[];

describe("movements in one batch", () => {
  it("are decided in arrival order against the balances the ones before left, each with its own outcome", async () => {
    const books = await openBooks(app.ctx.db, "XTS", 3);
    await fund(app.ctx.db, books, books.users[0]!.id, 100n);
    const before = await batchSizes();
    const movements = [
      transfer(books, 0, 1, 60n), // ok: A 40, B 60
      transfer(books, 0, 1, 60n), // A has 40: insufficient funds, alone
      transfer(books, 1, 2, 30n), // B has the 60 the first left: ok, B 30, C 30
      transfer(books, 0, 2, 40n), // A's last 40: ok, A 0, C 70
      transfer(books, 2, 0, 70n, { owned: { accountId: books.users[2]!.id, ownerId: "usr_someone_else" } }), // not C's owner
      { ...transfer(books, 2, 0, 1n), legs: [{ kind: "pay", from: books.users[2]!.id, to: "tac_1nope", amount: 1n }] }, // unknown
      transfer(books, 2, 1, 70n), // C's 70: ok, C 0, B 100
    ];
    const outcomes = await Promise.all(movements.map((m) => settle(move(app.ctx.db, m, entryId))));
    const after = await batchSizes();
    // Applied together: the seven went out in at most two batches (the funding's turn may have taken the first).
    expect(after.movements - before.movements).toBe(7);
    expect(after.batches - before.batches).toBeLessThanOrEqual(2);

    expect(outcomes.map((o) => (o.ok ? "moved" : (o.error as MovementRefused).refusal.reason))).toEqual([
      "moved",
      "insufficient-funds",
      "moved",
      "moved",
      "not-owner",
      "unknown-account",
      "moved",
    ]);
    const [a, b, c] = books.users.map((u) => u.id);
    const balancesOf = (i: number) => (outcomes[i] as { value: { balances: Map<string, bigint> } }).value.balances;
    expect(balancesOf(0)).toEqual(
      new Map([
        [a, 40n],
        [b, 60n],
      ]),
    );
    expect(balancesOf(2)).toEqual(
      new Map([
        [b, 30n],
        [c, 30n],
      ]),
    );
    expect(balancesOf(3)).toEqual(
      new Map([
        [a, 0n],
        [c, 70n],
      ]),
    );
    expect(balancesOf(6)).toEqual(
      new Map([
        [c, 0n],
        [b, 100n],
      ]),
    );
    // Each account's entries, in `seq` order, run from one balance to the next: the order they were applied.
    for (const id of [a!, b!, c!]) {
      let balance = 0n;
      for (const entry of await entryChain(id)) {
        balance += entry.change;
        expect(entry.after).toBe(balance);
      }
    }
    expect((await entryChain(b!)).map((e) => e.movement_id)).toEqual([
      movements[0]!.id,
      movements[2]!.id,
      movements[6]!.id,
    ]);
    // A refused movement wrote nothing.
    const refusedIds = [1, 4, 5].map((i) => movements[i]!.id);
    expect(
      await app.ctx.db.oneFirst(sql.unsafe`
        SELECT count(*)::int FROM journal_entries WHERE movement_id = ANY(${sql.array(refusedIds, "text")})`),
    ).toBe(0);
    expect(await problems()).toEqual([]);
  });

  it("holds the daily outflow cap across the movements of one batch", async () => {
    const books = await openBooks(app.ctx.db, "XTS", 2, 100n);
    await fund(app.ctx.db, books, books.users[0]!.id, 500n);
    const capped = (amount: bigint) =>
      transfer(books, 0, 1, amount, { outflow: { accountId: books.users[0]!.id, amount } });
    const outcomes = await Promise.all([60n, 60n, 40n].map((n) => settle(move(app.ctx.db, capped(n), entryId))));
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true]);
    const refusal = (outcomes[1] as { error: MovementRefused }).error.refusal;
    expect(refusal).toEqual({ reason: "outflow-limit", cap: 100n, spentToday: 60n, amount: 60n });
  });

  it("refuses a movement past its request's deadline alone; the others commit", async () => {
    const books = await openBooks(app.ctx.db, "XTS", 2);
    await fund(app.ctx.db, books, books.users[0]!.id, 100n);
    const past = new Date(Date.now() - 60_000).toISOString();
    const outcomes = await Promise.all([
      settle(move(app.ctx.db, transfer(books, 0, 1, 10n), entryId)),
      settle(runWithDeadline(past, () => move(app.ctx.db, transfer(books, 0, 1, 10n), entryId))),
      settle(move(app.ctx.db, transfer(books, 0, 1, 10n), entryId)),
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true]);
    expect((outcomes[1] as { error: unknown }).error).toBeInstanceOf(CommitDeadlinePassedError);
    expect((outcomes[2] as { value: { balances: Map<string, bigint> } }).value.balances.get(books.users[0]!.id)).toBe(
      80n,
    );
  });

  it("applies each movement alone when the database refuses the batch, so one bad movement fails only itself", async () => {
    const books = await openBooks(app.ctx.db, "XTS", 2);
    await fund(app.ctx.db, books, books.users[0]!.id, 100n);
    // An entry id already taken: the batch's insert fails as a whole, then each movement goes alone.
    const taken = entryId();
    await move(app.ctx.db, transfer(books, 0, 1, 1n), () => taken);
    const before = await batchSizes();
    const outcomes = await Promise.all([
      settle(move(app.ctx.db, transfer(books, 0, 1, 2n), entryId)),
      settle(move(app.ctx.db, transfer(books, 0, 1, 3n), () => taken)),
      settle(move(app.ctx.db, transfer(books, 0, 1, 4n), entryId)),
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true]);
    const after = await batchSizes();
    // One batch of three, then three alone.
    expect(after.batches - before.batches).toBe(4);
    expect(after.movements - before.movements).toBe(6);
    expect((outcomes[2] as { value: { balances: Map<string, bigint> } }).value.balances.get(books.users[0]!.id)).toBe(
      93n,
    );
    expect(await problems()).toEqual([]);
  });

  it("writes each accepted movement's own rows (its `also` writes) with the batch, and none of a refused one's", async () => {
    await app.ctx.db.query(sql.unsafe`CREATE TABLE IF NOT EXISTS test_batch_also (movement text, payee text, n int)`);
    const books = await openBooks(app.ctx.db, "XTS", 2);
    await fund(app.ctx.db, books, books.users[0]!.id, 100n);
    const withRows = (amount: bigint): Movement => {
      const movement = transfer(books, 0, 1, amount);
      const moved = sql.fragment`EXISTS (SELECT 1 FROM moved)`;
      return {
        ...movement,
        also: {
          statement: "test_batch_also",
          writes: [1, 2].map(
            (n) => sql.fragment`
              INSERT INTO test_batch_also (movement, payee, n)
              SELECT ${movement.id}, (SELECT owner_id FROM locked WHERE id = ${books.users[1]!.id}), ${n}::int
              WHERE ${moved}`,
          ),
        },
      };
    };
    const movements = [withRows(30n), withRows(80n), withRows(70n)];
    const outcomes = await Promise.all(movements.map((m) => settle(move(app.ctx.db, m, entryId))));
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true]);
    const rows = await app.ctx.db.any(sql.unsafe`
      SELECT movement, payee, n FROM test_batch_also
      WHERE movement = ANY(${sql.array(
        movements.map((m) => m.id),
        "text",
      )}) ORDER BY movement, n`);
    const payee = books.users[1]!.owner;
    expect(rows).toEqual(
      [movements[0]!.id, movements[2]!.id].sort().flatMap((movement) => [1, 2].map((n) => ({ movement, payee, n }))),
    );
  });

  it("keeps the books whole under many simultaneous movements among few accounts", async () => {
    const books = await openBooks(app.ctx.db, "XTS", 6);
    for (const user of books.users) await fund(app.ctx.db, books, user.id, 1000n);
    const rounds = 5;
    for (let round = 0; round < rounds; round++) {
      const movements = Array.from({ length: 40 }, (_, i) => {
        const from = (i * 7 + round) % 6;
        const to = (from + 1 + (i % 5)) % 6;
        return transfer(books, from, to, BigInt(1 + ((i * 37 + round * 11) % 400)));
      });
      const outcomes = await Promise.all(movements.map((m) => settle(move(app.ctx.db, m, entryId))));
      for (const o of outcomes)
        if (!o.ok) expect((o.error as MovementRefused).refusal.reason).toBe("insufficient-funds");
    }
    const total = (await app.ctx.db.oneFirst(sql.unsafe`
      SELECT sum(balance)::text FROM journal_accounts WHERE id = ANY(${sql.array(
        books.users.map((u) => u.id),
        "text",
      )})`)) as string;
    expect(BigInt(total)).toBe(6000n);
    expect(await problems()).toEqual([]);
  });
});
