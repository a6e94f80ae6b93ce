// Public surface of the language-model gateway: other modules import from here only.
import { defineModule } from "../../platform/module.ts";
import { Breakers } from "./breaker.ts";
import { budgetPresenceOf, sweepBudgetHolds } from "./budgets.ts";
import { LLM_IDS, type LlmService, llmService } from "./chat.ts";
import { LLM_SETTINGS, type LlmConfig, llmConfigFromEnv } from "./config.ts";
import { createGateway } from "./gateway.ts";
import { llmOperations } from "./operations.ts";
import { modelFactory } from "./providers.ts";

export type { Admission, ChatResult, LlmService } from "./chat.ts";
export { ownerOf } from "./chat.ts";
export { LLM_STREAM_HEARTBEAT_MS } from "./config.ts";
export type { Cost, Usage } from "./prices.ts";
export type { Message, Run, RunOwner, RunRequest } from "./store.ts";

declare module "../../platform/module.ts" {
  interface Services {
    llm: LlmService;
  }
}

/**
 * The language-model gateway (openapi/llm.yaml): chat through OpenAI, Anthropic, Google, named
 * OpenAI-compatible endpoints and the offline `echo` provider, with the gateway's retries, fallbacks,
 * timeouts and per-provider circuit breakers; every call a stored run with its attempts, usage and cost.
 */
export const llmModule = defineModule<LlmConfig, LlmService>({
  segment: "llm",
  catalog: {
    id: "llm",
    code: "LLM",
    name: "Language-model gateway",
    summary:
      "One API over OpenAI, Anthropic, Google and OpenAI-compatible endpoints: retries, fallbacks, circuit breakers, per-user limits, and every run stored with its usage and cost.",
    kind: "service",
    status: "mvp",
    priority: 9,
    tags: ["ai", "llm", "gateway", "rate-limited"],
    healthPath: "/api/llm/health",
  },
  config: llmConfigFromEnv,
  settings: LLM_SETTINGS,
  migrations: new URL("./migrations/", import.meta.url),
  ids: LLM_IDS,
  create: (ctx, { config }) => {
    const breakers = new Breakers(config.breakerFailures, config.breakerCooldownMs);
    const gateway = createGateway(config, modelFactory(), breakers);
    const service = llmService(
      config,
      gateway,
      ctx.db,
      ctx.personalDataKeys,
      ctx.logger,
      budgetPresenceOf(ctx.database),
    );
    return {
      handlers: llmOperations(ctx, config, gateway, breakers, service),
      service,
      // Queue `llm-budget-holds`: holds of calls whose instance died before charging them.
      jobs: [{ name: "budget-holds", cron: config.budgetSweepCron, run: () => sweepBudgetHolds(ctx.db) }],
    };
  },
});
