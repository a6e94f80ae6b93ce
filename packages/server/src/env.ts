import path from "node:path";

/**
 * Reading settings from the environment, for the core's config (src/config.ts) and each module's own.
 * A value that is set but wrong stops start-up with a message naming the variable.
 */
export type Env = Readonly<Record<string, string | undefined>>;

/** An integer setting, at least `min`; `fallback` when unset or empty. */
export const int = (env: Env, name: string, fallback: number, min = 0): number => {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  }
  return value;
};

/** A comma list setting, trimmed, empty entries dropped. */
export const list = (raw: string | undefined): string[] =>
  (raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** Whether NODE_ENV is `test` (limits default out of reach there unless a test sets them). */
export const isTest = (env: Env): boolean => env.NODE_ENV === "test";

/** NODE_ENV as the server reads it: `production`, `test`, anything else `development`. */
export const nodeEnvOf = (env: Env): "development" | "test" | "production" =>
  env.NODE_ENV === "production" || env.NODE_ENV === "test" ? env.NODE_ENV : "development";

/**
 * DATA_DIR, absolute. npm runs a workspace's scripts in the workspace's folder: a relative DATA_DIR
 * means relative to where the operator ran npm (INIT_CWD), i.e. ./.data at the repository root for `npm start`.
 */
export const dataDirOf = (env: Env): string => path.resolve(env.INIT_CWD || process.cwd(), env.DATA_DIR || ".data");
