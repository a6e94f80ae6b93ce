// Profile one route of the server target: node --cpu-prof on the server, autocannon against it.
//   npm run bench:profile -- sign|verify|me|chat|catalog|classify|replay|transfer|transfers|p2p|distinct   → bench/results/profile-*/ *.cpuprofile
import { mkdirSync } from "node:fs";
import autocannon from "autocannon";
import { startTarget, stopTarget } from "./lib/target.ts";

const which = process.argv[2] ?? "sign";
const dir = new URL(`results/profile-${which}-${Date.now()}`, new URL("./", import.meta.url)).pathname;
mkdirSync(dir, { recursive: true });
const server = await startTarget("targets/server.ts", {
  env: {
    NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}`,
    RIGHTS_WEBHOOK_SECRET: "profile-rights-secret",
    // Production mode: deposits are simulated only in test mode chosen explicitly.
    PAYMENTS_MODE: "test",
  },
});
const post = async (path: string, body: unknown, token?: string) => {
  const res = await fetch(server.url + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return res.json() as Promise<Record<string, string>>;
};
const { token } = await post("/api/auth/register", {
  email: `p-${Date.now()}@example.test`,
  password: "bench password",
  name: "P",
});
const payload = { order: 1, items: ["a", "b"], total: 12.5 };
const signed = await post("/api/signing/sign", { payload }, token);
const webhookBody = JSON.stringify({
  amount: 1,
  email: "partner-bench@example.test",
  eventId: "evt-replay-1",
  period: "2025-Q1",
  productKey: "book",
});
const ts = String(Math.floor(Date.now() / 1000));
const { createHmac } = await import("node:crypto");
const webhookHeaders = {
  "content-type": "application/json",
  "X-Svc-Timestamp": ts,
  "X-Svc-Signature": createHmac("sha256", "profile-rights-secret").update(`${ts}.${webhookBody}`).digest("hex"),
};
await fetch(`${server.url}/api/rights/royalties/verify-webhook`, {
  method: "POST",
  headers: webhookHeaders,
  body: webhookBody,
});
const { token: token2 } = await post("/api/auth/register", {
  email: `q-${Date.now()}@example.test`,
  password: "bench password",
  name: "Q",
});
const accounts = async (t: string) =>
  (
    (await (
      await fetch(`${server.url}/api/ledger/accounts`, { headers: { authorization: `Bearer ${t}` } })
    ).json()) as { items: { id: string }[] }
  ).items;
const [fromAccount] = await accounts(token);
const [toAccount] = await accounts(token2);
await post("/api/ledger/topup", { accountId: fromAccount!.id, amount: 1_000_000 }, token);
let sequence = 0;
const recipients = await Promise.all(
  Array.from({ length: 16 }, async (_, i) => {
    const email = `recipient-${i}-${Date.now()}@example.test`;
    await post("/api/auth/register", { email, password: "bench password", name: `R${i}` });
    return email;
  }),
);
const signedReport = (body: unknown) => {
  const text = JSON.stringify(body);
  const at = String(Math.floor(Date.now() / 1000));
  const signature = createHmac("sha256", "profile-rights-secret").update(`${at}.${text}`).digest("hex");
  return {
    body: text,
    headers: { "content-type": "application/json", "X-Svc-Timestamp": at, "X-Svc-Signature": signature },
  };
};
const wallets = await Promise.all(
  Array.from({ length: 16 }, async (_, i) => {
    const { token: t } = await post("/api/auth/register", {
      email: `w-${i}-${Date.now()}@example.test`,
      password: "bench password",
      name: `W${i}`,
    });
    const [account] = await accounts(t!);
    await post("/api/ledger/topup", { accountId: account!.id, amount: 1_000_000 }, t);
    return { token: t!, account: account!.id };
  }),
);
/** KZT wallets for `p2p`, each funded through a hosted checkout paid in test mode. */
const kztWallets = await Promise.all(
  wallets.map(async ({ token: t }) => {
    const wallet = await post("/api/payments/wallets", {}, t);
    const session = await post("/api/payments/deposit/checkout", { walletId: wallet.id, amount: 1_000_000 }, t);
    await post("/api/payments/deposit/checkout/complete", { token: session.token });
    return { token: t, wallet: wallet.id! };
  }),
);
const opts: Record<string, autocannon.Options> = {
  transfers: {
    url: `${server.url}/api/ledger/transfer`,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const from = wallets[Math.floor(Math.random() * 16)]!;
          let to = wallets[Math.floor(Math.random() * 16)]!;
          if (to === from) to = wallets[(wallets.indexOf(from) + 1) % 16]!;
          return {
            ...request,
            headers: { "content-type": "application/json", authorization: `Bearer ${from.token}` },
            body: JSON.stringify({ from: from.account, to: to.account, amount: 0.01 }),
          };
        },
      },
    ],
  },
  p2p: {
    url: `${server.url}/api/payments/transfer`,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const from = kztWallets[Math.floor(Math.random() * 16)]!;
          let to = kztWallets[Math.floor(Math.random() * 16)]!;
          if (to === from) to = kztWallets[(kztWallets.indexOf(from) + 1) % 16]!;
          return {
            ...request,
            headers: { "content-type": "application/json", authorization: `Bearer ${from.token}` },
            body: JSON.stringify({ from: from.wallet, to: to.wallet, amount: 1 }),
          };
        },
      },
    ],
  },
  distinct: {
    url: `${server.url}/api/rights/royalties/verify-webhook`,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const n = ++sequence;
          return {
            ...request,
            ...signedReport({
              amount: 0.01,
              email: recipients[n % 16],
              eventId: `p-${n}`,
              period: "2026-Q2",
              productKey: "x",
            }),
          };
        },
      },
    ],
  },
  transfer: {
    url: `${server.url}/api/ledger/transfer`,
    method: "POST",
    body: JSON.stringify({ from: fromAccount!.id, to: toAccount!.id, amount: 0.01 }),
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
  },
  replay: {
    url: `${server.url}/api/rights/royalties/verify-webhook`,
    method: "POST",
    body: webhookBody,
    headers: webhookHeaders,
  },
  sign: {
    url: `${server.url}/api/signing/sign`,
    method: "POST",
    body: JSON.stringify({ payload }),
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
  },
  verify: {
    url: `${server.url}/api/signing/verify`,
    method: "POST",
    body: JSON.stringify({ payload, signature: signed.signature, keyId: signed.keyId }),
    headers: { "content-type": "application/json" },
  },
  me: { url: `${server.url}/api/auth/me`, headers: { authorization: `Bearer ${token}` } },
  chat: {
    url: `${server.url}/api/llm/chat`,
    method: "POST",
    body: JSON.stringify({
      provider: "echo",
      model: "echo-1",
      messages: [{ role: "user", content: "Hello there, bench" }],
    }),
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
  },
  catalog: { url: `${server.url}/api/hub/catalog` },
  classify: {
    url: `${server.url}/api/constitution/classify`,
    method: "POST",
    body: JSON.stringify({
      sliders: {
        floor: 90,
        ruleOfLaw: 90,
        rotation: 80,
        transparency: 90,
        multiStatus: 75,
        skinInGame: 60,
        polycentricity: 60,
        positiveSum: 80,
      },
    }),
    headers: { "content-type": "application/json" },
  },
};
const r = await autocannon({ ...opts[which]!, connections: Number(process.env.BENCH_CONNECTIONS ?? 32), duration: 8 });
console.log(which, "req/s", r.requests.average, "non2xx", r.non2xx);
await stopTarget(server);
console.log(dir);
