import { type Env, int } from "../../platform/env.ts";

/** The constitution artifacts' settings (README, "Configuration"). */
export type ConstitutionArtifactsConfig = {
  /** CONSTITUTION_COMMENTS_PER_HOUR: comments one user may write in any rolling hour (default 30). */
  commentsPerHour: number;
};

export const constitutionArtifactsConfigFromEnv = (env: Env): ConstitutionArtifactsConfig => ({
  commentsPerHour: int(env, "CONSTITUTION_COMMENTS_PER_HOUR", 30, 1),
});
