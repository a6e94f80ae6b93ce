import { type Env, int } from "../../env.ts";

/** The constitution artifacts' settings (docs/configuration.md). */
export type ConstitutionArtifactsConfig = {
  /** CONSTITUTION_COMMENTS_PER_HOUR: comments one user may write in any rolling hour (default 30). */
  commentsPerHour: number;
  /** CONSTITUTION_MAX_ARTIFACTS_PER_USER: artifacts one user may have published at once (default 200); deleting one frees its place. */
  maxArtifactsPerUser: number;
};

export const constitutionArtifactsConfigFromEnv = (env: Env): ConstitutionArtifactsConfig => ({
  commentsPerHour: int(env, "CONSTITUTION_COMMENTS_PER_HOUR", 30, 1),
  maxArtifactsPerUser: int(env, "CONSTITUTION_MAX_ARTIFACTS_PER_USER", 200, 0),
});
