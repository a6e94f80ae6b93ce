import type { AppContext } from "../../context.ts";
import { preparedOn } from "../../db/prepared.ts";
import { amountField } from "../../http/amount-field.ts";
import { parsePageQuery } from "../../http/pagination.ts";
import { unauthorized } from "../../http/problem.ts";
import { type Partner, verifyPartnerWebhook } from "../../http/webhook-hmac.ts";
import type { OperationSteps } from "../../platform/module.ts";
import type { OperationHandlers, OperationId, OperationInput } from "../../platform/operations.ts";
import type { EarningsConfig } from "./config.ts";
import { earningsAggregate, payoutsPage, royaltiesPage } from "./lists.ts";
import type { PartnerWebhookMetrics } from "./metrics.ts";
import { payoutReceiptView, podiumReceiptView, royaltyReceiptView } from "./presenters.ts";
import { type EventDetails, recordEventReport, recordPodium } from "./records.ts";

/** The contract's security scheme for each partner's signed requests (openapi/earnings.yaml). */
const PARTNER_SCHEMES: Record<string, Partner> = {
  rightsPartner: "rights",
  registryPartner: "registry",
  chessPartner: "chess",
};

/**
 * The receivers' signature check, run ahead of contract validation (the module's `beforeValidation`):
 * a request that does not prove it comes from the partner is 401 before its body is looked at (and the
 * signature is checked over the body as parsed, before validation could coerce anything). The
 * operation's security requirement in the contract names the partner (`rightsPartner`, …).
 */
export const partnerWebhookGate = (settings: EarningsConfig, metrics?: PartnerWebhookMetrics): OperationSteps => {
  const verifiers = new Map(
    Object.entries(PARTNER_SCHEMES).map(([scheme, partner]) => [
      scheme,
      verifyPartnerWebhook(
        settings,
        partner,
        metrics ? { onRefused: (reason) => metrics.refused(partner, reason) } : {},
      ),
    ]),
  );
  return (operation) => {
    for (const scheme of operation.securitySchemes) {
      const verify = verifiers.get(scheme);
      if (verify) return verify;
    }
    return undefined;
  };
};

/** Defence in depth: a receiver answers only a request the gate has verified. */
const verified = ({ req }: Pick<OperationInput<OperationId>, "req">): void => {
  if (!req.webhookAuth) throw unauthorized("This receiver requires a signed request.", { type: "webhook-signature" });
};

/**
 * Partner earnings (openapi/earnings.yaml): the three webhook receivers (HMAC or the receiver's secret
 * header; no bearer token), the caller's royalties and payouts, and the aggregate. The caller's chess
 * prizes are listed by the chess module through this module's service.
 */
export const earningsOperations = (ctx: AppContext, metrics: PartnerWebhookMetrics): OperationHandlers => {
  const { db } = ctx;
  const prepare = preparedOn(ctx.database.kind);

  /** Runs a receiver, counting how its report ended. */
  const counted = async <T>(partner: Partner, work: () => Promise<T>, replayed: (result: T) => boolean) => {
    let result: T;
    try {
      result = await work();
    } catch (err) {
      metrics.failed(partner, err);
      throw err;
    }
    if (replayed(result)) metrics.replayed(partner);
    else metrics.recorded(partner);
    return result;
  };

  /** A royalty or payout report: the record, inserted now or found (a replay). */
  const recordEvent = (
    req: OperationInput<OperationId>["req"],
    details: EventDetails,
    body: { eventId: string; email: string; amount: number },
  ) =>
    counted(
      details.source,
      () => {
        verified({ req });
        const report = { ...details, eventId: body.eventId, email: body.email, amount: amountField(body.amount) };
        return recordEventReport(db, report, prepare);
      },
      (outcome) => outcome.replayed,
    );

  return {
    // A royalty or payout receiver: record the report, 201 with its receipt, or 200 for a replay.
    receiveRoyaltyWebhook: async ({ req, body }) => {
      const details: EventDetails = { source: "rights", productKey: body.productKey, period: body.period };
      const { row, replayed } = await recordEvent(req, details, body);
      const receipt = royaltyReceiptView(row, replayed);
      return replayed ? { status: 200, body: receipt } : { status: 201, body: receipt };
    },

    receivePayoutCertifyWebhook: async ({ req, body }) => {
      const details: EventDetails = { source: "registry", artifactVersionId: body.artifactVersionId };
      const { row, replayed } = await recordEvent(req, details, body);
      const receipt = payoutReceiptView(row, replayed);
      return replayed ? { status: 200, body: receipt } : { status: 201, body: receipt };
    },

    receiveTournamentFinalizedWebhook: async ({ req, body }) => {
      const outcome = await counted(
        "chess",
        () => {
          verified({ req });
          const podium = body.podium.map((entry, i) => ({
            email: entry.email,
            place: entry.place,
            amount: amountField(entry.amount, `/body/podium/${i}/amount`),
          }));
          return recordPodium(db, { tournamentId: body.tournamentId, podium });
        },
        (recorded) => recorded.recorded.length === 0,
      );
      const receipt = podiumReceiptView(body.tournamentId, outcome);
      // 201 when this report recorded something, 200 when every entry was recorded before.
      return outcome.recorded.length > 0 ? { status: 201, body: receipt } : { status: 200, body: receipt };
    },

    listRoyaltyEvents: async ({ caller, query }) => ({
      status: 200,
      body: await royaltiesPage(db, caller(), parsePageQuery(query)),
    }),

    listCertificationPayouts: async ({ caller, query }) => ({
      status: 200,
      body: await payoutsPage(db, caller(), parsePageQuery(query)),
    }),

    getEcosystemEarnings: async ({ caller }) => ({ status: 200, body: await earningsAggregate(db, caller()) }),
  };
};
