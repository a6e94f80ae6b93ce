import { HttpProblem, unprocessable } from "../../../http/problem.ts";

/** The outbound webhooks' problems (openapi/merchant-webhooks.yaml lists each with its status). */
export const webhookProblems = {
  subscriptionNotFound: () =>
    new HttpProblem({
      status: 404,
      type: "webhook-subscription-not-found",
      title: "Not found",
      detail: "No webhook subscription of yours has this id.",
    }),
  deliveryNotFound: () =>
    new HttpProblem({
      status: 404,
      type: "webhook-delivery-not-found",
      title: "Not found",
      detail: "No webhook delivery of yours has this id.",
    }),
  subscriptionDisabled: () =>
    new HttpProblem({
      status: 409,
      type: "webhook-subscription-disabled",
      title: "Subscription disabled",
      detail: "The subscription is disabled (replaced, deleted or gone): nothing is delivered to it any more.",
    }),
  urlNotHttps: (detail: string) => unprocessable(detail, { type: "webhook-url-not-https", title: "URL not allowed" }),
  urlNotPublic: (detail: string) => unprocessable(detail, { type: "webhook-url-not-public", title: "URL not allowed" }),
  urlUnresolvable: (detail: string) =>
    unprocessable(detail, { type: "webhook-url-unresolvable", title: "URL does not resolve" }),
};
