import type { AppContext } from "../../context.ts";
import { createKeyStore, type KeyStore } from "./keys.ts";
import { createSigner, type Signer } from "./signer.ts";

/**
 * The signing machinery one app instance runs: the key store (encrypted keys, caches) and the signer
 * (receipts through the group-commit writer). app.ts makes it once and hands it to every module that
 * signs or verifies (the signing routes, the bureau pipeline), so they share caches and the writer.
 */
export type SigningService = { keys: KeyStore; signer: Signer };

export const createSigningService = (
  ctx: Pick<AppContext, "db" | "config" | "logger"> & Partial<Pick<AppContext, "database">>,
): SigningService => {
  const keys = createKeyStore(ctx.db, ctx.config.signingKeyEncryption, ctx.logger);
  return { keys, signer: createSigner(ctx, keys) };
};
