import type { Env } from "../../env.ts";
import { int } from "../../env.ts";
import { personalDataKeysFromEnv, type SealingKeys } from "../../sealing/seal.ts";

/** Fan-out's settings (docs/configuration.md). */
export type FanoutConfig = {
  /** FANOUT_AGENT_TIMEOUT_MS: how long each agent may take when a dispatch names no `timeoutMs`. */
  agentTimeoutMs: number;
  /** FANOUT_HISTORY_DISPATCHES: how many earlier dispatches each agent is shown. */
  historyDispatches: number;
  /** LLM_STREAM_HEARTBEAT_MS: the gap between heartbeat events of a streamed dispatch (as a streamed chat's). */
  heartbeatMs: number;
  /** PERSONAL_DATA_KEY(S_PREVIOUS): titles, prompts and roles are sealed at rest under it. */
  personalDataKeys: () => SealingKeys;
};

export const fanoutConfigFromEnv = (env: Env): FanoutConfig => ({
  agentTimeoutMs: int(env, "FANOUT_AGENT_TIMEOUT_MS", 60_000, 100),
  historyDispatches: int(env, "FANOUT_HISTORY_DISPATCHES", 10, 0),
  heartbeatMs: int(env, "LLM_STREAM_HEARTBEAT_MS", 15_000, 10),
  personalDataKeys: personalDataKeysFromEnv(env),
});
