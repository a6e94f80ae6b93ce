import { HttpProblem, type ProblemFieldError, unprocessable, validationFailed } from "../../http/problem.ts";
import { MAX_DISPATCHES } from "./store.ts";

/** Fan-out's problems (openapi/fanout.yaml lists each with its status). */
export const fanoutProblems = {
  conversationNotFound: (id: string) =>
    new HttpProblem({
      status: 404,
      type: "fanout-conversation-not-found",
      title: "Not found",
      detail: `No conversation ${id.slice(0, 64)}.`,
    }),
  conversationFull: () =>
    unprocessable(`The conversation holds ${MAX_DISPATCHES} dispatches, the most it may; start another conversation.`, {
      type: "fanout-conversation-full",
    }),
  modelRequired: (provider: string) =>
    unprocessable(`The provider ${provider} has no default model on this server: name the agent's model.`, {
      type: "fanout-model-required",
    }),
  /** A dispatch whose agents share an id (400): their earlier replies are found by it. */
  agentIdsRepeated: (errors: ProblemFieldError[]) =>
    validationFailed("Each agent of a dispatch needs its own id.", { errors }),
};
