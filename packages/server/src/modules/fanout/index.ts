// Public surface of the fan-out module: other modules import from here only.
import { defineModule } from "../../platform/module.ts";
import { FANOUT_SETTINGS, type FanoutConfig, fanoutConfigFromEnv } from "./config.ts";
import { FANOUT_IDS } from "./ids.ts";
import { fanoutOperations } from "./operations.ts";

/**
 * Multi-agent fan-out (openapi/fanout.yaml): a conversation's prompt sent to up to 8 agents in
 * parallel, each a role on a provider and model of the language-model gateway (whose service it uses:
 * the same providers, retries, fallbacks, breakers, runs, usage and cost), every result kept.
 */
export const fanoutModule = defineModule<FanoutConfig>({
  segment: "fanout",
  catalog: {
    id: "fanout",
    code: "FAN",
    name: "Multi-agent fan-out",
    summary:
      "Dispatches one prompt to up to eight agents on different providers at once and gathers their replies, one agent's failure its own, every answer kept with its conversation.",
    kind: "service",
    status: "mvp",
    priority: 10,
    tags: ["ai", "llm", "agents", "orchestration", "rate-limited"],
  },
  config: fanoutConfigFromEnv,
  settings: FANOUT_SETTINGS,
  migrations: new URL("./migrations/", import.meta.url),
  ids: FANOUT_IDS,
  create: (ctx, { config, services }) => {
    const llm = services.llm;
    if (!llm) throw new Error("the fanout module needs the llm module before it in the module list");
    return { handlers: fanoutOperations(ctx, config, llm) };
  },
});
