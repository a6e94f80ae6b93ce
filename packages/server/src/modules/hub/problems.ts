import { notFound, unauthorized, validationFailed } from "../../http/problem.ts";

/** The hub's problems (openapi/hub.yaml lists each with its status). */
export const hubProblems = {
  catalogItemNotFound: (id: string) =>
    notFound(`No module "${id}" in the catalog.`, { type: "catalog-item-not-found" }),
  metricsToken: () =>
    unauthorized("This server's metrics require its METRICS_TOKEN as a bearer token.", {
      type: "metrics-token",
      headers: { "WWW-Authenticate": 'Bearer realm="trustplane-metrics"' },
    }),
  /** A projection asked of the CSV, whose columns are fixed (400). */
  fieldsWithCsv: () =>
    validationFailed("`fields` cannot be combined with `format=csv`: the CSV always has its 15 stable columns.", {
      errors: [{ path: "/query/fields", message: "not allowed with format=csv" }],
    }),
};
