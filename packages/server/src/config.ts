import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DATABASE_BOUND_SETTINGS, type DatabaseBounds, databaseBoundsFromEnv } from "./db/bounds.ts";
import { commaList, dataDirOf, declared, type Env, integer, nodeEnvOf, type SettingDoc, text } from "./env.ts";
import { OUTBOUND_SETTINGS, type OutboundConfig, outboundConfigFromEnv } from "./outbound/config.ts";
import { PERSONAL_DATA_KEY_SETTINGS, personalDataKeysFromEnv, type SealingKeys } from "./sealing/seal.ts";

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
  /** MONEY_BATCH_MAX_MOVEMENTS: how many movements of money one transaction applies at most (1: each alone). */
  moneyBatchMaxMovements: number;
  /** How long database waits may last (DB_ACQUIRE_TIMEOUT_MS, DB_QUERY_TIMEOUT_MS, DB_REQUEST_DEADLINE_MS). */
  dbBounds: DatabaseBounds;
  /**
   * Requests to URLs users give (OUTBOUND_TIMEOUT_MS, OUTBOUND_MAX_RESPONSE_BYTES, OUTBOUND_ALLOW_PRIVATE),
   * checked at start-up; a module that makes them builds its client with `createOutboundClient`.
   */
  outbound: OutboundConfig;
  jwtSecret: Uint8Array;
  jwtTtlSeconds: number;
  /**
   * PERSONAL_DATA_KEY and PERSONAL_DATA_KEYS_PREVIOUS: the KEK ring personal data is sealed under,
   * checked here once for every module (they get it as `ctx.personalDataKeys`); resolved on first use.
   */
  personalDataKeys: () => SealingKeys;
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

const PORT = integer("PORT", { default: 8080, description: "HTTP port" });
const HOST = text("HOST", { format: "address", default: "0.0.0.0", description: "interface to listen on" });
const DB_POOL_SIZE = integer("DB_POOL_SIZE", { default: 10, min: 1, description: "database connections" });
const MONEY_BATCH_MAX_MOVEMENTS = integer("MONEY_BATCH_MAX_MOVEMENTS", {
  default: 64,
  min: 1,
  description:
    "movements of money (transfers, payments) that arrive while another batch is being written are applied together in one transaction, at most this many; 1 applies each alone (src/money/batch.ts)",
});
const JWT_TTL_SECONDS = integer("JWT_TTL_SECONDS", {
  default: 900,
  min: 60,
  description: "access tokens' lifetime, in seconds (a session's refresh token gets the next one)",
});
const CORS_ORIGINS = commaList("CORS_ORIGINS", {
  format: "comma list, or `*`",
  description: "allowed origins; unset or `*`, every origin",
});
const BODY_LIMIT_BYTES = integer("BODY_LIMIT_BYTES", {
  default: 1024 * 1024,
  min: 1024,
  description: "largest JSON body (413 beyond); an operation's `x-body-limit` in the contract can only lower it",
});
const RELEASE_ID = text("RELEASE_ID", {
  default: "dev",
  description: "release identifier reported by `/api/hub/version`",
});
const REDIS_URL = text("REDIS_URL", {
  format: "URL",
  description: "keep rate-limit counters in Redis instead of PostgreSQL",
});
const DATABASE_URL = text("DATABASE_URL", {
  format: "URL",
  description:
    "a PostgreSQL server (`postgres://user:pass@host:5432/db`); when unset, embedded PostgreSQL (PGlite) under `DATA_DIR`",
});

/** The rate limits' budgets: per window, out of a test's reach under NODE_ENV=test unless a test sets them. */
const budget = (name: string, fallback: number, description: string) =>
  integer(name, { default: fallback, min: 1, test: 1_000_000, description });
const RATE_LIMIT_PER_USER = budget("RATE_LIMIT_PER_USER", 600, "requests per window per authenticated user");
const RATE_LIMIT_PER_IP = budget("RATE_LIMIT_PER_IP", 300, "requests per window per IP for unauthenticated calls");
const RATE_LIMIT_AUTH_PER_IP = budget(
  "RATE_LIMIT_AUTH_PER_IP",
  20,
  "requests per window per IP to register, login and identity-provider routes",
);
const RATE_LIMIT_LOOKUPS_PER_USER = budget(
  "RATE_LIMIT_LOOKUPS_PER_USER",
  30,
  "email lookups (`GET /api/ledger/accounts/lookup`) per window per user, a budget of their own: each answers whether an email is registered, so they are kept far below the general limit",
);
const RATE_LIMIT_LLM_CHAT_PER_USER = budget(
  "RATE_LIMIT_LLM_CHAT_PER_USER",
  30,
  "language-model chat requests per window per user, a budget of their own (each is a paid call upstream), exact across every instance: a `POST /api/llm/chat` counts one, a fan-out dispatch one per agent",
);
const RATE_LIMIT_KEY_SHARES_PER_USER = budget(
  "RATE_LIMIT_KEY_SHARES_PER_USER",
  20,
  "threshold-key recoveries and rotations (`POST /api/keyshield/recover`, `/rotate`) per window per user, a budget of their own so shares cannot be guessed cheaply",
);
const RATE_LIMIT_WINDOW_SECONDS = integer("RATE_LIMIT_WINDOW_SECONDS", {
  default: 60,
  min: 1,
  description: "rate-limit window, in seconds",
});
const RATE_LIMIT_SYNC_MS = integer("RATE_LIMIT_SYNC_MS", {
  default: 500,
  min: 10,
  description:
    "how often an instance merges its counts of the general budgets into the shared store (the strict budgets count in it on every request)",
});

/**
 * The core's settings, by the group docs/configuration.md lists them in (each module declares its own
 * in its definition's `settings`).
 */
export const CORE_SETTINGS: Readonly<Record<string, readonly SettingDoc[]>> = {
  core: [
    PORT,
    HOST,
    declared({
      name: "DATA_DIR",
      format: "path",
      default: "`./.data`",
      description:
        "where the embedded database and the generated development secrets live; a relative path is taken from the folder npm was run in",
    }),
    declared({
      name: "INIT_CWD",
      format: "path",
      default: "set by npm",
      description: "the folder `npm` was started in (npm sets it): a relative `DATA_DIR` is resolved against it",
    }),
    DATABASE_URL,
    DB_POOL_SIZE,
    ...DATABASE_BOUND_SETTINGS,
    MONEY_BATCH_MAX_MOVEMENTS,
    declared({
      name: "NODE_ENV",
      format: "`development`, `test` or `production`",
      default: "`development`",
      description:
        "`production` turns off response validation and requires `JWT_SECRET`, `SIGNING_KEY_ENCRYPTION_KEY`, `PERSONAL_DATA_KEY` and `TRANSPARENCY_LOG_KEY`; `test` puts the limits out of reach and the sweeps off unless set",
    }),
    declared({
      name: "JWT_SECRET",
      format: "text, ≥ 32 characters",
      default: "generated",
      description:
        "HS256 key for bearer tokens (and, through HKDF, the key the hosted checkout pages' URL tokens are derived from; after a change, open sessions stay payable but their `url` reads `null`); required in production; in development a random one is generated once and kept in `DATA_DIR/jwt-secret`",
    }),
    JWT_TTL_SECONDS,
    ...PERSONAL_DATA_KEY_SETTINGS,
    declared({
      name: "TRUST_PROXY",
      format: "count, `loopback`, subnets or `true`",
      default: "off",
      description:
        "how many proxies sit in front (`1`, `2`, …): the client address is then read from `X-Forwarded-For`'s entries those proxies appended. Also `loopback` or a comma list of trusted subnets. `true` trusts the whole header, which clients can forge: use it only when every request passes a proxy that overwrites it",
    }),
    CORS_ORIGINS,
    BODY_LIMIT_BYTES,
    declared({
      name: "PUBLIC_BASE_URL",
      format: "URL",
      default: "`http://localhost:$PORT`",
      description:
        "absolute base for links (catalog, sitemap, identity-provider callbacks, the hosted checkout page's `url`, a payment request's `payUrl`, a contract document's `viewUrl`)",
    }),
    RELEASE_ID,
    declared({
      name: "LOG_LEVEL",
      format: "pino level",
      default: "`info` (`silent` when `NODE_ENV=test`)",
      description: "how much the server logs (`fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`)",
    }),
    declared({
      name: "OPENAPI_BUNDLE",
      format: "path",
      default: "`openapi/dist/openapi.json`",
      description: "the bundled contract the server serves (`npm run bundle` makes the default one)",
    }),
  ],
  "rate-limits": [
    RATE_LIMIT_WINDOW_SECONDS,
    RATE_LIMIT_PER_USER,
    RATE_LIMIT_PER_IP,
    RATE_LIMIT_AUTH_PER_IP,
    RATE_LIMIT_LOOKUPS_PER_USER,
    RATE_LIMIT_LLM_CHAT_PER_USER,
    RATE_LIMIT_KEY_SHARES_PER_USER,
    RATE_LIMIT_SYNC_MS,
    REDIS_URL,
  ],
  outbound: OUTBOUND_SETTINGS,
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
  const port = PORT.read(env);
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
  const cors = CORS_ORIGINS.read(env);
  return {
    env: nodeEnv,
    source: { ...env, NODE_ENV: nodeEnv },
    port,
    host: HOST.read(env),
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/+$/, ""),
    dataDir,
    databaseUrl: DATABASE_URL.read(env),
    dbPoolSize: DB_POOL_SIZE.read(env),
    moneyBatchMaxMovements: MONEY_BATCH_MAX_MOVEMENTS.read(env),
    dbBounds: databaseBoundsFromEnv(env),
    outbound: outboundConfigFromEnv(env),
    jwtSecret,
    jwtTtlSeconds: JWT_TTL_SECONDS.read(env),
    personalDataKeys: personalDataKeysFromEnv(env),
    rateLimit: {
      windowSeconds: RATE_LIMIT_WINDOW_SECONDS.read(env),
      perUser: RATE_LIMIT_PER_USER.read(env),
      perIp: RATE_LIMIT_PER_IP.read(env),
      authPerIp: RATE_LIMIT_AUTH_PER_IP.read(env),
      lookupsPerUser: RATE_LIMIT_LOOKUPS_PER_USER.read(env),
      llmChatPerUser: RATE_LIMIT_LLM_CHAT_PER_USER.read(env),
      keySharesPerUser: RATE_LIMIT_KEY_SHARES_PER_USER.read(env),
      syncIntervalMs: RATE_LIMIT_SYNC_MS.read(env),
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      redisUrl: REDIS_URL.read(env),
    },
    corsOrigins: cors.length === 0 || (cors.length === 1 && cors[0] === "*") ? "*" : cors,
    bodyLimitBytes: BODY_LIMIT_BYTES.read(env),
    releaseId: RELEASE_ID.read(env),
    logLevel: env.LOG_LEVEL || (nodeEnv === "test" ? "silent" : "info"),
    openapiPath: path.resolve(
      env.OPENAPI_BUNDLE || new URL("../../../openapi/dist/openapi.json", import.meta.url).pathname,
    ),
  };
};
