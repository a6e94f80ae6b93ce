import { declared, type Env } from "../../env.ts";
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

export const SIGNING_SETTINGS = [
  declared({
    name: "SIGNING_KEY_ENCRYPTION_KEY",
    format: "32 bytes in base64",
    default: "generated",
    description:
      "the AES-256-GCM key (`openssl rand -base64 32`) that encrypts users' Ed25519 signing keys at rest; required in production; in development one is generated on first use and kept in `DATA_DIR/signing-key-encryption-key`",
  }),
  declared({
    name: "SIGNING_KEY_ENCRYPTION_KEYS_PREVIOUS",
    format: "comma list of keys",
    default: "—",
    description:
      "earlier `SIGNING_KEY_ENCRYPTION_KEY` values, kept while rotating: they still decrypt, and each key they wrapped is re-encrypted under the current one on its next use",
  }),
];
