// Public surface of the hub module: other modules import from here only.
import { defineModule } from "../../platform/module.ts";
import { HUB_SETTINGS, type HubConfig, hubConfigFromEnv } from "./config.ts";
import { hubOperations } from "./operations.ts";

export { type CatalogStatus, LIVE_STATUSES, STATUS_LABELS } from "./catalog-data.ts";
export { catalogModules } from "./operations.ts";

export const hubModule = defineModule<HubConfig>({
  segment: "hub",
  config: hubConfigFromEnv,
  settings: HUB_SETTINGS,
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
    // Fresh cached representations (the catalog and its kin) are answered at the socket's edge (cachedGets).
    const { handlers, cachedGets } = hubOperations(ctx, config, served, healthProbes);
    return { handlers, cachedGets };
  },
});
