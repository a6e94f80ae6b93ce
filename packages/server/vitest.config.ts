import { configDefaults, defineConfig } from "vitest/config";

// Tests that need a real server are collected only when one is named, never skipped:
// `*.pg.test.ts` (races, locks, crashes: PGlite runs one transaction at a time) with DATABASE_URL,
// `*.redis.test.ts` with REDIS_TEST_URL. .ci/run provides both (and fails without PostgreSQL).
const exclude = [...configDefaults.exclude];
if (!process.env.DATABASE_URL) exclude.push("**/*.pg.test.ts");
if (!process.env.REDIS_TEST_URL) exclude.push("**/*.redis.test.ts");

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    exclude,
    environment: "node",
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 90_000,
    env: { NODE_ENV: "test" },
  },
});
