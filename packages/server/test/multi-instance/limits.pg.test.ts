import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresUrl } from "../harness.ts";
import { type FakeProviders, fakeProviderEnv, startFakeProviders } from "../llm/fake-providers.ts";
import { startReceiver } from "../payments/webhooks-helpers.ts";
import { clearOfWindowTurn } from "../windows.ts";
import {
  type Answer,
  burst,
  type Cluster,
  call,
  INSTANCES,
  PROXY_ERROR_HEADER,
  startCluster,
  tally,
} from "./cluster.ts";

/**
 * Limits and promises that must hold however many instances serve: INSTANCES (3) server processes on
 * one PostgreSQL database behind a round-robin proxy, driven with simultaneous bursts and with paced
 * calls. Each strict budget admits exactly its limit; the results are printed (`[multi-instance]`) so a
 * run with MULTI_INSTANCES=1 can be compared.
 */
const LIMITS = {
  RATE_LIMIT_WINDOW_SECONDS: "3600",
  RATE_LIMIT_AUTH_PER_IP: "20",
  RATE_LIMIT_LLM_CHAT_PER_USER: "30",
  RATE_LIMIT_LOOKUPS_PER_USER: "10",
  TOPUP_LIMIT_PER_HOUR: "10",
  RATE_LIMIT_PER_IP: "60",
  PAYMENTS_ALLOW_PRIVATE_WEBHOOKS: "1",
  PAYMENTS_WEBHOOK_SCHEDULE_MS: "0,50,50,50,50",
};

let cluster: Cluster;
/** The language-model providers' side (OpenAI's wire format on 127.0.0.1), for the spend budgets. */
let fake: FakeProviders;
beforeAll(async () => {
  if (!realPostgresUrl) throw new Error("the multi-instance suite needs PostgreSQL: set DATABASE_URL");
  // Every count below is in one hour's window: the file must not straddle the hour's turn.
  await clearOfWindowTurn(3_600_000, 120_000);
  fake = await startFakeProviders();
  cluster = await startCluster(realPostgresUrl, { ...LIMITS, ...fakeProviderEnv(fake.base) });
}, 120_000);
afterAll(async () => {
  await cluster?.close();
  await fake?.close();
});

const report = (what: string, answers: Answer[]) =>
  console.log(`[multi-instance] ${INSTANCES} instance(s), ${what}: ${JSON.stringify(tally(answers))}`);

/** Every client of a test speaks from its own address, so the per-address budgets of tests never meet. */
let addresses = 0;
const newAddress = () => `198.51.100.${++addresses}`;

const registered = async (ip = newAddress()) => {
  const email = `mi-${randomUUID()}@example.com`;
  const password = "correct horse battery staple";
  const res = await call(cluster.url, "POST", "/api/auth/register", { ip, body: { email, password, name: "Multi" } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { email, password, token: res.body.token as string, userId: res.body.user.id as string };
};

const chat = (token: string) =>
  call(cluster.url, "POST", "/api/llm/chat", {
    token,
    body: { provider: "echo", model: "echo-1", messages: [{ role: "user", content: "hi" }] },
  });

const sharedHits = async (key: string): Promise<number> => {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT coalesce(sum(hits), 0)::int AS n FROM rate_limit_counters WHERE key = $1",
      [key],
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
};

describe(`strict limits across ${INSTANCES} instances behind a round-robin proxy`, () => {
  it("the sign-in limit admits exactly 20 wrong passwords per address: 60 at once, and 60 paced", async () => {
    const victim = await registered();
    const guess = (ip: string) => () =>
      call(cluster.url, "POST", "/api/auth/login", { ip, body: { email: victim.email, password: "wrong password!" } });
    const atOnce = await burst(60, 0, guess(newAddress()));
    report("60 simultaneous wrong sign-ins", atOnce);
    expect(tally(atOnce)).toEqual({ 401: 20, 429: 40 });
    const refused = atOnce.find((a) => a.status === 429)!;
    expect(refused.code).toBe("rate-limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);

    const paced = await burst(60, 50, guess(newAddress()));
    report("60 wrong sign-ins over 3 s", paced);
    expect(tally(paced)).toEqual({ 401: 20, 429: 40 });
  });

  it("the chat budget admits exactly 30 per user: 90 at once, and 60 paced over 6 s", async () => {
    const alice = await registered();
    const atOnce = await burst(90, 0, () => chat(alice.token));
    report("90 simultaneous chats", atOnce);
    expect(tally(atOnce)).toEqual({ 200: 30, 429: 60 });

    const bob = await registered();
    const paced = await burst(60, 100, () => chat(bob.token));
    report("60 chats over 6 s", paced);
    expect(tally(paced)).toEqual({ 200: 30, 429: 30 });
  });

  it("a fan-out dispatch counts its agents: 9 simultaneous dispatches of 8 agents against 30 admit 3", async () => {
    const carol = await registered();
    const conversation = await call(cluster.url, "POST", "/api/fanout/conversations", {
      token: carol.token,
      body: { title: "Budget" },
    });
    expect(conversation.status).toBe(201);
    const agents = Array.from({ length: 8 }, (_, i) => ({ id: `a${i}`, role: "You answer.", provider: "echo" }));
    const dispatches = await burst(9, 0, () =>
      call(cluster.url, "POST", `/api/fanout/conversations/${conversation.body.id}/dispatch`, {
        token: carol.token,
        body: { prompt: "Ship it?", agents },
      }),
    );
    report("9 simultaneous dispatches of 8 agents", dispatches);
    expect(tally(dispatches)).toEqual({ 200: 3, 429: 6 });
    // 3 × 8 admitted, and each refused dispatch counts as one request: the budget is spent.
    await expect.poll(() => sharedHits(`llm-chat:${carol.userId}`), { timeout: 5_000 }).toBe(30);
    expect((await chat(carol.token)).status).toBe(429);
  });

  it("an API key's own budget admits exactly its limit: 180 at once against 1 a minute (60 in the hour's window)", async () => {
    const owner = await registered();
    const made = await call(cluster.url, "POST", "/api/auth/api-keys", {
      token: owner.token,
      body: { name: "busy server", scopes: ["auth:read"], rateLimitPerMinute: 1 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const answers = await burst(180, 0, () => call(cluster.url, "GET", "/api/auth/me", { token: made.body.key }));
    report("180 simultaneous calls with a key of 1/min (60 per hour's window)", answers);
    expect(tally(answers)).toEqual({ 200: 60, 429: 120 });
    expect(answers.find((a) => a.status === 200)?.headers.get("x-ratelimit-limit")).toBe("60");
    expect(Number(answers.find((a) => a.status === 429)?.headers.get("retry-after"))).toBeGreaterThan(0);
    // The owner's session is on its own budget still.
    expect((await call(cluster.url, "GET", "/api/auth/me", { token: owner.token })).status).toBe(200);
  });

  it("a spend budget is never passed: 30 simultaneous priced chats against a key's budget", async () => {
    const owner = await registered();
    const made = await call(cluster.url, "POST", "/api/auth/api-keys", {
      token: owner.token,
      body: { name: "budgeted server", scopes: ["llm:write"] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const limit = 0.002;
    const set = await call(cluster.url, "PUT", `/api/llm/budgets/${made.body.id}`, {
      token: owner.token,
      body: { limit, period: "day" },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    // gpt-4o-mini on the fake OpenAI server: each answer counts 1000 input and 200 output tokens.
    const prompt = `Summarise: ${"lorem ipsum ".repeat(95)}`;
    const answers = await burst(30, 0, () =>
      call(cluster.url, "POST", "/api/llm/chat", {
        token: made.body.key,
        body: {
          provider: "openai",
          model: "gpt-4o-mini",
          messages: [{ role: "user", content: prompt }],
          maxTokens: 200,
        },
      }),
    );
    report("30 simultaneous priced chats against a key's budget", answers);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((a) => a.body.code === "llm-budget-exceeded")).toBe(true);
    // Every call holds the same most. At least as many as fit under the limit together are admitted, and
    // more only as far as ended calls, charged less than they held, made room: the spend never passes the
    // limit, whichever instance admits each.
    const needed = refused[0]!.body.needed as number;
    const admitted = answers.filter((a) => a.status === 200).length;
    const cost = (600 * 0.15 + 400 * 0.075 + 200 * 0.6) / 1_000_000;
    expect(admitted).toBeGreaterThanOrEqual(Math.floor(limit / needed));
    expect(admitted).toBeLessThanOrEqual(Math.floor(limit / cost));
    const budget = await call(cluster.url, "GET", `/api/llm/budgets/${made.body.id}`, { token: owner.token });
    expect(budget.body).toMatchObject({ calls: admitted, held: 0 });
    expect(budget.body.spent).toBeCloseTo(admitted * cost, 12);
    expect(budget.body.spent).toBeLessThanOrEqual(limit);
  });

  it("email lookups admit exactly 10 per user, 30 at once", async () => {
    const dave = await registered();
    const someone = await registered();
    const lookups = await burst(30, 0, () =>
      call(cluster.url, "GET", `/api/ledger/accounts/lookup?email=${encodeURIComponent(someone.email)}`, {
        token: dave.token,
      }),
    );
    report("30 simultaneous email lookups", lookups);
    expect(tally(lookups)).toEqual({ 200: 10, 429: 20 });
  });

  it("the faucet admits exactly 10 top-ups an hour per user, 20 at once", async () => {
    const erin = await registered();
    const accounts = await call(cluster.url, "GET", "/api/ledger/accounts", { token: erin.token });
    const accountId = accounts.body.items[0].id as string;
    const topups = await burst(20, 0, (i) =>
      call(cluster.url, "POST", "/api/ledger/topup", {
        token: erin.token,
        headers: { "idempotency-key": `topup-${i}` },
        body: { accountId, amount: 10 },
      }),
    );
    report("20 simultaneous top-ups", topups);
    expect(tally(topups)).toEqual({ 200: 10, 429: 10 });
    expect(topups.filter((t) => t.status === 429).every((t) => t.code === "topup-rate-limited")).toBe(true);
  });
});

describe(`general limits across ${INSTANCES} instances (the hybrid store's stated bound)`, () => {
  /**
   * The general per-address and per-user budgets count on each instance and share every
   * RATE_LIMIT_SYNC_MS (500 ms). docs/conventions.md ("Rate limits") states the bound: a burst inside
   * one sync interval can be admitted up to `instances × limit`; traffic paced over longer than that
   * passes the limit by at most what the other instances admit in one interval,
   * `(instances − 1) × rate × 0.5 s`.
   */
  const notFound = (ip: string) => () => call(cluster.url, "GET", "/api/no-such-route", { ip });

  it("a burst of 180 at a per-address limit of 60 is admitted at most instances × 60 times", async () => {
    const answers = await burst(180, 0, notFound(newAddress()));
    report("180 simultaneous requests at a per-address limit of 60", answers);
    const admitted = answers.filter((a) => a.status === 404).length;
    expect(admitted).toBeGreaterThanOrEqual(60);
    expect(admitted).toBeLessThanOrEqual(INSTANCES * 60);
  });

  it("180 requests paced at 30 a second pass a limit of 60 by at most (instances − 1) × 30 × 0.5", async () => {
    const answers = await burst(180, 33, notFound(newAddress()));
    report("180 requests over 6 s at a per-address limit of 60", answers);
    const admitted = answers.filter((a) => a.status === 404).length;
    expect(admitted).toBeGreaterThanOrEqual(60);
    // One more request per instance for the sync landing between a request's count and its decision.
    expect(admitted).toBeLessThanOrEqual(60 + (INSTANCES - 1) * (30 * 0.5 + 1));
  });
});

describe(`promises across ${INSTANCES} instances`, () => {
  it("sign-out-everywhere is seen by every instance within a second", async () => {
    const frank = await registered();
    for (const instance of cluster.instances) {
      expect((await call(instance.url, "GET", "/api/auth/me", { token: frank.token })).status).toBe(200);
    }
    const out = await call(cluster.instances[0]!.url, "POST", "/api/auth/sign-out-everywhere", { token: frank.token });
    expect(out.status).toBe(200);
    const signedOutAt = Date.now();
    const seenAfter = await Promise.all(
      cluster.instances.map(async (instance) => {
        for (;;) {
          const me = await call(instance.url, "GET", "/api/auth/me", { token: frank.token });
          if (me.status === 401) return Date.now() - signedOutAt;
          if (Date.now() - signedOutAt > 5_000) return Number.POSITIVE_INFINITY;
          await sleep(5);
        }
      }),
    );
    console.log(`[multi-instance] sign-out-everywhere seen after ${JSON.stringify(seenAfter)} ms`);
    for (const ms of seenAfter) expect(ms).toBeLessThan(1_000);
  });

  it("a signed-out session is refused by every instance within a second, the user's other session not", async () => {
    const grace = await registered();
    const other = await call(cluster.url, "POST", "/api/auth/login", {
      ip: newAddress(),
      body: { email: grace.email, password: grace.password },
    });
    expect(other.status).toBe(200);
    for (const instance of cluster.instances) {
      expect((await call(instance.url, "GET", "/api/auth/me", { token: grace.token })).status).toBe(200);
    }
    expect((await call(cluster.instances[1]!.url, "POST", "/api/auth/sign-out", { token: grace.token })).status).toBe(
      204,
    );
    const outAt = Date.now();
    const seenAfter = await Promise.all(
      cluster.instances.map(async (instance) => {
        for (;;) {
          const me = await call(instance.url, "GET", "/api/auth/me", { token: grace.token });
          if (me.status === 401) return Date.now() - outAt;
          if (Date.now() - outAt > 5_000) return Number.POSITIVE_INFINITY;
          await sleep(5);
        }
      }),
    );
    console.log(`[multi-instance] sign-out of one session seen after ${JSON.stringify(seenAfter)} ms`);
    for (const ms of seenAfter) expect(ms).toBeLessThan(1_000);
    for (const instance of cluster.instances) {
      expect((await call(instance.url, "GET", "/api/auth/me", { token: other.body.token })).status).toBe(200);
    }
  });

  it("a revoked API key is refused by every instance within a second", async () => {
    const owner = await registered();
    const made = await call(cluster.url, "POST", "/api/auth/api-keys", {
      token: owner.token,
      body: { name: "to revoke", scopes: ["auth:read"] },
    });
    expect(made.status).toBe(201);
    const key = made.body.key as string;
    // Every instance has the key in memory before it is revoked.
    for (const instance of cluster.instances) {
      expect((await call(instance.url, "GET", "/api/auth/me", { token: key })).status).toBe(200);
    }
    const revoked = await call(cluster.instances[0]!.url, "DELETE", `/api/auth/api-keys/${made.body.id}`, {
      token: owner.token,
    });
    expect(revoked.status).toBe(204);
    const revokedAt = Date.now();
    const seenAfter = await Promise.all(
      cluster.instances.map(async (instance) => {
        for (;;) {
          const me = await call(instance.url, "GET", "/api/auth/me", { token: key });
          if (me.status === 401) return Date.now() - revokedAt;
          if (Date.now() - revokedAt > 5_000) return Number.POSITIVE_INFINITY;
          await sleep(5);
        }
      }),
    );
    console.log(`[multi-instance] API key revocation seen after ${JSON.stringify(seenAfter)} ms`);
    // The instance that revoked it refuses it at once; the others within a second.
    expect(seenAfter[0]).toBeLessThan(50);
    for (const ms of seenAfter) expect(ms).toBeLessThan(1_000);
  });

  it("a merchant's webhooks are delivered once each, whichever instances raise them", async () => {
    const hook = await startReceiver(() => ({ status: 204 }));
    try {
      const shop = await registered();
      const wallet = await call(cluster.url, "POST", "/api/payments/wallets", { token: shop.token });
      expect(wallet.status).toBe(201);
      const sub = await call(cluster.url, "POST", "/api/payments/webhook-subs", {
        token: shop.token,
        body: { url: hook.url },
      });
      expect(sub.status, JSON.stringify(sub.body)).toBe(201);
      // Each request raises `payment_request.created` on whichever instance the proxy chose.
      const created = await burst(12, 0, (i) =>
        call(cluster.url, "POST", "/api/payments/requests", {
          token: shop.token,
          body: { amount: 100 + i, description: `Order ${i}` },
        }),
      );
      expect(tally(created)).toEqual({ 201: 12 });
      await expect.poll(() => hook.received.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(12);
      // Time for a second delivery by another instance, were there to be one.
      await sleep(1_500);
      const ids = hook.received.map((r) => r.headers["webhook-id"]);
      console.log(`[multi-instance] 12 events raised, ${ids.length} deliveries, ${new Set(ids).size} distinct`);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
    } finally {
      await hook.close();
    }
  });

  it("killing one instance under load leaves the others answering, with no 5xx from any server", async () => {
    if (cluster.instances.length < 2) return;
    const gina = await registered();
    const answers: { status: number; fromProxy: boolean; at: number }[] = [];
    const startedAt = Date.now();
    let stop = false;
    const client = async () => {
      while (!stop) {
        const res = await fetch(`${cluster.url}/api/auth/me`, { headers: { authorization: `Bearer ${gina.token}` } });
        await res.arrayBuffer();
        answers.push({
          status: res.status,
          fromProxy: res.headers.has(PROXY_ERROR_HEADER),
          at: Date.now() - startedAt,
        });
      }
    };
    const clients = Array.from({ length: 16 }, client);
    await sleep(1_500);
    const killedAt = Date.now() - startedAt;
    await cluster.kill(cluster.instances.length - 1);
    await sleep(2_500);
    stop = true;
    await Promise.all(clients);
    const fromServers = answers.filter((a) => !a.fromProxy);
    console.log(
      `[multi-instance] killed 1 of ${cluster.instances.length} at ${killedAt} ms: ${answers.length} answers, ` +
        `${JSON.stringify(tally(fromServers))} from servers, ${answers.length - fromServers.length} from the proxy`,
    );
    expect(fromServers.filter((a) => a.status >= 500)).toEqual([]);
    expect(tally(answers)).toEqual({ 200: answers.length });
    expect(answers.filter((a) => a.at > killedAt + 100).length).toBeGreaterThan(100);
  });
});
