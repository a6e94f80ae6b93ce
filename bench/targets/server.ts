// The real server as operators run it (production mode: requests validated, responses not), on the
// embedded database in a fresh directory. `--no-validation` switches request validation off (and only
// that) to measure its cost. Rate limits are raised so they never trigger during a run.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
  LOG_LEVEL: "silent",
  RATE_LIMIT_PER_USER: "100000000",
  RATE_LIMIT_PER_IP: "100000000",
  RATE_LIMIT_AUTH_PER_IP: "100000000",
});
const running = await startServer(config, { validateRequests });
console.log(`READY ${running.url}`);
process.on("SIGTERM", () => {
  running.close().then(() => process.exit(0));
});
