// Merchant webhook deliveries (packages/server/src/modules/payments/webhooks): how many signed
// deliveries per second the server's worker makes to a local receiver, and the queue latency, from the
// commit of the transaction that emitted an event to the receiver having the request.
//
// The server runs in this process (its worker is what is measured; the emitter is called as the
// merchants' area calls it, in transactions of the server's pool), with BENCH_MERCHANTS merchants, each
// subscribed to a receiver on 127.0.0.1 that answers 204 (and checks both signatures of every 100th
// request). BENCH_EVENTS events (default 20000) are emitted by BENCH_PRODUCERS concurrent producers
// (default 4), BENCH_BATCH events a transaction (default 50), as fast as they go. Reported:
// - deliveries/s: delivered ÷ (last received − first emitted), the end-to-end rate (target ≥ 1,000/s);
// - emitted/s, so a rate bounded by the producers shows as such;
// - queue latency p50/p99/max (ms).
//
//   npm run bench:payments-webhooks                                                          # embedded PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:payments-webhooks    # a scratch database there
//
// PAYMENTS_WEBHOOK_CONCURRENCY (attempts in flight, default 64) is passed through to the server.
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { verify } from "@trustplane/webhook-verifier";
import { Webhook } from "standardwebhooks";
import { loadConfig } from "../packages/server/src/config.ts";
import { emitPaymentEvent } from "../packages/server/src/modules/payments/webhooks/deliveries.ts";
import { startServer } from "../packages/server/src/server.ts";
import { scratchDatabase } from "../packages/server/test/harness.ts";
import { writeResults } from "./lib/results.ts";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
const MERCHANTS = Number(process.env.BENCH_MERCHANTS ?? 50);
const PRODUCERS = Number(process.env.BENCH_PRODUCERS ?? 4);
const BATCH = Number(process.env.BENCH_BATCH ?? 50);
const DATABASE_URL = process.env.DATABASE_URL || undefined;

// --- the receiver ------------------------------------------------------------------------------------

const emittedAt = new Map<number, number>();
const latencies: number[] = [];
let firstEmitted = Number.NaN;
let lastReceived = Number.NaN;
let received = 0;
let verified = 0;
let verifyFailures = 0;
const secrets = new Map<string, string>(); // receiver path → secret
let allReceived: () => void = () => {};
const done = new Promise<void>((resolve) => {
  allReceived = resolve;
});

const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const now = performance.now();
    res.writeHead(204).end();
    const body = Buffer.concat(chunks).toString("utf8");
    const seq = (JSON.parse(body) as { data: { seq: number } }).data.seq;
    const at = emittedAt.get(seq);
    if (at !== undefined) latencies.push(now - at);
    received++;
    lastReceived = now;
    if (received % 100 === 0) {
      const secret = secrets.get(req.url ?? "")!;
      const headers = req.headers as Record<string, string>;
      verify({ secret, headers, body }).then(
        () => {
          new Webhook(secret).verify(body, headers);
          verified++;
        },
        () => verifyFailures++,
      );
    }
    if (received === EVENTS) allReceived();
  });
});
receiver.keepAliveTimeout = 60_000;
receiver.listen(0, "127.0.0.1");
await new Promise((resolve) => receiver.once("listening", resolve));
const receiverBase = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

// --- the server --------------------------------------------------------------------------------------

const scratch = DATABASE_URL ? await scratchDatabase(DATABASE_URL) : undefined;
const server = await startServer(
  loadConfig({
    ...process.env,
    // Not "production": its eager compilation of the contract's validators refuses payments.yaml's
    // PaymentNotification.data (`nullable` without `type`) on this branch. Only the set-up goes through
    // HTTP; the worker measured here runs the same in every NODE_ENV.
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "tp-bench-")),
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    JWT_SECRET: "bench-secret-bench-secret-bench-secret-0",
    SIGNING_KEY_ENCRYPTION_KEY: "YmVuY2gta2V5LWJlbmNoLWtleS1iZW5jaC1rZXktMDE=",
    PERSONAL_DATA_KEY: "cGVyc29uYWwtZGF0YS1iZW5jaC1rZXktMDEyMzQ1Njc=",
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_USER: "100000000",
    RATE_LIMIT_PER_IP: "100000000",
    RATE_LIMIT_AUTH_PER_IP: "100000000",
    PAYMENTS_ALLOW_PRIVATE_WEBHOOKS: "1",
  }),
);

const call = async (pathname: string, body: unknown, token?: string) => {
  const res = await fetch(`${server.url}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`${pathname} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<Record<string, any>>;
};

try {
  const merchants: string[] = [];
  for (let i = 0; i < MERCHANTS; i++) {
    const registered = await call("/api/auth/register", {
      email: `bench-${Date.now()}-${i}@example.test`,
      password: "bench password",
      name: `Merchant ${i}`,
    });
    const sub = await call("/api/payments/webhook-subs", { url: `${receiverBase}/m${i}` }, registered.token);
    secrets.set(`/m${i}`, sub.secret);
    merchants.push(registered.user.id);
  }

  // --- producers -------------------------------------------------------------------------------------
  let next = 0;
  const producer = async () => {
    while (next < EVENTS) {
      const seqs: number[] = [];
      while (seqs.length < BATCH && next < EVENTS) seqs.push(next++);
      await server.ctx.db.transaction(async (tx) => {
        for (const seq of seqs) {
          await emitPaymentEvent(tx, {
            merchantId: merchants[seq % merchants.length]!,
            type: "payment_request.paid",
            data: { id: `prq_bench_${seq}`, seq, status: "paid", amount: 1500, currency: "KZT", description: null },
          });
        }
      });
      const committed = performance.now();
      for (const seq of seqs) emittedAt.set(seq, committed);
    }
  };
  firstEmitted = performance.now();
  await Promise.all(Array.from({ length: PRODUCERS }, producer));
  const lastEmitted = performance.now();
  const timeout = setTimeout(() => allReceived(), 120_000);
  await done;
  clearTimeout(timeout);
  await new Promise((resolve) => setTimeout(resolve, 200)); // the last signature checks

  const sorted = latencies.sort((a, b) => a - b);
  const pct = (p: number) => Number((sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN).toFixed(1));
  const figures = {
    database: server.ctx.database.kind,
    concurrency: Number(process.env.PAYMENTS_WEBHOOK_CONCURRENCY ?? 64),
    events: EVENTS,
    merchants: MERCHANTS,
    delivered: received,
    deliveriesPerSecond: Math.round((received * 1000) / (lastReceived - firstEmitted)),
    emittedPerSecond: Math.round((EVENTS * 1000) / (lastEmitted - firstEmitted)),
    latencyMs: { p50: pct(0.5), p99: pct(0.99), max: pct(1) },
    signaturesChecked: verified,
    signatureFailures: verifyFailures,
  };
  console.log(JSON.stringify(figures, null, 2));
  if (received < EVENTS) console.log(`only ${received} of ${EVENTS} delivered within 120 s`);
  writeResults("payments-webhooks", figures);
} finally {
  await server.close();
  receiver.closeAllConnections();
  receiver.close();
  await scratch?.drop();
}
