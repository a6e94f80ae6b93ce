// Shared by the checkout tests: users driven through @trustplane/sdk-payments.
import { createPaymentsClient, type PaymentsClient, type Schemas } from "@trustplane/sdk-payments";
import type { TestServer } from "../harness.ts";

export type Payer = { client: PaymentsClient; userId: string; wallet: Schemas["PaymentWallet"] };

/** A newly registered user with a KZT wallet, and their client. */
export const payerWithWallet = async (app: TestServer): Promise<Payer> => {
  const user = await app.register();
  const client = createPaymentsClient({ baseUrl: app.url, token: user.token });
  const wallet = await client.payments.wallets.create();
  return { client, userId: user.userId, wallet };
};

/** A client with no token: what the hosted page (or anyone holding the URL) is. */
export const anonymous = (app: TestServer): PaymentsClient => createPaymentsClient({ baseUrl: app.url });

/** The token a session's URL carries (its last path segment). */
export const tokenOf = (session: Schemas["CheckoutSession"]): string => {
  if (session.url === null) throw new Error(`session ${session.id} has no url (status ${session.status})`);
  return new URL(session.url).pathname.split("/").at(-1)!;
};

/** The URL's page on the test server (the configured public base is not where the test server listens). */
export const pageOn = (app: TestServer, session: Schemas["CheckoutSession"]): string =>
  `${app.url}${new URL(session.url!).pathname}`;
