// The real server as operators run it (production mode: requests validated, responses not), on the
// embedded database in a fresh directory. `--no-validation` switches request validation off (and only
// that) to measure its cost. Rate limits are raised so they never trigger during a run.
//
// BENCH_HEAP_STATS=1: on SIGUSR2 the target prints one line `HEAP <json>` (process.memoryUsage() and V8's
// heap statistics per space), so a bench can see what the resident memory it samples is made of.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import v8 from "node:v8";
import { loadConfig } from "../../packages/server/src/config.ts";
import { startServer } from "../../packages/server/src/server.ts";

const validateRequests = !process.argv.includes("--no-validation");
const config = loadConfig({
  ...process.env,
  NODE_ENV: "production",
  PORT: "0",
  HOST: "127.0.0.1",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "tp-bench-")),
  JWT_SECRET: "bench-secret-bench-secret-bench-secret-0",
  // Production requires a key-encryption key for signing keys; a fixed one is fine for a throwaway database.
  SIGNING_KEY_ENCRYPTION_KEY: "YmVuY2gta2V5LWJlbmNoLWtleS1iZW5jaC1rZXktMDE=",
  TRANSPARENCY_LOG_KEY: "YmVuY2gtbG9nLWtleS1iZW5jaC1sb2cta2V5LWJlbmM=",
  // And one for personal data (waitlist addresses).
  PERSONAL_DATA_KEY: "cGVyc29uYWwtZGF0YS1iZW5jaC1rZXktMDEyMzQ1Njc=",
  LOG_LEVEL: "silent",
  RATE_LIMIT_PER_USER: "100000000",
  RATE_LIMIT_PER_IP: "100000000",
  RATE_LIMIT_AUTH_PER_IP: "100000000",
  RATE_LIMIT_LLM_CHAT_PER_USER: "100000000",
  RATE_LIMIT_KEY_SHARES_PER_USER: "100000000",
});
const running = await startServer(config, { validateRequests });
console.log(`READY ${running.url}`);
if (process.env.BENCH_HEAP_STATS === "1") {
  process.on("SIGUSR2", () => {
    const heap = v8.getHeapStatistics();
    const stats = {
      memory: process.memoryUsage(),
      heap: {
        total: heap.total_heap_size,
        used: heap.used_heap_size,
        limit: heap.heap_size_limit,
        malloced: heap.malloced_memory,
        peakMalloced: heap.peak_malloced_memory,
        external: heap.external_memory,
        nativeContexts: heap.number_of_native_contexts,
      },
      spaces: Object.fromEntries(
        v8.getHeapSpaceStatistics().map((s) => [s.space_name, { size: s.space_size, used: s.space_used_size }]),
      ),
    };
    console.log(`HEAP ${JSON.stringify(stats)}`);
  });
}
process.on("SIGTERM", () => {
  running.close().then(() => process.exit(0));
});
