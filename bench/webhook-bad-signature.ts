// What a refused partner webhook costs: @trustplane/webhook-verifier's `verify` on a batch of ledger
// operations shaped as in bench/webhook-verifier.ts, 505 of them by default: ~62 kB canonical, just under
// the largest partner body limit (`x-body-limit: 65536` in openapi/earnings.yaml). Genuine and with a
// wrong signature, for the body as signed (canonical) and re-serialized (pretty-printed, so the canonical
// fallback must run).
//
//   npm run bench:webhooks:refusals                       # 5 rounds of 1 s per case
//   npm run bench:webhooks:refusals -- --rounds 9 --round-ms 2000
//
// A wrong signature is what an attacker can send at will, so its cost is the one to bound: on a canonical
// body it should cost about what a genuine request costs (one HMAC, one scan), not a parse, a
// re-serialization and a second HMAC. Figures are medians of interleaved rounds; compare within one run.
import { parseArgs } from "node:util";
import * as ours from "@trustplane/webhook-verifier";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "5" },
    "round-ms": { type: "string", default: "1000" },
    operations: { type: "string", default: "505" },
  },
});
const ROUNDS = Number(args.rounds);
const ROUND_MS = Number(args["round-ms"]);

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const NOW = 1_700_000_000;
const body = {
  eventId: "evt_44",
  operations: Array.from({ length: Number(args.operations) }, (_, i) => ({
    id: `op_01J${String(i).padStart(8, "0")}`,
    amount: 1250 + i,
    currency: "EUR",
    memo: `transfer ${i} — café ☕`,
    at: "2025-06-01T12:00:00.000Z",
  })),
};

const signed = await ours.sign({ secret: SECRET, body, timestamp: NOW });
const canonical = Buffer.from(signed.body);
const pretty = Buffer.from(JSON.stringify(JSON.parse(signed.body), null, 2));
const wrong = { ...signed.headers, "X-Svc-Signature": "0".repeat(64) };

type Case = { name: string; bytes: number; run: () => Promise<unknown>; expect: "ok" | "refused" };
const cases: Case[] = [
  {
    name: "genuine, canonical body",
    bytes: canonical.length,
    expect: "ok",
    run: () => verifyWith(signed.headers, canonical),
  },
  {
    name: "wrong signature, canonical body",
    bytes: canonical.length,
    expect: "refused",
    run: () => verifyWith(wrong, canonical),
  },
  {
    name: "genuine, pretty-printed body",
    bytes: pretty.length,
    expect: "ok",
    run: () => verifyWith(signed.headers, pretty),
  },
  {
    name: "wrong signature, pretty-printed body",
    bytes: pretty.length,
    expect: "refused",
    run: () => verifyWith(wrong, pretty),
  },
];

function verifyWith(headers: Record<string, string>, raw: Buffer): Promise<unknown> {
  return ours.verify({ secret: SECRET, headers, body: raw, now: NOW }).then(
    () => "ok",
    (error: { code?: string }) => {
      if (error.code !== "bad_signature") throw error;
      return "refused";
    },
  );
}

const round = async (c: Case): Promise<number> => {
  const start = performance.now();
  let count = 0;
  let elapsed = 0;
  while (elapsed < ROUND_MS) {
    for (let i = 0; i < 16; i++) await c.run();
    count += 16;
    elapsed = performance.now() - start;
  }
  return (elapsed * 1000) / count; // µs per call
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const c of cases) {
  const outcome = await c.run();
  if (outcome !== c.expect) throw new Error(`${c.name}: expected ${c.expect}, got ${outcome}`);
  await round(c); // warm-up
}
const rounds = new Map<string, number[]>(cases.map((c) => [c.name, []]));
for (let r = 0; r < ROUNDS; r++) {
  for (let i = 0; i < cases.length; i++) {
    const c = cases[(i + r) % cases.length]!;
    rounds.get(c.name)!.push(await round(c));
  }
}
const genuine = median(rounds.get("genuine, canonical body")!);
console.log(
  `@trustplane/webhook-verifier ${ours.hmacBackend} backend, node ${process.version}, ${ROUNDS} × ${ROUND_MS} ms`,
);
console.table(
  cases.map((c) => {
    const us = median(rounds.get(c.name)!);
    return {
      case: c.name,
      bytes: c.bytes,
      "µs/call": Math.round(us),
      "× genuine canonical": (us / genuine).toFixed(1),
    };
  }),
);
