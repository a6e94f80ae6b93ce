import { monotonicFactory } from "ulid";

/**
 * Every identifier is `<prefix>_<ULID>`: opaque to clients, its prefix names its kind, and it sorts
 * by creation time (ULIDs are time-ordered and monotonic within one process), so keyset pagination
 * can order by id alone.
 */
export const ID_PREFIXES = {
  user: "usr",
  account: "acc",
  operation: "op",
  transfer: "trf",
  royalty: "roy",
  prize: "prz",
  tournament: "trn",
  certificationPayout: "cpo",
  oauthIdentity: "oid",
  oauthState: "ost",
  signingKey: "key",
  signatureReceipt: "sig",
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

const nextUlid = monotonicFactory();

export const newId = (kind: IdKind): string => `${ID_PREFIXES[kind]}_${nextUlid()}`;

const ID_SHAPE = /^[a-z]{2,4}_[0-9A-HJKMNP-TV-Z]{26}$/;

/** True when `value` is an id of the given kind (cheap shape check before touching the database). */
export const isId = (kind: IdKind, value: unknown): value is string =>
  typeof value === "string" && value.startsWith(`${ID_PREFIXES[kind]}_`) && ID_SHAPE.test(value);
