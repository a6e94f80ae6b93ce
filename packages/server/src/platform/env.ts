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
