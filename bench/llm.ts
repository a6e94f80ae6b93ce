// The LLM gateway's overhead, on the built-in `echo` provider (which calls nothing, so the figures are the
// gateway's own: auth, validation, the run stored, sealed and read back):
//
// 1. `POST /api/llm/chat` (JSON, not streamed) req/s against Express hello world and against the chat
//    baseline (bench/targets/chat-baseline.ts: the route's irreducible work in an Express hello world,
//    the JSON body parsed, the AI SDK's generateText on the server's echo model, one row durably inserted
//    into the database the server uses), in the same run. Targets: ≥ 50% of express hello world (the
//    issue's), ≥ 70% of the chat baseline (the signing route's bar against its own baseline). Also the
//    floor: one generateText(echo) call timed in this process, next to Express hello world's time per
//    request, and the cap the two together put on any chat route's ratio to Express hello world.
// 2. A streamed chat (`"stream": true`): the time from sending the request to the first complete
//    server-sent event (`run`, with the run's id) and to the last (`done`, the whole answer), sequential
//    requests and BENCH_STREAM_CONCURRENCY at once, against bench/targets/sse-hello.ts (Express parsing
//    the JSON body and answering the same headers, a `run` event and a `done` event). Reported: the
//    overhead, p50(server) − p50(baseline), in ms.
// 3. The OpenAI-compatible face: `POST /api/llm/v1/chat/completions` (the same echo call in OpenAI's wire
//    format, answered as a `chat.completion`) req/s next to `POST /api/llm/chat`'s, in the same rounds.
//    Target: not more than 10% slower (≥ 90% of the chat route).
//
//   npm run bench:llm                                                          # embedded PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:llm    # scratch databases there
//
// Settings: BENCH_DURATION seconds per req/s scenario and round (default 8, after a 2 s warm-up in the
// first round), BENCH_ROUNDS (default 2: every scenario once per round, in reverse order every other
// round; each ratio is the mean of its rounds' ratios), BENCH_CONNECTIONS (default 32),
// BENCH_STREAM_REQUESTS (streamed requests per scenario and round, default 500, after 50 to warm up in
// the first round), BENCH_STREAM_CONCURRENCY (default 8).
import { Agent, request } from "node:http";
import { generateText } from "ai";
import { echoModel } from "../packages/server/src/modules/llm/echo.ts";
import { scratchDatabase } from "../packages/server/test/harness.ts";
import { tokenFor } from "./lib/auth.ts";
import { writeResults } from "./lib/results.ts";
import { inRounds, type Measured, measureInRounds, percent, ratioOf, type Scenario, summarize } from "./lib/rounds.ts";
import { startTarget, stopTarget, type Target } from "./lib/target.ts";

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const STREAM_REQUESTS = Number(process.env.BENCH_STREAM_REQUESTS ?? 500);
const STREAM_WARMUP = 50;
const STREAM_CONCURRENCY = Number(process.env.BENCH_STREAM_CONCURRENCY ?? 8);
const DATABASE_URL = process.env.DATABASE_URL || undefined;

const chat = {
  provider: "echo",
  model: "echo-1",
  messages: [{ role: "user" as const, content: "Hello there, bench" }],
};
/** The same call in OpenAI's wire format. */
const completion = { model: "echo/echo-1", messages: chat.messages };

// --- the floor: one generateText(echo) call in this process ----------------------------------------

/** Each in-process measurement: the median of three rounds this long (about 1 s in all), after a warm-up. */
const FLOOR_MS = 350;

/** Microseconds per call of `op`, the median of three rounds of FLOOR_MS each, after one untimed round. */
const microsPerCall = async (op: () => Promise<unknown>): Promise<number> => {
  const rounds: number[] = [];
  for (let round = 0; round < 4; round++) {
    let count = 0;
    const started = performance.now();
    const until = started + FLOOR_MS;
    while (performance.now() < until) {
      for (let i = 0; i < 20; i++) await op();
      count += 20;
    }
    if (round > 0) rounds.push(((performance.now() - started) * 1000) / count);
  }
  return Number(rounds.sort((a, b) => a - b)[1]!.toFixed(1));
};

// What the route asks the AI SDK for on the echo provider (the gateway adds an abort signal and its
// options), measured before any target starts so the machine is quiet.
const echoed = await generateText({ model: echoModel(chat.model), messages: chat.messages, maxRetries: 0 });
if (echoed.text !== "Echo: Hello there, bench") throw new Error(`generateText(echo) answered ${echoed.text}`);
const generateTextMicros = await microsPerCall(() =>
  generateText({ model: echoModel(chat.model), messages: chat.messages, maxRetries: 0 }),
);
console.log(`generateText(echo) in process: ${generateTextMicros} µs a call (median of 3 × ${FLOOR_MS} ms)`);

// --- streamed requests, timed with node:http ---------------------------------------------------------

/** One streamed request: ms from sending it to its first complete event and to its end. */
type Timing = { first: number; last: number; failure: string | undefined };

/**
 * POST `body` and read the answer as server-sent events. A failure is an answer that is not a 200
 * `text/event-stream` whose first event is `run` and which has a `done` event.
 */
const streamOnce = (agent: Agent, url: URL, body: string, headers: Record<string, string>): Promise<Timing> =>
  new Promise((resolve) => {
    const started = performance.now();
    let first = Number.NaN;
    let text = "";
    const req = request(
      url,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers },
      },
      (res) => {
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
          if (Number.isNaN(first) && text.includes("\n\n")) first = performance.now() - started;
        });
        res.on("end", () => {
          const last = performance.now() - started;
          const failure =
            res.statusCode !== 200
              ? `status ${res.statusCode}: ${text.slice(0, 200)}`
              : !res.headers["content-type"]?.startsWith("text/event-stream")
                ? `content-type ${res.headers["content-type"]}`
                : !text.startsWith("event: run\n")
                  ? `first event is not run: ${text.slice(0, 80)}`
                  : !text.includes("\nevent: done\n")
                    ? `no done event: ${text.slice(0, 200)}`
                    : undefined;
          resolve({ first, last, failure });
        });
        res.on("error", (err) => resolve({ first, last: Number.NaN, failure: err.message }));
      },
    );
    req.on("error", (err) => resolve({ first, last: Number.NaN, failure: err.message }));
    req.end(body);
  });

/** `count` streamed requests, `concurrency` at a time, over kept-alive connections. */
const streamMany = async (
  target: string,
  headers: Record<string, string>,
  count: number,
  concurrency: number,
): Promise<Timing[]> => {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const url = new URL(target);
  const body = JSON.stringify({ ...chat, stream: true });
  const timings: Timing[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      timings.push(await streamOnce(agent, url, body, headers));
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  return timings;
};

/** The p-th percentile (0–1) of `values`, nearest rank. */
const percentile = (values: number[], p: number): number => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => Number(value.toFixed(2));

// --- the run -----------------------------------------------------------------------------------------

const CHAT = "POST /api/llm/chat (echo, JSON)";
const COMPAT = "POST /api/llm/v1/chat/completions (echo, JSON)";
const HELLO = "express hello world";
const BASELINE = "chat baseline (express + generateText(echo) + INSERT)";
const STREAM_SERVER = "POST /api/llm/chat (echo, stream)";
const STREAM_BASELINE = "SSE hello world (express: run, done)";

// Scratch databases on DATABASE_URL's server, one for the server and one for the chat baseline; without
// it, each runs its own embedded database in a fresh directory.
const scratch = DATABASE_URL ? await scratchDatabase(DATABASE_URL) : undefined;
const baselineScratch = DATABASE_URL ? await scratchDatabase(DATABASE_URL) : undefined;
const targets = [
  await startTarget("targets/express-hello.ts"),
  await startTarget("targets/sse-hello.ts"),
  await startTarget("targets/server.ts", { env: scratch ? { DATABASE_URL: scratch.url } : {} }),
  await startTarget("targets/chat-baseline.ts", {
    env: baselineScratch ? { DATABASE_URL: baselineScratch.url } : {},
  }),
];
const [hello, sseHello, server, chatBaseline] = targets as [Target, Target, Target, Target];

let measured: Measured = new Map();
/** Streamed timings by scenario name (`<target>, concurrency <n>`), one list a round. */
let streamed = new Map<string, Timing[][]>();
try {
  const token = await tokenFor(server.url);
  const auth = { authorization: `Bearer ${token}` };
  const chatUrl = `${server.url}/api/llm/chat`;
  // The routes answer what the bench expects before anything is measured.
  const once = await fetch(chatUrl, {
    method: "POST",
    headers: { "content-type": "application/json", ...auth },
    body: JSON.stringify(chat),
  });
  if (once.status !== 200) throw new Error(`POST /api/llm/chat answered ${once.status}: ${await once.text()}`);
  const compatUrl = `${server.url}/api/llm/v1/chat/completions`;
  const compatOnce = await fetch(compatUrl, {
    method: "POST",
    headers: { "content-type": "application/json", ...auth },
    body: JSON.stringify(completion),
  });
  const compatBody = (await compatOnce.json()) as { object?: string; choices?: { message: { content: string } }[] };
  if (compatOnce.status !== 200 || compatBody.choices?.[0]?.message.content !== "Echo: Hello there, bench") {
    throw new Error(`POST /api/llm/v1/chat/completions answered ${compatOnce.status}: ${JSON.stringify(compatBody)}`);
  }
  const baselineOnce = await fetch(chatBaseline.url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(chat),
  });
  if (baselineOnce.status !== 200) {
    throw new Error(`the chat baseline answered ${baselineOnce.status}: ${await baselineOnce.text()}`);
  }
  for (const [url, headers] of [
    [chatUrl, auth],
    [sseHello.url, {}],
  ] as const) {
    const [probe] = await streamMany(url, headers, 1, 1);
    if (probe!.failure) throw new Error(`streamed ${url}: ${probe!.failure}`);
  }

  const scenarios: Scenario[] = [
    { name: HELLO, url: hello.url, request: {} },
    { name: BASELINE, url: chatBaseline.url, request: { method: "POST", body: chat } },
    { name: CHAT, url: chatUrl, request: { method: "POST", body: chat, headers: auth } },
    { name: COMPAT, url: compatUrl, request: { method: "POST", body: completion, headers: auth } },
  ];
  measured = await measureInRounds(scenarios, { rounds: ROUNDS, duration: DURATION, connections: CONNECTIONS });

  const streamSteps = [1, STREAM_CONCURRENCY].flatMap((concurrency) =>
    [
      { name: STREAM_BASELINE, url: sseHello.url, headers: {} },
      { name: STREAM_SERVER, url: chatUrl, headers: auth },
    ].map((t) => ({
      name: `${t.name}, concurrency ${concurrency}`,
      run: async (round: number) => {
        if (round === 0) await streamMany(t.url, t.headers, STREAM_WARMUP, concurrency);
        return streamMany(t.url, t.headers, STREAM_REQUESTS, concurrency);
      },
    })),
  );
  const p50 = (values: number[]) => ms(percentile(values, 0.5));
  streamed = await inRounds(ROUNDS, streamSteps, (round, name, timings) =>
    console.log(
      `round ${round + 1}: ${name}: first event p50 ${p50(timings.map((t) => t.first))} ms, ` +
        `last p50 ${p50(timings.map((t) => t.last))} ms`,
    ),
  );
} finally {
  for (const target of targets) await stopTarget(target);
  await scratch?.drop();
  await baselineScratch?.drop();
}

// --- 1. req/s ----------------------------------------------------------------------------------------

const results = summarize(measured);
const express = results.find((r) => r.name === HELLO)!.rps;
const baselineRps = results.find((r) => r.name === BASELINE)!.rps;
console.log(
  `\nHTTP, ${CONNECTIONS} connections, ${ROUNDS} round(s) of ${DURATION} s per scenario, database: ${scratch ? "PostgreSQL" : "embedded PGlite"}`,
);
console.table(
  results.map((r) => ({
    scenario: r.name,
    "req/s": r.rps,
    rounds: r.rounds.join(" / "),
    "vs express": (r.rps / express).toFixed(2),
    "vs chat baseline": r.name === CHAT ? (r.rps / baselineRps).toFixed(2) : "",
    "vs chat route": r.name === COMPAT ? (r.rps / results.find((c) => c.name === CHAT)!.rps).toFixed(2) : "",
    "p50 ms": r.p50,
    "p99 ms": r.p99,
    "non-2xx": r.non2xx,
    errors: r.errors,
  })),
);
const chatRatio = ratioOf(measured, CHAT, HELLO)!;
const baselineRatio = ratioOf(measured, CHAT, BASELINE)!;
const baselineVsExpress = ratioOf(measured, BASELINE, HELLO)!;
const compatRatio = ratioOf(measured, COMPAT, CHAT)!;

// The floor under Express hello world: a chat costs at least Express hello world's own time per request
// plus one generateText call, so that alone caps its ratio to Express hello world below 1 (informational:
// the chat baseline pays it too, and its INSERT on top). Express's µs per request is 1 s over its req/s
// (its one process on one core, the load generator on the other).
const expressMicros = Number((1e6 / express).toFixed(1));
const generateTextCap = 1 / (1 + generateTextMicros / expressMicros);
const chatRps = results.find((r) => r.name === CHAT)!.rps;
console.log(
  `generateText(echo) floor: one call takes ${generateTextMicros} µs in this process, ` +
    `${((generateTextMicros / expressMicros) * 100).toFixed(0)}% of Express hello world's ${expressMicros} µs a request; ` +
    `Express hello world + one generateText per request caps a chat at ${(generateTextCap * 100).toFixed(0)}% of express ` +
    `hello world on this machine (before any database write); the chat baseline reaches ` +
    `${(baselineVsExpress.mean * 100).toFixed(0)}% of express hello world, the route ${((chatRps / (express * generateTextCap)) * 100).toFixed(0)}% of that cap.`,
);

// --- 2. streamed time to first event -----------------------------------------------------------------

type StreamResult = {
  name: string;
  concurrency: number;
  requests: number;
  firstEvent: { p50: number; p99: number; rounds: number[] };
  lastEvent: { p50: number; p99: number; rounds: number[] };
  failures: number;
  firstFailure: string | undefined;
};
const streamResults: StreamResult[] = [...streamed].map(([name, rounds]) => {
  const all = rounds.flat();
  const of = (pick: (t: Timing) => number) => ({
    p50: ms(percentile(all.map(pick), 0.5)),
    p99: ms(percentile(all.map(pick), 0.99)),
    rounds: rounds.map((r) => ms(percentile(r.map(pick), 0.5))),
  });
  const failed = all.filter((t) => t.failure);
  return {
    name,
    concurrency: Number(/concurrency (\d+)$/.exec(name)![1]),
    requests: all.length,
    firstEvent: of((t) => t.first),
    lastEvent: of((t) => t.last),
    failures: failed.length,
    firstFailure: failed[0]?.failure,
  };
});
console.log(
  `\nStreamed chat, ${STREAM_REQUESTS} requests per scenario and round over kept-alive connections (ms from sending the request)`,
);
console.table(
  streamResults.map((r) => ({
    scenario: r.name,
    "first event p50": r.firstEvent.p50,
    "first event p99": r.firstEvent.p99,
    "p50 rounds": r.firstEvent.rounds.join(" / "),
    "last event p50": r.lastEvent.p50,
    "last event p99": r.lastEvent.p99,
    failures: r.failures,
  })),
);
for (const r of streamResults) if (r.firstFailure) console.log(`${r.name}: first failure: ${r.firstFailure}`);

/** The server's p50 time to first event minus the baseline's, at one concurrency. */
const overheadAt = (concurrency: number) => {
  const server = streamResults.find((r) => r.name === `${STREAM_SERVER}, concurrency ${concurrency}`)!;
  const baseline = streamResults.find((r) => r.name === `${STREAM_BASELINE}, concurrency ${concurrency}`)!;
  return {
    concurrency,
    overheadMs: ms(server.firstEvent.p50 - baseline.firstEvent.p50),
    roundsMs: server.firstEvent.rounds.map((p50, i) => ms(p50 - baseline.firstEvent.rounds[i]!)),
    server,
    baseline,
  };
};
const overheads = [1, STREAM_CONCURRENCY].map(overheadAt);

const checks = [
  {
    check: "POST /api/llm/chat (echo, JSON) ≥ 50% of express hello world",
    value: percent(chatRatio),
    pass: chatRatio.mean >= 0.5,
  },
  {
    check: "POST /api/llm/chat (echo, JSON) ≥ 70% of the chat baseline",
    value: percent(baselineRatio),
    pass: baselineRatio.mean >= 0.7,
  },
  {
    check: "POST /api/llm/v1/chat/completions (echo, JSON) ≥ 90% of POST /api/llm/chat (not worse by more than 10%)",
    value: percent(compatRatio),
    pass: compatRatio.mean >= 0.9,
  },
  ...overheads.map((o) => ({
    check: `streamed chat: time to first event over the SSE baseline, ${o.concurrency === 1 ? "sequential" : `concurrency ${o.concurrency}`} (reported; every stream run … done)`,
    value:
      `${o.overheadMs >= 0 ? "+" : ""}${o.overheadMs} ms (p50 ${o.server.firstEvent.p50} vs ${o.baseline.firstEvent.p50} ms; ` +
      `rounds: ${o.roundsMs.join(", ")}; server's last event p50 ${o.server.lastEvent.p50} ms, p99 ${o.server.lastEvent.p99} ms)`,
    pass: o.server.failures === 0 && o.baseline.failures === 0,
  })),
  {
    check: "no non-2xx responses or errors",
    value: String(results.reduce((n, r) => n + r.non2xx + r.errors, 0)),
    pass: results.every((r) => r.non2xx === 0 && r.errors === 0),
  },
];
console.table(checks);

writeResults("llm", {
  database: scratch ? "postgres" : "embedded",
  durationSeconds: DURATION,
  rounds: ROUNDS,
  connections: CONNECTIONS,
  streamRequests: STREAM_REQUESTS,
  streamConcurrency: STREAM_CONCURRENCY,
  results,
  ratios: { chat: chatRatio, chatVsBaseline: baselineRatio, baselineVsExpress, compatVsChat: compatRatio },
  floor: { generateTextMicros, expressMicros, generateTextCap },
  streamed: streamResults,
  firstEventOverheadMs: Object.fromEntries(overheads.map((o) => [`concurrency${o.concurrency}`, o.overheadMs])),
  checks,
});
process.exitCode = checks.every((c) => c.pass) ? 0 : 1;
