// Public surface of the registry module: other modules import from here only.
import { defineModule } from "../../platform/module.ts";
import { REGISTRY_SETTINGS, type RegistryConfig, registryConfigFromEnv } from "./config.ts";
import { REGISTRY_IDS } from "./ids.ts";
import { registryOperations } from "./operations.ts";

export const registryModule = defineModule<RegistryConfig>({
  segment: "registry",
  migrations: new URL("./migrations/", import.meta.url),
  catalog: {
    id: "registry",
    code: "REG",
    name: "Certification registry",
    summary: "Artifact submissions reviewed by a validator quorum, public artifact pages, statistics and payouts.",
    kind: "product",
    status: "mvp",
    priority: 5,
    tags: ["certification", "validators", "earnings", "webhooks", "fintech", "public"],
  },
  config: registryConfigFromEnv,
  settings: REGISTRY_SETTINGS,
  ids: REGISTRY_IDS,
  create: (ctx, { config, services }) => {
    // The one signing service: its key store verifies receipts, its key-encryption keys wrap validator keys.
    const signing = services.signing;
    if (!signing) throw new Error("the registry module needs the signing module's service (list signing first)");
    return {
      handlers: registryOperations(ctx, config, signing),
      // These operations keep the idempotency scope that the keys stored for them carry.
      bindOptions: { idempotencyScope: { submitRegistryArtifact: "registry.submissions" } },
    };
  },
});
