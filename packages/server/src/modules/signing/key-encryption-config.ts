import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type KeyEncryptionKey, type KeyEncryptionKeys, keyRing, parseKeyEncryptionKey } from "./key-encryption.ts";

type Env = Record<string, string | undefined>;

const DEVELOPMENT_KEY_FILE = "signing-key-encryption-key";

/** Like the development JWT secret: generated once and kept in DATA_DIR so stored keys survive restarts. */
const developmentKey = (dataDir: string): KeyEncryptionKey => {
  const file = path.join(dataDir, DEVELOPMENT_KEY_FILE);
  if (!existsSync(file)) {
    // Written whole under a temporary name, then linked into place: when two processes start at once,
    // one link wins and the other reads the winner's complete file.
    mkdirSync(dataDir, { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(temporary, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600 });
    try {
      linkSync(temporary, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    } finally {
      unlinkSync(temporary);
    }
  }
  return parseKeyEncryptionKey(readFileSync(file, "utf8"), file);
};

/** Under NODE_ENV=test, one random key per process: every test database is fresh, nothing to keep. */
let testKey: KeyEncryptionKey | undefined;

/**
 * SIGNING_KEY_ENCRYPTION_KEY (current KEK) and SIGNING_KEY_ENCRYPTION_KEYS_PREVIOUS (comma-separated
 * KEKs that only decrypt, kept during a rotation). Values are checked at start-up; production requires
 * the key. Without one, development generates a key in DATA_DIR on first use (lazily, so reading the
 * configuration never writes files) and tests use a per-process key.
 */
export const signingKeyEncryptionFromEnv = (
  env: Env,
  nodeEnv: "development" | "test" | "production",
  dataDir: string,
): (() => KeyEncryptionKeys) => {
  const previous = (env.SIGNING_KEY_ENCRYPTION_KEYS_PREVIOUS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((text) => parseKeyEncryptionKey(text, "SIGNING_KEY_ENCRYPTION_KEYS_PREVIOUS"));
  const configured = env.SIGNING_KEY_ENCRYPTION_KEY?.trim();
  if (configured) {
    const ring = keyRing(parseKeyEncryptionKey(configured, "SIGNING_KEY_ENCRYPTION_KEY"), previous);
    return () => ring;
  }
  if (nodeEnv === "production") throw new Error("SIGNING_KEY_ENCRYPTION_KEY is required when NODE_ENV=production");
  let ring: KeyEncryptionKeys | undefined;
  return () => {
    if (nodeEnv === "test") {
      testKey ??= parseKeyEncryptionKey(randomBytes(32).toString("base64"), "test key");
      ring ??= keyRing(testKey, previous);
    }
    ring ??= keyRing(developmentKey(dataDir), previous);
    return ring;
  };
};
