import { HttpProblem, unprocessable } from "../../http/problem.ts";
import type { Failure } from "./failures.ts";

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
      extensions: { openaiCode: "model_not_found" },
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
