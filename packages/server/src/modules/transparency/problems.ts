import { badRequest, notFound } from "../../http/problem.ts";

/** The log's problems (openapi/transparency.yaml lists each with its status). */
export const transparencyProblems = {
  entryNotFound: (index: number, size: number) =>
    notFound(`The log's latest checkpoint holds ${size} entries: there is no entry ${index} in it (yet).`, {
      type: "transparency-entry-not-found",
    }),
  tileNotFound: () =>
    notFound("Not a tile of the latest checkpoint's tree (C2SP tlog-tiles).", { type: "transparency-tile-not-found" }),
  indexOutOfRange: (detail: string) => badRequest(detail, { type: "transparency-index-out-of-range" }),
  treeSizeUnknown: (size: number, latest: number) =>
    notFound(`The tree size ${size} is beyond the latest checkpoint's (${latest}).`, {
      type: "transparency-tree-size-unknown",
    }),
};
