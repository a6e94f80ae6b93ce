import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type DatabaseBounds, databaseBoundsFromEnv } from "./db/bounds.ts";
import { dataDirOf, type Env, int, list, nodeEnvOf } from "./env.ts";
import { type OutboundConfig, outboundConfigFromEnv } from "./outbound/client.ts";

/** Everything the server reads from the environment, parsed once at start-up. */
export type Config = {
  env: "development" | "test" | "production";
  /** The environment this was read from: each module reads and validates its own settings from it. */
  source: Readonly<Env>;
  port: number;
  host: string;
  publicBaseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  dbPoolSize: number;
  /** How long database waits may last (DB_ACQUIRE_TIMEOUT_MS, DB_QUERY_TIMEOUT_MS, DB_REQUEST_DEADLINE_MS). */
  dbBounds: DatabaseBounds;
  /**
   * Requests to URLs users give (OUTBOUND_TIMEOUT_MS, OUTBOUND_MAX_RESPONSE_BYTES, OUTBOUND_ALLOW_PRIVATE),
   * checked at start-up; a module that makes them builds its client with `createOutboundClient`.
   */
  outbound: OutboundConfig;
  jwtSecret: Uint8Array;
  jwtTtlSeconds: number;
  rateLimit: {
    windowSeconds: number;
    perUser: number;
    perIp: number;
    authPerIp: number;
    /** Email lookups (`GET /api/ledger/accounts/lookup`) per user per window: each answers whether an email is registered. */
    lookupsPerUser: number;
    /** Language-model chat requests (`POST /api/llm/chat`) per user per window: each is a paid call upstream. */
    llmChatPerUser: number;
    /** Threshold-key recoveries and rotations (`x-rate-limit: key-shares`) per user per window: each tries shares. */
    keySharesPerUser: number;
    syncIntervalMs: number;
    trustProxy: string | number | boolean;
    /** Shared counters in Redis instead of PostgreSQL when set. */
    redisUrl: string | undefined;
  };
  corsOrigins: string[] | "*";
  bodyLimitBytes: number;
  releaseId: string;
  logLevel: string;
  openapiPath: string;
};

/** A development JWT secret is generated once and kept in DATA_DIR so tokens survive restarts. */
const developmentSecret = (dataDir: string): Uint8Array => {
  const file = path.join(dataDir, "jwt-secret");
  try {
    return Buffer.from(readFileSync(file, "utf8").trim(), "base64url");
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return Buffer.from(secret, "base64url");
  }
};

/**
 * Express `trust proxy`: a number is how many proxies sit in front (use it: X-Forwarded-For's
 * right-most entries are theirs), `false`/`0` trusts none (the default), `true` trusts the whole
 * header (spoofable by clients: only when every request comes through a proxy that overwrites it),
 * anything else is a comma list of trusted addresses or subnets (`loopback`, `10.0.0.0/8`).
 */
const parseTrustProxy = (raw: string | undefined): string | number | boolean => {
  const value = raw?.trim();
  if (!value || value === "false" || value === "0") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
};

export const loadConfig = (env: Env = process.env): Config => {
  const nodeEnv = nodeEnvOf(env);
  const port = int(env, "PORT", 8080);
  const dataDir = dataDirOf(env);
  let jwtSecret: Uint8Array;
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new Error("JWT_SECRET must be at least 32 characters");
    jwtSecret = new TextEncoder().encode(env.JWT_SECRET);
  } else if (nodeEnv === "production") {
    throw new Error("JWT_SECRET is required when NODE_ENV=production");
  } else {
    jwtSecret = developmentSecret(dataDir);
  }
  const cors = env.CORS_ORIGINS?.trim();
  const trustProxy = env.TRUST_PROXY;
  return {
    env: nodeEnv,
    source: { ...env, NODE_ENV: nodeEnv },
    port,
    host: env.HOST || "0.0.0.0",
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/+$/, ""),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolSize: int(env, "DB_POOL_SIZE", 10, 1),
    dbBounds: databaseBoundsFromEnv(env),
    outbound: outboundConfigFromEnv(env),
    jwtSecret,
    jwtTtlSeconds: int(env, "JWT_TTL_SECONDS", 3600, 60),
    rateLimit: {
      windowSeconds: int(env, "RATE_LIMIT_WINDOW_SECONDS", 60, 1),
      // Under NODE_ENV=test the defaults are out of reach, so test files that register many users are
      // not throttled; the rate-limit tests set small limits explicitly.
      perUser: int(env, "RATE_LIMIT_PER_USER", nodeEnv === "test" ? 1_000_000 : 600, 1),
      perIp: int(env, "RATE_LIMIT_PER_IP", nodeEnv === "test" ? 1_000_000 : 300, 1),
      authPerIp: int(env, "RATE_LIMIT_AUTH_PER_IP", nodeEnv === "test" ? 1_000_000 : 20, 1),
      lookupsPerUser: int(env, "RATE_LIMIT_LOOKUPS_PER_USER", nodeEnv === "test" ? 1_000_000 : 30, 1),
      llmChatPerUser: int(env, "RATE_LIMIT_LLM_CHAT_PER_USER", nodeEnv === "test" ? 1_000_000 : 30, 1),
      keySharesPerUser: int(env, "RATE_LIMIT_KEY_SHARES_PER_USER", nodeEnv === "test" ? 1_000_000 : 20, 1),
      syncIntervalMs: int(env, "RATE_LIMIT_SYNC_MS", 500, 10),
      trustProxy: parseTrustProxy(trustProxy),
      redisUrl: env.REDIS_URL || undefined,
    },
    corsOrigins: !cors || cors === "*" ? "*" : list(cors),
    bodyLimitBytes: int(env, "BODY_LIMIT_BYTES", 1024 * 1024, 1024),
    releaseId: env.RELEASE_ID || "dev",
    logLevel: env.LOG_LEVEL || (nodeEnv === "test" ? "silent" : "info"),
    openapiPath: path.resolve(
      env.OPENAPI_BUNDLE || new URL("../../../openapi/dist/openapi.json", import.meta.url).pathname,
    ),
  };
};
