import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/auth.ts";
import { idempotent } from "../../http/idempotency.ts";
import { parsePageQuery } from "../../http/pagination.ts";
import { createSigningService, type SigningService } from "../signing/service.ts";
import { checkSubmission } from "./intake.ts";
import { artifactSummary, artifactVersionView, artifactView, validatorView } from "./presenters.ts";
import { artifactNotFound } from "./problems.ts";
import { requiredWeight, thresholdNumber } from "./quorum.ts";
import { findArtifact, latestVersions, recentArtifacts, registryTotals } from "./store.ts";
import { submitArtifact } from "./submit.ts";
import type { ArtifactType } from "./validator-config.ts";
import { createValidatorKeys } from "./validator-keys.ts";

/** The public artifact page shows at most this many versions (the latest); `versionCount` tells them all. */
const PAGE_VERSIONS = 100;

/**
 * The certification registry: `/api/registry/{submissions,artifacts,validators,stats}` (openapi/registry.yaml).
 * `/api/registry/payouts*` belongs to the earnings module. Only submitting needs a token. `signing`: the
 * app's one signing service, whose key store finds and caches the receipts' public keys.
 */
export const registryRouter = (ctx: AppContext, signing: SigningService = createSigningService(ctx)): Router => {
  const router = Router();
  const { db, config } = ctx;
  const { quorum } = config.registry;
  const { keys } = signing;
  const validators = createValidatorKeys(db, config.registry.validators, config.signingKeyEncryption, ctx.logger);

  router.post("/api/registry/submissions", idempotent(ctx, { scope: "registry.submissions" }), async (req, res) => {
    const owner = caller(req);
    const ownerId = owner.id;
    const body = req.body as { artifactType: ArtifactType; rightsCertId: string; signReceiptId: string };
    const checked = await checkSubmission(db, keys, ownerId, body);
    const version = await submitArtifact(db, await validators.all(), quorum, {
      ownerId,
      ownerSince: new Date(owner.created_at),
      artifactType: body.artifactType,
      checked,
    });
    res
      .status(201)
      .location(`/api/registry/artifacts/${version.artifactId}/public`)
      .json(artifactVersionView({ ownerId, rightsCertId: checked.certificate.id }, version));
  });

  router.get("/api/registry/artifacts/recent", async (req, res) => {
    const page = await recentArtifacts(db, parsePageQuery(req.query));
    res.json({ ...page, items: page.items.map(artifactSummary) });
  });

  router.get("/api/registry/artifacts/:id/public", async (req, res) => {
    const id = req.params.id as string;
    const artifact = await findArtifact(db, id);
    if (!artifact) throw artifactNotFound(id);
    const { versionCount, versions } = await latestVersions(db, id, PAGE_VERSIONS);
    res.json({
      artifact: artifactView(artifact, versionCount),
      versions: versions.map((version) => artifactVersionView(artifact, version)),
    });
  });

  router.get("/api/registry/validators", async (_req, res) => {
    const all = await validators.all();
    const totalWeight = all.reduce((sum, v) => sum + v.weight, 0);
    res.json({
      threshold: thresholdNumber(quorum),
      quorum,
      totalWeight,
      requiredWeight: requiredWeight(totalWeight, quorum),
      validators: all.map(validatorView),
    });
  });

  router.get("/api/registry/stats", async (_req, res) => {
    const totals = await registryTotals(db);
    res.json({
      totalArtifacts: totals.totalArtifacts,
      verifiedCount: totals.verifiedCount,
      trustWeight: totals.castWeight === 0 ? 0 : totals.approvedWeight / totals.castWeight,
      approvedWeight: totals.approvedWeight,
      castWeight: totals.castWeight,
    });
  });

  return router;
};
