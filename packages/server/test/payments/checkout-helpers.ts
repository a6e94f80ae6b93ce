// Shared by the checkout tests (users come from ./helpers.ts `payer`).
import { createPaymentsClient, type PaymentsClient, type Schemas } from "@trustplane/sdk-payments";
import type { TestServer } from "../harness.ts";

/** A client with no token: what the hosted page (or anyone holding the URL) is. */
export const anonymous = (app: TestServer): PaymentsClient => createPaymentsClient({ baseUrl: app.url });

/** An open session's token (the session carries it while open). */
export const tokenOf = (session: Schemas["CheckoutSession"]): string => {
  if (session.token === null) throw new Error(`session ${session.id} has no token (status ${session.status})`);
  return session.token;
};

/** The URL's page on the test server (the configured public base is not where the test server listens). */
export const pageOn = (app: TestServer, session: Schemas["CheckoutSession"]): string =>
  `${app.url}${new URL(session.url!).pathname}`;
