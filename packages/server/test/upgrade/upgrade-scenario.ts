// The upgrade test's scenario (upgrade.test.ts on PGlite, upgrade.pg.test.ts on PostgreSQL): the previous
// release's server fills a database through its API with money and history, the current server opens it,
// and every answer recorded before must come back the same. Everything is compared through the API, never
// through table names, so the same test proves a change of the tables under the same contract.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sign } from "@trustplane/webhook-verifier";
import pg from "pg";
import { expect } from "vitest";
import { startEmbeddedPostgres } from "../../src/db/embedded.ts";
import { migrate } from "../../src/db/migrate.ts";
import { MODULES } from "../../src/modules/index.ts";
import { migrationSources } from "../../src/platform/module.ts";
import { realPostgresUrl, scratchDatabase } from "../harness.ts";
import { type ChildServer, startChildServer, stopChildServer } from "../ledger/child-server.ts";
import { booksProblems } from "../money/books.ts";
import { call } from "../multi-instance/cluster.ts";
import { checkOutPreviousRelease } from "./previous-release.ts";

const RIGHTS_SECRET = "upgrade-rights-partner";
const ENV = { RIGHTS_WEBHOOK_SECRET: RIGHTS_SECRET };
const PASSWORD = "correct horse battery staple";
const IBAN = "KZ86125KZT5004100100";
/** A first start migrates a whole database, on a machine other suites may be loading. */
const START = { startTimeoutMs: 180_000 };

type User = { name: string; email: string; token: string; id: string; accountId: string; walletId: string };
type Answer = { status: number; body: unknown };
type Ids = { transfers: string[]; requests: string[]; payouts: string[] };
type Retry = { method: string; path: string; token: string; body: unknown; key: string; answer: Answer };

/** What the previous release made and answered: the users, the reads to repeat, the requests to retry. */
type Recorded = {
  users: User[];
  /** Resources read one by one. */
  ids: Ids;
  /** Each read (`<user> GET <path>`) and its answer. */
  reads: Map<string, Answer>;
  /** Money-moving requests sent with an Idempotency-Key, and their first answers. */
  retries: Retry[];
  /** TNU minted: top-ups and credited earnings (minor units). */
  mintedTnu: number;
  /** The email paid a royalty before it had an account: the current server credits it at registration. */
  pendingEarner: { email: string; amount: number };
  day: string;
};

const cents = (amount: number) => Math.round(amount * 100);

const ok = (answer: { status: number; body: any }, status: number, what: string) => {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer.body;
};

/** Builds the database with the previous release, runs the current server on it, and checks every answer. */
export const runUpgrade = async (database: "pglite" | "postgres"): Promise<void> => {
  const previous = checkOutPreviousRelease();
  const dataDir = mkdtempSync(path.join(tmpdir(), "tp-upgrade-"));
  const scratch = database === "postgres" ? await scratchDatabase(realPostgresUrl!) : undefined;
  const databaseUrl = scratch?.url ?? "";
  let server: ChildServer | undefined;
  try {
    server = await startChildServer(databaseUrl, dataDir, ENV, { main: previous.main, ...START });
    const recorded = await fill(server.url);
    await stopChildServer(server);

    server = await startChildServer(databaseUrl, dataDir, ENV, START);
    await check(server.url, recorded);
    await stopChildServer(server);
    server = undefined;

    await expectSchemaOfAFreshDatabase(database === "postgres" ? { url: databaseUrl } : { dataDir });
  } finally {
    if (server) await stopChildServer(server);
    await scratch?.drop();
    previous.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/** Through the previous release's API: users, TNU and KZT money, holds, requests, notifications, earnings. */
const fill = async (base: string): Promise<Recorded> => {
  const run = Date.now().toString(36);
  const register = async (name: string): Promise<User> => {
    const email = `${name}-${run}@example.test`;
    const made = ok(
      await call(base, "POST", "/api/auth/register", { body: { email, password: PASSWORD, name } }),
      201,
      "register",
    );
    const token = made.token as string;
    const accounts = ok(await call(base, "GET", "/api/ledger/accounts", { token }), 200, "accounts");
    const accountId =
      accounts.items?.[0]?.id ??
      ok(await call(base, "POST", "/api/ledger/accounts", { token, body: {} }), 201, "open account").id;
    const wallet = (await call(base, "POST", "/api/payments/wallets", { token })).body;
    return { name, email, token, id: made.user.id, accountId, walletId: wallet.id };
  };
  const [ana, ben, cai] = [await register("ana"), await register("ben"), await register("cai")];
  const retries: Retry[] = [];
  /** A money-moving request with an Idempotency-Key, recorded to be retried after the upgrade. */
  const once = async (user: User, method: string, path: string, body: unknown, key: string, status: number) => {
    const answer = await call(base, method, path, { token: user.token, body, headers: { "Idempotency-Key": key } });
    ok(answer, status, `${method} ${path}`);
    retries.push({ method, path, token: user.token, body, key, answer: { status: answer.status, body: answer.body } });
    return answer.body;
  };

  // TNU: top-ups (minted by the faucet), transfers.
  let mintedTnu = 0;
  for (const [user, amount] of [
    [ana, 500],
    [ben, 200.25],
  ] as const) {
    await once(
      user,
      "POST",
      "/api/ledger/topup",
      { accountId: user.accountId, amount },
      `topup-${user.name}-${run}`,
      200,
    );
    mintedTnu += cents(amount);
  }
  await once(
    ana,
    "POST",
    "/api/ledger/transfer",
    { from: ana.accountId, to: ben.accountId, amount: 120.5 },
    `tnu-1-${run}`,
    201,
  );
  await once(
    ben,
    "POST",
    "/api/ledger/transfer",
    { from: ben.accountId, to: cai.accountId, amount: 20 },
    `tnu-2-${run}`,
    201,
  );

  // Earnings: a royalty for a user (credits their TNU account) and one for an email nobody has yet.
  const royalty = async (email: string, amount: number) => {
    const body = { eventId: `roy-${email}`, email, productKey: "album-1", period: "2026-Q1", amount };
    const res = await fetch(`${base}/api/rights/royalties/verify-webhook`, {
      method: "POST",
      ...(await sign({ secret: RIGHTS_SECRET, body })),
    });
    expect(res.status, await res.clone().text()).toBe(201);
  };
  await royalty(cai.email, 7.25);
  mintedTnu += cents(7.25);
  const pendingEarner = { email: `dia-${run}@example.test`, amount: 3.5 };
  await royalty(pendingEarner.email, pendingEarner.amount);

  // KZT: hosted-checkout deposits (from clearing), one session left open.
  for (const [user, amount] of [
    [ana, 10_000],
    [ben, 2_500.5],
  ] as const) {
    const session = await once(
      user,
      "POST",
      "/api/payments/deposit/checkout",
      { amount },
      `deposit-${user.name}-${run}`,
      201,
    );
    const token = new URL(session.url).pathname.split("/").at(-1);
    ok(
      await call(base, "POST", "/api/payments/deposit/checkout/complete", { body: { token } }),
      200,
      "complete checkout",
    );
  }
  ok(
    await call(base, "POST", "/api/payments/deposit/checkout", { token: cai.token, body: { amount: 42 } }),
    201,
    "open checkout",
  );

  // P2P transfers with their fees.
  const p2p = await once(
    ana,
    "POST",
    "/api/payments/transfer",
    { to: ben.walletId, amount: 1_500, description: "rent" },
    `kzt-1-${run}`,
    201,
  );
  await once(ben, "POST", "/api/payments/transfer", { to: cai.walletId, amount: 300.3 }, `kzt-2-${run}`, 201);

  // Payment requests: one paid, one left open.
  const invoice = ok(
    await call(base, "POST", "/api/payments/requests", {
      token: ben.token,
      body: { amount: 250, description: "Invoice 1" },
    }),
    201,
    "request",
  );
  await once(ana, "POST", `/api/payments/requests/${invoice.id}/pay`, {}, `pay-${run}`, 200);
  const open = ok(
    await call(base, "POST", "/api/payments/requests", {
      token: cai.token,
      body: { amount: 99, description: "Open", expiresInSeconds: 86_400 },
    }),
    201,
    "open request",
  );

  // Payouts: one held for review (a hold on the wallet), one cancelled (its hold released).
  const destination = { type: "iban", iban: IBAN, holderName: "Ben Upgrade" };
  const held = await once(ben, "POST", "/api/payments/payouts", { amount: 400, destination }, `payout-ben-${run}`, 201);
  const cancelled = await once(
    ana,
    "POST",
    "/api/payments/payouts",
    { amount: 100, destination },
    `payout-ana-${run}`,
    201,
  );
  ok(
    await call(base, "POST", `/api/payments/payouts/${cancelled.id}/cancel`, { token: ana.token }),
    200,
    "cancel payout",
  );

  const users = [ana, ben, cai];
  const ids = { transfers: [p2p.id], requests: [invoice.id, open.id], payouts: [held.id, cancelled.id] };
  const reads = await readAll(base, users, ids);
  return { users, ids, reads, retries, mintedTnu, pendingEarner, day: new Date().toISOString().slice(0, 10) };
};

/** Every read the API offers a user over their money and history, keyed `<user> GET <path>`. */
const readAll = async (base: string, users: User[], ids: Ids): Promise<Map<string, Answer>> => {
  const reads = new Map<string, Answer>();
  for (const user of users) {
    const paths = [
      "/api/auth/me",
      "/api/ledger/accounts",
      "/api/ledger/operations",
      "/api/ledger/transfers",
      "/api/ledger/operations.csv",
      "/api/ecosystem/earnings",
      "/api/rights/royalties",
      "/api/payments/wallets",
      `/api/payments/wallets/${user.walletId}`,
      `/api/payments/wallets/${user.walletId}/entries`,
      "/api/payments/notifications",
      "/api/payments/payouts",
      "/api/payments/requests",
      "/api/payments/deposit/checkout",
      ...ids.transfers.map((id) => `/api/payments/transfers/${id}`),
      ...ids.requests.map((id) => `/api/payments/requests/${id}`),
      ...ids.payouts.map((id) => `/api/payments/payouts/${id}`),
    ];
    for (const path of paths) {
      const answer = await call(base, "GET", path, { token: user.token });
      reads.set(`${user.name} GET ${path}`, { status: answer.status, body: answer.body });
    }
  }
  return reads;
};

/** The current server on the previous release's database: the same answers, the same sums, no double moves. */
const check = async (base: string, recorded: Recorded): Promise<void> => {
  const { users, ids } = recorded;
  const sameDay = new Date().toISOString().slice(0, 10) === recorded.day;
  // A problem names the request that got it; a wallet's daily outflow is per UTC day (across midnight it
  // starts again). Everything else must be as it was.
  const comparable = (answer: Answer) =>
    JSON.parse(JSON.stringify(answer), (k, v) =>
      k === "requestId" || (k === "dailyOutflow" && !sameDay) ? undefined : v,
    );
  /**
   * The current answer as far as the previous one went: a field the contract added since (a request's
   * `amountRefunded`, say) is a compatible change and is left out; every field the previous answer had
   * must still be there with the same value.
   */
  const asBefore = (now: unknown, before: unknown): unknown => {
    if (Array.isArray(before) && Array.isArray(now)) return now.map((item, i) => asBefore(item, before[i]));
    if (
      before !== null &&
      typeof before === "object" &&
      now !== null &&
      typeof now === "object" &&
      !Array.isArray(now)
    ) {
      return Object.fromEntries(
        Object.keys(before).map((k) => [
          k,
          asBefore((now as Record<string, unknown>)[k], (before as Record<string, unknown>)[k]),
        ]),
      );
    }
    return now;
  };
  const same = (now: Answer, before: Answer) => comparable(asBefore(now, before) as Answer);

  const reads = await readAll(base, users, ids);
  expect([...reads.keys()]).toEqual([...recorded.reads.keys()]);
  for (const [key, answer] of recorded.reads) {
    // One user's payout, request or transfer is another's 404, before as after.
    if (!/_\w+$/.test(key)) expect(answer.status, `${key} before the upgrade`).toBe(200);
    expect(same(reads.get(key)!, answer), key).toEqual(comparable(answer));
  }

  // A retry of every recorded money-moving request replays its answer; nothing moves twice.
  for (const retry of recorded.retries) {
    const again = await call(base, retry.method, retry.path, {
      token: retry.token,
      body: retry.body,
      headers: { "Idempotency-Key": retry.key },
    });
    expect({ status: again.status, body: again.body }, `${retry.method} ${retry.path} retried`).toEqual(retry.answer);
    expect(again.headers.get("idempotent-replayed"), `${retry.method} ${retry.path} retried`).toBe("true");
  }
  const afterRetries = await readAll(base, users, ids);
  for (const [key, answer] of recorded.reads)
    expect(same(afterRetries.get(key)!, answer), `${key} after the retries`).toEqual(comparable(answer));

  // The sums: TNU held by users is what was minted; KZT held by users plus the fees is what came in.
  const body = (user: User, path: string) => afterRetries.get(`${user.name} GET ${path}`)!.body as any;
  const tnu = users.reduce(
    (sum, u) => sum + body(u, "/api/ledger/accounts").items.reduce((s: number, a: any) => s + cents(a.balance), 0),
    0,
  );
  expect(tnu).toBe(recorded.mintedTnu);
  let held = 0;
  let deposited = 0;
  let fees = 0;
  for (const user of users) {
    const wallet = body(user, `/api/payments/wallets/${user.walletId}`);
    held += cents(wallet.available) + cents(wallet.held);
    for (const entry of body(user, `/api/payments/wallets/${user.walletId}/entries`).items) {
      if (entry.kind === "deposit") deposited += cents(entry.amount);
      if (entry.kind === "p2p_fee") fees += cents(entry.amount);
    }
  }
  expect(fees).toBeGreaterThan(0);
  expect(held + fees).toBe(deposited);

  // The upgraded database keeps working: money moves, and earnings waiting for an email reach its account.
  const [ana, ben] = users as [User, User];
  ok(
    await call(base, "POST", "/api/ledger/transfer", {
      token: ana.token,
      body: { from: ana.accountId, to: ben.accountId, amount: 1 },
      headers: { "Idempotency-Key": `after-${Date.now()}` },
    }),
    201,
    "transfer after the upgrade",
  );
  ok(
    await call(base, "POST", "/api/payments/transfer", {
      token: ana.token,
      body: { to: ben.walletId, amount: 10 },
      headers: { "Idempotency-Key": `after-kzt-${Date.now()}` },
    }),
    201,
    "P2P transfer after the upgrade",
  );
  const dia = ok(
    await call(base, "POST", "/api/auth/register", {
      body: { email: recorded.pendingEarner.email, password: PASSWORD, name: "dia" },
    }),
    201,
    "register the pending earner",
  );
  const diaAccounts = ok(await call(base, "GET", "/api/ledger/accounts", { token: dia.token }), 200, "dia's accounts");
  expect(diaAccounts.items.reduce((s: number, a: any) => s + cents(a.balance), 0)).toBe(
    cents(recorded.pendingEarner.amount),
  );
};

/** The upgraded schema is the one a fresh database gets from the current migrations, object for object. */
const expectSchemaOfAFreshDatabase = async (upgraded: { url: string } | { dataDir: string }): Promise<void> => {
  const sources = migrationSources(MODULES);
  const opened =
    "dataDir" in upgraded ? await startEmbeddedPostgres({ dataDir: upgraded.dataDir, maxConnections: 4 }) : undefined;
  const fresh = realPostgresUrl && "url" in upgraded ? await scratchDatabase(realPostgresUrl) : undefined;
  const freshEmbedded = fresh ? undefined : await startEmbeddedPostgres({ dataDir: undefined, maxConnections: 4 });
  try {
    const freshUrl = fresh?.url ?? freshEmbedded!.connectionUri;
    await migrate(freshUrl, sources);
    const upgradedUrl = "url" in upgraded ? upgraded.url : opened!.connectionUri;
    expect(await schemaOf(upgradedUrl)).toEqual(await schemaOf(freshUrl));
    expect(await unbalancedBooks(upgradedUrl)).toEqual([]);
  } finally {
    await opened?.stop();
    await freshEmbedded?.stop();
    await fresh?.drop();
  }
};

/** The books the moved money landed in (src/money/journal.ts): what is wrong with them (test/money/books.ts). */
const unbalancedBooks = async (url: string): Promise<readonly string[]> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: counts } = await client.query<{ currency: string }>(
      "SELECT DISTINCT currency FROM journal_entries ORDER BY currency",
    );
    // The previous release moved both currencies: both journals arrived.
    expect(counts.map((c) => c.currency)).toEqual(["KZT", "TNU"]);
    return await booksProblems(async (text) => (await client.query({ text, rowMode: "array" })).rows.map((r) => r[0]));
  } finally {
    await client.end();
  }
};

/** Tables and columns, constraints, indexes, functions, triggers and the migrations recorded, as text. */
const schemaOf = async (url: string): Promise<Record<string, string[]>> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const list = async (query: string) => (await client.query<{ x: string }>(query)).rows.map((r) => r.x).sort();
  try {
    return {
      columns: await list(`SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' ||
        coalesce(column_default, '') || ' #' || ordinal_position AS x
        FROM information_schema.columns WHERE table_schema = 'public'`),
      constraints:
        await list(`SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS x
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace`),
      indexes: await list("SELECT indexdef AS x FROM pg_indexes WHERE schemaname = 'public'"),
      functions: await list(
        `SELECT proname || ' ' || md5(prosrc) AS x FROM pg_proc WHERE pronamespace = 'public'::regnamespace`,
      ),
      triggers: await list(`SELECT pg_get_triggerdef(t.oid) AS x FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE NOT t.tgisinternal AND c.relnamespace = 'public'::regnamespace`),
      persistence: await list(`SELECT relname || ' ' || relpersistence::text AS x FROM pg_class
        WHERE relnamespace = 'public'::regnamespace AND relkind = 'r'`),
      migrations: await list(
        "SELECT version || ' ' || module || ' ' || coalesce(checksum, 'none') AS x FROM schema_migrations",
      ),
    };
  } finally {
    await client.end();
  }
};
