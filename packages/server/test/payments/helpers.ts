// Shared by the payments tests: clients of @trustplane/sdk-payments and money from outside.
import { createPaymentsClient, type PaymentsClient } from "@trustplane/sdk-payments";
import { sql } from "slonik";
import { SYSTEM_WALLETS } from "../../src/modules/payments/ids.ts";
import { move } from "../../src/modules/payments/wallets/movements.ts";
import { PASSWORD, uniqueEmail } from "../e2e/sdk-helpers.ts";
import type { TestServer } from "../harness.ts";

/** A new user's client with their wallet opened. */
export const payer = async (app: TestServer, name: string): Promise<{ client: PaymentsClient; walletId: string }> => {
  const client = createPaymentsClient({ baseUrl: app.url });
  await client.auth.register({ email: uniqueEmail(name), password: PASSWORD, name });
  const wallet = await client.payments.wallets.create();
  return { client, walletId: wallet.id };
};

/** Credits `kzt` to a wallet from the clearing wallet, as a completed deposit would (tiyn exact). */
export const fund = async (app: TestServer, walletId: string, tiyn: bigint): Promise<void> => {
  await move(app.ctx.db, {
    id: `test-deposit-${walletId}-${tiyn}-${Math.random()}`,
    legs: [{ kind: "deposit", from: SYSTEM_WALLETS.clearing, to: walletId, amount: tiyn }],
  });
};

/** The sum of every wallet's balance (system wallets included), which every movement keeps at 0. */
export const sumOfAllBalances = async (app: TestServer): Promise<bigint> =>
  BigInt(
    (await app.ctx.db.oneFirst(
      sql.unsafe`SELECT coalesce(sum(balance), 0)::text FROM journal_accounts WHERE currency = 'KZT'`,
    )) as string,
  );

/** What the given wallets hold together (tiyn). */
export const balanceOf = async (app: TestServer, walletIds: readonly string[]): Promise<bigint> =>
  BigInt(
    (await app.ctx.db.oneFirst(sql.unsafe`
      SELECT coalesce(sum(balance), 0)::text FROM journal_accounts WHERE id = ANY(${sql.array([...walletIds], "text")})`)) as string,
  );

/** The fee account's balance: the sum of its shards. */
export const feeAccountBalance = async (app: TestServer): Promise<bigint> =>
  BigInt(
    (await app.ctx.db.oneFirst(
      sql.unsafe`SELECT coalesce(sum(balance), 0)::text FROM journal_accounts WHERE kind = 'fee' AND currency = 'KZT'`,
    )) as string,
  );
