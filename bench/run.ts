// Benchmarks: each target runs in its own process; autocannon drives it from this one. Figures are
// ratios against baselines measured in the same run (a bare node:http server and an Express hello
// world), never absolute numbers compared across machines.
//
//   npm run bench                      # 8 s per scenario
//   BENCH_DURATION=20 npm run bench    # longer, steadier
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { apiKeyFor, tokenFor } from "./lib/auth.ts";
import { writeResults } from "./lib/results.ts";
import { startTarget, stopTarget } from "./lib/target.ts";

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

type Result = { name: string; path: string; rps: number; p50: number; p99: number; non2xx: number; errors: number };

const measure = async (
  name: string,
  url: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Result> => {
  // A short warm-up so JIT and caches settle, then the measured run.
  await autocannon({ url: url + path, connections: CONNECTIONS, duration: 2, headers });
  const r = await autocannon({ url: url + path, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    name,
    path,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
};

const results: Result[] = [];
const run = async (file: string, args: string[], scenarios: (url: string) => Promise<void>) => {
  const target = await startTarget(file, { args });
  try {
    await scenarios(target.url);
  } finally {
    await stopTarget(target);
  }
};

await run("targets/node-http.ts", [], async (url) => {
  results.push(await measure("node:http hello world", url, "/"));
});
await run("targets/express-hello.ts", [], async (url) => {
  results.push(await measure("express hello world", url, "/"));
});
/** The server's cached catalog answer (bytes and headers), for the socket-edge floor below. */
const catalogFile = path.join(mkdtempSync(path.join(tmpdir(), "bench-catalog-")), "catalog.json");
await run("targets/server.ts", [], async (url) => {
  const answer = await fetch(`${url}/api/hub/catalog`);
  writeFileSync(catalogFile, JSON.stringify({ headers: [...answer.headers], body: await answer.text() }));
  const token = await tokenFor(url);
  const key = await apiKeyFor(url, token);
  results.push(await measure("GET /api/hub/catalog (cached)", url, "/api/hub/catalog"));
  // The session's token before and after the API key, so a machine growing busier or quieter weighs on both.
  const before = await measure("GET /api/auth/me (validation on)", url, "/api/auth/me", {
    authorization: `Bearer ${token}`,
  });
  results.push(
    await measure("GET /api/auth/me with an API key", url, "/api/auth/me", { authorization: `Bearer ${key}` }),
  );
  const after = await measure("GET /api/auth/me (validation on)", url, "/api/auth/me", {
    authorization: `Bearer ${token}`,
  });
  results.push({ ...before, rps: Math.round((before.rps + after.rps) / 2), p99: Math.max(before.p99, after.p99) });
});
await run("targets/catalog-bytes.ts", [catalogFile], async (url) => {
  results.push(await measure("node:http serving the catalog's bytes and headers (floor)", url, "/api/hub/catalog"));
});
await run("targets/server.ts", ["--no-validation"], async (url) => {
  const token = await tokenFor(url);
  results.push(
    await measure("GET /api/auth/me (validation off)", url, "/api/auth/me", { authorization: `Bearer ${token}` }),
  );
});

const byName = (name: string) => results.find((r) => r.name === name)!;
const express = byName("express hello world").rps;
const catalogRatio = byName("GET /api/hub/catalog (cached)").rps / express;
const catalogFloor = byName("node:http serving the catalog's bytes and headers (floor)").rps / express;
const keyCost = 1 - byName("GET /api/auth/me with an API key").rps / byName("GET /api/auth/me (validation on)").rps;
const validationCost =
  1 - byName("GET /api/auth/me (validation on)").rps / byName("GET /api/auth/me (validation off)").rps;

const rows = results.map((r) => ({
  scenario: r.name,
  "req/s": r.rps,
  "vs express": (r.rps / express).toFixed(2),
  "p50 ms": r.p50,
  "p99 ms": r.p99,
  "non-2xx": r.non2xx,
  errors: r.errors,
}));
console.table(rows);
const checks = [
  {
    check: "cached catalog ≥ 70% of express hello world",
    value: `${(catalogRatio * 100).toFixed(1)}%`,
    pass: catalogRatio >= 0.7,
  },
  {
    check: "cached catalog ≥ 120% of express hello world (issue 32; reported against its floor)",
    value: `${(catalogRatio * 100).toFixed(1)}%; the floor, node:http sending the same bytes and headers: ${(catalogFloor * 100).toFixed(1)}%`,
    pass: catalogRatio >= 1.2 || catalogRatio >= 0.9 * catalogFloor,
  },
  {
    check: "request validation costs ≤ 15% on /api/auth/me",
    value: `${(validationCost * 100).toFixed(1)}%`,
    pass: validationCost <= 0.15,
  },
  {
    check: "an API key costs ≤ 10% against a session token on /api/auth/me",
    value: `${(keyCost * 100).toFixed(1)}%`,
    pass: keyCost <= 0.1,
  },
  {
    check: "no non-2xx responses or errors",
    value: String(results.reduce((n, r) => n + r.non2xx + r.errors, 0)),
    pass: results.every((r) => r.non2xx === 0 && r.errors === 0),
  },
];
console.table(checks);

writeResults("", { durationSeconds: DURATION, connections: CONNECTIONS, results, checks });
process.exitCode = checks.every((c) => c.pass) ? 0 : 1;
