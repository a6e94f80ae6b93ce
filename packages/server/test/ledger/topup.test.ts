import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
/** A second server with small faucet limits: 50 TNU per top-up, 3 top-ups per hour. */
let strict: TestServer;
beforeAll(async () => {
  // One after the other: two embedded databases starting at once compete for the same CPU.
  app = await startTestServer();
  strict = await startTestServer({ TOPUP_MAX: "50", TOPUP_LIMIT_PER_HOUR: "3" });
});
afterAll(async () => {
  await Promise.all([app?.close(), strict?.close()]);
});

const userWithAccount = async (server: TestServer = app) => {
  const user = await server.register();
  const account = (await server.call("GET", "/api/ledger/accounts", { token: user.token })).body.items[0].id as string;
  return { ...user, account };
};

const balanceOf = async (server: TestServer, accountId: string): Promise<bigint> =>
  (await server.ctx.db.oneFirst(sql.unsafe`SELECT balance FROM journal_accounts WHERE id = ${accountId}`)) as bigint;

const operationsOf = (server: TestServer, accountId: string) =>
  server.ctx.db.any(sql.unsafe`
    SELECT kind, amount, from_account_id, to_account_id, to_balance_after, idempotency_key
    FROM ledger_operations WHERE to_account_id = ${accountId} OR from_account_id = ${accountId} ORDER BY id`);

describe("POST /api/ledger/topup", () => {
  it("credits the caller's account and records one topup operation with no from", async () => {
    const { token, account } = await userWithAccount();
    const first = await app.call("POST", "/api/ledger/topup", { token, body: { accountId: account, amount: 100.25 } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: account,
      balance: 100.25,
      updatedAt: expect.any(String),
      operationId: expect.stringMatching(/^op_[0-9A-Z]{26}$/),
    });
    const second = await app.call("POST", "/api/ledger/topup", { token, body: { accountId: account, amount: 0.29 } });
    expect(second.body.balance).toBe(100.54);
    expect(await balanceOf(app, account)).toBe(10_054n);
    expect(await operationsOf(app, account)).toEqual([
      {
        kind: "topup",
        amount: 10_025n,
        from_account_id: null,
        to_account_id: account,
        to_balance_after: 10_025n,
        idempotency_key: null,
      },
      {
        kind: "topup",
        amount: 29n,
        from_account_id: null,
        to_account_id: account,
        to_balance_after: 10_054n,
        idempotency_key: null,
      },
    ]);
    const accounts = await app.call("GET", "/api/ledger/accounts", { token });
    expect(accounts.body.items[0]).toMatchObject({ balance: 100.54, updatedAt: second.body.updatedAt });
  });

  it.each([
    ["zero", 0],
    ["a negative amount", -5],
    ["three decimals", 1.005],
    ["a tiny amount", 1e-7],
    ["null", null],
    ["an amount beyond the largest", 1e16],
  ])("refuses %s with 400 and changes nothing", async (_label, amount) => {
    const { token, account } = await userWithAccount();
    const res = await app.call("POST", "/api/ledger/topup", { token, body: { accountId: account, amount } });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.path ?? res.body.detail).toMatch(/amount/);
    expect(await balanceOf(app, account)).toBe(0n);
  });

  it("refuses a malformed account id or extra fields with 400", async () => {
    const { token, account } = await userWithAccount();
    expect(
      (await app.call("POST", "/api/ledger/topup", { token, body: { accountId: "acc_1", amount: 1 } })).status,
    ).toBe(400);
    const extra = await app.call("POST", "/api/ledger/topup", {
      token,
      body: { accountId: account, amount: 1, to: account },
    });
    expect(extra.status).toBe(400);
  });

  it("tops up only the caller's own accounts: another's (or one that does not exist) is 403", async () => {
    const owner = await userWithAccount();
    const other = await userWithAccount();
    const res = await app.call("POST", "/api/ledger/topup", {
      token: other.token,
      body: { accountId: owner.account, amount: 10 },
    });
    expect(res.status).toBe(403);
    expect(res.body.type).toMatch(/\/not-account-owner$/);
    expect(await balanceOf(app, owner.account)).toBe(0n);
    const missing = await app.call("POST", "/api/ledger/topup", {
      token: other.token,
      body: { accountId: "acc_00000000000000000000000000", amount: 10 },
    });
    expect(missing.status).toBe(403);
  });

  it("caps a single top-up (TOPUP_MAX) with 422 topup-limit", async () => {
    const { token, account } = await userWithAccount(strict);
    const over = await strict.call("POST", "/api/ledger/topup", { token, body: { accountId: account, amount: 50.01 } });
    expect(over.status).toBe(422);
    expect(over.body.type).toMatch(/\/topup-limit$/);
    expect(over.body.detail).toContain("50 TNU");
    const at = await strict.call("POST", "/api/ledger/topup", { token, body: { accountId: account, amount: 50 } });
    expect(at.status).toBe(200);
    expect(await balanceOf(strict, account)).toBe(5_000n);
  });

  it("rate-limits top-ups per user over a rolling hour with 429 and Retry-After, even concurrently", async () => {
    const { token, account } = await userWithAccount(strict);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        strict.call("POST", "/api/ledger/topup", { token, body: { accountId: account, amount: 1 } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    const limited = results.find((r) => r.status === 429)!;
    expect(limited.body.type).toMatch(/\/topup-rate-limited$/);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await balanceOf(strict, account)).toBe(300n);
    // Another user has their own allowance.
    const other = await userWithAccount(strict);
    const ok = await strict.call("POST", "/api/ledger/topup", {
      token: other.token,
      body: { accountId: other.account, amount: 1 },
    });
    expect(ok.status).toBe(200);
  });

  it("refuses a credit that would take the balance past the largest one with 422 balance-limit", async () => {
    const { token, account } = await userWithAccount();
    // Only reachable with ~10 million top-ups at the cap; set the balance directly instead.
    await app.ctx.db.query(sql.unsafe`UPDATE journal_accounts SET balance = 999999999999990 WHERE id = ${account}`);
    const res = await app.call("POST", "/api/ledger/topup", { token, body: { accountId: account, amount: 1 } });
    expect(res.status).toBe(422);
    expect(res.body.type).toMatch(/\/balance-limit$/);
    expect(await balanceOf(app, account)).toBe(999_999_999_999_990n);
    expect(await operationsOf(app, account)).toEqual([]);
  });
});

describe("POST /api/ledger/topup with Idempotency-Key", () => {
  it("credits once and replays the first response to a retry", async () => {
    const { token, account } = await userWithAccount();
    const call = () =>
      app.call("POST", "/api/ledger/topup", {
        token,
        body: { accountId: account, amount: 7 },
        headers: { "idempotency-key": "topup-1" },
      });
    const first = await call();
    const retry = await call();
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await balanceOf(app, account)).toBe(700n);
    expect((await operationsOf(app, account)).map((op) => (op as { idempotency_key: string }).idempotency_key)).toEqual(
      ["topup-1"],
    );
  });

  it("answers 422 when the same key comes with another body", async () => {
    const { token, account } = await userWithAccount();
    const headers = { "idempotency-key": "topup-2" };
    await app.call("POST", "/api/ledger/topup", { token, body: { accountId: account, amount: 7 }, headers });
    const other = await app.call("POST", "/api/ledger/topup", {
      token,
      body: { accountId: account, amount: 8 },
      headers,
    });
    expect(other.status).toBe(422);
    expect(other.body.type).toMatch(/\/idempotency-key-reused$/);
    expect(await balanceOf(app, account)).toBe(700n);
  });

  it("finds the credit a lost response made, instead of crediting again", async () => {
    const { token, userId, account } = await userWithAccount();
    const headers = { "idempotency-key": "topup-lost" };
    const first = await app.call("POST", "/api/ledger/topup", {
      token,
      body: { accountId: account, amount: 5 },
      headers,
    });
    // As if the process died between COMMIT and recording the response: the key's record is gone.
    const forget = () =>
      app.ctx.db.query(sql.unsafe`DELETE FROM idempotency_keys WHERE principal = ${userId} AND key = 'topup-lost'`);
    await forget();
    const retry = await app.call("POST", "/api/ledger/topup", {
      token,
      body: { accountId: account, amount: 5 },
      headers,
    });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await balanceOf(app, account)).toBe(500n);
    await forget();
    const changed = await app.call("POST", "/api/ledger/topup", {
      token,
      body: { accountId: account, amount: 6 },
      headers,
    });
    expect(changed.status).toBe(422);
    expect(await balanceOf(app, account)).toBe(500n);
  });
});
