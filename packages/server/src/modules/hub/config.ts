import type { Env } from "../../env.ts";

/** The hub's settings (docs/configuration.md). */
export type HubConfig = {
  /** METRICS_TOKEN: when set, `GET /metrics` requires it as `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
};

export const hubConfigFromEnv = (env: Env): HubConfig => {
  const token = env.METRICS_TOKEN;
  if (token !== undefined && token !== "" && token.length < 16) {
    throw new Error("METRICS_TOKEN must be at least 16 characters");
  }
  return { metricsToken: token || undefined };
};
