import { evaluate, validateSliders } from "@trustplane/governance-model";
import type { AppContext } from "../../context.ts";
import { lockForTransaction } from "../../db/advisory-lock.ts";
import { parsePageQuery } from "../../http/pagination.ts";
import { validationFailed } from "../../http/problem.ts";
import { idMinter } from "../../ids.ts";
import type { OperationHandlers } from "../../platform/operations.ts";
import type { ConstitutionArtifactsConfig } from "./config.ts";
import { artifactView, commentView, regimeView } from "./presenters.ts";
import { constitutionArtifactProblems } from "./problems.ts";
import {
  addVote,
  commentWait,
  deleteComment,
  ensureHandle,
  insertComment,
  listComments,
  removeVote,
  socialOf,
} from "./social-store.ts";
import {
  artifactExists,
  countOwnArtifacts,
  deleteOwnArtifact,
  findArtifact,
  insertArtifact,
  listArtifacts,
  nearestArtifacts,
  regimeStats,
} from "./store.ts";

/** The id prefixes this module mints (checked unique across modules at start-up). */
export const CONSTITUTION_ARTIFACT_IDS = { "constitution-artifact": "cna", "constitution-comment": "ccm" } as const;
const newArtifactId = idMinter(CONSTITUTION_ARTIFACT_IDS["constitution-artifact"]);
const newCommentId = idMinter(CONSTITUTION_ARTIFACT_IDS["constitution-comment"]);

/** Tags are compared as written (trimmed by the contract's pattern); a repeated tag is kept once. */
const uniqueTags = (tags: readonly string[] | undefined): string[] => [...new Set(tags ?? [])];

/**
 * Constitution artifacts (openapi/constitution-artifacts.yaml): published scenarios classified by the
 * governance model, their statistics, nearest neighbours, votes and comments.
 */
export const constitutionArtifactOperations = (
  ctx: AppContext,
  config: ConstitutionArtifactsConfig,
): OperationHandlers => {
  const { db } = ctx;
  const existing = async (id: string) => {
    const artifact = await findArtifact(db, id);
    if (!artifact) throw constitutionArtifactProblems.artifactNotFound(id);
    return artifact;
  };
  const mustExist = async (id: string) => {
    if (!(await artifactExists(db, id))) throw constitutionArtifactProblems.artifactNotFound(id);
  };

  return {
    publishConstitutionArtifact: async ({ caller, body }) => {
      const owner = caller();
      // The contract has checked the shape; the model's own check is the one that defines a slider.
      const checked = validateSliders(body.sliders);
      if (!checked.ok)
        throw validationFailed("The sliders are not valid.", {
          errors: checked.errors.map((message) => ({ path: "/body/sliders", message })),
        });
      const id = newArtifactId();
      await db.transaction(async (tx) => {
        // One author's artifacts are counted and added one at a time, so the limit holds under concurrent
        // publications (on PostgreSQL; the embedded database serializes transactions anyway).
        await lockForTransaction(tx, `constitution:artifacts:${owner.id}`);
        if ((await countOwnArtifacts(tx, owner.id)) >= config.maxArtifactsPerUser) {
          throw constitutionArtifactProblems.artifactLimit(config.maxArtifactsPerUser);
        }
        await ensureHandle(tx, owner.id);
        await insertArtifact(tx, {
          id,
          ownerId: owner.id,
          title: body.title,
          summary: body.summary ?? null,
          tags: uniqueTags(body.tags),
          sliders: checked.sliders,
          evaluation: evaluate(checked.sliders),
        });
      });
      return {
        status: 201,
        headers: { Location: `/api/registry/constitution-artifacts/${id}` },
        body: artifactView((await findArtifact(db, id))!),
      };
    },

    listConstitutionArtifacts: async ({ query }) => {
      const page = await listArtifacts(db, parsePageQuery(query), query.regime);
      return { status: 200, body: { ...page, items: page.items.map(artifactView) } };
    },

    getConstitutionArtifactStats: async () => {
      const regimes = await regimeStats(db);
      return {
        status: 200,
        body: {
          total: regimes.reduce((sum, regime) => sum + regime.count, 0),
          regimes: regimes.map((regime) => ({
            regime: regimeView(regime.regimeId),
            count: regime.count,
            averageMetrics: regime.averageMetrics,
          })),
        },
      };
    },

    getConstitutionArtifact: async ({ params }) => ({ status: 200, body: artifactView(await existing(params.id)) }),

    deleteConstitutionArtifact: async ({ caller, params }) => {
      if (!(await deleteOwnArtifact(db, params.id, caller().id)))
        throw constitutionArtifactProblems.artifactNotFound(params.id);
      return { status: 204 };
    },

    listSimilarConstitutionArtifacts: async ({ params, query }) => {
      const nearest = await nearestArtifacts(db, await existing(params.id), query.limit ?? 10);
      return {
        status: 200,
        body: { items: nearest.map(({ distance, artifact }) => ({ distance, artifact: artifactView(artifact) })) },
      };
    },

    voteConstitutionArtifact: async ({ caller, params }) => {
      const user = caller();
      await mustExist(params.id);
      // An artifact deleted between the check and the insert fails the foreign key: answered as unknown.
      const state = await addVote(db, params.id, user.id).catch(async (err: unknown) => {
        if (!(await artifactExists(db, params.id))) throw constitutionArtifactProblems.artifactNotFound(params.id);
        throw err;
      });
      return { status: 200, body: { artifactId: params.id, ...state } };
    },

    unvoteConstitutionArtifact: async ({ caller, params }) => {
      const user = caller();
      await mustExist(params.id);
      await removeVote(db, params.id, user.id);
      return { status: 204 };
    },

    commentConstitutionArtifact: async ({ caller, params, body }) => {
      const author = caller();
      await mustExist(params.id);
      const comment = await db
        .transaction(async (tx) => {
          // One author's comments are counted and added one at a time, so the hourly limit holds under
          // concurrent requests (on PostgreSQL; the embedded database serializes transactions anyway).
          await lockForTransaction(tx, `constitution:comments:${author.id}`);
          const wait = await commentWait(tx, author.id, config.commentsPerHour);
          if (wait > 0) throw constitutionArtifactProblems.commentRateLimited(config.commentsPerHour, wait);
          await ensureHandle(tx, author.id);
          return insertComment(tx, { id: newCommentId(), artifactId: params.id, authorId: author.id, body: body.body });
        })
        .catch(async (err: unknown) => {
          if (!(await artifactExists(db, params.id))) throw constitutionArtifactProblems.artifactNotFound(params.id);
          throw err;
        });
      return { status: 201, body: commentView(comment) };
    },

    listConstitutionArtifactComments: async ({ params, query }) => {
      await mustExist(params.id);
      const page = await listComments(db, params.id, parsePageQuery(query));
      return { status: 200, body: { ...page, items: page.items.map(commentView) } };
    },

    deleteConstitutionArtifactComment: async ({ caller, params }) => {
      if (!(await deleteComment(db, params.id, params.commentId, caller().id)))
        throw constitutionArtifactProblems.commentNotFound(params.id, params.commentId);
      return { status: 204 };
    },

    getConstitutionArtifactSocial: async ({ params }) => {
      await mustExist(params.id);
      return { status: 200, body: { artifactId: params.id, ...(await socialOf(db, params.id)) } };
    },
  };
};
