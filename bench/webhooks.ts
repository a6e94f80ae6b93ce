// Partner webhook ingestion, in one run: requests per second of POST /api/rights/royalties/verify-webhook
// through the real server (HMAC verified, record written, recipient's wallet credited, all in one
// transaction) against an Express hello world measured in the same run:
//
//  - distinct events: every request a new eventId, signed with a fresh timestamp, for one of 16
//    registered recipients in turn (so each one records a royalty and credits a wallet);
//  - replays: one signed event sent again and again (each answered 200 `replayed: true` from the
//    existing record, nothing written).
//
//   npm run bench:ingest                                                     # embedded PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:ingest  # a scratch database there
//
// Settings: BENCH_DURATION seconds per scenario (default 8, after a 2 s warm-up), BENCH_CONNECTIONS
// (default 32). Requests are signed as @trustplane/webhook-verifier's `sign` does (HMAC-SHA256 over
// `<timestamp>.<RFC 8785 body>`), synchronously here so autocannon can build each request itself.
import { createHmac } from "node:crypto";
import { canonicalize } from "@trustplane/canonical-json";
import autocannon from "autocannon";
import { scratchDatabase } from "../packages/server/test/harness.ts";
import { writeResults } from "./lib/results.ts";
import { startTarget, stopTarget } from "./lib/target.ts";

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const RECIPIENTS = 16;
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const SECRET = "bench-rights-secret";
const PATH = "/api/rights/royalties/verify-webhook";

/** A signed request exactly as a partner sends it: canonical body, timestamp, signature. */
const signed = (body: unknown): { body: string; headers: Record<string, string> } => {
  const text = canonicalize(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac("sha256", SECRET).update(`${timestamp}.${text}`).digest("hex");
  return {
    body: text,
    headers: { "content-type": "application/json", "X-Svc-Timestamp": timestamp, "X-Svc-Signature": signature },
  };
};

type Result = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
};

const run = async (name: string, options: autocannon.Options): Promise<Result> => {
  await autocannon({ ...options, connections: CONNECTIONS, duration: 2 });
  const statuses: Record<string, number> = {};
  const instance = autocannon({ ...options, connections: CONNECTIONS, duration: DURATION });
  instance.on("response", (_client: unknown, statusCode: number) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const r = await instance;
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    statuses,
  };
};

const results: Result[] = [];

const hello = await startTarget("targets/express-hello.ts");
try {
  results.push(await run("express hello world", { url: hello.url }));
} finally {
  await stopTarget(hello);
}

const scratch = DATABASE_URL ? await scratchDatabase(DATABASE_URL) : undefined;
const server = await startTarget("targets/server.ts", {
  env: { RIGHTS_WEBHOOK_SECRET: SECRET, ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
});
let records = 0;
let credits = 0;
try {
  const stamp = Date.now().toString(36);
  const emails = Array.from({ length: RECIPIENTS }, (_, i) => `bench-${stamp}-${i}@example.test`);
  for (const email of emails) {
    const res = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "bench password", name: "Bench" }),
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  }

  let sequence = 0;
  results.push(
    await run("POST verify-webhook, distinct events", {
      url: server.url + PATH,
      method: "POST",
      requests: [
        {
          setupRequest: (request) => {
            const n = ++sequence;
            const { body, headers } = signed({
              eventId: `bench-${stamp}-${n}`,
              email: emails[n % RECIPIENTS],
              productKey: "bench-album",
              period: "2026-Q2",
              amount: 0.01,
            });
            return { ...request, body, headers };
          },
        },
      ],
    }),
  );
  records = sequence;

  const replay = signed({
    eventId: `bench-${stamp}-replayed`,
    email: emails[0],
    productKey: "bench-album",
    period: "2026-Q2",
    amount: 1,
  });
  const first = await fetch(server.url + PATH, { method: "POST", ...replay });
  if (first.status !== 201) throw new Error(`first report answered ${first.status}: ${await first.text()}`);
  results.push(
    await run("POST verify-webhook, replays of one event", {
      url: server.url + PATH,
      method: "POST",
      body: replay.body,
      headers: replay.headers,
    }),
  );

  // Every distinct event sent was recorded and credited once (the wallets hold exactly their sum).
  const token = (
    (await (
      await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: emails[1], password: "bench password" }),
      })
    ).json()) as { token: string }
  ).token;
  const summary = (await (
    await fetch(`${server.url}/api/ecosystem/earnings`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { perSource: { source: string; count: number }[] };
  credits = summary.perSource.find((s) => s.source === "rights")!.count;
} finally {
  await stopTarget(server);
  await scratch?.drop();
}

const express = results[0]!.rps;
console.log(
  `\nWebhook ingestion, ${CONNECTIONS} connections, ${DURATION} s per scenario, database: ${scratch ? "PostgreSQL" : "embedded PGlite"}`,
);
console.table(
  results.map((r) => ({
    scenario: r.name,
    "req/s": r.rps,
    "vs express": (r.rps / express).toFixed(3),
    "p50 ms": r.p50,
    "p99 ms": r.p99,
    statuses: Object.entries(r.statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(" "),
    errors: r.errors,
  })),
);
console.log(`distinct events sent (incl. warm-up): ${records}; royalties recorded for recipient #1: ${credits}`);

const checks = [
  {
    check: "distinct events all answered 201, replays all 200, no errors",
    pass:
      results.every((r) => r.non2xx === 0 && r.errors === 0) &&
      Object.keys(results[1]!.statuses).every((s) => s === "201") &&
      Object.keys(results[2]!.statuses).every((s) => s === "200"),
  },
];
console.table(checks);

writeResults("webhooks", {
  database: scratch ? "postgres" : "embedded",
  durationSeconds: DURATION,
  connections: CONNECTIONS,
  recipients: RECIPIENTS,
  results,
  checks,
});
process.exitCode = checks.every((c) => c.pass) ? 0 : 1;
