// Public surface of the signing module: other modules import from here only.
import { defineModule } from "../../platform/module.ts";
import { SIGNING_SETTINGS, type SigningConfig, signingConfigFromEnv } from "./config.ts";
import { SIGNING_IDS } from "./ids.ts";
import { signingOperations } from "./operations.ts";
import { receiptEntrySource } from "./receipts.ts";
import { createSigningService, type SigningService } from "./service.ts";

export { type SigningConfig, signingConfigFromEnv } from "./config.ts";
export {
  generateEd25519,
  privateKeyFromSeed,
  publicKeyFromRaw,
  rawPublicKey,
  signBytes,
  verifyBytes,
  verifyBytesAsync,
} from "./ed25519.ts";
export { canonicalBytes, sha256Hex, toBase64url } from "./encoding.ts";
export { type KeyEncryptionKeys, newWrappedKeyPair, openStoredKey } from "./key-encryption.ts";
export type { KeyStore, UsableKey, VerificationKey } from "./keys.ts";
export { detachedSignature } from "./presenters.ts";
export { findReceipt, type Receipt } from "./receipts.ts";
export { createSigningService, type SigningService } from "./service.ts";
export type { Signed, SignOutcome } from "./signer.ts";
export { ALGO, receiptStatementBytes } from "./statements.ts";

declare module "../../platform/module.ts" {
  interface Services {
    /** One signing service (keys, caches, receipt writer) for every module that signs or verifies. */
    signing: SigningService;
  }
}

export const signingModule = defineModule<SigningConfig, SigningService>({
  segment: "signing",
  migrations: new URL("./migrations/", import.meta.url),
  catalog: {
    id: "signing",
    code: "SGN",
    name: "Ed25519 signing",
    summary: "Signs JSON payloads with the user's Ed25519 key; public verification; a second generation under v2.",
    kind: "service",
    status: "mvp",
    priority: 3,
    tags: ["crypto", "ed25519", "signatures", "verification", "public"],
  },
  config: signingConfigFromEnv,
  settings: SIGNING_SETTINGS,
  ids: SIGNING_IDS,
  create: (ctx, { config, services }) => {
    // Every receipt is sequenced into the transparency log, whose current log that module opens.
    if (!services.transparency) throw new Error("the signing module logs its receipts: list transparency before it");
    // A receipt is its entry's only copy: the log rebuilds the entry from it.
    services.transparency.addEntrySource(receiptEntrySource);
    const service = createSigningService(ctx, config);
    return { service, handlers: signingOperations(ctx, service) };
  },
});
