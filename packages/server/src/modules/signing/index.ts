// Public surface of the signing module: other modules import from here only.
import { ID_PREFIXES } from "../../ids.ts";
import { defineModule } from "../../platform/module.ts";
import { createSigningService, type SigningService } from "./service.ts";

export type { SigningService } from "./service.ts";

declare module "../../platform/module.ts" {
  interface Services {
    /** One signing service (keys, caches, receipt writer) for every module that signs or verifies. */
    signing: SigningService;
  }
}

export const signingModule = defineModule({
  segment: "signing",
  catalog: {
    id: "signing",
    code: "SGN",
    name: "Ed25519 signing",
    summary: "Signs JSON payloads with the user's Ed25519 key; public verification; a second generation under v2.",
    kind: "service",
    status: "working",
    priority: 3,
    tags: ["crypto", "ed25519", "signatures", "verification", "public"],
  },
  ids: { signingKey: ID_PREFIXES.signingKey, signatureReceipt: ID_PREFIXES.signatureReceipt },
  create: (ctx) => ({ service: createSigningService(ctx) }),
});
