import { randomFillSync } from "node:crypto";
import { monotonicFactory } from "ulid";

/**
 * Every identifier is `<prefix>_<ULID>`: opaque to clients, its prefix names its kind, and it sorts
 * by creation time (ULIDs are time-ordered and monotonic within one process), so keyset pagination
 * can order by id alone. No prefix is listed here: each module declares the prefixes it mints (`ids`
 * in modules/<segment>/index.ts, checked unique across modules at start-up) and mints them with
 * `idMinter`.
 */

/**
 * ulid's own PRNG asks the CSPRNG for one byte per character (16 calls per id, measured at ~2.5% of a
 * signing request's CPU). The same CSPRNG bytes, drawn 4 KiB at a time: byte / 256 scaled to the 32
 * characters of the encoding stays exactly uniform (256 is a multiple of 32).
 */
const randomPool = Buffer.alloc(4096);
let randomAt = randomPool.length;
const pooledRandom = (): number => {
  if (randomAt >= randomPool.length) {
    randomFillSync(randomPool);
    randomAt = 0;
  }
  return randomPool[randomAt++]! / 256;
};

const nextUlid = monotonicFactory(pooledRandom);

const PREFIX_SHAPE = /^[a-z]{2,4}$/;
const ID_SHAPE = /^[a-z]{2,4}_[0-9A-HJKMNP-TV-Z]{26}$/;

/**
 * A minter of ids with one of a module's own prefixes, declared once in the module (as in
 * modules/ledger/ids.ts): `const newWidgetId = idMinter(WIDGET_IDS.widget)`.
 */
export const idMinter = (prefix: string): (() => string) => {
  if (!PREFIX_SHAPE.test(prefix)) throw new Error(`an id prefix is 2–4 lowercase letters, not "${prefix}"`);
  return () => `${prefix}_${nextUlid()}`;
};

/** True when `value` is an id with this prefix (a cheap shape check before touching the database). */
export const hasIdPrefix = (prefix: string, value: unknown): value is string =>
  typeof value === "string" && value.startsWith(`${prefix}_`) && ID_SHAPE.test(value);
