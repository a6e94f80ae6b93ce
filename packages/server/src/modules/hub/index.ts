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
  create: (ctx, { config, served, healthProbes, services }) => {
    // The transparency log's module comes after the hub in the list, so its service is not there yet: the
    // index reads it when it is asked for, once every module is built and the server ready (`services` is
    // the one object the modules' services are added to as each is built, src/platform/assemble.ts), as the
    // health report reads the probes. A server without the log lists none.
    const transparencyLog = () => services.transparency?.identity();
    // Fresh cached representations (the catalog and its kin) are answered at the socket's edge (cachedGets).
    const { handlers, cachedGets } = hubOperations(ctx, config, served, healthProbes, transparencyLog);
    return { handlers, cachedGets };
  },
});
