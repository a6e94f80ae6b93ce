import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORT_BATCH, exportRows } from "../../src/modules/ledger/ledger-lists.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { newId } from "../ids.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

type Op = { id: string; kind: string; amount: number; from: string | null; to: string; transferId: string | null };

const userWithAccounts = async (count = 1) => {
  const user = await app.register();
  for (let i = 1; i < count; i++) await app.call("POST", "/api/ledger/accounts", { token: user.token });
  const accounts = (await app.call("GET", "/api/ledger/accounts", { token: user.token })).body.items.map(
    (a: { id: string }) => a.id,
  ) as string[];
  return { ...user, accounts };
};

const topup = async (token: string, accountId: string, amount: number) => {
  const res = await app.call("POST", "/api/ledger/topup", { token, body: { accountId, amount } });
  expect(res.status).toBe(200);
  return res.body.operationId as string;
};

const transfer = async (token: string, from: string, to: string, amount: number) => {
  const res = await app.call("POST", "/api/ledger/transfer", { token, body: { from, to, amount } });
  expect(res.status).toBe(201);
  return res.body as { id: string; operationId: string };
};

/** Every item of a list, following nextCursor, with the page size given. */
const walk = async (token: string, path: string, limit: number, between?: () => Promise<void>) => {
  const items: Op[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
    const res = await app.call("GET", `${path}${query}`, { token });
    expect(res.status).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
    pages++;
    await between?.();
  } while (cursor);
  return { items, pages };
};

/** Splits an RFC 4180 body whose cells need no quoting (ids, kinds, amounts, timestamps). */
const csvRows = (text: string) => {
  expect(text.endsWith("\r\n")).toBe(true);
  const lines = text.slice(0, -2).split("\r\n");
  for (const line of lines) expect(line).not.toMatch(/["\n\r]/);
  return lines.map((line) => line.split(","));
};

describe("GET /api/ledger/operations", () => {
  it("lists operations on the caller's accounts, newest first, each once", async () => {
    const alice = await userWithAccounts(2);
    const bob = await userWithAccounts();
    const carol = await userWithAccounts();
    const t1 = await topup(alice.token, alice.accounts[0]!, 100);
    const own = await transfer(alice.token, alice.accounts[0]!, alice.accounts[1]!, 10); // both sides Alice's
    const out = await transfer(alice.token, alice.accounts[1]!, bob.accounts[0]!, 2.5);
    const bobTopup = await topup(bob.token, bob.accounts[0]!, 5);
    const inbound = await transfer(bob.token, bob.accounts[0]!, alice.accounts[0]!, 1.25);
    await topup(carol.token, carol.accounts[0]!, 7); // nobody else's business

    const res = await app.call("GET", "/api/ledger/operations", { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.items.map((op: Op) => op.id)).toEqual([inbound.operationId, out.operationId, own.operationId, t1]);
    expect(res.body.items[3]).toEqual({
      id: t1,
      kind: "topup",
      amount: 100,
      from: null,
      to: alice.accounts[0],
      createdAt: expect.any(String),
      transferId: null,
    });
    expect(res.body.items[0]).toMatchObject({
      kind: "transfer",
      amount: 1.25,
      from: bob.accounts[0],
      to: alice.accounts[0],
      transferId: inbound.id,
    });

    const bobs = await app.call("GET", "/api/ledger/operations", { token: bob.token });
    expect(bobs.body.items.map((op: Op) => op.id)).toEqual([inbound.operationId, bobTopup, out.operationId]);
  });

  it("pages with limit and cursor without repeating or skipping, and refuses bad ones with 400", async () => {
    const user = await userWithAccounts();
    const ids: string[] = [];
    for (let i = 1; i <= 7; i++) ids.unshift(await topup(user.token, user.accounts[0]!, i));
    const { items, pages } = await walk(user.token, "/api/ledger/operations", 3);
    expect(pages).toBe(3);
    expect(items.map((op) => op.id)).toEqual(ids);
    const first = await app.call("GET", "/api/ledger/operations?limit=3", { token: user.token });
    expect(first.body.total).toBe(7);

    for (const query of ["limit=0", "limit=201", "limit=abc", "cursor=not-a-cursor", "cursor=", "page=2"]) {
      const res = await app.call("GET", `/api/ledger/operations?${query}`, { token: user.token });
      expect(res.status, query).toBe(400);
    }
  });

  it("walks every older operation exactly once while new ones are written between pages", async () => {
    const payer = await userWithAccounts(2);
    const payee = await userWithAccounts();
    await topup(payer.token, payer.accounts[0]!, 1000);
    for (let i = 0; i < 24; i++) await transfer(payer.token, payer.accounts[0]!, payee.accounts[0]!, 1);
    const before = await walk(payer.token, "/api/ledger/operations", 200);
    expect(before.items).toHaveLength(25);

    // Each page is followed by a burst of new operations, in and out, on both of the payer's accounts.
    const during = await walk(payer.token, "/api/ledger/operations", 4, async () => {
      await Promise.all([
        transfer(payer.token, payer.accounts[0]!, payer.accounts[1]!, 1),
        transfer(payer.token, payer.accounts[0]!, payee.accounts[0]!, 1),
        transfer(payee.token, payee.accounts[0]!, payer.accounts[1]!, 1),
        topup(payer.token, payer.accounts[1]!, 1),
      ]);
    });
    const seen = during.items.map((op) => op.id);
    expect(new Set(seen).size).toBe(seen.length); // nothing repeated
    // Every operation that existed when the walk began is there, in the same order.
    const older = new Set(before.items.map((op) => op.id));
    expect(seen.filter((id) => older.has(id))).toEqual(before.items.map((op) => op.id));
    // Only the first page can hold newer ones: later pages continue strictly below the cursor.
    expect(seen.slice(4).every((id) => older.has(id))).toBe(true);
  });
});

describe("GET /api/ledger/transfers", () => {
  it("lists only transfers into or out of the caller's accounts, paginated, newest first", async () => {
    const alice = await userWithAccounts();
    const bob = await userWithAccounts();
    await topup(alice.token, alice.accounts[0]!, 50);
    const sent: string[] = [];
    for (let i = 1; i <= 5; i++)
      sent.unshift((await transfer(alice.token, alice.accounts[0]!, bob.accounts[0]!, i)).id);
    const page = await app.call("GET", "/api/ledger/transfers?limit=2", { token: bob.token });
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(5);
    expect(page.body.items[0]).toEqual({
      id: sent[0],
      from: alice.accounts[0],
      to: bob.accounts[0],
      amount: 5,
      createdAt: expect.any(String),
      operationId: expect.stringMatching(/^op_/),
    });
    const all = await walk(bob.token, "/api/ledger/transfers", 2);
    expect(all.items.map((t) => t.id)).toEqual(sent);
    const none = await app.call("GET", "/api/ledger/transfers", { token: (await userWithAccounts()).token });
    expect(none.body).toEqual({ items: [], total: 0, nextCursor: null });
  });
});

describe("CSV exports", () => {
  it("operations.csv: exactly id, kind, amount, from, to, createdAt, oldest first, amounts exact", async () => {
    const alice = await userWithAccounts();
    const bob = await userWithAccounts();
    const t = await topup(alice.token, alice.accounts[0]!, 100.1);
    const tr = await transfer(alice.token, alice.accounts[0]!, bob.accounts[0]!, 0.29);
    const res = await app.call("GET", "/api/ledger/operations.csv", { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="operations.csv"');
    const json = (await app.call("GET", "/api/ledger/operations", { token: alice.token })).body.items as {
      createdAt: string;
    }[];
    expect(csvRows(res.text)).toEqual([
      ["id", "kind", "amount", "from", "to", "createdAt"],
      [t, "topup", "100.10", "", alice.accounts[0], json[1]!.createdAt],
      [tr.operationId, "transfer", "0.29", alice.accounts[0], bob.accounts[0], json[0]!.createdAt],
    ]);
    // Bob sees the transfer, not Alice's top-up.
    const bobs = csvRows((await app.call("GET", "/api/ledger/operations.csv", { token: bob.token })).text);
    expect(bobs.map((row) => row[0])).toEqual(["id", tr.operationId]);
  });

  it("operations.csv with no operations is the header alone", async () => {
    const user = await userWithAccounts();
    const res = await app.call("GET", "/api/ledger/operations.csv", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.text).toBe("id,kind,amount,from,to,createdAt\r\n");
  });

  it("operations.csv holds the whole ledger, across many batches, each row once", async () => {
    const user = await userWithAccounts();
    const account = user.accounts[0]!;
    // More rows than several export batches, written straight into the journal (fast).
    const count = EXPORT_BATCH * 2 + 37;
    const ids = Array.from({ length: count }, () => newId("operation"));
    await app.ctx.db.query(sql.unsafe`
      INSERT INTO journal_entries (id, movement_id, currency, kind, amount, debit_account_id, debit_balance_after,
        credit_account_id, credit_owner_id, credit_balance_after)
      SELECT id, id, 'TNU', 'topup', 1, 'acc_0000000000000000000000MN00', -n, ${account}, ${user.userId}, n
      FROM unnest(${sql.array(ids, "text")}::text[]) WITH ORDINALITY AS t(id, n)`);
    const res = await app.call("GET", "/api/ledger/operations.csv", { token: user.token });
    const rows = csvRows(res.text).slice(1);
    expect(rows).toHaveLength(count);
    expect(rows.map((row) => row[0])).toEqual(ids);
    expect(rows.every((row) => row.length === 6 && row[2] === "0.01")).toBe(true);
  });

  it("exports in small independent batches, leaving out what was written after it began", async () => {
    const user = await userWithAccounts();
    for (let i = 0; i < 5; i++) await topup(user.token, user.accounts[0]!, 1);
    const rows = exportRows(app.ctx.db, "operations", user.userId, 2);
    const first = await rows.next();
    expect(first.done).toBe(false);
    await topup(user.token, user.accounts[0]!, 1); // after the export began
    let n = 1;
    for await (const _ of rows) n++;
    expect(n).toBe(5);
  });

  it("transfers.csv: the caller's transfers with id, operationId, from, to, amount, createdAt", async () => {
    const alice = await userWithAccounts();
    const bob = await userWithAccounts();
    await topup(alice.token, alice.accounts[0]!, 10);
    const a = await transfer(alice.token, alice.accounts[0]!, bob.accounts[0]!, 1.5);
    const b = await transfer(alice.token, alice.accounts[0]!, bob.accounts[0]!, 2);
    const res = await app.call("GET", "/api/ledger/transfers.csv", { token: bob.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="transfers.csv"');
    const rows = csvRows(res.text);
    expect(rows[0]).toEqual(["id", "operationId", "from", "to", "amount", "createdAt"]);
    expect(rows.slice(1).map((row) => row.slice(0, 5))).toEqual([
      [a.id, a.operationId, alice.accounts[0], bob.accounts[0], "1.50"],
      [b.id, b.operationId, alice.accounts[0], bob.accounts[0], "2.00"],
    ]);
  });
});
