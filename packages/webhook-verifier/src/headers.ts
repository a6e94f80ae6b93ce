/** Header names and defaults shared by signers and verifiers. */
export const TIMESTAMP_HEADER = "X-Svc-Timestamp";
export const SIGNATURE_HEADER = "X-Svc-Signature";
/** How far (seconds, either direction) a timestamp may be from the verifier's clock. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/**
 * A Fetch `Headers`, or a plain record such as Node's `IncomingHttpHeaders` or Express's `req.headers`
 * (names in any case).
 */
export type HeaderSource =
  | Headers
  | { get(name: string): string | null }
  | { readonly [name: string]: string | readonly string[] | undefined };

const fromValue = (value: string | readonly string[] | undefined): string | null | undefined => {
  if (value === undefined || typeof value === "string") return value;
  return value.length === 1 ? value[0] : value.length === 0 ? undefined : null;
};

/**
 * One header's value, or `undefined` when absent. A header sent more than once is ambiguous, so it is
 * returned as `null` and the caller refuses it. (`Headers.get` joins repeats with ", ", which the
 * callers' format checks refuse in the same way.)
 */
export const readHeader = (headers: HeaderSource, name: string): string | null | undefined => {
  if (typeof (headers as { get?: unknown }).get === "function") {
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  }
  const record = headers as { readonly [name: string]: string | readonly string[] | undefined };
  const lower = name.toLowerCase();
  // Node and Express lower-case header names, so the direct look-ups almost always answer.
  const direct = record[lower] ?? record[name];
  if (direct !== undefined) return fromValue(direct);
  for (const key in record) {
    if (key.toLowerCase() === lower && record[key] !== undefined) return fromValue(record[key]);
  }
  return undefined;
};
