import { badRequest, HttpProblem, type ProblemFieldError } from "../../http/problem.ts";

/** The media module's problems (openapi/media.yaml lists each with its status). */
export const mediaProblems = {
  videoNotFound: (id: string) =>
    new HttpProblem({ status: 404, type: "media-video-not-found", title: "Not found", detail: `No video ${id}.` }),
  trackNotFound: (id: string) =>
    new HttpProblem({ status: 404, type: "media-track-not-found", title: "Not found", detail: `No track ${id}.` }),
  invalidUrl: (errors: ProblemFieldError[]) =>
    badRequest(errors.map((e) => `${e.path} ${e.message}`).join("; "), {
      type: "media-invalid-url",
      title: "Invalid URL",
      errors,
    }),
  cursorAndOffset: () =>
    badRequest("Page by `cursor` or by `offset`, not both.", {
      type: "media-cursor-and-offset",
      title: "Cursor and offset",
      errors: [{ path: "/query/offset", message: "must not be sent with cursor" }],
    }),
};
