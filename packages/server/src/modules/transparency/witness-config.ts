import { NOTE_TYPES, parseVerifierKey } from "./note.ts";

/**
 * A witness the log asks to cosign its checkpoints (C2SP tlog-witness), as `TRANSPARENCY_WITNESSES` names
 * it: one C2SP tlog-policy `witness <name> <vkey> <url>` line each.
 */
export type Witness = {
  /** The policy's short name for it: its label in metrics and logs. */
  name: string;
  /** Its cosignature verifier key (`<key name>+<key hash>+<base64 of 0x04 and the key>`): its identity here. */
  verifierKey: string;
  /** The key name its cosignature lines carry (`— <keyName> …`). */
  keyName: string;
  publicKey: Buffer;
  /** The submission prefix, without a trailing slash: requests go to `<url>/add-checkpoint`. */
  url: string;
};

/** A name fit for a metric label and a log line. */
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

const fail = (entry: string, why: string): never => {
  throw new Error(`TRANSPARENCY_WITNESSES: "${entry}": ${why}`);
};

const parseEntry = (entry: string): Witness => {
  const words = entry.split(/[ \t]+/);
  if (words[0] === "witness") words.shift();
  if (words.length !== 3) return fail(entry, "expected `<name> <vkey> <url>` (a tlog-policy witness line)");
  const [name, vkey, url] = words as [string, string, string];
  if (!NAME.test(name))
    fail(entry, `the name "${name}" must be a letter, then letters, digits or "_" (at most 32 characters)`);
  const key = parseVerifierKey(vkey);
  if (!key) return fail(entry, `"${vkey}" is not a verifier key (<key name>+<8 hex digits of its hash>+<base64 key>)`);
  if (key.type !== NOTE_TYPES.COSIGNATURE_V1) {
    fail(
      entry,
      `the key is of signature type 0x0${key.type}, not a cosignature key: a witness's Ed25519 cosignature key is type 0x04 (C2SP tlog-cosignature)`,
    );
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return fail(entry, `"${url}" is not a URL`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") fail(entry, "the URL must be http: or https:");
  if (parsed.username || parsed.password) fail(entry, "the URL must not carry credentials");
  if (parsed.search || parsed.hash) fail(entry, "the URL is a submission prefix: no query or fragment");
  return {
    name,
    verifierKey: vkey,
    keyName: key.name,
    publicKey: key.publicKey,
    url: parsed.href.replace(/\/+$/, ""),
  };
};

/** The witnesses of `TRANSPARENCY_WITNESSES`: entries separated by newlines or commas; `#` starts a comment line. */
export const parseWitnesses = (raw: string): Witness[] => {
  const witnesses = raw
    .split(/[\n,]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "" && !entry.startsWith("#"))
    .map(parseEntry);
  for (const [i, witness] of witnesses.entries()) {
    for (const other of witnesses.slice(0, i)) {
      if (other.name === witness.name) throw new Error(`TRANSPARENCY_WITNESSES: the name "${witness.name}" twice`);
      if (other.publicKey.equals(witness.publicKey))
        throw new Error(`TRANSPARENCY_WITNESSES: ${other.name} and ${witness.name} have the same public key`);
    }
  }
  return witnesses;
};
