import { notFound, unauthorized } from "../../http/problem.ts";

/** The hub's problems (openapi/hub.yaml lists each with its status). */
export const hubProblems = {
  catalogItemNotFound: (id: string) =>
    notFound(`No module "${id}" in the catalog.`, { type: "catalog-item-not-found" }),
  metricsToken: () =>
    unauthorized("This server's metrics require its METRICS_TOKEN as a bearer token.", {
      type: "metrics-token",
      headers: { "WWW-Authenticate": 'Bearer realm="trustplane-metrics"' },
    }),
};
