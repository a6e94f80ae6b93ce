import { REGIMES, type RegimeId } from "@trustplane/governance-model";
import type { Schema } from "../../platform/operations.ts";
import type { CommentRecord } from "./social-store.ts";
import type { ArtifactRecord } from "./store.ts";

const REGIME_NAMES = new Map<RegimeId, string>(REGIMES.map((regime) => [regime.id, regime.name]));

export const regimeView = (id: RegimeId): Schema<"ConstitutionArtifactRegime"> => ({
  id,
  name: REGIME_NAMES.get(id) ?? id,
});

/** The public artifact: the author only as their handle (never their id, email or name). */
export const artifactView = (artifact: ArtifactRecord): Schema<"ConstitutionArtifact"> => ({
  id: artifact.id,
  title: artifact.title,
  summary: artifact.summary,
  tags: artifact.tags,
  author: { handle: artifact.handle },
  sliders: artifact.sliders,
  regime: regimeView(artifact.regimeId),
  metrics: artifact.metrics,
  votes: artifact.votes,
  comments: artifact.comments,
  createdAt: artifact.createdAt,
});

export const commentView = (comment: CommentRecord): Schema<"ConstitutionArtifactComment"> => ({
  id: comment.id,
  artifactId: comment.artifactId,
  author: { handle: comment.handle },
  body: comment.body,
  createdAt: comment.createdAt,
});
