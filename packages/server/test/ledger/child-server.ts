import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { TEST_JWT_SECRET } from "../harness.ts";

const MAIN = new URL("../../src/main.ts", import.meta.url).pathname;
const CHILD_PERSONAL_DATA_KEY = Buffer.alloc(32, 0x11).toString("base64");
const CHILD_SIGNING_KEY_ENCRYPTION_KEY = Buffer.alloc(32, 0x22).toString("base64");
/** Every child signs the one log of their shared database (a log refuses a second key). */
const CHILD_TRANSPARENCY_LOG_KEY = Buffer.alloc(32, 0x33).toString("base64");

export type ChildServer = { url: string; child: ChildProcess; exited: Promise<unknown> };

/**
 * The server as operators run it (`node src/main.ts`), in its own process, on the given database, so
 * a test can SIGKILL it mid-request. NODE_ENV=test (limits out of reach, no production secrets to
 * supply); it listens on a free port, read back from its "listening" log line. `env` adds to (or
 * overrides) its environment, e.g. a partner's webhook secret or tighter database bounds. `options.main`
 * runs another tree's server (the previous release's, test/upgrade), `options.startTimeoutMs` allows a
 * start that migrates a large database.
 *
 * Its key-encryption keys are fixed, as an operator's are: without them each test process makes up its
 * own, and the server started after a crash could not open what the killed one sealed (stored
 * Idempotency-Key answers among them).
 */
export const startChildServer = async (
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
  options: { main?: string; startTimeoutMs?: number } = {},
): Promise<ChildServer> => {
  const child = spawn(process.execPath, [options.main ?? MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      HOST: "127.0.0.1",
      PORT: "0",
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: "info",
      DB_POOL_SIZE: "10",
      PERSONAL_DATA_KEY: CHILD_PERSONAL_DATA_KEY,
      SIGNING_KEY_ENCRYPTION_KEY: CHILD_SIGNING_KEY_ENCRYPTION_KEY,
      TRANSPARENCY_LOG_KEY: CHILD_TRANSPARENCY_LOG_KEY,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = once(child, "exit");
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Never leave it running behind a failed start (it would hold its port and database connections).
      child.kill("SIGKILL");
      reject(new Error(`server did not start in time: ${stderr}`));
    }, options.startTimeoutMs ?? 30_000);
    lines.on("line", (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === "listening" && entry.url) {
          clearTimeout(timer);
          resolve(entry.url);
        }
      } catch {
        // Not a log line.
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening: ${stderr}`));
    });
  });
  // Keep draining its output so a full pipe never blocks it.
  lines.on("line", () => {});
  return { url, child, exited };
};

/** Kill without any chance to clean up: no graceful shutdown, open transactions cut mid-way. */
export const killChildServer = async (server: ChildServer): Promise<void> => {
  server.child.kill("SIGKILL");
  await server.exited;
};

/** Graceful stop (SIGTERM): finishes in-flight requests. */
export const stopChildServer = async (server: ChildServer): Promise<void> => {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGTERM");
  await server.exited;
};
