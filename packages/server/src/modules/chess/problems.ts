import { notFound, unprocessable } from "../../http/problem.ts";

/** The chess module's problems (openapi/chess.yaml lists each with its status). */
export const chessProblems = {
  tournamentNotFound: () => notFound("No tournament has this id.", { type: "tournament-not-found" }),
  tournamentCapacity: () =>
    unprocessable("`entries` may not exceed `capacity`.", {
      type: "tournament-capacity",
      title: "Entries over capacity",
      errors: [{ path: "/body/entries", message: "must be at most capacity" }],
    }),
};
