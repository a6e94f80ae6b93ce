// Merchant webhook deliveries (packages/server/src/modules/payments/webhooks): how many signed
// deliveries per second the server's worker makes to a local receiver, and the queue latency, from the
// commit of the transaction that emitted an event to the receiver having the request.
//
// The server runs in this process (the emitter is called as the merchants' area calls it, in
// transactions of the server's pool), with BENCH_MERCHANTS merchants (default 50), each subscribed to a
// receiver on 127.0.0.1 that answers 204 and checks both signatures of every 100th request. Two phases:
// 1. drain: BENCH_EVENTS events (default 10000) committed in one transaction, so the whole backlog is
//    due at once; deliveries/s = BENCH_EVENTS ÷ (last received − commit). Target ≥ 1,000/s.
// 2. steady: BENCH_RATE events/s (default 500) for BENCH_SECONDS (default 5), a transaction every
//    20 ms; queue latency p50/p99/max (ms), commit → received.
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

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const MERCHANTS = Number(process.env.BENCH_MERCHANTS ?? 50);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const DATABASE_URL = process.env.DATABASE_URL || undefined;

// --- the receiver ------------------------------------------------------------------------------------

const emittedAt = new Map<number, number>();
let latencies: number[] = [];
let lastReceived = Number.NaN;
let received = 0;
let expected = 0;
let verified = 0;
let verifyFailures = 0;
const secrets = new Map<string, string>(); // receiver path → secret
let allReceived: () => void = () => {};

/** Resolves when `count` more requests have arrived (or after 120 s). */
const receive = (count: number): Promise<void> => {
  received = 0;
  expected = count;
  latencies = [];
  return new Promise<void>((resolve) => {
    const timeout = setTimeout(resolve, 120_000);
    allReceived = () => {
      clearTimeout(timeout);
      resolve();
    };
  });
};

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
    if (received === expected) allReceived();
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
    TRANSPARENCY_LOG_KEY: "YmVuY2gtbG9nLWtleS1iZW5jaC1sb2cta2V5LWJlbmM=",
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
  return res.json() as Promise<Record<string, unknown>>;
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

  let seq = 0;
  /** Emits `count` events in one transaction of the server's pool; answers the commit time. */
  const emit = async (count: number): Promise<number> => {
    const seqs = Array.from({ length: count }, () => seq++);
    await server.ctx.db.transaction(async (tx) => {
      for (const n of seqs) {
        await emitPaymentEvent(tx, {
          merchantId: merchants[n % merchants.length]!,
          type: "payment_request.paid",
          data: { id: `prq_bench_${n}`, seq: n, status: "paid", amount: 1500, currency: "KZT", description: null },
        });
      }
    });
    const committed = performance.now();
    for (const n of seqs) emittedAt.set(n, committed);
    return committed;
  };
  const pct = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return Number((sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN).toFixed(1));
  };

  // 1. drain a backlog
  const drained = receive(EVENTS);
  const committed = await emit(EVENTS);
  await drained;
  const drain = {
    events: EVENTS,
    delivered: received,
    deliveriesPerSecond: Math.round((received * 1000) / (lastReceived - committed)),
  };
  console.log("drain", drain);

  // 2. a steady rate
  const perTick = Math.max(1, Math.round((RATE * 20) / 1000));
  const ticks = Math.round((SECONDS * 1000) / 20);
  const steadyReceived = receive(perTick * ticks);
  const started = performance.now();
  for (let tick = 0; tick < ticks; tick++) {
    await emit(perTick);
    const wait = started + (tick + 1) * 20 - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  const emitted = performance.now() - started;
  await steadyReceived;
  const steady = {
    events: perTick * ticks,
    delivered: received,
    emittedPerSecond: Math.round((perTick * ticks * 1000) / emitted),
    latencyMs: { p50: pct(latencies, 0.5), p99: pct(latencies, 0.99), max: pct(latencies, 1) },
  };
  console.log("steady", steady);
  await new Promise((resolve) => setTimeout(resolve, 200)); // the last signature checks

  const figures = {
    database: server.ctx.database.kind,
    concurrency: Number(process.env.PAYMENTS_WEBHOOK_CONCURRENCY ?? 64),
    merchants: MERCHANTS,
    drain,
    steady,
    signaturesChecked: verified,
    signatureFailures: verifyFailures,
  };
  writeResults("payments-webhooks", figures);
  if (verifyFailures > 0) throw new Error(`${verifyFailures} deliveries did not verify`);
} finally {
  await server.close();
  receiver.closeAllConnections();
  receiver.close();
  await scratch?.drop();
}
