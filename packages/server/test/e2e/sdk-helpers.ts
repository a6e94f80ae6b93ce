// Shared by the end-to-end tests that drive the server through @trustplane/sdk-fintech.
import { createFintechClient, type FintechClient } from "@trustplane/sdk-fintech";

export const PASSWORD = "correct horse battery";

/** An email no other test run uses. */
export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** A newly registered user's client (the client keeps the token it registered with). */
export const registeredClient = (baseUrl: string, name: string): Promise<FintechClient> =>
  registeredClientOf(createFintechClient({ baseUrl }), name);

/** Registers a new user through `client` (any package's: every client has `auth`), which keeps the token. */
export const registeredClientOf = async <C extends { auth: { register(body: RegisterBody): Promise<unknown> } }>(
  client: C,
  name: string,
): Promise<C> => {
  await client.auth.register({ email: uniqueEmail(name), password: PASSWORD, name });
  return client;
};

type RegisterBody = { email: string; password: string; name: string };

/** The error a call rejects with (any thenable, so a PagePromise too); fails the test if it resolves. */
export const rejection = (call: PromiseLike<unknown>): Promise<unknown> =>
  Promise.resolve(call).then(
    () => {
      throw new Error("expected the call to fail");
    },
    (error: unknown) => error,
  );
