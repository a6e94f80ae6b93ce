import type { AppContext } from "../../context.ts";
import type { SigningConfig } from "./config.ts";
import type { KeyEncryptionKeys } from "./key-encryption.ts";
import { createKeyStore, type KeyStore } from "./keys.ts";
import { createSigner, type Signer } from "./signer.ts";

/**
 * The signing machinery one app instance runs: the key store (encrypted keys, caches) and the signer
 * (receipts through the group-commit writer). The signing module makes it once and offers it to every
 * module that signs or verifies (`services.signing`: the bureau pipeline, the registry), so they share
 * caches and the writer.
 */
export type SigningService = {
  keys: KeyStore;
  signer: Signer;
  /** The KEKs that wrap private keys at rest, for modules that keep keys of their own (registry validators). */
  keyEncryption: () => KeyEncryptionKeys;
};

export const createSigningService = (
  ctx: Pick<AppContext, "db" | "logger"> & Partial<Pick<AppContext, "database" | "metrics">>,
  config: SigningConfig,
): SigningService => {
  const keys = createKeyStore(ctx.db, config.signingKeyEncryption, ctx.logger);
  return { keys, signer: createSigner(ctx, keys), keyEncryption: config.signingKeyEncryption };
};
