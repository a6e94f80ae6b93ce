import { randomFillSync } from "node:crypto";

/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/): parsing `traceparent` and `tracestate` as
 * a receiving vendor must, and minting the ids of a new trace or span.
 *
 *   traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01
 *                version-trace-id (32 hex)-parent-id (16 hex)-trace-flags
 *
 * Strict where the Recommendation is: lowercase hex only, neither id all zeros, version `ff` invalid,
 * version `00` exactly 55 characters; a later version is read as its first four fields when it is at
 * least that long and what follows them starts with `-`. Anything else is not a trace context: the
 * caller starts a new trace (and, with an invalid traceparent, ignores tracestate, which only makes
 * sense with it).
 */

export type TraceParent = {
  traceId: string;
  /** The caller's span: the parent of this server's. */
  parentId: string;
  /** The trace flags this server keeps and passes on (sampled 0x01, random trace id 0x02). */
  flags: number;
};

const HEX = /^[0-9a-f]+$/;
const ZERO_TRACE = "00000000000000000000000000000000";
const ZERO_SPAN = "0000000000000000";

/** The flags Trace Context defines (Level 2: sampled, random trace id); others are reserved, sent as 0. */
export const KNOWN_FLAGS = 0x03;
export const FLAG_SAMPLED = 0x01;
/** Set on the traces this server starts: their trace ids are wholly random. */
export const FLAG_RANDOM = 0x02;

/** The traceparent a request carried, or undefined when it carried none or one that is not valid. */
export const parseTraceparent = (value: string | undefined): TraceParent | undefined => {
  // Several traceparent headers arrive joined by ", ": longer than one, so not valid.
  if (value === undefined || value.length < 55) return undefined;
  if (value[2] !== "-" || value[35] !== "-" || value[52] !== "-") return undefined;
  const version = value.slice(0, 2);
  if (!HEX.test(version) || version === "ff") return undefined;
  if (version === "00" ? value.length !== 55 : value.length > 55 && value[55] !== "-") return undefined;
  const traceId = value.slice(3, 35);
  const parentId = value.slice(36, 52);
  const flags = value.slice(53, 55);
  if (!HEX.test(traceId) || !HEX.test(parentId) || !HEX.test(flags)) return undefined;
  if (traceId === ZERO_TRACE || parentId === ZERO_SPAN) return undefined;
  return { traceId, parentId, flags: Number.parseInt(flags, 16) & KNOWN_FLAGS };
};

/** A list member's key: `simple-key` or `tenant@system` (Trace Context, "key"). */
const KEY = /^(?:[a-z][_0-9a-z\-*/]{0,255}|[a-z0-9][_0-9a-z\-*/]{0,240}@[a-z][_0-9a-z\-*/]{0,13})$/;
/** A list member's value: printable ASCII but `,` and `=`, not ending in a space. */
const VALUE = /^[\x20-\x2b\x2d-\x3c\x3e-\x7e]{0,255}[\x21-\x2b\x2d-\x3c\x3e-\x7e]$/;
const MAX_MEMBERS = 32;
/** What this server passes on at most (the Recommendation lets a vendor keep 512 characters). */
const MAX_TRACESTATE = 512;

/**
 * The tracestate to pass on, normalized (`key=value` members joined by `,`), or undefined when the
 * request sent none, an empty one, or one that is not valid: more than 32 members, a key twice, a
 * malformed member, or longer than 512 characters (the Recommendation lets a vendor drop it whole).
 * Several tracestate headers arrive joined by `,`, which is how the Recommendation combines them.
 */
export const parseTracestate = (value: string | undefined): string | undefined => {
  if (value === undefined || value.length > 4 * MAX_TRACESTATE) return undefined;
  const members: string[] = [];
  const keys = new Set<string>();
  for (const raw of value.split(",")) {
    const member = raw.trim();
    if (member === "") continue;
    const eq = member.indexOf("=");
    if (eq <= 0) return undefined;
    const key = member.slice(0, eq);
    if (!KEY.test(key) || !VALUE.test(member.slice(eq + 1)) || keys.has(key)) return undefined;
    keys.add(key);
    members.push(member);
    if (members.length > MAX_MEMBERS) return undefined;
  }
  if (members.length === 0) return undefined;
  const joined = members.join(",");
  return joined.length > MAX_TRACESTATE ? undefined : joined;
};

// Ids come from a pool of random bytes refilled 4 kB at a time: one CSPRNG call per ~170 requests, not
// one per id (the way randomUUID caches its entropy).
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let offset = POOL_BYTES;

const randomHex = (bytes: number): string => {
  if (offset + bytes > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  const hex = pool.toString("hex", offset, offset + bytes);
  offset += bytes;
  return hex;
};

/** A new random trace id (16 bytes as 32 lowercase hex digits, never all zeros). */
export const newTraceId = (): string => {
  for (;;) {
    const id = randomHex(16);
    if (id !== ZERO_TRACE) return id;
  }
};

/** A new random span id (8 bytes as 16 lowercase hex digits, never all zeros). */
export const newSpanId = (): string => {
  for (;;) {
    const id = randomHex(8);
    if (id !== ZERO_SPAN) return id;
  }
};

/** The traceparent naming `spanId` in `traceId` (always version 00, as a vendor must send it). */
export const formatTraceparent = (traceId: string, spanId: string, flags: number): string =>
  `00-${traceId}-${spanId}-${(flags & KNOWN_FLAGS).toString(16).padStart(2, "0")}`;
