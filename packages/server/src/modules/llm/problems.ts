import { forbidden, HttpProblem, unprocessable } from "../../http/problem.ts";
import type { BudgetView } from "./budgets.ts";
import type { Failure } from "./failures.ts";

const usd = (amount: number) => `${Number(amount.toPrecision(6))} USD`;

/** The gateway's problems (openapi/llm.yaml lists each with its status). */
export const llmProblems = {
  unknownProvider: (name: string) =>
    unprocessable(`No language-model provider is named "${name}"; GET /api/llm/providers lists them.`, {
      type: "llm-provider-unknown",
    }),
  notConfigured: (name: string) =>
    unprocessable(`The provider ${name} is not configured on this server (it has no key for it).`, {
      type: "llm-provider-not-configured",
    }),
  /** The OpenAI-compatible face's unknown model (OpenAI's `model_not_found`, which clients raise as NotFoundError). */
  modelNotFound: (model: string) =>
    new HttpProblem({
      status: 404,
      type: "llm-model-not-found",
      title: "Not found",
      detail: `The model '${model.slice(0, 241)}' does not exist: name it <provider>/<model>, of a configured provider (GET /api/llm/v1/models).`,
      openai: { code: "model_not_found" },
    }),
  /**
   * A budget without room for the most a call can cost. `Retry-After` counts down to the end of its
   * period; `x-should-retry: false` tells OpenAI's clients not to retry (OpenAI's own `insufficient_quota`).
   */
  budgetExceeded: (budget: BudgetView | null, needed: number) => {
    const whose = budget === null ? "A budget" : budget.keyId ? `The API key ${budget.keyId}'s budget` : "Your budget";
    const room =
      budget === null
        ? ""
        : ` of ${usd(budget.limit)} a ${budget.period} has ${usd(budget.remaining)} left (${usd(budget.spent)} spent, ${usd(budget.held)} held by calls under way); it resets at ${budget.resetsAt}`;
    const wait = budget === null ? 60 : Math.max(1, Math.ceil((Date.parse(budget.resetsAt) - Date.now()) / 1000));
    return new HttpProblem({
      status: 429,
      type: "llm-budget-exceeded",
      title: "Budget exceeded",
      detail: `${whose}${room}. This call may cost up to ${usd(needed)}; nothing was called.${
        budget !== null && needed > budget.limit
          ? " It can never fit: ask for fewer tokens (maxTokens) or raise the limit."
          : ""
      }`,
      headers: { "Retry-After": String(wait), "x-should-retry": "false" },
      extensions: { ...(budget === null ? {} : { budget }), needed },
      openai: { type: "insufficient_quota", code: "insufficient_quota" },
    });
  },
  modelUnpriced: (provider: string, model: string) =>
    unprocessable(
      `A budget applies to your calls, and the price table has no price for ${provider}/${model.slice(0, 160)}: what it could cost cannot be held against the budget. GET /api/llm/providers lists the priced models.`,
      { type: "llm-model-unpriced" },
    ),
  /** No budget on the subject; the caller has no such API key (`key`); no such user, for an operator (`user`). */
  budgetNotFound: (subject: string, why: "budget" | "key" | "user" = "budget") =>
    new HttpProblem({
      status: 404,
      type: "llm-budget-not-found",
      title: "Not found",
      detail: `${{ budget: "No budget on", key: "You have no API key", user: "No user" }[why]} ${subject.slice(0, 64)}.`,
    }),
  budgetSetByOperator: () =>
    forbidden("An operator put this budget on you; only an operator can change or remove it.", {
      type: "llm-budget-set-by-operator",
    }),
  runNotFound: (id: string) =>
    new HttpProblem({
      status: 404,
      type: "llm-run-not-found",
      title: "Not found",
      detail: `No run ${id.slice(0, 64)}.`,
    }),
  /** How a failed call is answered: what the provider said (never a stack), with Retry-After where it applies. */
  upstream: (failure: Failure): HttpProblem => {
    const headers: Record<string, string> =
      failure.retryAfter === null ? {} : { "Retry-After": String(failure.retryAfter) };
    switch (failure.code) {
      case "llm-upstream-rate-limited":
        return new HttpProblem({
          status: 429,
          type: "llm-upstream-rate-limited",
          title: "Provider rate limit",
          detail: failure.detail,
          headers,
        });
      case "llm-upstream-timeout":
        return new HttpProblem({
          status: 504,
          type: "llm-upstream-timeout",
          title: "Provider timeout",
          detail: failure.detail,
        });
      case "llm-provider-unavailable":
        return new HttpProblem({
          status: 503,
          type: "llm-provider-unavailable",
          title: "Provider unavailable",
          detail: failure.detail,
          headers,
        });
      case "llm-upstream-error":
        return new HttpProblem({
          status: 502,
          type: "llm-upstream-error",
          title: "Provider error",
          detail: failure.detail,
        });
    }
  },
};
