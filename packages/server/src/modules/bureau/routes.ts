import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/auth.ts";
import { type IdempotencyLocals, idempotent } from "../../http/idempotency.ts";
import { HttpProblem, notFound, PROBLEM_BASE, unprocessable } from "../../http/problem.ts";
import { renderBadge, sendBadge } from "../rights/badge.ts";
import { checkRegistration, type RightsInput, sameRegistration } from "../rights/objects.ts";
import type { SigningService } from "../signing/service.ts";
import { findIssuedWithKey } from "./certificates.ts";
import { loadIssued, loadIssuedById } from "./issued.ts";
import { createPipeline } from "./pipeline.ts";
import { toBureauCertificateView } from "./shapes.ts";
import { checkIssued, isIntact, verificationStatus } from "./verify.ts";

/** Verification status may change (tampering is what it detects): clients revalidate every time. */
const STATUS_CACHE_CONTROL = "no-cache";

/** One batch item's failure, written like the problem+json body the single call would answer with. */
const itemProblem = (problem: HttpProblem) => ({
  type: `${PROBLEM_BASE}${problem.type}`,
  title: problem.title,
  status: problem.status,
  ...(problem.detail === undefined ? {} : { detail: problem.detail }),
  ...(problem.errors === undefined ? {} : { errors: problem.errors }),
});

/**
 * The protection pipeline and the bureau: `/api/pipeline/*`, `/api/bureau/*` (openapi/bureau.yaml).
 * `signing` is the app's one signing service, shared with the signing routes.
 */
export const bureauRouter = (ctx: AppContext, signing: SigningService): Router => {
  const router = Router();
  const { db, config } = ctx;
  const base = config.publicBaseUrl;
  const pipeline = createPipeline({ db, signing, logger: ctx.logger });

  router.post("/api/pipeline/protect", idempotent(ctx, { scope: "bureau.protect" }), async (req, res) => {
    const ownerId = caller(req).id;
    const registration = checkRegistration(req.body as RightsInput, "/body");
    if (registration instanceof HttpProblem) throw registration;
    const idempotencyKey = (res.locals.idempotency as IdempotencyLocals | undefined)?.key;
    if (idempotencyKey !== undefined) {
      // A certificate issued by an earlier request with this key whose response was never recorded.
      const earlier = await findIssuedWithKey(db, ownerId, idempotencyKey);
      const issued = earlier && (await loadIssued(db, signing.keys, earlier));
      if (issued) {
        if (!sameRegistration(issued.object, registration)) {
          throw unprocessable("This Idempotency-Key was already used with another request; use a new key.", {
            type: "idempotency-key-reused",
          });
        }
        res.status(201).json(toBureauCertificateView(issued, base));
        return;
      }
    }
    const [outcome] = await pipeline.protect(ownerId, [{ registration, idempotencyKey }]);
    if (outcome instanceof HttpProblem) throw outcome;
    res.status(201).json(toBureauCertificateView(outcome!, base));
  });

  router.post("/api/pipeline/protect-batch", idempotent(ctx, { scope: "bureau.protect-batch" }), async (req, res) => {
    const ownerId = caller(req).id;
    const { items } = req.body as { items: RightsInput[] };
    const checked = items.map((item, index) => checkRegistration(item, `/body/items/${index}`));
    const valid = checked.flatMap((c, index) => (c instanceof HttpProblem ? [] : [{ index, registration: c }]));
    const outcomes = await pipeline.protect(
      ownerId,
      valid.map(({ registration }) => ({ registration })),
      { batch: true },
    );
    const byIndex = new Map(valid.map(({ index }, position) => [index, outcomes[position]!]));
    const results = checked.map((check, index) => {
      const outcome = check instanceof HttpProblem ? check : byIndex.get(index)!;
      return outcome instanceof HttpProblem
        ? { index, ok: false as const, error: itemProblem(outcome) }
        : { index, ok: true as const, certificate: toBureauCertificateView(outcome, base) };
    });
    const protectedCount = results.filter((r) => r.ok).length;
    res.json({ protected: protectedCount, failed: results.length - protectedCount, items: results });
  });

  // Public: the owner embeds it on other sites. It states the certificate and whether it verifies now.
  router.get("/api/bureau/cert/:certId/embed", async (req, res) => {
    const certId = req.params.certId as string;
    const issued = await loadIssuedById(db, signing.keys, certId);
    if (!issued) {
      throw notFound(`No bureau certificate ${certId}.`, {
        type: "bureau-certificate-not-found",
        title: "Certificate not found",
      });
    }
    const intact = isIntact(await checkIssued(signing.keys, issued));
    sendBadge(
      res,
      renderBadge({
        id: issued.cert.id,
        heading: "Bureau certificate",
        title: issued.object.title,
        kind: issued.object.kind,
        registeredAt: issued.object.createdAt,
        contentSha256: issued.object.contentSha256,
        verifyUrl: `${base}/api/bureau/verify/status/${issued.cert.id}`,
        status: intact
          ? { ok: true, text: "\u2713 Ed25519 signature verified \u00b7 Berne Convention, WCT, TRIPS" }
          : { ok: false, text: "\u2717 This certificate no longer verifies" },
      }),
    );
  });

  router.get("/api/bureau/verify/status/:id", async (req, res) => {
    const status = await verificationStatus(db, signing.keys, req.params.id as string);
    res.setHeader("Cache-Control", STATUS_CACHE_CONTROL).json(status);
  });

  return router;
};
