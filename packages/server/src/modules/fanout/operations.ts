import type { Response } from "express";
import type { AppContext } from "../../context.ts";
import { EVENT_STREAM_HEADERS, type EventStream, openEventStream } from "../../http/event-stream.ts";
import { parsePageQuery } from "../../http/pagination.ts";
import { HttpProblem } from "../../http/problem.ts";
import type { OperationHandlers } from "../../platform/operations.ts";
import {
  type Admission,
  type ChatResult,
  type LlmService,
  type Message,
  ownerOf,
  type RunOwner,
  type RunRequest,
} from "../llm/index.ts";
import type { FanoutConfig } from "./config.ts";
import { newConversationId, newDispatchId } from "./ids.ts";
import { type FanoutDispatch, type FanoutResult, fanoutDispatchView, fanoutResultView } from "./presenters.ts";
import { fanoutProblems } from "./problems.ts";
import {
  type History,
  historyOf,
  insertConversation,
  listConversations,
  readConversation,
  recordDispatch,
  reserveDispatch,
} from "./store.ts";

type AgentRequest = {
  id: string;
  role: string;
  provider: string;
  model?: string;
  fallbacks?: { provider: string; model: string }[];
};

/** What an agent is sent: its role, the conversation as it lived it, and the new prompt. */
const messagesOf = (agent: AgentRequest, history: History, prompt: string): Message[] => [
  { role: "system", content: agent.role },
  ...history.flatMap((turn): Message[] => {
    const reply = turn.replies.get(agent.id);
    return [
      { role: "user", content: turn.prompt },
      ...(reply === undefined ? [] : [{ role: "assistant" as const, content: reply }]),
    ];
  }),
  { role: "user", content: prompt },
];

/** Fan-out (openapi/fanout.yaml): conversations, and dispatches of a prompt to up to 8 agents at once. */
export const fanoutOperations = (ctx: AppContext, config: FanoutConfig, llm: LlmService): OperationHandlers => {
  const { db } = ctx;
  const keys = ctx.personalDataKeys;
  const agentOutcomes = ctx.metrics.counter({
    name: "trustplane_fanout_agents_total",
    help: "Fan-out agents that finished, by outcome: answered, failed (their provider failed) or timed_out (past the dispatch's timeoutMs).",
    labelNames: ["outcome"],
  });
  const outcome = {
    answered: agentOutcomes.bind({ outcome: "answered" }),
    failed: agentOutcomes.bind({ outcome: "failed" }),
    timedOut: agentOutcomes.bind({ outcome: "timed_out" }),
  };

  /** One agent's call, under its own deadline; its failure is its result, never the dispatch's. */
  const runAgent = async (
    owner: RunOwner,
    agent: AgentRequest,
    admission: Admission,
    timeoutMs: number,
    events: EventStream | undefined,
  ): Promise<{ chat: ChatResult; result: FanoutResult }> => {
    const deadline = AbortSignal.timeout(timeoutMs);
    const chat = await llm.call(owner, admission, {
      signal: deadline,
      ...(events ? { onDelta: (text: string) => events.write("delta", { agentId: agent.id, text }) } : {}),
    });
    const code = chat.failure ? (deadline.aborted ? "fanout-agent-timeout" : chat.failure.code) : null;
    (code === null ? outcome.answered : code === "fanout-agent-timeout" ? outcome.timedOut : outcome.failed).inc();
    const result = fanoutResultView(
      agent,
      chat.run,
      { startedAt: chat.record.createdAt, completedAt: chat.record.completedAt },
      code,
    );
    events?.write("result", result);
    return { chat, result };
  };

  return {
    createFanoutConversation: async ({ body, caller }) => {
      const conversation = await insertConversation(db, keys(), {
        id: newConversationId(),
        userId: caller().id,
        title: body.title,
      });
      return {
        status: 201,
        headers: { Location: `/api/fanout/conversations/${conversation.id}` },
        body: conversation,
      };
    },

    listFanoutConversations: async ({ query, caller }) => ({
      status: 200,
      body: await listConversations(db, keys(), caller().id, parsePageQuery(query)),
    }),

    getFanoutConversation: async ({ params, caller }) => {
      const conversation = await readConversation(db, keys(), llm, caller().id, params.id);
      if (!conversation) throw fanoutProblems.conversationNotFound(params.id);
      return { status: 200, body: conversation };
    },

    dispatchFanoutConversation: async ({ params, body, caller }) => {
      const user = caller();
      const agents: AgentRequest[] = body.agents;
      const seen = new Map<string, number>();
      const duplicates = agents.flatMap((agent, i) => {
        const first = seen.get(agent.id);
        seen.set(agent.id, first ?? i);
        return first === undefined ? [] : [{ path: `/body/agents/${i}/id`, message: `repeats agent ${first}'s id` }];
      });
      if (duplicates.length > 0) throw fanoutProblems.agentIdsRepeated(duplicates);
      // Every provider and model is resolved before anything is reserved or called (422 otherwise).
      const models = agents.map((agent) => {
        const settings = llm.provider(agent.provider);
        const model = agent.model ?? settings.defaultModel;
        if (model === undefined) throw fanoutProblems.modelRequired(agent.provider);
        for (const f of agent.fallbacks ?? []) llm.target(f.provider, f.model);
        return model;
      });
      const history = await historyOf(
        db,
        keys(),
        llm,
        user.id,
        params.id,
        agents.map((a) => a.id),
        config.historyDispatches,
      );
      const requestOf = (agent: AgentRequest, i: number): RunRequest => ({
        provider: agent.provider,
        model: models[i]!,
        messages: messagesOf(agent, history, body.prompt),
        fallbacks: agent.fallbacks ?? [],
        ...(body.temperature === undefined ? {} : { temperature: body.temperature }),
        ...(body.maxTokens === undefined ? {} : { maxTokens: body.maxTokens }),
      });
      // Every agent's call held against the caller's budgets at once (429 for the whole dispatch), before
      // the conversation's place is taken.
      const owner = ownerOf(user);
      const admissions = await llm.admit(
        owner,
        agents.map((agent, i) => ({ request: requestOf(agent, i) })),
      );
      const reserved = await reserveDispatch(db, user.id, params.id);
      if (reserved === "not-found" || reserved === "full") {
        await llm.release(admissions);
        throw reserved === "full" ? fanoutProblems.conversationFull() : fanoutProblems.conversationNotFound(params.id);
      }
      const id = newDispatchId();
      const startedAt = Date.now();
      const started = performance.now();
      const timeoutMs = body.timeoutMs ?? config.agentTimeoutMs;
      /** Every agent at once; the dispatch recorded, with their runs, when the last one has finished. */
      const run = async (events: EventStream | undefined): Promise<FanoutDispatch> => {
        const done = await Promise.all(
          agents.map((agent, i) => runAgent(owner, agent, admissions[i]!, timeoutMs, events)),
        );
        const latencyMs = Math.round(performance.now() - started);
        const dispatch = fanoutDispatchView({
          id,
          conversationId: params.id,
          prompt: body.prompt,
          results: done.map((d) => d.result),
          latencyMs,
          createdAt: new Date(startedAt).toISOString(),
          completedAt: new Date(startedAt + latencyMs).toISOString(),
        });
        await recordDispatch(
          db,
          keys(),
          llm,
          { ...dispatch, seq: reserved.seq },
          done.map((d) => d.chat),
        );
        return dispatch;
      };

      if (body.stream !== true) return { status: 200, body: await run(undefined) };
      return {
        status: 200,
        contentType: "text/event-stream",
        headers: EVENT_STREAM_HEADERS,
        send: async (res: Response) => {
          const events = openEventStream(res, { heartbeatMs: config.heartbeatMs });
          events.write("dispatch", {
            id,
            conversationId: params.id,
            createdAt: new Date(startedAt).toISOString(),
            agents: agents.map((a) => a.id),
          });
          try {
            events.write("done", await run(events));
          } catch (err) {
            ctx.logger.error({ err, dispatch: id }, "fan-out dispatch could not be recorded");
            const problem = err instanceof HttpProblem ? err : undefined;
            events.write("error", {
              code: problem?.type ?? "internal",
              status: problem?.status ?? 500,
              detail: problem?.detail ?? "The dispatch could not be recorded.",
            });
          } finally {
            events.end();
          }
        },
      };
    },
  };
};
