import type { AppContext } from "../../context.ts";
import { parsePageQuery } from "../../http/pagination.ts";
import type { OperationHandlers } from "../../platform/operations.ts";
import type { SigningService } from "../signing/index.ts";
import type { RegistryConfig } from "./config.ts";
import { checkSubmission } from "./intake.ts";
import { artifactSummary, artifactVersionView, artifactView, validatorView } from "./presenters.ts";
import { registryProblems } from "./problems.ts";
import { requiredWeight, thresholdNumber } from "./quorum.ts";
import { findArtifact, latestVersions, recentArtifacts, registryTotals } from "./store.ts";
import { submitArtifact } from "./submit.ts";
import { createValidatorKeys } from "./validator-keys.ts";

/** The public artifact page shows at most this many versions (the latest); `versionCount` tells them all. */
const PAGE_VERSIONS = 100;

/**
 * The certification registry (openapi/registry.yaml): submissions, artifacts, validators, statistics.
 * `/api/registry/payouts*` belongs to the earnings module. Only submitting needs a token. `signing`: the
 * app's one signing service, whose key store finds and caches the receipts' public keys, and whose
 * key-encryption keys wrap the validators' keys.
 */
export const registryOperations = (
  ctx: AppContext,
  config: RegistryConfig,
  signing: SigningService,
): OperationHandlers => {
  const { db } = ctx;
  const { quorum } = config;
  const { keys } = signing;
  const validators = createValidatorKeys(db, config.validators, signing.keyEncryption, ctx.logger);

  return {
    submitRegistryArtifact: async ({ caller, body }) => {
      const owner = caller();
      const ownerId = owner.id;
      const checked = await checkSubmission(db, keys, ownerId, body);
      const version = await submitArtifact(db, await validators.all(), quorum, {
        ownerId,
        ownerSince: new Date(owner.created_at),
        artifactType: body.artifactType,
        checked,
      });
      return {
        status: 201,
        headers: { Location: `/api/registry/artifacts/${encodeURIComponent(version.artifactId)}/public` },
        body: artifactVersionView({ ownerId, rightsCertId: checked.certificate.id }, version),
      };
    },

    listRecentRegistryArtifacts: async ({ query }) => {
      const page = await recentArtifacts(db, parsePageQuery(query));
      return { status: 200, body: { ...page, items: page.items.map(artifactSummary) } };
    },

    getRegistryArtifactPublic: async ({ params }) => {
      const artifact = await findArtifact(db, params.id);
      if (!artifact) throw registryProblems.artifactNotFound(params.id);
      const { versionCount, versions } = await latestVersions(db, params.id, PAGE_VERSIONS);
      return {
        status: 200,
        body: {
          artifact: artifactView(artifact, versionCount),
          versions: versions.map((version) => artifactVersionView(artifact, version)),
        },
      };
    },

    listRegistryValidators: async () => {
      const all = await validators.all();
      const totalWeight = all.reduce((sum, v) => sum + v.weight, 0);
      return {
        status: 200,
        body: {
          threshold: thresholdNumber(quorum),
          quorum,
          totalWeight,
          requiredWeight: requiredWeight(totalWeight, quorum),
          validators: all.map(validatorView),
        },
      };
    },

    getRegistryStats: async () => {
      const totals = await registryTotals(db);
      return {
        status: 200,
        body: {
          totalArtifacts: totals.totalArtifacts,
          verifiedCount: totals.verifiedCount,
          trustWeight: totals.castWeight === 0 ? 0 : totals.approvedWeight / totals.castWeight,
          approvedWeight: totals.approvedWeight,
          castWeight: totals.castWeight,
        },
      };
    },
  };
};
