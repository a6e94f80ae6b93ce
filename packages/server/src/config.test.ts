import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const dir = mkdtempSync(path.join(tmpdir(), "tp-config-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("loadConfig", () => {
  it("generates a development JWT secret once, keeps it in DATA_DIR with mode 600, and reuses it", () => {
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBe(32);
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
    const file = path.join(dir, "jwt-secret");
    expect(readFileSync(file, "utf8").trim().length).toBeGreaterThan(40);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("requires JWT_SECRET in production and refuses a short one", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: dir })).toThrow(/JWT_SECRET is required/);
    expect(() => loadConfig({ JWT_SECRET: "short", DATA_DIR: dir })).toThrow(/at least 32/);
  });

  it("reads the database bounds, with defaults, and refuses a deadline shorter than one acquire plus one statement", () => {
    expect(loadConfig({ DATA_DIR: dir }).dbBounds).toEqual({
      acquireTimeoutMs: 3_000,
      queryTimeoutMs: 5_000,
      requestDeadlineMs: 10_000,
    });
    const set = loadConfig({
      DATA_DIR: dir,
      DB_ACQUIRE_TIMEOUT_MS: "500",
      DB_QUERY_TIMEOUT_MS: "1500",
      DB_REQUEST_DEADLINE_MS: "2000",
    });
    expect(set.dbBounds).toEqual({ acquireTimeoutMs: 500, queryTimeoutMs: 1_500, requestDeadlineMs: 2_000 });
    expect(() => loadConfig({ DATA_DIR: dir, DB_QUERY_TIMEOUT_MS: "0" })).toThrow(/DB_QUERY_TIMEOUT_MS/);
    expect(() => loadConfig({ DATA_DIR: dir, DB_REQUEST_DEADLINE_MS: "7000" })).toThrow(
      /DB_REQUEST_DEADLINE_MS must be at least/,
    );
  });

  it("reads the outbound settings at start-up, allowing nothing non-public by default", () => {
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: "test" }).outbound).toEqual({
      timeoutMs: 15_000,
      maxResponseBytes: 4096,
      allowPrivate: [],
      resolve: expect.any(Function),
    });
    expect(() => loadConfig({ DATA_DIR: dir, OUTBOUND_HOSTS: "shop.example" })).toThrow(/OUTBOUND_HOSTS/);
    expect(loadConfig({ DATA_DIR: dir, OUTBOUND_ALLOW_PRIVATE: "127.0.0.1/32" }).outbound.allowPrivate).toEqual([
      "127.0.0.1/32",
    ]);
    expect(() => loadConfig({ DATA_DIR: dir, OUTBOUND_ALLOW_PRIVATE: "intranet" })).toThrow(/OUTBOUND_ALLOW_PRIVATE/);
  });

  it("reads ports and rejects nonsense numbers", () => {
    // The partner webhook settings are the earnings module's own: src/modules/earnings/config.test.ts.
    const config = loadConfig({ DATA_DIR: dir, PORT: "9001" });
    expect(config.port).toBe(9001);
    expect(() => loadConfig({ DATA_DIR: dir, PORT: "eighty" })).toThrow(/PORT must be an integer/);
    expect(() => loadConfig({ DATA_DIR: dir, RATE_LIMIT_PER_IP: "0" })).toThrow(/RATE_LIMIT_PER_IP/);
  });

  it("resolves a relative DATA_DIR against the folder npm was run from", () => {
    expect(loadConfig({ JWT_SECRET: "x".repeat(32), INIT_CWD: "/srv/app" }).dataDir).toBe("/srv/app/.data");
    expect(loadConfig({ JWT_SECRET: "x".repeat(32), INIT_CWD: "/srv/app", DATA_DIR: "state" }).dataDir).toBe(
      "/srv/app/state",
    );
    expect(loadConfig({ JWT_SECRET: "x".repeat(32), INIT_CWD: "/srv/app", DATA_DIR: "/var/lib/tp" }).dataDir).toBe(
      "/var/lib/tp",
    );
  });

  it.each([
    [undefined, false],
    ["false", false],
    ["0", false],
    ["1", 1],
    ["2", 2],
    ["true", true],
    ["loopback, 10.0.0.0/8", "loopback, 10.0.0.0/8"],
  ])("reads TRUST_PROXY=%s as %s", (raw, expected) => {
    const env: Record<string, string> = { JWT_SECRET: "x".repeat(32) };
    if (raw !== undefined) env.TRUST_PROXY = raw;
    expect(loadConfig(env).rateLimit.trustProxy).toEqual(expected);
  });

  it("defaults to port 8080, ./.data and the development environment", () => {
    const config = loadConfig({ JWT_SECRET: "x".repeat(32) });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve(".data"));
    expect(config.env).toBe("development");
    expect(config.bodyLimitBytes).toBe(1024 * 1024);
  });
});

/** The core's configuration with a JWT secret, so the key's checks are what fails. */
const configOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, JWT_SECRET: "x".repeat(32), ...env });

describe("PERSONAL_DATA_KEY configuration", () => {
  it("is required in production and checked at start-up", () => {
    expect(() => configOf({ NODE_ENV: "production" })).toThrow(/PERSONAL_DATA_KEY is required/);
    expect(() => configOf({ PERSONAL_DATA_KEY: "short" })).toThrow(/PERSONAL_DATA_KEY must be 32/);
    expect(() =>
      configOf({
        PERSONAL_DATA_KEY: randomBytes(32).toString("base64"),
        PERSONAL_DATA_KEYS_PREVIOUS: "x",
      }),
    ).toThrow(/PERSONAL_DATA_KEYS_PREVIOUS must be 32/);
    const key = randomBytes(32);
    const config = configOf({ NODE_ENV: "production", PERSONAL_DATA_KEY: key.toString("base64url") });
    expect(config.personalDataKeys().current.key.equals(key)).toBe(true);
  });
});
