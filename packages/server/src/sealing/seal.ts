import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
} from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataDirOf, declared, type Env, nodeEnvOf, type SettingDoc } from "../env.ts";

/**
 * Data sealed at rest with AES-256-GCM under a key-encryption key (KEK) from configuration: signing
 * private keys (the signing module) and personal data such as waitlist emails. Each sealed value
 * records the id of the KEK that sealed it, so KEKs rotate: the current one seals, every configured one
 * (current and previous) opens. The additional authenticated data binds a ciphertext to what it belongs
 * to (a key id, a row), so a ciphertext copied elsewhere does not open there.
 */
export type SealingKey = { id: string; key: Buffer };

export type SealingKeys = {
  current: SealingKey;
  /** Every KEK that may have sealed a stored value, by id (the current one included). */
  byId: ReadonlyMap<string, SealingKey>;
};

export type Sealed = { kekId: string; nonce: Buffer; ciphertext: Buffer };

const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** A KEK's id is derived from the key itself (under a label per use), so operators never keep an id next to the value. */
export const sealingKeyId = (key: Buffer, label: string): string =>
  `kek_${createHash("sha256").update(`${label}\0`).update(key).digest("hex").slice(0, 16)}`;

/** A 32-byte key written in base64 or base64url (44 or 43 characters). */
export const parseSealingKey = (text: string, name: string, label: string): SealingKey => {
  const trimmed = text.trim();
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) ? Buffer.from(trimmed, "base64") : Buffer.alloc(0);
  if (key.length !== KEY_BYTES) {
    throw new Error(`${name} must be ${KEY_BYTES} random bytes in base64 (e.g. \`openssl rand -base64 32\`)`);
  }
  return { id: sealingKeyId(key, label), key };
};

export const sealingKeyRing = (current: SealingKey, previous: SealingKey[] = []): SealingKeys => ({
  current,
  byId: new Map([...previous, current].map((kek) => [kek.id, kek])),
});

export class UnsealError extends Error {}

/**
 * Each KEK as a KeyObject, made once: a raw Buffer key is imported into a new KeyObject by every
 * createCipheriv call, which measured 4 µs of a 5 µs seal (a P2P transfer seals its notification).
 */
const keyObjects = new WeakMap<SealingKey, KeyObject>();
const keyObjectOf = (kek: SealingKey): KeyObject => {
  let keyObject = keyObjects.get(kek);
  if (!keyObject) {
    keyObject = createSecretKey(kek.key);
    keyObjects.set(kek, keyObject);
  }
  return keyObject;
};

export const seal = (keys: SealingKeys, aad: string, plaintext: Buffer): Sealed => {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyObjectOf(keys.current), nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(aad));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return { kekId: keys.current.id, nonce, ciphertext };
};

/** The plaintext, or UnsealError (unknown KEK, truncated, or not authentic under `aad`); `what` names it in the message. */
export const unseal = (keys: SealingKeys, aad: string, sealed: Sealed, what: string): Buffer => {
  const kek = keys.byId.get(sealed.kekId);
  if (!kek) throw new UnsealError(`${what} is sealed by ${sealed.kekId}, which is not configured`);
  // The tag alone is a sealed empty value.
  if (sealed.ciphertext.length < TAG_BYTES) throw new UnsealError(`${what} is truncated`);
  const decipher = createDecipheriv("aes-256-gcm", keyObjectOf(kek), sealed.nonce, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(sealed.ciphertext.subarray(-TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(sealed.ciphertext.subarray(0, -TAG_BYTES)), decipher.final()]);
  } catch {
    throw new UnsealError(`${what} does not decrypt with ${sealed.kekId}`);
  }
};

/**
 * Keyed hashes of `value` under every configured KEK (the current one first), each under its own key
 * derived for `purpose`: a blind index, to find a sealed value again by equality (an email already on
 * a list) without storing it in the clear. Rows indexed under a previous KEK are still found while that
 * KEK stays configured.
 */
export const blindIndexes = (keys: SealingKeys, purpose: string, value: string): Buffer[] => {
  const all = [keys.current, ...[...keys.byId.values()].filter((kek) => kek !== keys.current)];
  return all.map((kek) => {
    const indexKey = createHmac("sha256", kek.key).update(`trustplane blind index\0${purpose}`).digest();
    return createHmac("sha256", indexKey).update(value, "utf8").digest();
  });
};

/** Like the development JWT secret: generated once and kept in DATA_DIR so sealed data survives restarts. */
const developmentKey = (dataDir: string, file: string, label: string): SealingKey => {
  const location = path.join(dataDir, file);
  if (!existsSync(location)) {
    // Written whole under a temporary name, then linked into place: when two processes start at once,
    // one link wins and the other reads the winner's complete file.
    mkdirSync(dataDir, { recursive: true });
    const temporary = `${location}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(temporary, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600 });
    try {
      linkSync(temporary, location);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    } finally {
      unlinkSync(temporary);
    }
  }
  return parseSealingKey(readFileSync(location, "utf8"), location, label);
};

/** Under NODE_ENV=test, one random key per process and use: every test database is fresh, nothing to keep. */
const testKeys = new Map<string, SealingKey>();

export type SealingKeySettings = {
  /** The variable holding the current KEK, e.g. `PERSONAL_DATA_KEY`. */
  variable: string;
  /** The variable holding previous KEKs (comma-separated), kept only to open, during a rotation. */
  previousVariable: string;
  /** The file in DATA_DIR holding the development key. */
  developmentFile: string;
  /** Distinguishes this use's KEK ids from another's. */
  label: string;
};

/**
 * One 32-byte secret key from the environment (`variable`, in base64). Checked at start-up; production
 * requires it. Without one, development generates a key in DATA_DIR on first use (lazily, so reading the
 * configuration never writes files) and tests use a per-process key (one per `label`).
 */
export const secretKeyFromEnv = (
  env: Env,
  settings: Pick<SealingKeySettings, "variable" | "developmentFile" | "label">,
): (() => SealingKey) => {
  const { variable, label } = settings;
  const configured = env[variable]?.trim();
  if (configured) {
    const key = parseSealingKey(configured, variable, label);
    return () => key;
  }
  const nodeEnv = nodeEnvOf(env);
  if (nodeEnv === "production") throw new Error(`${variable} is required when NODE_ENV=production`);
  const dataDir = dataDirOf(env);
  let key: SealingKey | undefined;
  return () => {
    if (nodeEnv === "test") {
      key = testKeys.get(label);
      if (!key) {
        key = parseSealingKey(randomBytes(32).toString("base64"), "test key", label);
        testKeys.set(label, key);
      }
    }
    key ??= developmentKey(dataDir, settings.developmentFile, label);
    return key;
  };
};

/** The KEK ring from the environment: the current key as secretKeyFromEnv reads it, and the previous ones. */
export const sealingKeysFromEnv = (env: Env, settings: SealingKeySettings): (() => SealingKeys) => {
  const { previousVariable, label } = settings;
  const previous = (env[previousVariable] ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((text) => parseSealingKey(text, previousVariable, label));
  const current = secretKeyFromEnv(env, settings);
  let ring: SealingKeys | undefined;
  return () => {
    ring ??= sealingKeyRing(current(), previous);
    return ring;
  };
};

/**
 * PERSONAL_DATA_KEY and PERSONAL_DATA_KEYS_PREVIOUS: the KEK ring sealing personal data at rest, read
 * once by the core (config.ts) and given to every module as `ctx.personalDataKeys`.
 */
export const personalDataKeysFromEnv = (env: Env): (() => SealingKeys) =>
  sealingKeysFromEnv(env, {
    variable: "PERSONAL_DATA_KEY",
    previousVariable: "PERSONAL_DATA_KEYS_PREVIOUS",
    developmentFile: "personal-data-key",
    label: "trustplane personal data KEK id",
  });

export const PERSONAL_DATA_KEY_SETTINGS: readonly SettingDoc[] = [
  declared({
    name: "PERSONAL_DATA_KEY",
    format: "32 bytes in base64",
    default: "generated",
    description:
      "the AES-256-GCM key that seals personal data at rest (waitlist addresses, language-model conversations, payment notes, notifications and identity checks, coaching notes, and the answers kept for `Idempotency-Key` replays), and keys the blind index that finds an address again and the hash that stands for an anonymous media listener; required in production; in development one is generated on first use and kept in `DATA_DIR/personal-data-key`",
  }),
  declared({
    name: "PERSONAL_DATA_KEYS_PREVIOUS",
    format: "comma list of keys",
    default: "—",
    description:
      "earlier `PERSONAL_DATA_KEY` values, kept while rotating: data they sealed still opens and is still found",
  }),
];

/**
 * A sealed value as one byte string, for a single `bytea` column instead of three (`kek_id`, `nonce`,
 * `ciphertext`): the KEK id's length (one byte), the KEK id, the nonce, then the ciphertext and tag.
 */
export const packSealed = (sealed: Sealed): Buffer => {
  const kekId = Buffer.from(sealed.kekId, "utf8");
  if (kekId.length > 255) throw new RangeError("a KEK id is at most 255 bytes");
  return Buffer.concat([Buffer.from([kekId.length]), kekId, sealed.nonce, sealed.ciphertext]);
};

/** The parts of packSealed's bytes, or UnsealError when they are too short to hold them. */
export const unpackSealed = (bytes: Buffer, what: string): Sealed => {
  const kekLength = bytes[0];
  if (kekLength === undefined || bytes.length < 1 + kekLength + NONCE_BYTES + TAG_BYTES) {
    throw new UnsealError(`${what} is truncated`);
  }
  return {
    kekId: bytes.subarray(1, 1 + kekLength).toString("utf8"),
    nonce: bytes.subarray(1 + kekLength, 1 + kekLength + NONCE_BYTES),
    ciphertext: bytes.subarray(1 + kekLength + NONCE_BYTES),
  };
};

/** Seals `plaintext` (UTF-8 text or JSON-ready) under `aad` into packSealed's bytes. */
export const sealBytes = (keys: SealingKeys, aad: string, plaintext: Buffer): Buffer =>
  packSealed(seal(keys, aad, plaintext));

/** Opens sealBytes' output, or UnsealError. */
export const unsealBytes = (keys: SealingKeys, aad: string, bytes: Buffer, what: string): Buffer =>
  unseal(keys, aad, unpackSealed(bytes, what), what);
