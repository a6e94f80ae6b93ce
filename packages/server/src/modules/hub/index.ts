// Public surface of the hub module: other modules import from here only.
import { defineModule } from "../../platform/module.ts";
import { type HubConfig, hubConfigFromEnv } from "./config.ts";
import { type HubService, hubOperations } from "./operations.ts";

export type { HubService } from "./operations.ts";
export { catalogModules } from "./operations.ts";

declare module "../../platform/module.ts" {
  interface Services {
    /** The hub's cache of public representations, answered ahead of validation (app.ts). */
    hub: HubService;
  }
}

export const hubModule = defineModule<HubConfig, HubService>({
  segment: "hub",
  config: hubConfigFromEnv,
  catalog: {
    id: "hub",
    code: "HUB",
    name: "Hub and catalog",
    summary: "Module catalog, build information, aggregate OpenAPI index, health and metrics.",
    kind: "infrastructure",
    status: "mvp",
    priority: 1,
    tags: ["catalog", "openapi", "observability", "public", "discovery"],
  },
  create: (ctx, { config, served, healthProbes }) => {
    const { handlers, service } = hubOperations(ctx, config, served, healthProbes);
    return { handlers, service };
  },
});
