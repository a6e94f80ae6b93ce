import { type Env, integer } from "../../env.ts";

/** The constitution artifacts' settings (docs/configuration.md). */
export type ConstitutionArtifactsConfig = {
  commentsPerHour: number;
  maxArtifactsPerUser: number;
};

const CONSTITUTION_COMMENTS_PER_HOUR = integer("CONSTITUTION_COMMENTS_PER_HOUR", {
  default: 30,
  min: 1,
  description:
    "comments on constitution artifacts per user in any rolling hour (429 `comment-rate-limited` with `Retry-After` beyond)",
});
const CONSTITUTION_MAX_ARTIFACTS_PER_USER = integer("CONSTITUTION_MAX_ARTIFACTS_PER_USER", {
  default: 200,
  description:
    "constitution artifacts a user may have published at once; deleting one frees its place (403 `constitution-artifact-limit` beyond)",
});

export const CONSTITUTION_ARTIFACTS_SETTINGS = [CONSTITUTION_COMMENTS_PER_HOUR, CONSTITUTION_MAX_ARTIFACTS_PER_USER];

export const constitutionArtifactsConfigFromEnv = (env: Env): ConstitutionArtifactsConfig => ({
  commentsPerHour: CONSTITUTION_COMMENTS_PER_HOUR.read(env),
  maxArtifactsPerUser: CONSTITUTION_MAX_ARTIFACTS_PER_USER.read(env),
});
