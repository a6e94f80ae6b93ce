import { HttpProblem } from "../../http/problem.ts";

/** The coach module's problems (openapi/coach.yaml lists each with its status). */
export const coachProblems = {
  invalidFen: (reason: string) =>
    new HttpProblem({
      status: 400,
      type: "invalid-fen",
      title: "Invalid position",
      detail: reason,
      errors: [{ path: "/body/fen", message: reason }],
    }),
  /** 403: the user has as many active sessions as allowed (a quota on what is kept, not a rate). */
  sessionLimit: (limit: number) =>
    new HttpProblem({
      status: 403,
      type: "coach-session-limit",
      title: "Session limit reached",
      detail: `An account may have at most ${limit} active coaching sessions; end one first. Nothing was started.`,
      extensions: { limit },
    }),
  notFound: (id: string) =>
    new HttpProblem({
      status: 404,
      type: "coach-session-not-found",
      title: "Not found",
      detail: `No coaching session ${id.slice(0, 64)}.`,
    }),
  ended: (id: string) =>
    new HttpProblem({
      status: 409,
      type: "coach-session-ended",
      title: "Session ended",
      detail: `The coaching session ${id} has ended already; a session ends once.`,
    }),
};
