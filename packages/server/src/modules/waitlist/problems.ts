import { notFound } from "../../http/problem.ts";

/** The waitlist's problems (openapi/waitlist.yaml lists each with its status). */
export const waitlistProblems = {
  catalogItemNotFound: (id: string) =>
    notFound(`No module "${id}" in the catalog.`, { type: "catalog-item-not-found" }),
};
