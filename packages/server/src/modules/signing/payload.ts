import { CanonicalizationError } from "@trustplane/canonical-json";
import { fieldsInvalid, type HttpProblem, type ProblemFieldError, validationFailed } from "../../http/problem.ts";
import { canonicalBytes } from "./encoding.ts";

/**
 * How deeply arrays and objects may nest in a payload to sign or verify. Canonicalization recurses once
 * per level, so a 1 MiB body of `[[[[…]]]]` would otherwise exhaust the stack (a 500) instead of being
 * refused; real documents stay far below this.
 */
export const MAX_PAYLOAD_DEPTH = 64;

const DEPTH_MESSAGE = `must not nest arrays and objects more than ${MAX_PAYLOAD_DEPTH} levels deep`;

/**
 * Whether `value` (at `depth`) nests deeper than MAX_PAYLOAD_DEPTH. It recurses at most
 * MAX_PAYLOAD_DEPTH + 1 calls deep, however deep the payload, so it cannot overflow itself; and it
 * allocates nothing (it runs for every payload signed or verified).
 */
const tooDeep = (value: unknown, depth = 0): boolean => {
  if (value === null || typeof value !== "object") return false;
  if (depth + 1 > MAX_PAYLOAD_DEPTH) return true;
  if (Array.isArray(value)) {
    for (const child of value) if (tooDeep(child, depth + 1)) return true;
    return false;
  }
  for (const key in value) {
    if (Object.hasOwn(value, key) && tooDeep((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
};

/** The reason alone: a CanonicalizationError's message ends with where (` at /a/0`), which `path` says. */
const reasonOf = (err: CanonicalizationError): string => {
  const where = ` at ${err.path === "" ? "the top level" : err.path}`;
  return err.message.endsWith(where) ? err.message.slice(0, -where.length) : err.message;
};

/**
 * What a signature over `payload` covers (the UTF-8 of its RFC 8785 canonical JSON), or the field error
 * saying why the payload cannot be signed, with `path` (where the payload sits in the request) extended
 * to the offending value. RFC 8785 takes I-JSON: a string with a lone UTF-16 surrogate (JSON.parse
 * accepts `"\ud800"`) has no UTF-8 form, and a number beyond double range (`1e400`, which JSON.parse
 * reads as Infinity) has no JSON form. Both are the caller's mistake, never the server's.
 */
export const canonicalPayload = (payload: unknown, path: string): Buffer | ProblemFieldError => {
  if (tooDeep(payload)) return { path, message: DEPTH_MESSAGE };
  try {
    return canonicalBytes(payload);
  } catch (err) {
    if (!(err instanceof CanonicalizationError)) throw err;
    return { path: `${path}${err.path}`, message: `cannot be canonicalized (RFC 8785): ${reasonOf(err)}` };
  }
};

/**
 * The canonical bytes of every payload of a request, in order; a 400 listing every payload that cannot
 * be signed or verified (each by its JSON pointer) when any cannot. A batch is refused as a whole, like
 * any other malformed request: which items are well-formed does not depend on anything but the request.
 */
export const canonicalPayloads = (payloads: readonly { payload: unknown; path: string }[]): Buffer[] => {
  const bytes: Buffer[] = [];
  const errors: ProblemFieldError[] = [];
  for (const { payload, path } of payloads) {
    const outcome = canonicalPayload(payload, path);
    if (Buffer.isBuffer(outcome)) bytes.push(outcome);
    else errors.push(outcome);
  }
  if (errors.length > 0) throw fieldsInvalid(errors);
  return bytes;
};

/** The canonical bytes of one payload of a request, at `path`; a 400 naming where it is wrong (as above). */
export const payloadBytes = (payload: unknown, path: string): Buffer => canonicalPayloads([{ payload, path }])[0]!;

/**
 * The canonical bytes of a payload another module hands to the signer (the bureau pipeline's
 * certificate document), or a 400 problem for that item: the payload was built from the caller's data.
 * No field path: the signer cannot know where in the request that data was.
 */
export const payloadBytesOrProblem = (payload: unknown): Buffer | HttpProblem => {
  const outcome = canonicalPayload(payload, "");
  if (Buffer.isBuffer(outcome)) return outcome;
  return validationFailed(
    `The payload to sign ${outcome.message}${outcome.path === "" ? "" : ` (at ${outcome.path})`}.`,
  );
};
