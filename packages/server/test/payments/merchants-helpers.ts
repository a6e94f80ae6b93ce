// Shared by the merchants' tests: clients of @trustplane/sdk-payments for fresh users with wallets,
// funded as a completed deposit would be (helpers.ts `fund`: the checkout area is another's).
import { createPaymentsClient, type PaymentsClient } from "@trustplane/sdk-payments";
import type { TestServer } from "../harness.ts";
import { fund } from "./helpers.ts";

export type Party = { client: PaymentsClient; userId: string; walletId: string; token: string };

/** A registered user with a KZT wallet (funded with `kzt` when given). */
export const party = async (app: TestServer, name: string, kzt = 0): Promise<Party> => {
  const user = await app.register({ name });
  const client = createPaymentsClient({ baseUrl: app.url, token: user.token });
  const wallet = await client.payments.wallets.create();
  if (kzt > 0) await fund(app, wallet.id, BigInt(Math.round(kzt * 100)));
  return { client, userId: user.userId, walletId: wallet.id, token: user.token };
};

/** A client without a user token: the merchant's server (key in X-Merchant-Key) or an anonymous payer. */
export const anonymous = (app: TestServer): PaymentsClient => createPaymentsClient({ baseUrl: app.url });

/** The wallet's available balance in KZT. */
export const available = async (p: Party): Promise<number> =>
  (await p.client.payments.wallets.retrieve(p.walletId)).available;
