import { HttpProblem, unprocessable } from "../../http/problem.ts";

/** Which quota of the plan (GET /api/constitution/me/plan) a refusal is about. */
export type QuotaName = "scenarios" | "aiSuggestionsPerDay" | "pdfsPerDay";

/** The constitution module's problems (openapi/constitution.yaml lists each with its status). */
export const constitutionProblems = {
  scenarioNotFound: (id: string) =>
    new HttpProblem({
      status: 404,
      type: "constitution-scenario-not-found",
      title: "Not found",
      detail: `No scenario ${id.slice(0, 64)}.`,
    }),
  regimeMismatch: (sent: string, expected: { id: string; name: string }) =>
    unprocessable(
      `The sliders classify as ${expected.name} (${expected.id}), not "${sent.slice(0, 100)}"; send that regime, or none.`,
      { type: "constitution-regime-mismatch", extensions: { expected } },
    ),
  /** 403: the user has saved as many scenarios as the plan allows (that quota never resets). */
  scenarioQuotaExceeded: (limit: number) =>
    new HttpProblem({
      status: 403,
      type: "constitution-quota-exceeded",
      title: "Quota exceeded",
      detail: `The plan allows ${limit} saved scenarios.`,
      extensions: { quota: "scenarios", limit, resetAt: null },
    }),
};

type UpstreamFailure = { code: string; detail: string; retryAfter: number | null };

const retryAfter = (failure: UpstreamFailure): Record<string, string> =>
  failure.retryAfter === null ? {} : { "Retry-After": String(failure.retryAfter) };

/** AI suggestions' problems: the quota, a failed call (as the gateway's chat answers it), a useless answer, no aim. */
export const suggestionProblems = {
  /** 429: the user has asked for as many AI suggestions today as the plan allows. */
  dailyQuotaExceeded: (
    quota: Exclude<QuotaName, "scenarios">,
    limit: number,
    resetAt: Date,
    /** The caller has no account: the limit is the one for anonymous callers, per client address. */
    anonymous = false,
  ) =>
    new HttpProblem({
      status: 429,
      type: "constitution-quota-exceeded",
      title: "Quota exceeded",
      detail: anonymous
        ? `Without an account, ${limit} AI suggestions a day are allowed from one address; sign in for more. It resets at ${resetAt.toISOString()}.`
        : `The plan allows ${limit} ${quota === "pdfsPerDay" ? "PDFs" : "AI suggestions"} a day; it resets at ${resetAt.toISOString()}.`,
      headers: { "Retry-After": String(Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000))) },
      extensions: { quota, limit, resetAt: resetAt.toISOString() },
    }),
  /** A failed gateway call, answered as `POST /api/llm/chat` answers it (never a stack). */
  upstream: (failure: UpstreamFailure): HttpProblem => {
    const detail = failure.detail;
    switch (failure.code) {
      case "llm-upstream-rate-limited":
        return new HttpProblem({
          status: 429,
          type: "llm-upstream-rate-limited",
          title: "Provider rate limit",
          detail,
          headers: retryAfter(failure),
        });
      case "llm-upstream-timeout":
        return new HttpProblem({ status: 504, type: "llm-upstream-timeout", title: "Provider timeout", detail });
      case "llm-provider-unavailable":
        return new HttpProblem({
          status: 503,
          type: "llm-provider-unavailable",
          title: "Provider unavailable",
          detail,
          headers: retryAfter(failure),
        });
      default:
        return new HttpProblem({ status: 502, type: "llm-upstream-error", title: "Provider error", detail });
    }
  },
  /**
   * 422: no language model is configured, and the request has no `aim` and its goal names no regime or
   * metric the governance model could work toward.
   */
  aimUnclear: () =>
    unprocessable(
      "No language model is configured here, so the governance model works the suggestion out, and it needs an aim: name a regime in the goal (Liberal democracy, Technocracy, Social democracy, …) or a metric to raise or lower (innovation, stability, legitimacy, resentment, internal conflict, elite fear), or send `aim`.",
      { type: "constitution-aim-unclear" },
    ),
  invalidAnswer: (reason: string) =>
    new HttpProblem({
      status: 502,
      type: "constitution-ai-invalid-answer",
      title: "Unusable model answer",
      detail: `The model's answer is not a usable suggestion: ${reason}.`,
    }),
};
