// Mixed load on PostgreSQL: CLIENTS clients (default 50), each a registered user looping through a weighted
// mix of every module's requests with no pause between them (a closed loop: each sends its next request
// when its previous one is answered), against the real server in its own process on a scratch database.
// Reports requests by status class (every 5xx is a failure, listed with its route), p50/p99 overall and per
// route, and the server's resident memory (VmRSS from /proc/<pid>/status, sampled every second): at idle,
// at its peak and at the end of the load; with MIXED_SOAK=1 the run lasts 10 minutes and the RSS growth
// slope over its last 8 minutes is reported too. Target: RSS under 250 MB, no 5xx.
//
//   npm run bench:mixed                                 # 60 s, 50 clients
//   MIXED_SOAK=1 npm run bench:mixed                    # 10 minutes: RSS growth
//   MIXED_NODE_OPTIONS=--max-semi-space-size=8 npm run bench:mixed   # server flags to try
//   MIXED_RUNTIME=bare npm run bench:mixed              # without the start script's runtime settings
//
// Settings: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test: only a scratch database is
// created there and dropped after), MIXED_DURATION seconds measured (default 60; 600 with MIXED_SOAK=1),
// MIXED_WARMUP seconds of the same load before it (default 5, not in the latency figures), MIXED_CLIENTS
// (default 50), MIXED_POOL_SIZE (the server's DB_POOL_SIZE; default the server's own, 10),
// MIXED_NODE_OPTIONS (extra Node flags for the server process), MIXED_RUNTIME (`start`, the default: the
// server runs with the environment and Node flags of `npm start`, see bench/lib/target.ts; `bare`: plain
// `node`, what those settings save), MIXED_EXCLUDE (a comma list of action
// names, from ACTIONS below, to leave out: what a part of the mix costs), MIXED_HEAPSNAPSHOT=1 (the server writes a
// heap snapshot to bench/results/profile-heap-<time>/ when the load ends: open it in Chrome DevTools, Memory tab).
//
// The server prints V8's heap statistics every 5 s (bench/targets/server.ts, BENCH_HEAP_STATS=1), so the
// report splits RSS into the V8 heap's spaces and what lies outside it.
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { Agent, type IncomingHttpHeaders, request } from "node:http";
import { loadavg } from "node:os";
import { sign as signWebhook } from "@trustplane/webhook-verifier";
import { scratchDatabase } from "../packages/server/test/harness.ts";
import { writeResults } from "./lib/results.ts";
import { startScriptRuntime, startTarget, stopTarget, type Target } from "./lib/target.ts";

const SOAK = process.env.MIXED_SOAK === "1";
const DURATION = Number(process.env.MIXED_DURATION ?? (SOAK ? 600 : 60));
const WARMUP = Number(process.env.MIXED_WARMUP ?? 5);
const CLIENTS = Number(process.env.MIXED_CLIENTS ?? 50);
const POOL_SIZE = process.env.MIXED_POOL_SIZE;
const RUNTIME = process.env.MIXED_RUNTIME === "bare" ? { env: {}, nodeOptions: "" } : startScriptRuntime();
const NODE_OPTIONS = [RUNTIME.nodeOptions, process.env.MIXED_NODE_OPTIONS ?? ""].join(" ").trim();
const HEAPSNAPSHOT = process.env.MIXED_HEAPSNAPSHOT === "1";
const DATABASE_URL = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
/** The RSS growth slope is fitted over this last part of the run (8 of a soak's 10 minutes). */
const SLOPE_WINDOW_SECONDS = Math.min(480, DURATION * 0.8);
const RSS_TARGET_MB = 250;
const REQUEST_TIMEOUT_MS = 30_000;
const SECRETS = { rights: "mixed-rights-secret", chess: "mixed-chess-secret", registry: "mixed-registry-secret" };
const PASSWORD = "mixed bench password";

// --- the server --------------------------------------------------------------------------------------

type HeapSample = { t: number; stats: HeapStats };
type HeapStats = {
  memory: { rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number };
  heap: { total: number; used: number; malloced: number; peakMalloced: number; external: number };
  spaces: Record<string, { size: number; used: number }>;
};

const t0 = performance.now();
const seconds = () => (performance.now() - t0) / 1000;
const heapSamples: HeapSample[] = [];
const loadBefore = loadavg();

/**
 * CPU seconds so far: the whole machine's busy time (/proc/stat), this process's, PostgreSQL's (every
 * postgres process) and the server's; what is left of the machine's is other work (other engineers'
 * tests), which makes the figures noisy.
 */
const machineCpu = () => {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields;
  return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
};
const postgresCpu = () => {
  let seconds = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (!stat.includes("(postgres)")) continue;
      const fields = stat.split(") ")[1]!.split(" ");
      seconds += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {}
  }
  return seconds;
};
const ownCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

// Heap snapshots go where CPU profiles go (results/profile-*/, ignored by git).
const snapshotDir = new URL(`results/profile-heap-${Date.now()}/`, import.meta.url).pathname;
// Set when the server has started (the run below), before anything reads them.
let server: Target | undefined;
let pid: number;
let url: URL;

const MB = 1024 * 1024;
const statusKb = (field: string): number => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) : Number.NaN;
};
/** Resident memory in MB, and the server's CPU seconds so far (user + system). */
const rssMb = () => statusKb("VmRSS") / 1024;
const cpuSeconds = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/**
 * The server's resident memory by kind of mapping (/proc/<pid>/smaps), in MB: file-backed (the node binary
 * and libraries), glibc malloc's main arena ([heap]), its other arenas (each thread that allocates, the
 * libuv thread pool's included, gets one: an anonymous mapping at a 64 MB-aligned address, at most 64 MB),
 * and the other anonymous mappings (the V8 heap, allocations too large for an arena, thread stacks).
 */
const memoryMap = (): Record<string, number> => {
  const kb = { fileBacked: 0, mainArena: 0, threadArenas: 0, otherAnonymous: 0 };
  const ARENA = 64 * 1024 * 1024;
  let kind: keyof typeof kb = "otherAnonymous";
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const start = BigInt(`0x${head[1]}`);
      const size = BigInt(`0x${head[2]}`) - start;
      const name = head[3]!;
      kind = name.startsWith("/")
        ? "fileBacked"
        : name === "[heap]"
          ? "mainArena"
          : name === "" && start % BigInt(ARENA) === 0n && size <= BigInt(ARENA)
            ? "threadArenas"
            : "otherAnonymous";
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kb[kind] += Number(rss[1]);
  }
  return Object.fromEntries(Object.entries(kb).map(([k, v]) => [k, Math.round(v / 1024)]));
};

type RssSample = { t: number; mb: number; phase: Phase };
type Phase = "start" | "setup" | "idle" | "warmup" | "load" | "after";
let phase: Phase = "start";
const rssSamples: RssSample[] = [];
const askHeap = async () => {
  const before = heapSamples.length;
  server!.child.kill("SIGUSR2");
  for (let i = 0; i < 50 && heapSamples.length === before; i++) await sleep(20);
  return heapSamples.at(-1);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// --- HTTP --------------------------------------------------------------------------------------------

const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS + 8 });
type Reply = { status: number; headers: IncomingHttpHeaders; text: string };

const send = (
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> =>
  new Promise((resolve, reject) => {
    const body =
      options.body === undefined
        ? undefined
        : typeof options.body === "string"
          ? options.body
          : JSON.stringify(options.body);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(body === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(body) }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timed out after ${REQUEST_TIMEOUT_MS} ms`)));
    req.on("error", reject);
    req.end(body);
  });

// --- what is recorded --------------------------------------------------------------------------------

type RouteStats = {
  latencies: number[];
  statuses: Map<number, number>;
  unexpected: { status: number; body: string }[];
  errors: string[];
};
const routes = new Map<string, RouteStats>();
let measuring = false;
let stopping = false;

const statsOf = (route: string): RouteStats => {
  let stats = routes.get(route);
  if (!stats) {
    stats = { latencies: [], statuses: new Map(), unexpected: [], errors: [] };
    routes.set(route, stats);
  }
  return stats;
};

class Unexpected extends Error {}

/**
 * One request, recorded under `route` (a path template) while measuring. A status outside `expected`
 * throws, so the client's action stops there (it is recorded with its body); 5xx are always failures.
 */
const hit = async (
  route: string,
  expected: number[],
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> => {
  const started = performance.now();
  let reply: Reply;
  try {
    reply = await send(method, path, options);
  } catch (err) {
    if (measuring) statsOf(route).errors.push(String(err));
    throw new Unexpected(String(err));
  }
  if (measuring) {
    const stats = statsOf(route);
    stats.latencies.push(performance.now() - started);
    stats.statuses.set(reply.status, (stats.statuses.get(reply.status) ?? 0) + 1);
    if (!expected.includes(reply.status) && stats.unexpected.length < 5) {
      stats.unexpected.push({ status: reply.status, body: reply.text.slice(0, 500) });
    }
  }
  if (!expected.includes(reply.status)) throw new Unexpected(`${route} answered ${reply.status}: ${reply.text}`);
  return reply;
};
/** The fields of answers this bench reads (each answer has those of its route). */
type Answer = { id: string; token: string; signature: string; keyId: string; artifactId: string };
const json = <T = Answer>(reply: Reply): T => JSON.parse(reply.text) as T;

// --- the clients -------------------------------------------------------------------------------------

type Work = { certId: string; rightsId: string; receiptId: string; kind: string };
type Client = {
  n: number;
  email: string;
  token: string;
  accounts: string[];
  v1?: { payload: unknown; signature: string; keyId: string };
  v2: { payload: unknown; signature: string; keyId: string }[];
  works: Work[];
  unsubmitted: Work[];
  rightsIds: string[];
  transferKeys: { key: string; body: unknown }[];
  artifacts: string[];
  sequence: number;
};

const stamp = Date.now().toString(36);
const clients: Client[] = [];
const allAccounts: string[] = [];
const royaltyEvents: unknown[] = [];
let catalogIds: string[] = [];
let sequence = 0;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const amount = () => (1 + Math.floor(Math.random() * 999)) / 100;
const uniqueId = () => `${stamp}-${++sequence}`;
const idempotencyKey = () => randomBytes(12).toString("base64url");
const KINDS: [kind: string, artifactType: string][] = [
  ["music", "music"],
  ["film", "film"],
  ["code", "code"],
  ["web", "web"],
];

/** A payload as an integration signs it: an invoice, different every time. */
const invoice = (client: Client) => ({
  invoice: `INV-${client.n}-${++client.sequence}`,
  amount: amount() * 100,
  currency: "TNU",
  lines: [
    { sku: `A-${client.sequence % 17}`, qty: 1 + (client.sequence % 3), price: amount() },
    { sku: "B-7", qty: 1, price: 250.75 },
  ],
  issuedAt: new Date().toISOString(),
});

const protect = async (client: Client): Promise<Work> => {
  const [kind] = pick(KINDS);
  const reply = await hit("POST /api/pipeline/protect", [201], "POST", "/api/pipeline/protect", {
    token: client.token,
    body: {
      title: `Work ${uniqueId()}`,
      kind,
      content: `the work itself ${uniqueId()} ${randomBytes(16).toString("hex")}`,
    },
    headers: { "idempotency-key": idempotencyKey() },
  });
  const cert = json<{ certId: string; rightsObject: { id: string }; signature: { receiptId: string } }>(reply);
  const work = { certId: cert.certId, rightsId: cert.rightsObject.id, receiptId: cert.signature.receiptId, kind };
  client.works = [...client.works.slice(-7), work];
  client.unsubmitted = [...client.unsubmitted.slice(-7), work];
  return work;
};

const signV1 = async (client: Client) => {
  const payload = invoice(client);
  const reply = json(
    await hit("POST /api/signing/sign", [200], "POST", "/api/signing/sign", { token: client.token, body: { payload } }),
  );
  client.v1 = { payload, signature: reply.signature, keyId: reply.keyId };
};

const signV2 = async (client: Client) => {
  const payload = invoice(client);
  const reply = json(
    await hit("POST /api/signing/v2/sign", [200], "POST", "/api/signing/v2/sign", {
      token: client.token,
      body: { payload },
    }),
  );
  client.v2 = [...client.v2.slice(-9), { payload, signature: reply.signature, keyId: reply.keyId }];
};

const royalty = (email: string) => ({
  eventId: `roy-${uniqueId()}`,
  email,
  productKey: `album-${Math.floor(Math.random() * 40)}`,
  period: "2026-Q2",
  amount: amount(),
});

const webhook = async (route: string, path: string, secret: string, body: unknown, expected: number[]) => {
  const signed = await signWebhook({ secret, body });
  return hit(route, expected, "POST", path, { body: signed.body, headers: signed.headers });
};

const transferBody = (client: Client) => {
  const from = pick(client.accounts);
  let to = pick(allAccounts);
  while (to === from) to = pick(allAccounts);
  return { from, to, amount: amount() };
};

/** Each action: its weight (share of requests, about) and what one client does. */
const ACTIONS: [name: string, weight: number, run: (client: Client) => Promise<unknown>][] = [
  // auth
  ["me", 10, (c) => hit("GET /api/auth/me", [200], "GET", "/api/auth/me", { token: c.token })],
  // Logins and registrations are rare next to API calls (a token lasts an hour), and each costs a scrypt
  // hash (N = 32768: about 50 ms of CPU and 32 MB of memory on the thread pool).
  [
    "login",
    0.5,
    async (c) => {
      const reply = await hit("POST /api/auth/login", [200], "POST", "/api/auth/login", {
        body: { email: c.email, password: PASSWORD },
      });
      c.token = json(reply).token;
    },
  ],
  [
    "register",
    0.2,
    (_c) =>
      hit("POST /api/auth/register", [201], "POST", "/api/auth/register", {
        body: { email: `mixed-new-${uniqueId()}@example.test`, password: PASSWORD, name: "New user" },
      }),
  ],
  [
    "sign out everywhere and log in again",
    0.1,
    async (c) => {
      await hit("POST /api/auth/sign-out-everywhere", [200], "POST", "/api/auth/sign-out-everywhere", {
        token: c.token,
      });
      const reply = await hit("POST /api/auth/login", [200], "POST", "/api/auth/login", {
        body: { email: c.email, password: PASSWORD },
      });
      c.token = json(reply).token;
    },
  ],
  // ledger
  ["accounts", 5, (c) => hit("GET /api/ledger/accounts", [200], "GET", "/api/ledger/accounts", { token: c.token })],
  [
    "open an account",
    0.1,
    async (c) => {
      if (c.accounts.length >= 4) return;
      const reply = await hit("POST /api/ledger/accounts", [201], "POST", "/api/ledger/accounts", { token: c.token });
      const accountId = json(reply).id as string;
      // Funded before it sends anything, so no transfer from it is short of funds.
      await hit("POST /api/ledger/topup", [200], "POST", "/api/ledger/topup", {
        token: c.token,
        body: { accountId, amount: 1_000_000 },
      });
      c.accounts.push(accountId);
      allAccounts.push(accountId);
    },
  ],
  [
    "lookup",
    0.7,
    (c) =>
      hit(
        "GET /api/ledger/accounts/lookup",
        [200],
        "GET",
        `/api/ledger/accounts/lookup?email=${encodeURIComponent(pick(clients).email)}`,
        {
          token: c.token,
        },
      ),
  ],
  [
    "topup",
    1,
    (c) =>
      hit("POST /api/ledger/topup", [200], "POST", "/api/ledger/topup", {
        token: c.token,
        body: { accountId: pick(c.accounts), amount: 100 },
        headers: Math.random() < 0.5 ? { "idempotency-key": idempotencyKey() } : {},
      }),
  ],
  [
    "transfer",
    7,
    (c) =>
      hit("POST /api/ledger/transfer", [201], "POST", "/api/ledger/transfer", {
        token: c.token,
        body: transferBody(c),
      }),
  ],
  [
    "transfer with Idempotency-Key",
    3,
    async (c) => {
      const key = idempotencyKey();
      const body = transferBody(c);
      await hit("POST /api/ledger/transfer (Idempotency-Key)", [201], "POST", "/api/ledger/transfer", {
        token: c.token,
        body,
        headers: { "idempotency-key": key },
      });
      c.transferKeys = [...c.transferKeys.slice(-7), { key, body }];
    },
  ],
  [
    "transfer retried with its Idempotency-Key",
    1,
    async (c) => {
      const first = c.transferKeys.length > 0 ? pick(c.transferKeys) : undefined;
      if (!first) return;
      const reply = await hit("POST /api/ledger/transfer (replayed key)", [201], "POST", "/api/ledger/transfer", {
        token: c.token,
        body: first.body,
        headers: { "idempotency-key": first.key },
      });
      if (reply.headers["idempotent-replayed"] !== "true") throw new Unexpected("a retried transfer was not replayed");
    },
  ],
  [
    "operations",
    4,
    (c) => hit("GET /api/ledger/operations", [200], "GET", "/api/ledger/operations?limit=20", { token: c.token }),
  ],
  [
    "transfers",
    2,
    (c) => hit("GET /api/ledger/transfers", [200], "GET", "/api/ledger/transfers?limit=20", { token: c.token }),
  ],
  [
    "operations.csv",
    0.4,
    (c) => hit("GET /api/ledger/operations.csv", [200], "GET", "/api/ledger/operations.csv", { token: c.token }),
  ],
  [
    "transfers.csv",
    0.2,
    (c) => hit("GET /api/ledger/transfers.csv", [200], "GET", "/api/ledger/transfers.csv", { token: c.token }),
  ],
  [
    "accounts.csv",
    0.1,
    (c) => hit("GET /api/ledger/accounts.csv", [200], "GET", "/api/ledger/accounts.csv", { token: c.token }),
  ],
  // signing
  ["sign v1", 5, signV1],
  [
    "verify v1 (keyId)",
    3,
    (c) =>
      hit("POST /api/signing/verify (keyId)", [200], "POST", "/api/signing/verify", {
        body: { payload: c.v1!.payload, signature: c.v1!.signature, keyId: c.v1!.keyId },
      }),
  ],
  [
    "verify v1 (found by signature)",
    1,
    (c) =>
      hit("POST /api/signing/verify (by signature)", [200], "POST", "/api/signing/verify", {
        body: { payload: c.v1!.payload, signature: c.v1!.signature },
      }),
  ],
  ["sign v2", 3, signV2],
  [
    "verify v2",
    3,
    (c) => {
      const signed = pick(c.v2);
      return hit("POST /api/signing/v2/verify", [200], "POST", "/api/signing/v2/verify", {
        body: { payload: signed.payload, signature: signed.signature, keyId: signed.keyId },
      });
    },
  ],
  [
    "sign v2 batch (10)",
    0.8,
    (c) =>
      hit("POST /api/signing/v2/sign/batch", [200], "POST", "/api/signing/v2/sign/batch", {
        token: c.token,
        body: { items: Array.from({ length: 10 }, () => ({ payload: invoice(c) })) },
      }),
  ],
  [
    "verify v2 batch (10)",
    0.5,
    (c) =>
      hit("POST /api/signing/v2/verify/batch", [200], "POST", "/api/signing/v2/verify/batch", {
        body: {
          items: Array.from({ length: 10 }, (_, i) => {
            const signed = c.v2[i % c.v2.length]!;
            return { payload: signed.payload, signature: signed.signature, keyId: signed.keyId };
          }),
        },
      }),
  ],
  [
    "audit",
    0.5,
    (c) => hit("GET /api/signing/v2/audit", [200], "GET", "/api/signing/v2/audit?limit=20", { token: c.token }),
  ],
  ["platform keys", 0.8, (_c) => hit("GET /api/signing/v2/keys", [200], "GET", "/api/signing/v2/keys")],
  [
    "my keys",
    0.2,
    (c) => hit("GET /api/signing/v2/me/keys", [200], "GET", "/api/signing/v2/me/keys", { token: c.token }),
  ],
  // rights, bureau, registry
  [
    "rights object",
    1.2,
    async (c) => {
      const [kind] = pick(KINDS);
      const reply = await hit("POST /api/rights/objects", [201], "POST", "/api/rights/objects", {
        token: c.token,
        body: { title: `Draft ${uniqueId()}`, kind, description: "A work registered by the mixed bench." },
      });
      c.rightsIds = [...c.rightsIds.slice(-7), json(reply).id];
    },
  ],
  [
    "read a rights object",
    0.8,
    (c) =>
      hit("GET /api/rights/objects/{id}", [200], "GET", `/api/rights/objects/${pick(c.rightsIds)}`, { token: c.token }),
  ],
  ["protect", 1.2, protect],
  [
    "bureau verify status",
    2.5,
    (_c) => {
      const work = pick(pick(clients).works);
      return hit("GET /api/bureau/verify/status/{id}", [200], "GET", `/api/bureau/verify/status/${work.certId}`);
    },
  ],
  [
    "bureau badge",
    0.4,
    (_c) => {
      const work = pick(pick(clients).works);
      return hit("GET /api/bureau/cert/{certId}/embed", [200], "GET", `/api/bureau/cert/${work.certId}/embed`);
    },
  ],
  [
    "rights badge",
    0.3,
    (_c) => {
      const work = pick(pick(clients).works);
      return hit("GET /api/rights/embed/{id}", [200], "GET", `/api/rights/embed/${work.rightsId}`);
    },
  ],
  [
    "registry submission",
    0.7,
    async (c) => {
      if (c.unsubmitted.length === 0) await protect(c);
      const work = c.unsubmitted.pop()!;
      const artifactType = KINDS.find(([kind]) => kind === work.kind)![1];
      const reply = await hit("POST /api/registry/submissions", [201], "POST", "/api/registry/submissions", {
        token: c.token,
        body: { artifactType, rightsCertId: work.rightsId, signReceiptId: work.receiptId },
        headers: { "idempotency-key": idempotencyKey() },
      });
      c.artifacts = [...c.artifacts.slice(-7), json(reply).artifactId];
    },
  ],
  [
    "registry artifact",
    0.3,
    (c) => {
      if (c.artifacts.length === 0) return Promise.resolve();
      return hit(
        "GET /api/registry/artifacts/{id}/public",
        [200],
        "GET",
        `/api/registry/artifacts/${pick(c.artifacts)}/public`,
      );
    },
  ],
  [
    "registry recent",
    0.4,
    (_c) => hit("GET /api/registry/artifacts/recent", [200], "GET", "/api/registry/artifacts/recent?limit=20"),
  ],
  [
    "registry stats",
    0.3,
    (c) => hit("GET /api/registry/stats", [200], "GET", "/api/registry/stats", { token: c.token }),
  ],
  ["registry validators", 0.2, (_c) => hit("GET /api/registry/validators", [200], "GET", "/api/registry/validators")],
  // partner webhooks and earnings
  [
    "royalty webhook",
    2,
    async (_c) => {
      // Mostly for registered users; one in ten for an email nobody registered yet (kept for them).
      const email = Math.random() < 0.9 ? pick(clients).email : `mixed-later-${uniqueId()}@example.test`;
      const body = royalty(email);
      await webhook(
        "POST /api/rights/royalties/verify-webhook (new)",
        "/api/rights/royalties/verify-webhook",
        SECRETS.rights,
        body,
        [201],
      );
      royaltyEvents.push(body);
      if (royaltyEvents.length > 500) royaltyEvents.splice(0, 250);
    },
  ],
  [
    "royalty webhook replay",
    1,
    async (_c) => {
      if (royaltyEvents.length === 0) return;
      const reply = await webhook(
        "POST /api/rights/royalties/verify-webhook (replay)",
        "/api/rights/royalties/verify-webhook",
        SECRETS.rights,
        pick(royaltyEvents),
        [200],
      );
      if (json<{ replayed: boolean }>(reply).replayed !== true)
        throw new Unexpected("a replayed royalty was not answered as a replay");
    },
  ],
  [
    "chess webhook",
    0.3,
    (_c) =>
      webhook(
        "POST /api/chess/tournament-finalized",
        "/api/chess/tournament-finalized",
        SECRETS.chess,
        {
          tournamentId: `trn-${uniqueId()}`,
          podium: [1, 2, 3].map((place) => ({ email: pick(clients).email, place, amount: 10 * (4 - place) })),
        },
        [201],
      ),
  ],
  [
    "registry payout webhook",
    0.3,
    (_c) =>
      webhook(
        "POST /api/registry/payouts/certify-webhook",
        "/api/registry/payouts/certify-webhook",
        SECRETS.registry,
        { eventId: `pay-${uniqueId()}`, email: pick(clients).email, artifactVersionId: `arv-${uniqueId()}`, amount: 5 },
        [201],
      ),
  ],
  [
    "earnings",
    0.7,
    (c) => hit("GET /api/ecosystem/earnings", [200], "GET", "/api/ecosystem/earnings", { token: c.token }),
  ],
  [
    "royalties",
    0.4,
    (c) => hit("GET /api/rights/royalties", [200], "GET", "/api/rights/royalties?limit=20", { token: c.token }),
  ],
  ["chess results", 0.2, (c) => hit("GET /api/chess/results", [200], "GET", "/api/chess/results", { token: c.token })],
  [
    "registry payouts",
    0.2,
    (c) => hit("GET /api/registry/payouts", [200], "GET", "/api/registry/payouts", { token: c.token }),
  ],
  // hub (catalog)
  ["catalog", 4, (_c) => hit("GET /api/hub/catalog", [200], "GET", "/api/hub/catalog")],
  ["catalog item", 1.5, (_c) => hit("GET /api/hub/catalog/{id}", [200], "GET", `/api/hub/catalog/${pick(catalogIds)}`)],
  [
    "related modules",
    0.3,
    (_c) => hit("GET /api/hub/catalog/{id}/related", [200], "GET", `/api/hub/catalog/${pick(catalogIds)}/related`),
  ],
  ["version", 0.5, (_c) => hit("GET /api/hub/version", [200], "GET", "/api/hub/version")],
  ["health", 0.3, (_c) => hit("GET /api/hub/health", [200], "GET", "/api/hub/health")],
  ["upcoming tournaments", 0.3, (_c) => hit("GET /api/chess/upcoming", [200], "GET", "/api/chess/upcoming")],
  ["contract", 0.1, (_c) => hit("GET /api/openapi.json", [200], "GET", "/api/openapi.json")],
];
/** MIXED_EXCLUDE: a comma list of action names left out of the mix (to see what a part of it costs). */
const EXCLUDED = new Set(
  (process.env.MIXED_EXCLUDE ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean),
);
for (const name of EXCLUDED) {
  if (!ACTIONS.some(([action]) => action === name)) throw new Error(`MIXED_EXCLUDE: no action named "${name}"`);
}
const MIX = ACTIONS.filter(([name]) => !EXCLUDED.has(name));
const totalWeight = MIX.reduce((sum, [, weight]) => sum + weight, 0);
const pickAction = () => {
  let x = Math.random() * totalWeight;
  for (const action of MIX) {
    x -= action[1];
    if (x < 0) return action;
  }
  return MIX.at(-1)!;
};

/** A user with a funded wallet, one signature of each version and one protected work. */
const setUp = async (n: number): Promise<Client> => {
  const email = `mixed-${stamp}-${n}@example.test`;
  const registered = await send("POST", "/api/auth/register", {
    body: { email, password: PASSWORD, name: `Mixed ${n}` },
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.text}`);
  const client: Client = {
    n,
    email,
    token: json(registered).token,
    accounts: [],
    v2: [],
    works: [],
    unsubmitted: [],
    rightsIds: [],
    transferKeys: [],
    artifacts: [],
    sequence: 0,
  };
  const accounts = json<{ items: { id: string }[] }>(
    await send("GET", "/api/ledger/accounts", { token: client.token }),
  ).items.map((a) => a.id);
  client.accounts = accounts;
  const topup = await send("POST", "/api/ledger/topup", {
    token: client.token,
    body: { accountId: accounts[0], amount: 1_000_000 },
  });
  if (topup.status !== 200) throw new Error(`topup: ${topup.status} ${topup.text}`);
  // The set-up requests go through `hit` too (not measured yet), so a failure says which.
  await signV1(client);
  await signV2(client);
  await protect(client);
  const rights = await send("POST", "/api/rights/objects", {
    token: client.token,
    body: { title: `Draft ${uniqueId()}`, kind: "text" },
  });
  client.rightsIds.push(json(rights).id);
  return client;
};

/** Run `count` tasks, `concurrency` at a time. */
const inBatches = async <T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> => {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await task(i);
      }
    }),
  );
  return out;
};

const loop = async (client: Client) => {
  while (!stopping) {
    const [, , run] = pickAction();
    try {
      await run(client);
    } catch (err) {
      // Recorded by `hit` (status and body, or the transport error); anything else is a bench bug.
      if (!(err instanceof Unexpected)) throw err;
    }
  }
};

// --- the run -----------------------------------------------------------------------------------------

let snapshotNote: string | undefined;
let sampler: NodeJS.Timeout | undefined;
let heapTicker: NodeJS.Timeout | undefined;
const scratch = await scratchDatabase(DATABASE_URL);
try {
  if (HEAPSNAPSHOT) mkdirSync(snapshotDir, { recursive: true });
  server = await startTarget("targets/server.ts", {
    env: {
      ...RUNTIME.env,
      DATABASE_URL: scratch.url,
      BENCH_HEAP_STATS: "1",
      RIGHTS_WEBHOOK_SECRET: SECRETS.rights,
      CHESS_WEBHOOK_SECRET: SECRETS.chess,
      REGISTRY_WEBHOOK_SECRET: SECRETS.registry,
      TOPUP_LIMIT_PER_HOUR: "100000000",
      RATE_LIMIT_LOOKUPS_PER_USER: "100000000",
      ...(POOL_SIZE ? { DB_POOL_SIZE: POOL_SIZE } : {}),
      NODE_OPTIONS: [
        process.env.NODE_OPTIONS ?? "",
        NODE_OPTIONS,
        HEAPSNAPSHOT ? `--heapsnapshot-signal=SIGPWR --diagnostic-dir=${snapshotDir}` : "",
      ]
        .join(" ")
        .trim(),
    },
    onLine: (line) => {
      if (line.startsWith("HEAP ")) heapSamples.push({ t: seconds(), stats: JSON.parse(line.slice(5)) as HeapStats });
    },
  });
  pid = server.child.pid!;
  url = new URL(server.url);
  rssSamples.push({ t: seconds(), mb: rssMb(), phase });
  sampler = setInterval(() => rssSamples.push({ t: seconds(), mb: rssMb(), phase }), 1000);
  heapTicker = setInterval(() => server!.child.kill("SIGUSR2"), 5000);
  const cpuAtStart = cpuSeconds();

  phase = "setup";
  const catalog = json<{ items: { id: string }[] }>(await send("GET", "/api/hub/catalog"));
  catalogIds = catalog.items.map((item) => item.id);
  clients.push(...(await inBatches(CLIENTS, 8, setUp)));
  allAccounts.push(...clients.flatMap((c) => c.accounts));

  phase = "idle";
  await sleep(3000);
  await askHeap();
  rssSamples.push({ t: seconds(), mb: rssMb(), phase });
  const idleMap = memoryMap();
  // Reset the kernel's high-water mark, so VmHWM is the peak of the load alone.
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {}

  phase = "warmup";
  const running = clients.map(loop);
  await sleep(WARMUP * 1000);
  phase = "load";
  measuring = true;
  const cpuAtLoad = cpuSeconds();
  const others = { machine: machineCpu(), postgres: postgresCpu(), own: ownCpu() };
  const loadStarted = seconds();
  let lastReport = loadStarted;
  while (seconds() - loadStarted < DURATION) {
    await sleep(1000);
    if (SOAK && seconds() - lastReport >= 60) {
      lastReport = seconds();
      console.log(`${Math.round(seconds() - loadStarted)} s: RSS ${rssMb().toFixed(0)} MB`);
    }
  }
  measuring = false;
  const loadSeconds = seconds() - loadStarted;
  const cpuDuringLoad = cpuSeconds() - cpuAtLoad;
  const cpuShares = {
    server: cpuDuringLoad / loadSeconds,
    postgres: (postgresCpu() - others.postgres) / loadSeconds,
    loadGenerator: (ownCpu() - others.own) / loadSeconds,
    other: 0,
  };
  cpuShares.other = Math.max(
    0,
    (machineCpu() - others.machine) / loadSeconds - cpuShares.server - cpuShares.postgres - cpuShares.loadGenerator,
  );
  const hwmMb = statusKb("VmHWM") / 1024;
  const endMb = rssMb();
  rssSamples.push({ t: seconds(), mb: endMb, phase });
  const endHeap = await askHeap();
  const endMap = memoryMap();
  stopping = true;
  await Promise.all(running);

  if (HEAPSNAPSHOT) {
    server!.child.kill("SIGPWR");
    snapshotNote = `heap snapshot requested: ${snapshotDir}Heap.*.heapsnapshot (written by the server process)`;
    await sleep(15_000);
  }
  phase = "after";
  await sleep(5000);
  const afterHeap = await askHeap();
  const afterMb = rssMb();
  rssSamples.push({ t: seconds(), mb: afterMb, phase });
  const afterMap = memoryMap();

  report({
    loadSeconds,
    cpuDuringLoad,
    cpuShares,
    hwmMb,
    endMb,
    afterMb,
    endHeap,
    afterHeap,
    cpuServerTotal: cpuSeconds() - cpuAtStart,
    maps: { idle: idleMap, endOfLoad: endMap, after: afterMap },
  });
} finally {
  clearInterval(sampler);
  clearInterval(heapTicker);
  agent.destroy();
  if (server) await stopTarget(server);
  await scratch.drop();
}
if (snapshotNote) console.log(snapshotNote);

// --- the report --------------------------------------------------------------------------------------

function report(end: {
  loadSeconds: number;
  cpuDuringLoad: number;
  cpuShares: Record<"server" | "postgres" | "loadGenerator" | "other", number>;
  hwmMb: number;
  endMb: number;
  afterMb: number;
  endHeap?: HeapSample;
  afterHeap?: HeapSample;
  cpuServerTotal: number;
  maps: Record<"idle" | "endOfLoad" | "after", Record<string, number>>;
}) {
  const percentile = (sorted: number[], p: number) =>
    sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const classOf = (status: number) => `${Math.floor(status / 100)}xx`;

  const all: number[] = [];
  const byClass: Record<string, number> = {};
  const perRoute = [...routes]
    .map(([route, stats]) => {
      const sorted = stats.latencies.sort((a, b) => a - b);
      for (const ms of sorted) all.push(ms);
      for (const [status, n] of stats.statuses) byClass[classOf(status)] = (byClass[classOf(status)] ?? 0) + n;
      return {
        route,
        requests: sorted.length,
        statuses: [...stats.statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(" "),
        p50: round(percentile(sorted, 50)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted.at(-1) ?? Number.NaN),
        errors: stats.errors.length,
        unexpected: stats.unexpected,
        transportErrors: stats.errors.slice(0, 5),
      };
    })
    .sort((a, b) => b.requests - a.requests);
  all.sort((a, b) => a - b);
  const total = all.length;
  const errors = perRoute.reduce((n, r) => n + r.errors, 0);
  const failures = perRoute.filter((r) => r.statuses.split(" ").some((s) => s.startsWith("5")));
  const unexpected = perRoute.filter((r) => r.unexpected.length > 0);

  const load = rssSamples.filter((s) => s.phase === "warmup" || s.phase === "load");
  const idle = rssSamples.filter((s) => s.phase === "idle").at(-1)!;
  const started = rssSamples[0]!;
  const peak = load.reduce((max, s) => (s.mb > max.mb ? s : max), load[0]!);
  const measured = rssSamples.filter((s) => s.phase === "load");
  const loadEnd = measured.at(-1)!.t;
  const window = measured.filter((s) => s.t >= loadEnd - SLOPE_WINDOW_SECONDS);
  const slope = slopeMbPerMinute(window);
  const perMinute: number[] = [];
  for (const s of measured) {
    const minute = Math.floor((s.t - measured[0]!.t) / 60);
    perMinute[minute] = Math.max(perMinute[minute] ?? 0, s.mb);
  }

  const idleHeap = heapSamples.filter((h) => h.t <= idle.t + 0.5).at(-1);
  const maxHeap = heapSamples.reduce<HeapSample | undefined>(
    (max, h) => (!max || h.stats.memory.rss > max.stats.memory.rss ? h : max),
    undefined,
  );
  const breakdown = (label: string, h: HeapSample | undefined) => {
    if (!h) return { at: label };
    const s = h.stats;
    const mb = (n: number) => Math.round(n / MB);
    const space = (name: string) => (s.spaces[name] ? `${mb(s.spaces[name].size)}/${mb(s.spaces[name].used)}` : "-");
    return {
      at: label,
      "rss MB": mb(s.memory.rss),
      "V8 heap MB (committed/used)": `${mb(s.heap.total)}/${mb(s.heap.used)}`,
      "new space": space("new_space"),
      "old space": space("old_space"),
      "code space": space("code_space"),
      "large objects": space("large_object_space"),
      "outside V8 heap": mb(s.memory.rss - s.heap.total),
      "external+buffers": `${mb(s.memory.external)}/${mb(s.memory.arrayBuffers)}`,
      "malloc (V8)": mb(s.heap.malloced),
    };
  };

  // Other work on the machine (PostgreSQL's for other databases counts as PostgreSQL's, so this is a floor).
  const busy = end.cpuShares.other > 0.25;
  console.log(
    `\nMixed load: ${CLIENTS} clients, ${Math.round(end.loadSeconds)} s measured after ${WARMUP} s of warm-up, ` +
      `PostgreSQL (scratch database), server pool ${POOL_SIZE ?? "default (10)"}` +
      `${NODE_OPTIONS ? `, server flags: ${NODE_OPTIONS}` : ""}` +
      `${
        Object.keys(RUNTIME.env).length > 0
          ? `, server environment: ${Object.entries(RUNTIME.env)
              .map(([k, v]) => `${k}=${v}`)
              .join(" ")}`
          : ""
      }` +
      `${EXCLUDED.size > 0 ? `, without: ${[...EXCLUDED].join(", ")}` : ""}; ` +
      `CPU during the load (cores): server ${end.cpuShares.server.toFixed(2)}, PostgreSQL ` +
      `${end.cpuShares.postgres.toFixed(2)}, load generator ${end.cpuShares.loadGenerator.toFixed(2)}, other work ` +
      `${end.cpuShares.other.toFixed(2)}${busy ? " (the machine was busy: absolute figures are noisy)" : ""}; ` +
      `load average before ${loadBefore.map((l) => l.toFixed(1)).join(" ")}`,
  );
  console.table(
    perRoute.map((r) => ({
      route: r.route,
      requests: r.requests,
      statuses: r.statuses,
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      "max ms": r.max,
      errors: r.errors,
    })),
  );
  console.log(
    `${total} requests, ${Math.round(total / end.loadSeconds)}/s: ${Object.entries(byClass)
      .sort()
      .map(([c, n]) => `${c} ${n}`)
      .join(
        ", ",
      )}; transport errors ${errors}; p50 ${round(percentile(all, 50))} ms, p99 ${round(percentile(all, 99))} ms; ` +
      `server CPU ${(end.cpuDuringLoad / end.loadSeconds).toFixed(2)} cores`,
  );
  for (const r of failures)
    console.log(`5xx on ${r.route}: ${r.statuses}; first bodies: ${JSON.stringify(r.unexpected)}`);
  for (const r of unexpected.filter((u) => !failures.includes(u))) {
    console.log(`unexpected status on ${r.route}: ${r.statuses}; first bodies: ${JSON.stringify(r.unexpected)}`);
  }
  for (const r of perRoute.filter((p) => p.errors > 0))
    console.log(`transport errors on ${r.route}: ${r.transportErrors}`);

  console.log(
    `\nServer RSS: ${started.mb.toFixed(0)} MB started, ${idle.mb.toFixed(0)} MB idle (users set up), peak ` +
      `${peak.mb.toFixed(0)} MB (sampled each second; kernel high-water mark ${end.hwmMb.toFixed(0)} MB), ` +
      `${end.endMb.toFixed(0)} MB at the end of the load, ${end.afterMb.toFixed(0)} MB 5 s later`,
  );
  if (SOAK || DURATION >= 120) {
    console.log(
      `RSS growth over the last ${Math.round(SLOPE_WINDOW_SECONDS / 60)} min: ${slope.toFixed(2)} MB/min ` +
        `(least squares over ${window.length} samples); highest RSS per minute: ${perMinute.map((m) => m.toFixed(0)).join(" ")}`,
    );
  }
  console.table([
    breakdown("idle", idleHeap),
    breakdown("highest RSS seen with heap stats", maxHeap),
    breakdown("end of load", end.endHeap),
    breakdown("5 s after", end.afterHeap),
  ]);

  console.log("Resident memory by mapping (MB; /proc/<pid>/smaps):");
  console.table(Object.entries(end.maps).map(([at, kinds]) => ({ at, ...kinds })));

  const peakMb = Math.max(peak.mb, end.hwmMb);
  const checks = [
    { check: "no 5xx", value: String(byClass["5xx"] ?? 0), pass: (byClass["5xx"] ?? 0) === 0 },
    { check: "no transport errors or timeouts", value: String(errors), pass: errors === 0 },
    {
      check: "every response as the mix expects",
      value: String(unexpected.reduce((n, r) => n + r.unexpected.length, 0)),
      pass: unexpected.length === 0,
    },
    { check: `server peak RSS < ${RSS_TARGET_MB} MB`, value: `${peakMb.toFixed(0)} MB`, pass: peakMb < RSS_TARGET_MB },
  ];
  console.table(checks);

  writeResults("mixed", {
    database: "postgres",
    soak: SOAK,
    durationSeconds: end.loadSeconds,
    warmupSeconds: WARMUP,
    clients: CLIENTS,
    poolSize: POOL_SIZE ?? "default",
    serverNodeOptions: NODE_OPTIONS,
    serverEnvironment: RUNTIME.env,
    excluded: [...EXCLUDED],
    loadAverage: { before: loadBefore, after: loadavg() },
    cpuCores: end.cpuShares,
    busy,
    requests: total,
    requestsPerSecond: total / end.loadSeconds,
    byClass,
    transportErrors: errors,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    serverCpuCores: end.cpuDuringLoad / end.loadSeconds,
    routes: perRoute.map(({ transportErrors, ...r }) => ({ ...r, transportErrors })),
    rss: {
      startedMb: started.mb,
      idleMb: idle.mb,
      peakMb: peak.mb,
      highWaterMarkMb: end.hwmMb,
      endMb: end.endMb,
      afterMb: end.afterMb,
      slopeMbPerMinute: slope,
      slopeWindowSeconds: SLOPE_WINDOW_SECONDS,
      maxPerMinute: perMinute,
      samples: rssSamples.map((s) => ({
        t: Math.round(s.t * 10) / 10,
        mb: Math.round(s.mb * 10) / 10,
        phase: s.phase,
      })),
    },
    heap: { idle: idleHeap, maxRss: maxHeap, endOfLoad: end.endHeap, after: end.afterHeap, samples: heapSamples },
    memoryMaps: end.maps,
    cpuSecondsServerTotal: end.cpuServerTotal,
    checks,
  });
  process.exitCode = checks.every((c) => c.pass) ? 0 : 1;
}

/** Least-squares slope of RSS over time, in MB per minute. */
function slopeMbPerMinute(samples: RssSample[]): number {
  if (samples.length < 2) return Number.NaN;
  const n = samples.length;
  const mt = samples.reduce((s, x) => s + x.t, 0) / n;
  const mm = samples.reduce((s, x) => s + x.mb, 0) / n;
  const num = samples.reduce((s, x) => s + (x.t - mt) * (x.mb - mm), 0);
  const den = samples.reduce((s, x) => s + (x.t - mt) ** 2, 0);
  return (num / den) * 60;
}
