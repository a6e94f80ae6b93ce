// The money engine under concurrency on PostgreSQL, in two currencies at once: random multi-leg movements
// from many clients, refused or applied whole, and the books still hold to the unit.
import { randomInt, randomUUID } from "node:crypto";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asTemplate } from "../../src/db/prepared.ts";
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

const totalOf = async (books: Books) =>
  BigInt(
    (await app.ctx.db.oneFirst(sql.unsafe`
      SELECT sum(balance)::text FROM journal_accounts
      WHERE id = ANY(${sql.array([...books.users.map((u) => u.id), books.fee], "text")})`)) as string,
  );

describe("the books under concurrent movements (PostgreSQL)", () => {
  it("keep every unit of both currencies through 1,200 random movements from 40 clients", async () => {
    const currencies = await Promise.all(["XPA", "XPB"].map((c) => openBooks(app.ctx.db, c, 8)));
    for (const books of currencies) {
      for (const user of books.users) {
        await fund(app.ctx.db, books, user.id, 100_000n);
      }
    }
    const before = await Promise.all(currencies.map(totalOf));
    let applied = 0;
    let refused = 0;
    let left = 1_200;
    const worker = async () => {
      while (left-- > 0) {
        const books = currencies[randomInt(2)]!;
        const payer = books.users[randomInt(books.users.length)]!;
        // Each leg's kind is its own: a movement writes one entry per kind (journal_entries_movement_kind).
        const legs = Array.from({ length: 1 + randomInt(3) }, (_, i) => {
          const to = randomInt(4) === 0 ? books.fee : books.users[randomInt(books.users.length)]!.id;
          // One in 25 asks for more than any account holds: refused whole, nothing written.
          const amount = randomInt(25) === 0 ? 10_000_000n : BigInt(1 + randomInt(2_000));
          return { kind: `pay_${i}`, from: payer.id, to, amount };
        }).filter((leg) => leg.to !== leg.from);
        if (legs.length === 0) continue;
        try {
          await move(
            app.ctx.db,
            {
              id: `mov_${randomUUID()}`,
              currency: books.currency,
              legs,
              owned: { accountId: payer.id, ownerId: payer.owner },
            },
            entryId,
          );
          applied++;
        } catch (err) {
          if (!(err instanceof MovementRefused) || err.refusal.reason !== "insufficient-funds") throw err;
          refused++;
        }
      }
    };
    await Promise.all(Array.from({ length: 40 }, worker));
    expect(applied).toBeGreaterThan(600);
    expect(refused).toBeGreaterThan(0);
    expect(await Promise.all(currencies.map(totalOf))).toEqual(before);
    expect(
      await booksProblems((text) => app.ctx.db.anyFirst(sql.unsafe(asTemplate(text))) as Promise<readonly string[]>),
    ).toEqual([]);
    const negative = await app.ctx.db.oneFirst(sql.unsafe`
      SELECT count(*)::int FROM journal_accounts WHERE balance < 0 AND kind NOT IN ('clearing', 'mint')`);
    expect(negative).toBe(0);
  });
});
