import { configDefaults, defineConfig } from "vitest/config";

// Two suites. `npm test` (the quick one, ~3 minutes on two cores) runs every module's tests on the
// embedded database, the contract fuzzer at 1,000 requests and one browser test (the docs page).
// `npm run test:long` (TEST_SUITE=long, ~3 minutes with PostgreSQL; .ci/run runs it after `npm test`,
// `npm run test:all` runs both) runs the rest: the fuzzer at its full count, the other browser tests,
// every curl code sample, the restart tests (a server stopped and started again on its data: on
// PGlite, initdb and every migration on disk), the upgrade from the previous release, a new module
// added to a copy of the repository (its files counted, its server started), and the tests that need
// a real server, collected only when one is named, never skipped: `*.pg.test.ts` (races, locks,
// crashes, outages, several instances: PGlite runs one transaction at a time) with DATABASE_URL,
// `*.redis.test.ts` with REDIS_TEST_URL.
const LONG = [
  "test/browser/checkout.test.ts",
  "test/browser/contract-page.test.ts",
  "test/browser/front-page.test.ts",
  "test/browser/pay-widget.test.ts",
  "test/browser/playground.test.ts",
  "test/browser/waitlist.test.ts",
  "test/payments/webhooks-restart.test.ts",
  "test/platform/code-samples.test.ts",
  "test/platform/data-dir-restart.test.ts",
  "test/platform/new-module.test.ts",
  "test/upgrade/upgrade.test.ts",
];
const REAL_SERVERS = ["**/*.pg.test.ts", "**/*.redis.test.ts"];
const long = process.env.TEST_SUITE === "long";

const exclude = [...configDefaults.exclude];
if (!process.env.DATABASE_URL) exclude.push("**/*.pg.test.ts");
if (!process.env.REDIS_TEST_URL) exclude.push("**/*.redis.test.ts");
if (!long) exclude.push(...LONG, ...REAL_SERVERS);

export default defineConfig({
  test: {
    include: long
      ? [...LONG, "test/fuzz/contract-fuzz.test.ts", ...REAL_SERVERS]
      : ["src/**/*.test.ts", "test/**/*.test.ts"],
    exclude,
    environment: "node",
    globalSetup: ["test/global-setup.ts"],
    pool: "forks",
    // Two worker processes run all the files between them: a fresh process per file imported the server
    // and compiled PGlite again each time, half of the suite's CPU. Files share no state but their
    // servers, which each file closes (checked: no vi.mock, no module-level state a file changes).
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 90_000,
    env: { NODE_ENV: "test" },
  },
});
