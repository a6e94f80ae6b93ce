import type { Env } from "../../env.ts";
import type { KeyEncryptionKeys } from "./key-encryption.ts";
import { signingKeyEncryptionFromEnv } from "./key-encryption-config.ts";

/** The signing module's settings (docs/configuration.md). */
export type SigningConfig = {
  /**
   * SIGNING_KEY_ENCRYPTION_KEY and SIGNING_KEY_ENCRYPTION_KEYS_PREVIOUS: the KEKs wrapping signing
   * private keys at rest, checked when read; resolved on first use (development may create one in DATA_DIR).
   */
  signingKeyEncryption: () => KeyEncryptionKeys;
};

export const signingConfigFromEnv = (env: Env): SigningConfig => ({
  signingKeyEncryption: signingKeyEncryptionFromEnv(env),
});
