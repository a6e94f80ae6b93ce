/** Header names and defaults shared by signers and verifiers. */
export const TIMESTAMP_HEADER = "X-Svc-Timestamp";
export const SIGNATURE_HEADER = "X-Svc-Signature";
/** How far (seconds, either direction) a timestamp may be from the verifier's clock. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** A Fetch `Headers`, or a plain record such as Node's `IncomingHttpHeaders` (names in any case). */
export type HeaderSource = Headers | { readonly [name: string]: string | readonly string[] | undefined };

/**
 * One header's value, or `undefined` when absent. A header sent more than once is ambiguous, so it is
 * returned as `null` and the caller refuses it.
 */
export const readHeader = (headers: HeaderSource, name: string): string | null | undefined => {
  if (typeof (headers as Headers).get === "function" && typeof (headers as Headers).has === "function") {
    return (headers as Headers).get(name) ?? undefined;
  }
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    if (typeof value === "string") return value;
    return value.length === 1 ? value[0] : null;
  }
  return undefined;
};
