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
      detail: "The subscription is disabled (deleted or gone): nothing is delivered to it any more.",
    }),
  subscriptionLimit: (max: number) =>
    new HttpProblem({
      status: 409,
      type: "webhook-subscription-limit",
      title: "Too many subscriptions",
      detail: `You already have ${max} active webhook subscriptions; disable one first.`,
    }),
  recoverSinceTooOld: (days: number) =>
    new HttpProblem({
      status: 400,
      type: "recover-since-too-old",
      title: "Bad request",
      detail: `\`since\` must be within the last ${days} days, and not in the future.`,
    }),
  urlNotHttps: (detail: string) => unprocessable(detail, { type: "webhook-url-not-https", title: "URL not allowed" }),
  urlNotPublic: (detail: string) => unprocessable(detail, { type: "webhook-url-not-public", title: "URL not allowed" }),
  urlUnresolvable: (detail: string) =>
    unprocessable(detail, { type: "webhook-url-unresolvable", title: "URL does not resolve" }),
};
