// Public surface of the constitution module: other modules import from here only.
import { defineModule } from "../../platform/module.ts";
import { CONSTITUTION_SETTINGS, type ConstitutionConfig, constitutionConfigFromEnv } from "./config.ts";
import { CONSTITUTION_IDS, constitutionOperations } from "./operations.ts";
import { pdfOperations } from "./pdf-operations.ts";
import { buildPublicLists, publicListsAtTheEdge } from "./public-lists.ts";
import { suggestOperations } from "./suggest-operations.ts";

/**
 * Governance scenarios (openapi/constitution.yaml): the model of @trustplane/governance-model (shared
 * with the public playground) behind public lists and classification, the caller's saved scenarios under
 * the plan's quotas, AI suggestions through the language-model gateway's service, and PDF exports.
 */
export const constitutionModule = defineModule<ConstitutionConfig>({
  segment: "constitution",
  catalog: {
    id: "constitution",
    code: "GOV",
    name: "Governance scenarios",
    summary:
      "A public playground that classifies eight governance sliders into a regime with six metrics; saved scenarios, AI suggestions and PDF exports.",
    kind: "product",
    status: "mvp",
    priority: 12,
    tags: ["governance", "simulation", "playground", "public"],
    // The playground module's page (modules/playground/): where people use this module without code.
    frontendPath: "/playground/",
  },
  config: constitutionConfigFromEnv,
  settings: CONSTITUTION_SETTINGS,
  migrations: new URL("./migrations/", import.meta.url),
  ids: CONSTITUTION_IDS,
  create: (ctx, { config, services }) => {
    const llm = services.llm;
    if (!llm) throw new Error("the constitution module needs the llm module before it in the module list");
    const lists = buildPublicLists();
    return {
      handlers: {
        ...constitutionOperations(ctx, config, lists),
        ...suggestOperations(ctx, config, llm),
        ...pdfOperations(ctx, config),
      },
      cachedGets: publicListsAtTheEdge(lists),
    };
  },
});
