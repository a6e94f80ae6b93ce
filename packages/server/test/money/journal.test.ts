// The money engine (src/money/journal.ts) on its own, for any currency: what a movement checks, what it
// writes, and that nothing else writes the books. The modules' suites prove the same through their routes
// (test/ledger, test/payments, test/earnings); journal.pg.test.ts proves conservation under concurrency.
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { CheckIntegrityConstraintViolationError, sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asTemplate } from "../../src/db/prepared.ts";
import { setDailyOutflowCap } from "../../src/money/journal.ts";
import { MovementRefused, move } from "../../src/money/move.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { type Books, booksProblems, entryId, fund, openBooks } from "./books.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

const refusalOf = async (work: Promise<unknown>) => {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MovementRefused);
  return err as MovementRefused;
};

const balances = async (ids: readonly string[]) =>
  new Map(
    (
      (await app.ctx.db.any(sql.unsafe`
        SELECT id, balance, held FROM journal_accounts WHERE id = ANY(${sql.array([...ids], "text")})`)) as readonly {
        id: string;
        balance: bigint;
        held: bigint;
      }[]
    ).map((r) => [r.id, r]),
  );

const entriesOf = async (movementId: string) =>
  app.ctx.db.any(sql.unsafe`
    SELECT kind, amount, debit_account_id, debit_owner_id, debit_balance_after, credit_account_id, credit_owner_id,
      credit_balance_after, currency
    FROM journal_entries WHERE movement_id = ${movementId} ORDER BY seq`);

describe("a movement", () => {
  let books: Books;
  beforeAll(async () => {
    books = await openBooks(app.ctx.db, "XTS", 3);
  });

  it("writes one entry per leg with each side's owner and balance right after it, in any currency", async () => {
    const [a, b] = books.users;
    const id = `mov_${randomUUID()}`;
    await fund(app.ctx.db, books, a!.id, 500n, id);
    const moved = await move(
      app.ctx.db,
      {
        id: `${id}-2`,
        currency: "XTS",
        legs: [
          { kind: "pay", from: a!.id, to: b!.id, amount: 100n },
          { kind: "pay_fee", from: a!.id, to: books.fee, amount: 7n },
        ],
        owned: { accountId: a!.id, ownerId: a!.owner },
      },
      entryId,
    );
    expect(moved.entryIds).toHaveLength(2);
    expect(moved.balances.get(a!.id)).toBe(393n);
    expect(await entriesOf(`${id}-2`)).toEqual([
      expect.objectContaining({
        kind: "pay",
        amount: 100n,
        debit_owner_id: a!.owner,
        debit_balance_after: 400n,
        credit_balance_after: 100n,
        currency: "XTS",
      }),
      expect.objectContaining({ kind: "pay_fee", amount: 7n, debit_balance_after: 393n, credit_owner_id: null }),
    ]);
  });

  it("refuses, with nothing written, an account of another currency, another's account, a system recipient, a short balance", async () => {
    const [a, b] = books.users;
    const other = await openBooks(app.ctx.db, "XTT", 1);
    const before = await balances([a!.id, b!.id, other.users[0]!.id, books.fee]);
    const attempt = (over: Partial<Parameters<typeof move>[1]>) =>
      move(
        app.ctx.db,
        {
          id: `mov_${randomUUID()}`,
          currency: "XTS",
          legs: [{ kind: "pay", from: a!.id, to: b!.id, amount: 1n }],
          ...over,
        },
        entryId,
      );
    expect(
      (await refusalOf(attempt({ legs: [{ kind: "pay", from: a!.id, to: other.users[0]!.id, amount: 1n }] }))).refusal,
    ).toEqual({
      reason: "unknown-account",
    });
    expect((await refusalOf(attempt({ owned: { accountId: a!.id, ownerId: b!.owner } }))).refusal.reason).toBe(
      "not-owner",
    );
    expect(
      (
        await refusalOf(
          attempt({ legs: [{ kind: "pay", from: a!.id, to: books.fee, amount: 1n }], userAccounts: [books.fee] }),
        )
      ).refusal.reason,
    ).toBe("not-user-account");
    expect(
      (await refusalOf(attempt({ legs: [{ kind: "pay", from: b!.id, to: a!.id, amount: 10_000n }] }))).refusal.reason,
    ).toBe("insufficient-funds");
    expect(await balances([a!.id, b!.id, other.users[0]!.id, books.fee])).toEqual(before);
  });

  it("answers every failed check, so a module can answer them in its own order", async () => {
    const [a] = books.users;
    const err = await refusalOf(
      move(
        app.ctx.db,
        {
          id: `mov_${randomUUID()}`,
          currency: "XTS",
          legs: [{ kind: "pay", from: a!.id, to: "acc_nobody", amount: 1n }],
          owned: { accountId: a!.id, ownerId: "someone else" },
        },
        entryId,
      ),
    );
    expect([...err.failed]).toEqual(["unknown-account", "not-owner"]);
  });

  it("counts outflow against a daily cap, and lifts the cap", async () => {
    const capped = await openBooks(app.ctx.db, "XTC", 2, 150n);
    const [a, b] = capped.users;
    await fund(app.ctx.db, capped, a!.id, 1_000n);
    const pay = (amount: bigint) =>
      move(
        app.ctx.db,
        {
          id: `mov_${randomUUID()}`,
          currency: "XTC",
          legs: [{ kind: "pay", from: a!.id, to: b!.id, amount }],
          owned: { accountId: a!.id, ownerId: a!.owner },
          outflow: { accountId: a!.id, amount },
        },
        entryId,
      );
    await pay(100n);
    expect((await refusalOf(pay(51n))).refusal).toEqual({
      reason: "outflow-limit",
      cap: 150n,
      spentToday: 100n,
      amount: 51n,
    });
    await setDailyOutflowCap(app.ctx.db, { ownerId: a!.owner, currency: "XTC", cap: null });
    await pay(500n);
    expect((await balances([a!.id])).get(a!.id)!.balance).toBe(400n);
  });

  it("moves held amounts with the money, and never below zero", async () => {
    const [, , c] = books.users;
    await fund(app.ctx.db, books, c!.id, 300n);
    const hold = (amount: bigint, delta: bigint) =>
      move(
        app.ctx.db,
        {
          id: `mov_${randomUUID()}`,
          currency: "XTS",
          legs: [{ kind: "hold", from: c!.id, to: books.fee, amount }],
          holds: [{ accountId: c!.id, delta }],
        },
        entryId,
      );
    await hold(200n, 200n);
    expect((await balances([c!.id])).get(c!.id)).toMatchObject({ balance: 100n, held: 200n });
    expect((await refusalOf(hold(1n, -201n))).refusal.reason).toBe("insufficient-funds");
    expect((await balances([c!.id])).get(c!.id)).toMatchObject({ balance: 100n, held: 200n });
  });

  it("refuses a balance past the largest a JSON number holds, but lets a mint go as far as bigint does", async () => {
    const big = await openBooks(app.ctx.db, "XTB", 1);
    const [a] = big.users;
    await move(
      app.ctx.db,
      {
        id: `mov_${randomUUID()}`,
        currency: "XTB",
        legs: [{ kind: "mint", from: big.mint, to: a!.id, amount: 999_999_999_999_999n }],
      },
      entryId,
    );
    expect(
      (
        await refusalOf(
          move(
            app.ctx.db,
            {
              id: `mov_${randomUUID()}`,
              currency: "XTB",
              legs: [{ kind: "mint", from: big.mint, to: a!.id, amount: 1n }],
            },
            entryId,
          ),
        )
      ).refusal.reason,
    ).toBe("balance-limit");
    expect((await balances([big.mint])).get(big.mint)!.balance).toBe(-999_999_999_999_999n);
  });

  it("moves one resource's money once: a second movement with the same id and kind is refused by the books", async () => {
    const [a, b] = books.users;
    const id = `mov_${randomUUID()}`;
    await fund(app.ctx.db, books, a!.id, 5n, id);
    await expect(fund(app.ctx.db, books, b!.id, 5n, id)).rejects.toMatchObject({
      constraint: "journal_entries_movement_kind",
    });
    expect(await entriesOf(id)).toHaveLength(1);
  });

  it("keeps entries immutable", async () => {
    const [a] = books.users;
    const id = `mov_${randomUUID()}`;
    await fund(app.ctx.db, books, a!.id, 5n, id);
    await expect(
      app.ctx.db.query(sql.unsafe`UPDATE journal_entries SET amount = 6 WHERE movement_id = ${id}`),
    ).rejects.toThrow(/immutable/);
    await expect(app.ctx.db.query(sql.unsafe`DELETE FROM journal_entries WHERE movement_id = ${id}`)).rejects.toThrow(
      /immutable/,
    );
  });

  it("keeps an account's kind, owner and counters valid, though most are not CHECKs a movement pays for", async () => {
    const [a] = books.users;
    const insert = (kind: string, owner: string | null) =>
      app.ctx.db.query(sql.unsafe`
        INSERT INTO journal_accounts (id, currency, owner_id, kind) VALUES (${`acc_${randomUUID()}`}, 'XTS', ${owner}, ${kind})`);
    const violated = async (work: Promise<unknown>) => {
      const err = await work.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(CheckIntegrityConstraintViolationError);
      return (err as CheckIntegrityConstraintViolationError).constraint;
    };
    expect(await violated(insert("bank", null))).toBe("journal_accounts_kind_check");
    expect(await violated(insert("user", null))).toBe("journal_accounts_owner_kind");
    expect(await violated(insert("fee", a!.owner))).toBe("journal_accounts_owner_kind");
    expect(
      await violated(app.ctx.db.query(sql.unsafe`UPDATE journal_accounts SET kind = 'fee' WHERE id = ${a!.id}`)),
    ).toBe("journal_accounts_owner_kind");
    for (const change of [
      sql.fragment`held = -1`,
      sql.fragment`held = 1000000000000000`,
      sql.fragment`outflow_today = -1`,
      sql.fragment`daily_outflow_cap = -1`,
    ]) {
      expect(
        await violated(app.ctx.db.query(sql.unsafe`UPDATE journal_accounts SET ${change} WHERE id = ${a!.id}`)),
      ).toBe("journal_accounts_counters");
    }
    // What is valid still is: a system account without an owner.
    await insert("fee", null);
  });

  it("leaves every book balanced: per currency the balances sum to 0 and each account reconciles", async () => {
    const problems = () =>
      booksProblems((text) => app.ctx.db.anyFirst(sql.unsafe(asTemplate(text))) as Promise<readonly string[]>);
    expect(await problems()).toEqual([]);
    // And the check sees books that do not hold: one balance changed behind the journal's back.
    const [a] = books.users;
    await app.ctx.db.query(sql.unsafe`UPDATE journal_accounts SET balance = balance + 1 WHERE id = ${a!.id}`);
    try {
      expect(await problems()).toEqual(
        expect.arrayContaining(["currency XTS sums to 1", expect.stringMatching(`^account ${a!.id} holds`)]),
      );
    } finally {
      await app.ctx.db.query(sql.unsafe`UPDATE journal_accounts SET balance = balance - 1 WHERE id = ${a!.id}`);
    }
    expect(await problems()).toEqual([]);
  });
});

describe("the one writer", () => {
  const src = fileURLToPath(new URL("../../src/", import.meta.url));
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith(".ts") ? [join(dir, d.name)] : [],
    );
  const WRITES = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+journal_(?:accounts|entries)\b/i;

  it("is src/money/journal.ts: no other source file writes an account or an entry", () => {
    const writers = files(src).filter((file) => WRITES.test(readFileSync(file, "utf8")));
    expect(writers.map((file) => relative(src, file))).toEqual(["money/journal.ts"]);
  });

  it("and no database function does either", async () => {
    const functions = (await app.ctx.db.anyFirst(sql.unsafe`
      SELECT proname FROM pg_proc WHERE pronamespace = 'public'::regnamespace
        AND prosrc ~* '(insert\\s+into|update|delete\\s+from)\\s+(journal_accounts|journal_entries|accounts|payment_wallets)\\M'`)) as readonly string[];
    expect(functions).toEqual([]);
  });

  it("would see a writer: the checks above find one in a file and in a function", async () => {
    expect(WRITES.test("await db.query(sql`UPDATE journal_accounts SET balance = 0`)")).toBe(true);
    await app.ctx.db.query(sql.unsafe`
      CREATE FUNCTION pg_temp.sneaky() RETURNS void LANGUAGE sql AS 'UPDATE journal_accounts SET balance = 0 WHERE false'`);
    const found = await app.ctx.db.anyFirst(sql.unsafe`
      SELECT proname FROM pg_proc WHERE proname = 'sneaky'
        AND prosrc ~* '(insert\\s+into|update|delete\\s+from)\\s+(journal_accounts|journal_entries|accounts|payment_wallets)\\M'`);
    expect(found).toEqual(["sneaky"]);
  });
});
