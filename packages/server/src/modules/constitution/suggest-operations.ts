import type { Request, Response } from "express";
import type { AppContext } from "../../context.ts";
import type { AuthenticatedUser } from "../../http/auth.ts";
import { EVENT_STREAM_HEADERS, openEventStream } from "../../http/event-stream.ts";
import { HttpProblem } from "../../http/problem.ts";
import type { OperationHandlers, Schema } from "../../platform/operations.ts";
import type { ChatResult, LlmService, RunOwner, RunRequest } from "../llm/index.ts";
import type { ConstitutionConfig } from "./config.ts";
import { aimOf, aimOfBody, deterministicSuggestion } from "./deterministic.ts";
import { slidersOf } from "./operations.ts";
import { quotaHolder, useDailyQuota } from "./plan.ts";
import { suggestionProblems } from "./problems.ts";
import { readSuggestion, suggestionMessages } from "./suggestion.ts";

type SuggestBody = { sliders: unknown; goal: string; aim?: Schema<"ConstitutionSuggestAim"> };

/**
 * AI suggestions (`POST /api/constitution/ai-suggest` and `-stream`). With a language model configured,
 * the caller's sliders and goal are sent to the gateway's provider through its service (the same retries,
 * fallbacks, breakers, and a stored run of the caller's with usage and cost), the answer read by
 * suggestion.ts. Without one (CONSTITUTION_AI_PROVIDER is the gateway's offline `echo`, which only repeats
 * the prompt, so its answer is never taken for a suggestion), the governance model works the suggestion
 * out (deterministic.ts). The provider and model are checked when the module is built, so a
 * misconfigured server does not start.
 */
export const suggestOperations = (ctx: AppContext, config: ConstitutionConfig, llm: LlmService): OperationHandlers => {
  const settings = llm.provider(config.aiProvider);
  const model = config.aiModel ?? settings.defaultModel;
  if (model === undefined) {
    throw new Error(`CONSTITUTION_AI_MODEL: the provider ${config.aiProvider} has no default model; name one`);
  }
  llm.target(config.aiProvider, model);
  /** No language model: the gateway's `echo` calls nothing and answers the prompt back. */
  const deterministic = settings.kind === "echo";

  const outcomes = ctx.metrics.counter({
    name: "trustplane_constitution_suggestions_total",
    help: "AI suggestions asked for, by outcome: suggested, invalid_answer (the model's answer did not check), failed (the provider failed) or deterministic (worked out by the governance model: no language model is configured).",
    labelNames: ["outcome"],
  });
  const outcome = {
    suggested: outcomes.bind({ outcome: "suggested" }),
    invalid: outcomes.bind({ outcome: "invalid_answer" }),
    failed: outcomes.bind({ outcome: "failed" }),
    deterministic: outcomes.bind({ outcome: "deterministic" }),
  };

  /** Counts the quota, makes the call (deltas to `onDelta`) and records its run; the suggestion or its problem. */
  const suggest = async (
    /** The run's owner: a user (and the API key they called with), or an anonymous caller's `anon:` key. */
    owner: RunOwner,
    body: SuggestBody,
    onDelta?: (text: string) => void,
  ) => {
    const sliders = slidersOf(body.sliders);
    const request: RunRequest = {
      provider: config.aiProvider,
      model,
      messages: suggestionMessages(sliders, body.goal, aimOfBody(body.aim)),
      fallbacks: [],
      temperature: 0.2,
    };
    // Held against the caller's budgets before the quota is counted (429 `llm-budget-exceeded`).
    const admission = await llm.admitOne(owner, request);
    const call = async (): Promise<ChatResult> => {
      const chat = await llm.call(owner, admission, {
        signal: AbortSignal.timeout(config.aiTimeoutMs),
        ...(onDelta ? { onDelta } : {}),
      });
      await llm.record([chat]);
      return chat;
    };
    /** Counts the holder's daily quota; a refusal releases the call's hold (nothing will be asked). */
    const count = async (holder: ReturnType<typeof holderOf>) => {
      try {
        await useDailyQuota(ctx.db, config, holder, "ai-suggestion");
      } catch (err) {
        await llm.release([admission]);
        throw err;
      }
    };
    return { sliders, call, count };
  };

  const answerOf = (chat: ChatResult, sliders: ReturnType<typeof slidersOf>) => {
    if (chat.failure) {
      outcome.failed.inc();
      throw suggestionProblems.upstream(chat.failure);
    }
    const reading = readSuggestion(chat.record.outcome.reply ?? "", sliders);
    if (!reading.ok) {
      outcome.invalid.inc();
      throw suggestionProblems.invalidAnswer(reading.reason);
    }
    outcome.suggested.inc();
    return {
      ...reading.suggestion,
      source: "model" as const,
      provider: chat.run.provider ?? config.aiProvider,
      model: chat.run.model ?? model,
      runId: chat.run.id,
    };
  };

  /** The run's owner: the quota holder's key, and the API key a signed-in caller used. */
  const ownerFor = (key: string, user: AuthenticatedUser | undefined): RunOwner => ({
    userId: key,
    apiKeyId: user?.apiKey?.id ?? null,
  });

  /**
   * Whose quota a suggestion counts against, and who owns its run: the signed-in caller, or an anonymous
   * one by address (the public playground's visitors) unless CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY
   * is 0, which answers them 401 as an operation that requires signing in does.
   */
  const holderOf = (user: AuthenticatedUser | undefined, caller: () => AuthenticatedUser, req: Request) =>
    quotaHolder(
      user ?? (config.anonymousAiSuggestionsPerDay === 0 ? caller() : undefined),
      req,
      ctx.personalDataKeys(),
    );

  /**
   * Without a language model: the aim (the request's, or its goal's: 422 when it names none) is found
   * before the quota is counted; then the governance model's answer, made at once.
   */
  const worked = async (holder: ReturnType<typeof holderOf>, body: SuggestBody) => {
    const sliders = slidersOf(body.sliders);
    const aim = aimOf(body, sliders);
    await useDailyQuota(ctx.db, config, holder, "ai-suggestion");
    const answer = deterministicSuggestion(sliders, aim);
    outcome.deterministic.inc();
    return answer;
  };

  return {
    suggestConstitutionSliders: async ({ body, user, caller, req }) => {
      const holder = holderOf(user, caller, req);
      if (deterministic) return { status: 200, body: (await worked(holder, body)).suggestion };
      const { sliders, call, count } = await suggest(ownerFor(holder.key, user), body);
      await count(holder);
      return { status: 200, body: answerOf(await call(), sliders) };
    },

    streamConstitutionSuggestion: async ({ body, user, caller, req }) => {
      const holder = holderOf(user, caller, req);
      if (deterministic) {
        // The same events as a model's: the rationale's lines as deltas, then the suggestion.
        const { suggestion, lines } = await worked(holder, body);
        return {
          status: 200,
          contentType: "text/event-stream",
          headers: EVENT_STREAM_HEADERS,
          send: async (res: Response) => {
            const stream = openEventStream(res, { heartbeatMs: config.heartbeatMs });
            try {
              for (const text of lines) stream.write("delta", { text });
              stream.write("done", suggestion);
            } finally {
              stream.end();
            }
          },
        };
      }
      let stream: ReturnType<typeof openEventStream> | undefined;
      const { sliders, call, count } = await suggest(ownerFor(holder.key, user), body, (text) =>
        stream?.write("delta", { text }),
      );
      await count(holder);
      return {
        status: 200,
        contentType: "text/event-stream",
        headers: EVENT_STREAM_HEADERS,
        send: async (res: Response) => {
          stream = openEventStream(res, { heartbeatMs: config.heartbeatMs });
          try {
            stream.write("done", answerOf(await call(), sliders));
          } catch (err) {
            const problem = err instanceof HttpProblem ? err : undefined;
            if (!problem) ctx.logger.error({ err }, "an AI suggestion failed");
            stream.write("error", {
              code: problem?.type ?? "internal",
              status: problem?.status ?? 500,
              detail: problem?.detail ?? "The suggestion could not be made.",
            });
          } finally {
            stream.end();
          }
        },
      };
    },
  };
};
