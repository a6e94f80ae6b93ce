import { notFound } from "../../http/problem.ts";

/** The rights module's problems (openapi/rights.yaml lists each with its status). */
export const rightsProblems = {
  objectNotFound: (id: string) =>
    notFound(`No rights object ${id}.`, { type: "rights-object-not-found", title: "Rights object not found" }),
};
