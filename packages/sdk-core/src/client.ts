import { type Accounts, accountsApi } from "./accounts.js";
import { caller } from "./call.js";
import { method } from "./method.js";
import type { ApiMethods, OperationTable } from "./operation-types.js";
import type { ClientOptions, TokenSource } from "./request-options.js";
import type { TransportSettings } from "./transport.js";

/** What every client has besides its modules' methods. */
export type BaseClient = {
  /** Accounts: register, login, the current user, sign-out-everywhere. */
  readonly auth: Accounts;
  /** Switches the bearer token (or token provider) used from the next request on; undefined signs out locally. */
  setToken(token: TokenSource | undefined): void;
};

export type Client<Api> = BaseClient & ApiMethods<Api>;

/**
 * A client for a table of operations (what each package's generated operations.ts holds), with the
 * shared accounts methods under `auth`. Each package wraps this in its own `create…Client`.
 */
export const createApiClient = <Api>(table: OperationTable, options: ClientOptions): Client<Api> => {
  if (!options?.baseUrl) throw new TypeError("baseUrl is required, e.g. https://api.example.com");
  let token: TokenSource | undefined = options.token;
  const settings: TransportSettings = {
    fetch: options.fetch,
    maxRetries: options.maxRetries ?? 2,
    timeout: options.timeout ?? 60_000,
    backoff: options.backoff,
    token: async () => (typeof token === "function" ? await token() : token),
  };
  const call = caller(settings, options);
  const setToken = (next: TokenSource | undefined) => {
    token = next;
  };
  const client: Record<string, unknown> = { auth: accountsApi(call, setToken), setToken };
  for (const [tag, operations] of Object.entries(table)) {
    const methods: Record<string, unknown> = {};
    for (const [name, descriptor] of Object.entries(operations)) methods[name] = method(call, descriptor);
    client[tag] = methods;
  }
  return client as Client<Api>;
};
