import { HttpProblem } from "../../http/problem.ts";

/** The media module's problems (openapi/media.yaml lists each with its status). */
export const mediaProblems = {
  trackNotFound: (id: string) =>
    new HttpProblem({ status: 404, type: "media-track-not-found", title: "Not found", detail: `No track ${id}.` }),
};
