import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ACCOUNTS_PER_USER } from "../../src/modules/ledger/accounts.ts";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

const ACCOUNT_ID = /^acc_[0-9A-HJKMNP-TV-Z]{26}$/;

describe("GET /api/ledger/accounts", () => {
  it("lists the caller's accounts: the default one from registration first, in TNU", async () => {
    const { token } = await app.register();
    const res = await app.call("GET", "/api/ledger/accounts", { token });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0]).toEqual({
      id: expect.stringMatching(ACCOUNT_ID),
      balance: 0,
      currency: "TNU",
      isDefault: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("shows only the caller's own accounts", async () => {
    const a = await app.register();
    const b = await app.register();
    const aIds = (await app.call("GET", "/api/ledger/accounts", { token: a.token })).body.items.map(
      (x: { id: string }) => x.id,
    );
    const bIds = (await app.call("GET", "/api/ledger/accounts", { token: b.token })).body.items.map(
      (x: { id: string }) => x.id,
    );
    expect(aIds.some((id: string) => bIds.includes(id))).toBe(false);
  });

  it("refuses every wallet endpoint without a valid token with 401", async () => {
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/ledger/accounts"],
      ["POST", "/api/ledger/accounts", {}],
      ["GET", "/api/ledger/accounts.csv"],
      ["GET", "/api/ledger/accounts/lookup?email=a%40example.test"],
      ["GET", "/api/ledger/accounts/acc_01M8141BSJK3Q5Q24W6AY02HSC"],
      ["POST", "/api/ledger/topup", { accountId: "acc_01M8141BSJK3Q5Q24W6AY02HSC", amount: 1 }],
      [
        "POST",
        "/api/ledger/transfer",
        { from: "acc_01M8141BSJK3Q5Q24W6AY02HSC", to: "acc_01M8141BVHGAN3M8WJ1R2J8ENH", amount: 1 },
      ],
      ["GET", "/api/ledger/operations"],
      ["GET", "/api/ledger/operations.csv"],
      ["GET", "/api/ledger/transfers"],
      ["GET", "/api/ledger/transfers.csv"],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await app.call(method, path, { body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.headers.get("content-type")).toContain("application/problem+json");
      const forged = await app.call(method, path, { body, token: "not.a.token" });
      expect(forged.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("GET /api/ledger/accounts/{id}", () => {
  it("reads a created account by id with its balance now; another user's id and an unknown one are the same 404", async () => {
    const owner = await app.register();
    const other = await app.register();
    const opened = await app.call("POST", "/api/ledger/accounts", { token: owner.token });
    expect(opened.status).toBe(201);
    const read = await app.call("GET", `/api/ledger/accounts/${opened.body.id}`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(opened.body);

    const topup = await app.call("POST", "/api/ledger/topup", {
      token: owner.token,
      body: { accountId: opened.body.id, amount: 12.34 },
    });
    expect(topup.status).toBe(200);
    const after = await app.call("GET", `/api/ledger/accounts/${opened.body.id}`, { token: owner.token });
    expect(after.body).toMatchObject({ id: opened.body.id, balance: 12.34, isDefault: false });

    const theirs = await app.call("GET", `/api/ledger/accounts/${opened.body.id}`, { token: other.token });
    const unknown = await app.call("GET", "/api/ledger/accounts/acc_01M8141BSJK3Q5Q24W6AY02HSC", {
      token: other.token,
    });
    expect([theirs.status, theirs.body.code]).toEqual([404, "account-not-found"]);
    expect([unknown.status, unknown.body.code]).toEqual([404, "account-not-found"]);
    expect(theirs.body.detail).toBe(unknown.body.detail);
    // Not an account id at all: the contract's pattern refuses it (so `lookup` is never read as an id).
    expect((await app.call("GET", "/api/ledger/accounts/nope", { token: owner.token })).status).toBe(400);
  });
});

describe("POST /api/ledger/accounts", () => {
  it("opens another account with a zero balance, with or without a body", async () => {
    const { token } = await app.register();
    const first = await app.call("POST", "/api/ledger/accounts", { token });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ balance: 0, currency: "TNU", isDefault: false });
    expect(first.body.id).toMatch(ACCOUNT_ID);
    const second = await app.call("POST", "/api/ledger/accounts", { token, body: { currency: "TNU" } });
    expect(second.status).toBe(201);
    const list = await app.call("GET", "/api/ledger/accounts", { token });
    expect(list.body.items.map((a: { id: string }) => a.id).slice(1)).toEqual([first.body.id, second.body.id]);
  });

  it("refuses another currency and unknown fields with 400", async () => {
    const { token } = await app.register();
    expect((await app.call("POST", "/api/ledger/accounts", { token, body: { currency: "USD" } })).status).toBe(400);
    expect((await app.call("POST", "/api/ledger/accounts", { token, body: { owner: "someone" } })).status).toBe(400);
  });

  it(`stops at ${MAX_ACCOUNTS_PER_USER} accounts per user with 409, also when opened concurrently`, async () => {
    const { token, userId } = await app.register();
    const results = await Promise.all(
      Array.from({ length: MAX_ACCOUNTS_PER_USER + 3 }, () => app.call("POST", "/api/ledger/accounts", { token })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_ACCOUNTS_PER_USER - 1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect(results.find((r) => r.status === 409)!.body.type).toMatch(/\/account-limit$/);
    const held = await app.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM accounts WHERE owner_id = ${userId}`);
    expect(held).toBe(BigInt(MAX_ACCOUNTS_PER_USER));
  });
});

describe("GET /api/ledger/accounts.csv", () => {
  it("exports the caller's accounts with fixed columns and exact balances", async () => {
    const { token } = await app.register();
    const accounts = (await app.call("GET", "/api/ledger/accounts", { token })).body.items;
    await app.call("POST", "/api/ledger/topup", { token, body: { accountId: accounts[0].id, amount: 12.5 } });
    const opened = (await app.call("POST", "/api/ledger/accounts", { token })).body;
    const res = await app.call("GET", "/api/ledger/accounts.csv", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="accounts.csv"');
    const lines = res.text.split("\r\n");
    expect(lines.at(-1)).toBe(""); // CRLF after the last record too
    expect(lines[0]).toBe("id,currency,balance,isDefault,createdAt,updatedAt");
    expect(lines[1]).toMatch(new RegExp(`^${accounts[0].id},TNU,12\\.50,true,\\d{4}-[^,]+Z,\\d{4}-[^,]+Z$`));
    expect(lines[2]).toBe(`${opened.id},TNU,0.00,false,${opened.createdAt},${opened.updatedAt}`);
    expect(lines).toHaveLength(4);
  });
});

describe("GET /api/ledger/accounts/lookup", () => {
  it("finds another user's default account by email, in any case, with the owner's id and name only", async () => {
    const payer = await app.register();
    const payee = await app.register({ email: "Payee.Person@Example.test", name: "Payee Person" });
    await app.call("POST", "/api/ledger/accounts", { token: payee.token }); // not the default one
    const payeeDefault = (await app.call("GET", "/api/ledger/accounts", { token: payee.token })).body.items[0];
    const res = await app.call(
      "GET",
      `/api/ledger/accounts/lookup?email=${encodeURIComponent("payee.person@EXAMPLE.test")}`,
      {
        token: payer.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: payeeDefault.id, owner: { id: payee.userId, name: "Payee Person" } });
    expect(res.text).not.toMatch(/example\.test/i);
    expect(res.text).not.toContain("balance");
  });

  it("answers 404 for an unknown email and 400 for a malformed or missing one", async () => {
    const { token } = await app.register();
    const unknown = await app.call("GET", "/api/ledger/accounts/lookup?email=nobody%40example.test", { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.type).toMatch(/\/user-not-found$/);
    expect((await app.call("GET", "/api/ledger/accounts/lookup?email=not-an-email", { token })).status).toBe(400);
    expect((await app.call("GET", "/api/ledger/accounts/lookup", { token })).status).toBe(400);
  });
});
