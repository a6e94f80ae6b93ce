/**
 * A minimal HTTP client for the wallet, over any base URL: the in-process test server or a server
 * running as a child process (crash test). Responses are parsed but not judged; tests do that.
 */
export type LedgerResponse<T = any> = { status: number; body: T; headers: Headers };

export type Party = { userId: string; token: string; email: string; accounts: string[] };

export const request = async <T = any>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; key?: string } = {},
): Promise<LedgerResponse<T>> => {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key !== undefined) headers["idempotency-key"] = options.key;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  const json = (res.headers.get("content-type") ?? "").includes("json") && text !== "";
  return { status: res.status, body: (json ? JSON.parse(text) : text) as T, headers: res.headers };
};

const expectStatus = <T>(res: LedgerResponse<T>, status: number, what: string): T => {
  if (res.status !== status)
    throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

let registered = 0;

/** Register a user, open `accounts - 1` more accounts, and top each up with `topupEach` TNU. */
export const createParty = async (
  base: string,
  options: { accounts?: number; topupEach?: number; name?: string } = {},
): Promise<Party> => {
  const email = `ledger-${process.pid}-${Date.now().toString(36)}-${++registered}@example.test`;
  const reg = expectStatus(
    await request<{ token: string; user: { id: string } }>(base, "POST", "/api/auth/register", {
      body: { email, password: "correct horse battery", name: options.name ?? `Party ${registered}` },
    }),
    201,
    "register",
  );
  const token = reg.token;
  for (let i = 1; i < (options.accounts ?? 1); i++) {
    expectStatus(await request(base, "POST", "/api/ledger/accounts", { token }), 201, "open account");
  }
  const list = expectStatus(
    await request<{ items: { id: string }[] }>(base, "GET", "/api/ledger/accounts", { token }),
    200,
    "list accounts",
  );
  const accounts = list.items.map((a) => a.id);
  if (options.topupEach) {
    for (const accountId of accounts) {
      expectStatus(
        await request(base, "POST", "/api/ledger/topup", { token, body: { accountId, amount: options.topupEach } }),
        200,
        "top-up",
      );
    }
  }
  return { userId: reg.user.id, token, email, accounts };
};
