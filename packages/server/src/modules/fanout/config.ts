import { type Env, integer } from "../../env.ts";
import { LLM_STREAM_HEARTBEAT_MS } from "../llm/index.ts";

/** Fan-out's settings (docs/configuration.md); titles, prompts and roles are sealed under `ctx.personalDataKeys`. */
export type FanoutConfig = {
  /** How long each agent may take when a dispatch names no `timeoutMs`. */
  agentTimeoutMs: number;
  /** How many earlier dispatches each agent is shown. */
  historyDispatches: number;
  /** The gap between heartbeat events of a streamed dispatch (LLM_STREAM_HEARTBEAT_MS, as a streamed chat's). */
  heartbeatMs: number;
};

const FANOUT_AGENT_TIMEOUT_MS = integer("FANOUT_AGENT_TIMEOUT_MS", {
  default: 60_000,
  min: 100,
  description:
    "how long each agent of a fan-out dispatch may take, retries and fallbacks included, when the dispatch names no `timeoutMs`",
});
const FANOUT_HISTORY_DISPATCHES = integer("FANOUT_HISTORY_DISPATCHES", {
  default: 10,
  description: "how many earlier dispatches of a conversation each agent is shown (their prompts and its own replies)",
});

export const FANOUT_SETTINGS = [FANOUT_AGENT_TIMEOUT_MS, FANOUT_HISTORY_DISPATCHES];

export const fanoutConfigFromEnv = (env: Env): FanoutConfig => ({
  agentTimeoutMs: FANOUT_AGENT_TIMEOUT_MS.read(env),
  historyDispatches: FANOUT_HISTORY_DISPATCHES.read(env),
  heartbeatMs: LLM_STREAM_HEARTBEAT_MS.read(env),
});
