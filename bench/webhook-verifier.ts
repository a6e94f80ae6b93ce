// Webhook verification throughput: @trustplane/webhook-verifier's `verify` against the `standardwebhooks`
// package and Stripe's `stripe.webhooks.constructEvent`, in one run, on the same body bytes. Each library
// verifies a signature in its own format (ours: X-Svc-*, Standard Webhooks: webhook-*, Stripe:
// Stripe-Signature) over the same canonical JSON body, held as a Buffer as a receiver holds it. No network.
//
//   npm run bench:webhooks                                  # 5 rounds of 1 s per library and payload
//   npm run bench:webhooks -- --rounds 9 --round-ms 2000
//
// Both other libraries also parse the JSON body; "ours + JSON.parse" is the like-for-like row. Ours runs
// on node:crypto here (found at run time); a child process measures it on Web Crypto alone, as it runs
// on Deno, workers and browsers. Figures are medians of interleaved rounds; compare within one run.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { Webhook } from "standardwebhooks";
import Stripe from "stripe";
import { writeResults } from "./lib/results.ts";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "5" },
    "round-ms": { type: "string", default: "1000" },
    "web-crypto-worker": { type: "boolean", default: false },
  },
});
const ROUNDS = Number(args.rounds);
const ROUND_MS = Number(args["round-ms"]);
const WEB_CRYPTO_WORKER = args["web-crypto-worker"];

if (WEB_CRYPTO_WORKER) {
  // Hide node:crypto before the package loads, so it takes its Web Crypto path.
  (process as { getBuiltinModule?: unknown }).getBuiltinModule = undefined;
}
const ours = await import("@trustplane/webhook-verifier");

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

/** Payloads of three sizes: a royalty event, a page of ledger operations, a large batch. */
const payloads = (() => {
  const operation = (i: number) => ({
    id: `op_01J${String(i).padStart(8, "0")}`,
    amount: 1250 + i,
    currency: "EUR",
    memo: `transfer ${i} — café ☕`,
    at: "2025-06-01T12:00:00.000Z",
  });
  return [
    {
      name: "small (royalty event)",
      body: { eventId: "evt_42", email: "ada@example.test", productKey: "book-1", period: "2025-06", amount: 12.5 },
    },
    {
      name: "medium (25 operations)",
      body: { eventId: "evt_43", operations: Array.from({ length: 25 }, (_, i) => operation(i)) },
    },
    {
      name: "large (400 operations)",
      body: { eventId: "evt_44", operations: Array.from({ length: 400 }, (_, i) => operation(i)) },
    },
  ];
})();

type Contender = { library: string; verify: () => unknown };

const contenders = async (body: unknown): Promise<{ bytes: number; list: Contender[] }> => {
  const now = Math.floor(Date.now() / 1000);
  const signed = await ours.sign({ secret: SECRET, body, timestamp: now });
  const raw = Buffer.from(signed.body);
  const list: Contender[] = [
    { library: "ours", verify: () => ours.verify({ secret: SECRET, headers: signed.headers, body: raw }) },
    {
      library: "ours + JSON.parse",
      verify: async () => {
        await ours.verify({ secret: SECRET, headers: signed.headers, body: raw });
        return JSON.parse(signed.body);
      },
    },
  ];
  if (!WEB_CRYPTO_WORKER) {
    const standard = new Webhook(Buffer.from(SECRET).toString("base64"));
    const id = "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W";
    const standardHeaders = {
      "webhook-id": id,
      "webhook-timestamp": String(now),
      "webhook-signature": standard.sign(id, new Date(now * 1000), signed.body),
    };
    const stripe = new Stripe("sk_test_not_used_no_network");
    const stripeHeader = stripe.webhooks.generateTestHeaderString({
      payload: signed.body,
      secret: SECRET,
      timestamp: now,
    });
    list.push(
      { library: "standardwebhooks", verify: () => standard.verify(raw, standardHeaders) },
      { library: "stripe constructEvent", verify: () => stripe.webhooks.constructEvent(raw, stripeHeader, SECRET) },
    );
  }
  return { bytes: raw.length, list };
};

/** Sanity first: every contender accepts its genuine request (a benchmark of refusals would be meaningless). */
const check = async (contender: Contender) => {
  const result = await contender.verify();
  if (result === undefined || result === null) throw new Error(`${contender.library} did not verify`);
};

/** Verifications per second over one round: sequential calls, awaited when the library is asynchronous. */
const round = async (contender: Contender): Promise<number> => {
  const start = performance.now();
  let count = 0;
  let elapsed = 0;
  while (elapsed < ROUND_MS) {
    for (let i = 0; i < 64; i++) {
      const result = contender.verify();
      if (result instanceof Promise) await result;
    }
    count += 64;
    elapsed = performance.now() - start;
  }
  return (count / elapsed) * 1000;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Row = { payload: string; bytes: number; library: string; opsPerSecond: number; rounds: number[] };

const measure = async (): Promise<Row[]> => {
  const rows: Row[] = [];
  for (const payload of payloads) {
    const { bytes, list } = await contenders(payload.body);
    for (const contender of list) {
      await check(contender);
      await round({ ...contender }); // warm-up
    }
    const rounds = new Map<string, number[]>(list.map((c) => [c.library, []]));
    for (let r = 0; r < ROUNDS; r++) {
      // Rotate the order each round so no library always runs first (or right after a GC-heavy one).
      for (let i = 0; i < list.length; i++) {
        const contender = list[(i + r) % list.length]!;
        rounds.get(contender.library)!.push(await round(contender));
      }
    }
    for (const [library, values] of rounds) {
      rows.push({
        payload: payload.name,
        bytes,
        library,
        opsPerSecond: Math.round(median(values)),
        rounds: values.map(Math.round),
      });
    }
  }
  return rows;
};

if (WEB_CRYPTO_WORKER) {
  if (ours.hmacBackend !== "web-crypto") throw new Error(`expected the web-crypto backend, got ${ours.hmacBackend}`);
  process.stdout.write(JSON.stringify(await measure()));
} else {
  const rows = await measure();
  const child = spawnSync(
    process.execPath,
    [
      new URL(import.meta.url).pathname,
      "--web-crypto-worker",
      "--rounds",
      String(ROUNDS),
      "--round-ms",
      String(ROUND_MS),
    ],
    {
      encoding: "utf8",
      env: process.env,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  if (child.status !== 0) throw new Error("the Web Crypto measurement failed");
  for (const row of JSON.parse(child.stdout) as Row[])
    rows.push({ ...row, library: `${row.library} (Web Crypto only)` });

  const fastestOther = (payload: string) =>
    Math.max(...rows.filter((r) => r.payload === payload && !r.library.startsWith("ours")).map((r) => r.opsPerSecond));
  const byPayload = (payload: string, library: string) =>
    rows.find((r) => r.payload === payload && r.library === library)!.opsPerSecond;

  console.log(
    `@trustplane/webhook-verifier ${ours.hmacBackend} backend, node ${process.version}, ${ROUNDS} × ${ROUND_MS} ms`,
  );
  console.table(
    rows.map((r) => ({
      payload: r.payload,
      bytes: r.bytes,
      library: r.library,
      "verifications/s": r.opsPerSecond,
      "vs fastest other": (r.opsPerSecond / fastestOther(r.payload)).toFixed(2),
    })),
  );
  const checks = payloads.flatMap(({ name }) => [
    {
      check: `${name}: ours ≥ fastest other`,
      value: `${byPayload(name, "ours")} vs ${fastestOther(name)}`,
      pass: byPayload(name, "ours") >= fastestOther(name),
    },
    {
      check: `${name}: ours + JSON.parse ≥ fastest other (which parse too)`,
      value: `${byPayload(name, "ours + JSON.parse")} vs ${fastestOther(name)}`,
      pass: byPayload(name, "ours + JSON.parse") >= fastestOther(name),
    },
  ]);
  console.table(checks);

  writeResults("webhook-verifier", {
    backend: ours.hmacBackend,
    rounds: ROUNDS,
    roundMs: ROUND_MS,
    results: rows,
    checks,
  });
  process.exitCode = checks.every((c) => c.pass) ? 0 : 1;
}
