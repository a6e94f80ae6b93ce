// Shared by the merchants' tests: clients of @trustplane/sdk-payments for fresh users, wallets, and
// funding a wallet the way a completed deposit does (the checkout area is another's; here the test
// moves money from the clearing wallet through the running server's database).
import { createPaymentsClient, type PaymentsClient } from "@trustplane/sdk-payments";
import { SYSTEM_WALLETS } from "../../src/modules/payments/ids.ts";
import { move } from "../../src/modules/payments/wallets/movements.ts";
import type { TestServer } from "../harness.ts";

export type Party = { client: PaymentsClient; userId: string; walletId: string; token: string };

let deposits = 0;

/** A registered user with a KZT wallet (funded with `kzt` when given). */
export const party = async (app: TestServer, name: string, kzt = 0): Promise<Party> => {
  const user = await app.register({ name });
  const client = createPaymentsClient({ baseUrl: app.url, token: user.token });
  const wallet = await client.payments.wallets.create();
  if (kzt > 0) await fund(app, wallet.id, kzt);
  return { client, userId: user.userId, walletId: wallet.id, token: user.token };
};

/** Credits the wallet with `kzt` from the clearing wallet (a deposit). */
export const fund = async (app: TestServer, walletId: string, kzt: number): Promise<void> => {
  await move(app.ctx.db, {
    id: `test-deposit-${Date.now()}-${++deposits}`,
    legs: [{ kind: "deposit", from: SYSTEM_WALLETS.clearing, to: walletId, amount: BigInt(Math.round(kzt * 100)) }],
  });
};

/** A client without a user token: the merchant's server (key in X-Merchant-Key) or an anonymous payer. */
export const anonymous = (app: TestServer): PaymentsClient => createPaymentsClient({ baseUrl: app.url });

/** The wallet's available balance in KZT. */
export const available = async (p: Party): Promise<number> =>
  (await p.client.payments.wallets.retrieve(p.walletId)).available;
