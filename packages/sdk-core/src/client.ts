import { type Accounts, accountsHooks, accountsOperations } from "./accounts.js";
import { caller } from "./call.js";
import { method } from "./method.js";
import type { OperationTable } from "./operation-types.js";
import type { ClientOptions, SessionTokens, TokenSource } from "./request-options.js";
import type { TransportSettings } from "./transport.js";
import { CORE_PACKAGE, runtimeDescription, userAgent } from "./user-agent.js";

/** Where a client sends its calls and with what: what helpers outside the methods (streams) call with. */
export type ClientConnection = {
  baseUrl: string;
  /** The bearer the next call sends (the session's current access token, or the API key). */
  token: () => Promise<string | undefined>;
  fetch: typeof fetch | undefined;
  /**
   * Present when the client holds a session: exchanges its refresh token once (shared with the client's
   * own calls) after a `token-expired` refusal; true when a new access token is in place.
   */
  refresh?: () => Promise<boolean>;
};

/** What every client has besides its modules' methods: accounts under `auth`, and the token switch. */
export type BaseClient = Accounts & {
  /** Switches the bearer token (or token provider) used from the next request on; undefined signs out locally. */
  setToken(token: TokenSource | undefined): void;
  /** The client's address and credential, for the streaming helpers (`streamChat(client, …)`). */
  connection(): ClientConnection;
};

export type Client<Api> = BaseClient & Api;

type Node = Record<string, unknown>;

/**
 * A client for a table of operations (what each package's generated operations.ts holds), with the
 * shared accounts methods under `auth`: each `"ledger.transfers.create"` entry becomes
 * `client.ledger.transfers.create(…)`. Each package wraps this in its own `create…Client`, passing its
 * `name/version` (`clientPackage`) for the User-Agent.
 */
export const createApiClient = <Api>(
  table: OperationTable,
  options: ClientOptions,
  clientPackage: string = CORE_PACKAGE,
): Client<Api> => {
  if (!options?.baseUrl) throw new TypeError("baseUrl is required, e.g. https://api.example.com");
  if (options.token !== undefined && options.apiKey !== undefined) {
    throw new TypeError("give token or apiKey, not both");
  }
  let token: TokenSource | undefined = options.token ?? options.apiKey;
  let refreshToken: string | undefined = options.refreshToken;
  const tell = (tokens: SessionTokens | undefined) => {
    // A hook that fails must not fail the call whose tokens it was told.
    Promise.resolve()
      .then(() => options.onTokens?.(tokens))
      .catch(() => {});
  };
  const setToken = (next: TokenSource | undefined) => {
    token = next;
    refreshToken = undefined;
  };
  const setSession = (tokens: SessionTokens | undefined) => {
    token = tokens?.token;
    refreshToken = tokens?.refreshToken;
    tell(tokens);
  };
  /** One exchange at a time: calls that find their token expired together wait for the same one. */
  let exchanging: Promise<boolean> | undefined;
  const refresh = (): Promise<boolean> => {
    // Another call's failed exchange may have ended the session since this call was sent.
    const sent = refreshToken;
    if (sent === undefined) return Promise.resolve(false);
    exchanging ??= (async () => {
      try {
        await (client as unknown as BaseClient).auth.refresh({ refreshToken: sent }, { maxRetries: 1 });
        return true;
      } catch {
        // Refused (used, expired, ended): the session is over unless another exchange already replaced it.
        if (refreshToken === sent) setSession(undefined);
        return false;
      } finally {
        exchanging = undefined;
      }
    })();
    return exchanging;
  };
  const settings: TransportSettings = {
    fetch: options.fetch,
    maxRetries: options.maxRetries ?? 2,
    timeout: options.timeout ?? 60_000,
    backoff: options.backoff,
    token: async () => (typeof token === "function" ? await token() : token),
    hooks: options.hooks,
    ...(options.apiKey === undefined ? { session: { canRefresh: () => refreshToken !== undefined, refresh } } : {}),
  };
  const call = caller(settings, options, userAgent(clientPackage, runtimeDescription()));
  const after = accountsHooks(setToken, setSession);
  const connection = (): ClientConnection => ({
    baseUrl: options.baseUrl,
    token: settings.token,
    fetch: options.fetch,
    ...(settings.session ? { refresh: async () => refreshToken !== undefined && refresh() } : {}),
  });
  const client: Node = { setToken, connection };
  for (const [name, descriptor] of Object.entries({ ...accountsOperations, ...table })) {
    const parts = name.split(".");
    let node = client;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Node;
    }
    node[parts.at(-1)!] = method(call, name, descriptor, after[name]);
  }
  return client as Client<Api>;
};
