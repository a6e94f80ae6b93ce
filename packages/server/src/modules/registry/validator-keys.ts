import type { KeyObject } from "node:crypto";
import type { Logger } from "pino";
import { type DatabasePool, sql } from "slonik";
import { type KeyEncryptionKeys, newWrappedKeyPair, openStoredKey } from "../signing/index.ts";
import type { ValidatorConfig } from "./config.ts";

/** A configured validator with its key pair, ready to sign votes. */
export type Validator = ValidatorConfig & { publicKey: Buffer; privateKey: KeyObject; keyCreatedAt: string };

type KeyRow = {
  validator_id: string;
  public_key: string;
  private_key_ciphertext: Buffer;
  private_key_nonce: Buffer;
  kek_id: string;
  created_at: string;
};

/** Binds a wrapped validator key to its validator (the AES-GCM associated data names it). */
const wrapId = (validatorId: string) => `registry-validator:${validatorId}`;

/**
 * Each validator's Ed25519 key is made the first time the server runs with that validator id, and
 * stored wrapped with AES-256-GCM under the signing key-encryption keys (the same KEKs and rotation as
 * users' signing keys). The primary key decides when two instances start at once: a losing INSERT does
 * nothing and both read the winner's key. Keys are never replaced, so every vote a validator ever cast
 * stays verifiable with its published key.
 */
export const createValidatorKeys = (
  db: DatabasePool,
  validators: readonly ValidatorConfig[],
  keks: () => KeyEncryptionKeys,
  logger: Logger,
) => {
  const ids = validators.map((v) => v.id);
  const storedKeys = async (): Promise<Map<string, KeyRow>> => {
    const rows = (await db.any(sql.unsafe`
      SELECT validator_id, public_key, private_key_ciphertext, private_key_nonce, kek_id, created_at
      FROM registry_validator_keys WHERE validator_id = ANY(${sql.array(ids, "text")})`)) as readonly KeyRow[];
    return new Map(rows.map((row) => [row.validator_id, row]));
  };

  const load = async (): Promise<Validator[]> => {
    let byId = await storedKeys();
    const missing = ids.filter((id) => !byId.has(id));
    for (const id of missing) {
      const { publicKey, wrapped } = newWrappedKeyPair(keks(), wrapId(id));
      await db.query(sql.unsafe`
        INSERT INTO registry_validator_keys (validator_id, public_key, private_key_ciphertext, private_key_nonce, kek_id)
        VALUES (${id}, ${publicKey.toString("hex")}, ${sql.binary(wrapped.ciphertext)},
                ${sql.binary(wrapped.nonce)}, ${wrapped.kekId})
        ON CONFLICT (validator_id) DO NOTHING`);
    }
    if (missing.length > 0) byId = await storedKeys();
    return Promise.all(
      validators.map(async (validator) => {
        const row = byId.get(validator.id);
        if (!row) throw new Error(`registry validator ${validator.id} has no stored key`);
        const stored = { kekId: row.kek_id, nonce: row.private_key_nonce, ciphertext: row.private_key_ciphertext };
        const privateKey = await openStoredKey(
          keks(),
          wrapId(row.validator_id),
          stored,
          (rewrapped) =>
            db.query(sql.unsafe`
              UPDATE registry_validator_keys
              SET private_key_ciphertext = ${sql.binary(rewrapped.ciphertext)},
                  private_key_nonce = ${sql.binary(rewrapped.nonce)}, kek_id = ${rewrapped.kekId}
              WHERE validator_id = ${row.validator_id} AND kek_id = ${row.kek_id}`),
          logger,
        );
        return {
          ...validator,
          publicKey: Buffer.from(row.public_key, "hex"),
          privateKey,
          keyCreatedAt: row.created_at,
        };
      }),
    );
  };

  let loaded: Promise<Validator[]> | undefined;
  return {
    /** The configured validators with their keys, made on first use and kept for the process's life. */
    all: (): Promise<Validator[]> => {
      loaded ??= load().catch((err) => {
        loaded = undefined;
        throw err;
      });
      return loaded;
    },
  };
};

export type ValidatorKeys = ReturnType<typeof createValidatorKeys>;
