import type { ProblemFieldError } from "./problem.ts";

/**
 * What every request body is screened for before the contract's schemas look at it: values JSON can
 * carry but nothing behind the API can hold or sign. PostgreSQL refuses U+0000 in text and jsonb; a
 * lone UTF-16 surrogate has no UTF-8 form (the driver would silently store U+FFFD instead); a number
 * beyond double range (`1e400`) parses to Infinity, which JSON cannot write back; and nesting deeper
 * than any contract schema goes would only feed recursive code downstream (canonicalization,
 * fingerprints). Each is the caller's mistake: 400 naming where it is, never a 500 from deeper down.
 */

/** Arrays and objects nest at most this deep in a request body (Payload's 64 levels plus room for the envelope). */
export const MAX_BODY_DEPTH = 100;

/** Why a string cannot be taken, or undefined when it can. */
export const unrepresentableText = (text: string): string | undefined => {
  if (text.includes("\u0000")) return "must not contain the NUL character (U+0000)";
  if (!text.isWellFormed()) return "must not contain a lone UTF-16 surrogate (it has no UTF-8 form)";
  return undefined;
};

/**
 * In a short body these can only come from the raw text's escapes (`\u0000`, `\uD800`) or a number
 * literal with a three-digit exponent (the only way fewer than 309 digits parse to Infinity); nesting
 * past the limit needs 2 × MAX_BODY_DEPTH bytes of brackets. So a short body whose raw text shows none
 * of them is not walked at all, and every longer one is walked once. (No pattern runs over a long
 * body: a regex over 1 MiB of hostile text can cost far more than the walk.)
 */
const SUSPECT = /\\u(?:0000|[dD][89a-fA-F])|[eE][+-]?\d{3}/;

export const needsScreening = (raw: Buffer): boolean =>
  raw.length >= 2 * MAX_BODY_DEPTH || SUSPECT.test(raw.toString("latin1"));

const pointerToken = (key: string): string => key.replaceAll("~", "~0").replaceAll("/", "~1");

type Finding = { message: string; code: string };

const valueFinding = (value: unknown): Finding | undefined => {
  if (typeof value === "string") {
    const message = unrepresentableText(value);
    return message ? { message, code: "text" } : undefined;
  }
  if (typeof value === "number" && !Number.isFinite(value)) {
    return { message: "must be a finite number (this one is beyond double range)", code: "number" };
  }
  return undefined;
};

const keyFinding = (key: string): Finding | undefined => {
  const message = unrepresentableText(key);
  return message ? { message: `has a key that ${message}`, code: "text" } : undefined;
};

const DEPTH_FINDING: Finding = {
  message: `must not nest arrays and objects more than ${MAX_BODY_DEPTH} levels deep (counted from the body)`,
  code: "depth",
};

/**
 * Where the first finding in `body` is: a depth-first walk (an explicit stack, so no nesting overflows
 * it) with each value's JSON pointer. Only a body `hasFinding` has found something in is walked.
 */
const walk = (body: unknown): { finding: Finding; path: string } | undefined => {
  const values: unknown[] = [body];
  const depths: number[] = [0];
  const paths: string[] = ["/body"];
  while (values.length > 0) {
    const value = values.pop();
    const depth = depths.pop()!;
    const path = paths.pop()!;
    if (value === null || typeof value !== "object") {
      const finding = valueFinding(value);
      if (finding) return { finding, path };
      continue;
    }
    // Named by the body's member that holds it (`/body/payload`), not by a pointer 100 levels long.
    if (depth >= MAX_BODY_DEPTH) return { finding: DEPTH_FINDING, path: path.split("/", 3).join("/") };
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        values.push(value[i]);
        depths.push(depth + 1);
        paths.push(`${path}/${i}`);
      }
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const finding = keyFinding(key);
      if (finding) return { finding, path: `${path}/${pointerToken(key)}` };
      values.push((value as Record<string, unknown>)[key]);
      depths.push(depth + 1);
      paths.push(`${path}/${pointerToken(key)}`);
    }
  }
  return undefined;
};

/**
 * Whether anything in `value` (at `depth`) cannot be taken: the same findings as `walk`, as a yes or no.
 * Every body is screened this way, so it allocates nothing; it recurses at most MAX_BODY_DEPTH + 1 calls
 * deep (a value that deep is itself a finding), so no nesting overflows it.
 */
const hasFinding = (value: unknown, depth: number): boolean => {
  if (value === null || typeof value !== "object") return valueFinding(value) !== undefined;
  if (depth >= MAX_BODY_DEPTH) return true;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (hasFinding(value[i], depth + 1)) return true;
    return false;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (unrepresentableText(key) !== undefined) return true;
    if (hasFinding((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
};

/** The first thing in `body` that cannot be taken, as a field error with a JSON pointer under `/body`. */
export const screenJson = (body: unknown): ProblemFieldError | undefined => {
  if (!hasFinding(body, 0)) return undefined;
  const found = walk(body)!;
  return { path: found.path, ...found.finding };
};
