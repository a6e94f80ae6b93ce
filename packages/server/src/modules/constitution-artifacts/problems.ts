import { HttpProblem, notFound, tooManyRequests } from "../../http/problem.ts";

/** The constitution artifacts' problems (openapi/constitution-artifacts.yaml lists each with its status). */
export const constitutionArtifactProblems = {
  artifactNotFound: (id: string) =>
    notFound(`No constitution artifact ${id}.`, {
      type: "constitution-artifact-not-found",
      title: "Constitution artifact not found",
    }),
  /** Also for a comment the caller may not delete: the same answer as for one that does not exist. */
  commentNotFound: (artifactId: string, commentId: string) =>
    notFound(`No comment ${commentId} on constitution artifact ${artifactId} that you may delete.`, {
      type: "constitution-comment-not-found",
      title: "Comment not found",
    }),
  commentRateLimited: (perHour: number, retryAfterSeconds: number) =>
    tooManyRequests(`At most ${perHour} comments per hour; retry in ${retryAfterSeconds} s.`, {
      type: "comment-rate-limited",
      headers: { "Retry-After": String(retryAfterSeconds) },
    }),
  /** 403: the user has published as many artifacts as allowed (a quota on what is kept, not a rate). */
  artifactLimit: (limit: number) =>
    new HttpProblem({
      status: 403,
      type: "constitution-artifact-limit",
      title: "Artifact limit reached",
      detail: `An account may have at most ${limit} published artifacts; delete one first. Nothing was published.`,
      extensions: { limit },
    }),
};
