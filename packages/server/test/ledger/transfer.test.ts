import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

/** A user whose default account holds `funds` TNU. */
const funded = async (funds = 0) => {
  const user = await app.register();
  const account = (await app.call("GET", "/api/ledger/accounts", { token: user.token })).body.items[0].id as string;
  if (funds > 0) {
    const res = await app.call("POST", "/api/ledger/topup", {
      token: user.token,
      body: { accountId: account, amount: funds },
    });
    expect(res.status).toBe(200);
  }
  return { ...user, account };
};

const balanceOf = async (accountId: string): Promise<bigint> =>
  (await app.ctx.db.oneFirst(sql.unsafe`SELECT balance FROM journal_accounts WHERE id = ${accountId}`)) as bigint;

const transferRows = (accountId: string) =>
  app.ctx.db.any(sql.unsafe`
    SELECT id, transfer_id, amount, from_account_id, from_owner_id, from_balance_after, to_account_id, to_owner_id,
      to_balance_after
    FROM ledger_operations WHERE kind = 'transfer' AND (from_account_id = ${accountId} OR to_account_id = ${accountId})
    ORDER BY id`);

const transfer = (token: string, body: unknown, headers?: Record<string, string>) =>
  app.call("POST", "/api/ledger/transfer", { token, body, headers });

describe("POST /api/ledger/transfer", () => {
  it("debits from and credits to in one operation that records both sides", async () => {
    const payer = await funded(100);
    const payee = await funded();
    const res = await transfer(payer.token, { from: payer.account, to: payee.account, amount: 30.29 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^trf_[0-9A-Z]{26}$/),
      from: payer.account,
      to: payee.account,
      amount: 30.29,
      createdAt: expect.any(String),
      operationId: expect.stringMatching(/^op_[0-9A-Z]{26}$/),
    });
    expect(await balanceOf(payer.account)).toBe(6_971n);
    expect(await balanceOf(payee.account)).toBe(3_029n);
    expect(await transferRows(payer.account)).toEqual([
      {
        id: res.body.operationId,
        transfer_id: res.body.id,
        amount: 3_029n,
        from_account_id: payer.account,
        from_owner_id: payer.userId,
        from_balance_after: 6_971n,
        to_account_id: payee.account,
        to_owner_id: payee.userId,
        to_balance_after: 3_029n,
      },
    ]);
  });

  it("moves money between two of the caller's own accounts", async () => {
    const user = await funded(10);
    const second = (await app.call("POST", "/api/ledger/accounts", { token: user.token })).body.id as string;
    const res = await transfer(user.token, { from: user.account, to: second, amount: 10 });
    expect(res.status).toBe(201);
    expect(await balanceOf(user.account)).toBe(0n);
    expect(await balanceOf(second)).toBe(1_000n);
  });

  it("answers 422 insufficient-funds for an amount above the balance, and changes nothing", async () => {
    const payer = await funded(5);
    const payee = await funded();
    const res = await transfer(payer.token, { from: payer.account, to: payee.account, amount: 5.01 });
    expect(res.status).toBe(422);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body.type).toBe("https://trustplane.dev/problems/insufficient-funds");
    expect(await balanceOf(payer.account)).toBe(500n);
    expect(await balanceOf(payee.account)).toBe(0n);
    expect(await transferRows(payer.account)).toEqual([]);
    // The whole balance can go.
    expect((await transfer(payer.token, { from: payer.account, to: payee.account, amount: 5 })).status).toBe(201);
    expect(await balanceOf(payer.account)).toBe(0n);
  });

  it("answers 403 when the caller does not own from (also when it does not exist), and moves nothing", async () => {
    const victim = await funded(50);
    const thief = await funded();
    const res = await transfer(thief.token, { from: victim.account, to: thief.account, amount: 1 });
    expect(res.status).toBe(403);
    expect(res.body.type).toMatch(/\/not-account-owner$/);
    expect(await balanceOf(victim.account)).toBe(5_000n);
    const missing = await transfer(thief.token, {
      from: "acc_00000000000000000000000000",
      to: victim.account,
      amount: 1,
    });
    expect(missing.status).toBe(403);
  });

  it("answers 404 when to does not exist, and moves nothing", async () => {
    const payer = await funded(50);
    const res = await transfer(payer.token, { from: payer.account, to: "acc_00000000000000000000000000", amount: 1 });
    expect(res.status).toBe(404);
    expect(res.body.type).toMatch(/\/account-not-found$/);
    expect(await balanceOf(payer.account)).toBe(5_000n);
  });

  it("answers 400 same-account when from and to are the same", async () => {
    const payer = await funded(50);
    const res = await transfer(payer.token, { from: payer.account, to: payer.account, amount: 1 });
    expect(res.status).toBe(400);
    expect(res.body.type).toMatch(/\/same-account$/);
    expect(await balanceOf(payer.account)).toBe(5_000n);
  });

  it.each([
    ["zero", 0],
    ["a negative amount", -1],
    ["three decimals", 0.005],
    ["an amount beyond the largest", 1e15],
  ])("refuses %s with 400", async (_label, amount) => {
    const payer = await funded(50);
    const payee = await funded();
    const res = await transfer(payer.token, { from: payer.account, to: payee.account, amount });
    expect(res.status).toBe(400);
    expect(await balanceOf(payer.account)).toBe(5_000n);
  });

  it("refuses missing fields and malformed ids with 400", async () => {
    const payer = await funded(50);
    expect((await transfer(payer.token, { from: payer.account, amount: 1 })).status).toBe(400);
    expect(
      (await transfer(payer.token, { from: payer.account, to: "usr_01M8141BSJK3Q5Q24W6AY02HSC", amount: 1 })).status,
    ).toBe(400);
    expect((await transfer(payer.token, { from: payer.account, to: "acc_' OR 1=1 --", amount: 1 })).status).toBe(400);
  });

  it("refuses a credit that would take to past the largest balance with 422 balance-limit", async () => {
    const payer = await funded(10);
    const payee = await funded();
    await app.ctx.db.query(
      sql.unsafe`UPDATE journal_accounts SET balance = 999999999999999 WHERE id = ${payee.account}`,
    );
    const res = await transfer(payer.token, { from: payer.account, to: payee.account, amount: 1 });
    expect(res.status).toBe(422);
    expect(res.body.type).toMatch(/\/balance-limit$/);
    expect(await balanceOf(payer.account)).toBe(1_000n);
  });
});

describe("the journal", () => {
  it("is immutable: operations can be neither changed nor deleted", async () => {
    const payer = await funded(10);
    const payee = await funded();
    const { operationId } = (await transfer(payer.token, { from: payer.account, to: payee.account, amount: 1 })).body;
    await expect(
      app.ctx.db.query(sql.unsafe`UPDATE ledger_operations SET amount = 1 WHERE id = ${operationId}`),
    ).rejects.toThrow(/immutable/);
    await expect(app.ctx.db.query(sql.unsafe`DELETE FROM ledger_operations WHERE id = ${operationId}`)).rejects.toThrow(
      /immutable/,
    );
    expect((await transferRows(payer.account))[0]).toMatchObject({ amount: 100n });
  });

  it("refuses a negative balance in the database itself, whatever the code does", async () => {
    const user = await funded(1);
    await expect(
      app.ctx.db.query(sql.unsafe`UPDATE journal_accounts SET balance = balance - 101 WHERE id = ${user.account}`),
    ).rejects.toMatchObject({ constraint: "journal_accounts_balance_nonnegative" });
    expect(await balanceOf(user.account)).toBe(100n);
  });
});

describe("POST /api/ledger/transfer with Idempotency-Key", () => {
  it("moves the money once and replays the first response", async () => {
    const payer = await funded(100);
    const payee = await funded();
    const body = { from: payer.account, to: payee.account, amount: 10 };
    const headers = { "idempotency-key": "pay-rent-2026-11" };
    const first = await transfer(payer.token, body, headers);
    const retry = await transfer(payer.token, body, headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await balanceOf(payer.account)).toBe(9_000n);
    expect(await transferRows(payer.account)).toHaveLength(1);
    // Without the key, the same body is a new transfer.
    expect((await transfer(payer.token, body)).status).toBe(201);
    expect(await balanceOf(payer.account)).toBe(8_000n);
  });

  it("replays a refusal too: a retry of an insufficient-funds transfer stays refused", async () => {
    const payer = await funded(1);
    const payee = await funded();
    const body = { from: payer.account, to: payee.account, amount: 2 };
    const headers = { "idempotency-key": "too-much" };
    expect((await transfer(payer.token, body, headers)).status).toBe(422);
    await app.call("POST", "/api/ledger/topup", { token: payer.token, body: { accountId: payer.account, amount: 5 } });
    const retry = await transfer(payer.token, body, headers);
    expect(retry.status).toBe(422);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await balanceOf(payer.account)).toBe(600n);
  });

  it("answers 422 when the same key comes with another body", async () => {
    const payer = await funded(100);
    const payee = await funded();
    const headers = { "idempotency-key": "k-1" };
    await transfer(payer.token, { from: payer.account, to: payee.account, amount: 10 }, headers);
    const other = await transfer(payer.token, { from: payer.account, to: payee.account, amount: 11 }, headers);
    expect(other.status).toBe(422);
    expect(other.body.type).toMatch(/\/idempotency-key-reused$/);
    expect(await balanceOf(payer.account)).toBe(9_000n);
  });

  it("keeps keys per user: another user's identical key is independent", async () => {
    const a = await funded(10);
    const b = await funded(10);
    const headers = { "idempotency-key": "shared-key" };
    expect((await transfer(a.token, { from: a.account, to: b.account, amount: 1 }, headers)).status).toBe(201);
    expect((await transfer(b.token, { from: b.account, to: a.account, amount: 3 }, headers)).status).toBe(201);
    expect(await balanceOf(a.account)).toBe(1_200n);
  });

  it("finds the transfer a lost response made, instead of moving the money again", async () => {
    const payer = await funded(100);
    const payee = await funded();
    const body = { from: payer.account, to: payee.account, amount: 10 };
    const headers = { "idempotency-key": "lost-response" };
    const first = await transfer(payer.token, body, headers);
    // As if the process died between COMMIT and recording the response: the key's record is gone.
    const forget = () =>
      app.ctx.db.query(
        sql.unsafe`DELETE FROM idempotency_keys WHERE principal = ${payer.userId} AND key = 'lost-response'`,
      );
    await forget();
    const retry = await transfer(payer.token, body, headers);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await balanceOf(payer.account)).toBe(9_000n);
    await forget();
    const changed = await transfer(payer.token, { ...body, amount: 20 }, headers);
    expect(changed.status).toBe(422);
    expect(await balanceOf(payer.account)).toBe(9_000n);
  });
});
