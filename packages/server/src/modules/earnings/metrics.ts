import {
  PARTNER_FALLBACK_HEADERS,
  type Partner,
  WEBHOOK_REFUSALS,
  type WebhookRefusal,
} from "../../http/webhook-hmac.ts";
import { type CounterChild, failureOutcome, type MetricsRegistry } from "../../observability/metrics.ts";

const PARTNERS = Object.keys(PARTNER_FALLBACK_HEADERS) as Partner[];

/** A report the receiver refused after its signature verified: the same eventId with other content (409). */
const REPORT_FAILURES = ["webhook_event_conflict"] as const;

export type PartnerWebhookMetrics = {
  /** A report recorded something new (for a podium: at least one entry). */
  recorded(partner: Partner): void;
  /** A report everything of which was recorded before: answered from the earlier records. */
  replayed(partner: Partner): void;
  /** The receiver threw after verifying the signature. */
  failed(partner: Partner, err: unknown): void;
  /** The signature check refused the request. */
  refused(partner: Partner, reason: WebhookRefusal): void;
};

/**
 * Partner webhooks (rights royalties, registry payouts, chess podiums), by partner: reports recorded,
 * replays deduplicated or refused (the same eventId with other content), and requests whose origin
 * did not verify, by reason.
 */
export const partnerWebhookMetrics = (metrics: MetricsRegistry): PartnerWebhookMetrics => {
  const reports = metrics.counter({
    name: "trustplane_partner_webhook_reports_total",
    help: "Partner webhook reports whose signature verified, by partner and outcome: recorded, replayed (deduplicated: recorded before, answered 200), webhook_event_conflict (a replay with other content, refused 409), refused (another client error) or error.",
    labelNames: ["partner", "outcome"],
  });
  const refusals = metrics.counter({
    name: "trustplane_partner_webhook_auth_failures_total",
    help: "Partner webhook requests refused before their body was looked at, by partner and reason (missing_header, bad_signature, timestamp_skew, ...).",
    labelNames: ["partner", "reason"],
  });
  const outcomes = ["recorded", "replayed", ...REPORT_FAILURES, "refused", "error"];
  const byPartner = <V extends string>(values: readonly V[], bind: (partner: Partner, value: V) => CounterChild) =>
    Object.fromEntries(
      PARTNERS.map((partner) => [partner, Object.fromEntries(values.map((value) => [value, bind(partner, value)]))]),
    ) as Record<Partner, Record<string, CounterChild>>;
  const reportSeries = byPartner(outcomes, (partner, outcome) => reports.bind({ partner, outcome }));
  const refusalSeries = byPartner(WEBHOOK_REFUSALS, (partner, reason) => refusals.bind({ partner, reason }));
  return {
    recorded: (partner) => reportSeries[partner].recorded!.inc(),
    replayed: (partner) => reportSeries[partner].replayed!.inc(),
    failed: (partner, err) => reportSeries[partner][failureOutcome(err, REPORT_FAILURES)]!.inc(),
    refused: (partner, reason) => refusalSeries[partner][reason]!.inc(),
  };
};
