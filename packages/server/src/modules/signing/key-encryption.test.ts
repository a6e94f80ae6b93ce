import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig as loadCoreConfig } from "../../config.ts";
import type { Env } from "../../env.ts";
import { signingConfigFromEnv } from "./config.ts";
import { KeyUnwrapError, keyRing, parseKeyEncryptionKey, unwrapPrivateKey, wrapPrivateKey } from "./key-encryption.ts";

const dir = mkdtempSync(path.join(tmpdir(), "tp-signing-kek-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const kek = () => parseKeyEncryptionKey(randomBytes(32).toString("base64"), "test");

/** As the server reads it at start-up: the core configuration, then the signing module's from its environment. */
const loadConfig = (env: Env) => signingConfigFromEnv(loadCoreConfig(env).source);

describe("wrapping signing keys (AES-256-GCM)", () => {
  const seed = randomBytes(32);

  it("round-trips, and the stored bytes are not the key", () => {
    const ring = keyRing(kek());
    const wrapped = wrapPrivateKey(ring, "key_A", seed);
    expect(wrapped.kekId).toBe(ring.current.id);
    expect(wrapped.nonce).toHaveLength(12);
    expect(wrapped.ciphertext).toHaveLength(32 + 16);
    expect(wrapped.ciphertext.includes(seed)).toBe(false);
    expect(unwrapPrivateKey(ring, "key_A", wrapped).equals(seed)).toBe(true);
    // A fresh nonce every time: wrapping the same key twice gives different bytes.
    expect(wrapPrivateKey(ring, "key_A", seed).ciphertext.equals(wrapped.ciphertext)).toBe(false);
  });

  it("binds a ciphertext to its key id: moved onto another key's row, it does not decrypt", () => {
    const ring = keyRing(kek());
    const wrapped = wrapPrivateKey(ring, "key_A", seed);
    expect(() => unwrapPrivateKey(ring, "key_B", wrapped)).toThrow(KeyUnwrapError);
  });

  it("refuses a tampered ciphertext and a KEK that is not configured", () => {
    const ring = keyRing(kek());
    const wrapped = wrapPrivateKey(ring, "key_A", seed);
    const tampered = Buffer.from(wrapped.ciphertext);
    tampered[0]! ^= 1;
    expect(() => unwrapPrivateKey(ring, "key_A", { ...wrapped, ciphertext: tampered })).toThrow(KeyUnwrapError);
    expect(() => unwrapPrivateKey(keyRing(kek()), "key_A", wrapped)).toThrow(/not configured/);
  });

  it("rotates: a previous KEK still unwraps what it wrapped, the current one wraps new keys", () => {
    const old = kek();
    const wrapped = wrapPrivateKey(keyRing(old), "key_A", seed);
    const rotated = keyRing(kek(), [old]);
    expect(unwrapPrivateKey(rotated, "key_A", wrapped).equals(seed)).toBe(true);
    expect(wrapPrivateKey(rotated, "key_A", seed).kekId).toBe(rotated.current.id);
    expect(rotated.current.id).not.toBe(old.id);
  });

  it("derives a stable KEK id from the key and accepts base64 and base64url, nothing else", () => {
    const bytes = randomBytes(32);
    const a = parseKeyEncryptionKey(bytes.toString("base64"), "K");
    const b = parseKeyEncryptionKey(bytes.toString("base64url"), "K");
    expect(a.id).toBe(b.id);
    expect(a.id).toMatch(/^kek_[0-9a-f]{16}$/);
    expect(a.key.equals(bytes)).toBe(true);
    expect(() => parseKeyEncryptionKey(randomBytes(16).toString("base64"), "K")).toThrow(/K must be 32 random bytes/);
    expect(() => parseKeyEncryptionKey("not base64 at all!", "K")).toThrow(/K must be 32/);
  });
});

describe("SIGNING_KEY_ENCRYPTION_KEY configuration", () => {
  // Production also requires the personal-data key, which the core reads first.
  const jwt = { JWT_SECRET: "x".repeat(32), PERSONAL_DATA_KEY: randomBytes(32).toString("base64") };

  it("is required in production", () => {
    expect(() => loadConfig({ ...jwt, NODE_ENV: "production", DATA_DIR: dir })).toThrow(
      /SIGNING_KEY_ENCRYPTION_KEY is required/,
    );
    const key = randomBytes(32).toString("base64");
    const config = loadConfig({
      ...jwt,
      NODE_ENV: "production",
      DATA_DIR: dir,
      SIGNING_KEY_ENCRYPTION_KEY: key,
      PERSONAL_DATA_KEY: randomBytes(32).toString("base64"),
    });
    expect(config.signingKeyEncryption().current.key.equals(Buffer.from(key, "base64"))).toBe(true);
  });

  it("refuses a malformed key or previous key at start-up", () => {
    expect(() => loadConfig({ ...jwt, DATA_DIR: dir, SIGNING_KEY_ENCRYPTION_KEY: "short" })).toThrow(
      /SIGNING_KEY_ENCRYPTION_KEY must be 32/,
    );
    expect(() =>
      loadConfig({
        ...jwt,
        DATA_DIR: dir,
        SIGNING_KEY_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
        SIGNING_KEY_ENCRYPTION_KEYS_PREVIOUS: "short",
      }),
    ).toThrow(/SIGNING_KEY_ENCRYPTION_KEYS_PREVIOUS must be 32/);
  });

  it("keeps previous keys for decryption", () => {
    const previous = [randomBytes(32), randomBytes(32)].map((k) => k.toString("base64"));
    const config = loadConfig({
      ...jwt,
      DATA_DIR: dir,
      SIGNING_KEY_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      SIGNING_KEY_ENCRYPTION_KEYS_PREVIOUS: previous.join(", "),
    });
    const ring = config.signingKeyEncryption();
    expect(ring.byId.size).toBe(3);
    for (const p of previous) expect(ring.byId.has(parseKeyEncryptionKey(p, "p").id)).toBe(true);
  });

  it("in development generates a key in DATA_DIR on first use (mode 600) and reuses it", () => {
    const dataDir = path.join(dir, "dev");
    const first = loadConfig({ ...jwt, DATA_DIR: dataDir });
    const file = path.join(dataDir, "signing-key-encryption-key");
    // Reading the configuration writes nothing; the signing module's first use does.
    expect(() => statSync(file)).toThrow();
    const key = first.signingKeyEncryption().current;
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, "utf8").trim(), "base64").equals(key.key)).toBe(true);
    expect(loadConfig({ ...jwt, DATA_DIR: dataDir }).signingKeyEncryption().current.id).toBe(key.id);
  });

  it("under NODE_ENV=test uses one random key per process and writes nothing", () => {
    const dataDir = path.join(dir, "test-env");
    const a = loadConfig({ ...jwt, NODE_ENV: "test", DATA_DIR: dataDir }).signingKeyEncryption();
    const b = loadConfig({ ...jwt, NODE_ENV: "test", DATA_DIR: dataDir }).signingKeyEncryption();
    expect(a.current.id).toBe(b.current.id);
    expect(() => statSync(dataDir)).toThrow();
  });
});
