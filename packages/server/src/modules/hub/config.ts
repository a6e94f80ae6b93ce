import { type Env, setting } from "../../env.ts";

/** The hub's settings (docs/configuration.md). */
export type HubConfig = {
  metricsToken: string | undefined;
};

const METRICS_TOKEN = setting({
  name: "METRICS_TOKEN",
  format: "text, ≥ 16 characters",
  default: "—",
  description:
    "when set, `GET /metrics` requires `Authorization: Bearer <token>` (401 otherwise); unset, the metrics are public",
  read: (env) => {
    const token = env.METRICS_TOKEN;
    if (token !== undefined && token !== "" && token.length < 16) {
      throw new Error("METRICS_TOKEN must be at least 16 characters");
    }
    return token || undefined;
  },
});

export const HUB_SETTINGS = [METRICS_TOKEN];

export const hubConfigFromEnv = (env: Env): HubConfig => ({ metricsToken: METRICS_TOKEN.read(env) });
