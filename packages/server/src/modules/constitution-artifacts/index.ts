// Public surface of the constitution-artifacts module: other modules import from here only.
import { defineModule } from "../../platform/module.ts";
import {
  CONSTITUTION_ARTIFACTS_SETTINGS,
  type ConstitutionArtifactsConfig,
  constitutionArtifactsConfigFromEnv,
} from "./config.ts";
import { CONSTITUTION_ARTIFACT_IDS, constitutionArtifactOperations } from "./operations.ts";

export { CONSTITUTION_ARTIFACT_IDS } from "./operations.ts";

/**
 * Constitution artifacts (openapi/constitution-artifacts.yaml, `/api/registry/constitution-artifacts`):
 * governance scenarios published for everyone, classified by `@trustplane/governance-model`. Part of the
 * catalog's governance-scenarios entry (the constitution module's), so it has no catalog entry of its own.
 */
export const constitutionArtifactsModule = defineModule<ConstitutionArtifactsConfig>({
  segment: "constitution-artifacts",
  config: constitutionArtifactsConfigFromEnv,
  settings: CONSTITUTION_ARTIFACTS_SETTINGS,
  migrations: new URL("./migrations/", import.meta.url),
  ids: CONSTITUTION_ARTIFACT_IDS,
  create: (ctx, { config }) => ({ handlers: constitutionArtifactOperations(ctx, config) }),
});
