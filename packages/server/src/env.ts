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

/**
 * One environment variable, declared once beside the code that reads it: its name, the form of its
 * values, its default and one line on what it does. The tables of docs/configuration.md are generated
 * from these declarations (`npm run docs:settings`); test/platform/settings-docs.test.ts fails when the
 * configuration reads a variable nobody declared, a declared one is never read, or the docs differ.
 */
export type SettingDoc = {
  /** The variable, or a family of them with one `<PART>` placeholder (`LLM_<NAME>_TIMEOUT_MS`). */
  name: string;
  /** What a value looks like (`integer ≥ 1`, `comma list`, `0 or 1`). */
  format: string;
  /** The default as the docs show it (`` `8080` ``, `—` for none). */
  default: string;
  /** One line (Markdown) on what it does. */
  description: string;
  /**
   * Variables that turn on the code reading this one (a client id before its endpoints): the check that
   * every declared setting is read sets them.
   */
  example?: Readonly<Record<string, string>>;
};

export type Setting<T> = SettingDoc & {
  /** The value from `env`; a value that is set but wrong throws, naming the variable. */
  read: (env: Env) => T;
};

/** Variables named after something configured (`LLM_<NAME>_API_KEY` for each endpoint): `of(part)` is one of them. */
export type SettingFamily<T> = SettingDoc & { of: (part: string) => Setting<T> };

type Described = { description: string; example?: Readonly<Record<string, string>> };

const literal = (value: string | number): string => `\`${value}\``;

/**
 * A setting whose value its own code reads (a key ring, a JSON document, one read with others): declared
 * for the docs; the check still fails when nothing reads it.
 */
export const declared = (doc: SettingDoc): SettingDoc => doc;

/** A setting with its own reader (its value's form is its own); the other constructors are built on it. */
export const setting = <T>(declaration: Setting<T>): Setting<T> => declaration;

/** A family of settings: `make` builds the member of a name; the placeholder's member is the documented one. */
export const settingFamily = <T>(pattern: string, make: (name: string) => Setting<T>): SettingFamily<T> => {
  const { read: _read, ...doc } = make(pattern);
  return { ...doc, of: (part) => make(pattern.replace(/<[A-Z]+>/, part)) };
};

/** An integer at least `min`; `test` replaces the default under NODE_ENV=test (limits out of a test's reach). */
export const integer = (
  name: string,
  options: Described & { default: number; min?: number; test?: number },
): Setting<number> => {
  const { default: fallback, min = 0, test, ...described } = options;
  return {
    name,
    format: `integer ≥ ${min}`,
    default: test === undefined ? literal(fallback) : `${literal(fallback)} (${literal(test)} when \`NODE_ENV=test\`)`,
    ...described,
    read: (env) => int(env, name, test !== undefined && isTest(env) ? test : fallback, min),
  };
};

/** Text, trimmed; the default (or undefined) when unset or blank. */
export function text(name: string, options: Described & { format?: string; default: string }): Setting<string>;
export function text(name: string, options: Described & { format?: string }): Setting<string | undefined>;
export function text(
  name: string,
  options: Described & { format?: string; default?: string },
): Setting<string | undefined> {
  const { default: fallback, format = "text", ...described } = options;
  return {
    name,
    format,
    default: fallback === undefined ? "—" : literal(fallback),
    ...described,
    read: (env) => env[name]?.trim() || fallback,
  };
}

/** A comma list, trimmed, empty entries dropped; empty when unset. */
export const commaList = (name: string, options: Described & { format?: string }): Setting<string[]> => {
  const { format = "comma list", ...described } = options;
  return { name, format, default: "—", ...described, read: (env) => list(env[name]) };
};

/** `1` turns it on; unset, empty or `0` leaves it off; anything else stops start-up. */
export const flag = (name: string, options: Described): Setting<boolean> => ({
  name,
  format: "`0` or `1`",
  default: literal(0),
  ...options,
  read: (env) => {
    const raw = env[name] ?? "";
    if (!["", "0", "1"].includes(raw)) throw new Error(`${name} must be 0 or 1, got "${raw}"`);
    return raw === "1";
  },
});
