import { type Request, type RequestHandler, Router } from "express";
import type { AppContext } from "../../context.ts";
import { preparedOn } from "../../db/prepared.ts";
import { caller } from "../../http/auth.ts";
import { parsePageQuery } from "../../http/pagination.ts";
import { unauthorized } from "../../http/problem.ts";
import { type Partner, verifyPartnerWebhook } from "../../http/webhook-hmac.ts";
import { amountField } from "../ledger/problems.ts";
import { chessRouter } from "./chess/routes.ts";
import { earningsAggregate, payoutsPage, prizesPage, royaltiesPage } from "./lists.ts";
import { type EventDetails, recordEventReport, recordPodium } from "./records.ts";
import { type EarningRow, toPayoutReceipt, toPodiumReceipt, toRoyaltyReceipt } from "./shapes.ts";

const bodyOf = <T>(req: Request): T => req.body as T;

type RoyaltyBody = { eventId: string; email: string; productKey: string; period: string; amount: number };
type PayoutBody = { eventId: string; email: string; artifactVersionId: string; amount: number };
type PodiumBody = { tournamentId: string; podium: { email: string; place: number; amount: number }[] };

/** The partner webhook receivers and whose secret signs each. */
const RECEIVERS: Record<string, Partner> = {
  "/api/rights/royalties/verify-webhook": "rights",
  "/api/registry/payouts/certify-webhook": "registry",
  "/api/chess/tournament-finalized": "chess",
};

/**
 * The receivers' signature check, mounted by app.ts ahead of contract validation: a request that does
 * not prove it comes from the partner is 401 before its body is looked at (and the signature is
 * checked over the body as parsed, before validation could coerce anything).
 */
export const partnerWebhookGate = (config: AppContext["config"]): RequestHandler => {
  const verifiers = new Map(
    Object.entries(RECEIVERS).map(([path, partner]) => [path, verifyPartnerWebhook(config, partner)]),
  );
  return (req, res, next) => {
    const verify = req.method === "POST" ? verifiers.get(req.path) : undefined;
    if (!verify) return next();
    return verify(req, res, next);
  };
};

/** Defence in depth: a receiver answers only a request the gate has verified. */
const verified: RequestHandler = (req, _res, next) => {
  if (!req.webhookAuth) throw unauthorized("This receiver requires a signed request.", { type: "webhook-signature" });
  next();
};

/**
 * Partner earnings (openapi/earnings.yaml, openapi/chess.yaml): the three webhook receivers, the
 * caller's per-source lists, the aggregate, and chess tournaments.
 */
export const earningsRouter = (ctx: AppContext): Router => {
  const router = Router();
  const { db } = ctx;
  const prepare = preparedOn(ctx.database.kind);

  // --- partner webhook receivers (HMAC or the receiver's secret header; no bearer token) -------------

  /** A royalty or payout receiver: record the report, 201 with its receipt, or 200 for a replay. */
  const eventReceiver =
    <Body extends { eventId: string; email: string; amount: number }>(
      details: (body: Body) => EventDetails,
      toReceipt: (row: EarningRow, replayed: boolean) => object,
    ): RequestHandler =>
    async (req, res) => {
      const body = bodyOf<Body>(req);
      const report = {
        ...details(body),
        eventId: body.eventId,
        email: body.email,
        amount: amountField(body.amount),
      };
      const { row, replayed } = await recordEventReport(db, report, prepare);
      res.status(replayed ? 200 : 201).json(toReceipt(row, replayed));
    };

  router.post(
    "/api/rights/royalties/verify-webhook",
    verified,
    eventReceiver<RoyaltyBody>(
      (body) => ({ source: "rights", productKey: body.productKey, period: body.period }),
      toRoyaltyReceipt,
    ),
  );

  router.post(
    "/api/registry/payouts/certify-webhook",
    verified,
    eventReceiver<PayoutBody>(
      (body) => ({ source: "registry", artifactVersionId: body.artifactVersionId }),
      toPayoutReceipt,
    ),
  );

  router.post("/api/chess/tournament-finalized", verified, async (req, res) => {
    const body = bodyOf<PodiumBody>(req);
    const podium = body.podium.map((entry, i) => ({
      email: entry.email,
      place: entry.place,
      amount: amountField(entry.amount, `/body/podium/${i}/amount`),
    }));
    const outcome = await recordPodium(db, { tournamentId: body.tournamentId, podium });
    res.status(outcome.recorded.length > 0 ? 201 : 200).json(toPodiumReceipt(body.tournamentId, outcome));
  });

  // --- the caller's earnings ---------------------------------------------------------------------------

  router.get("/api/rights/royalties", async (req, res) => {
    res.json(await royaltiesPage(db, caller(req), parsePageQuery(req.query)));
  });

  router.get("/api/chess/results", async (req, res) => {
    res.json(await prizesPage(db, caller(req), parsePageQuery(req.query)));
  });

  router.get("/api/registry/payouts", async (req, res) => {
    res.json(await payoutsPage(db, caller(req), parsePageQuery(req.query)));
  });

  router.get("/api/ecosystem/earnings", async (req, res) => {
    res.json(await earningsAggregate(db, caller(req)));
  });

  router.use(chessRouter(ctx));
  return router;
};
