import { type Env, int, list } from "../../env.ts";
import type { PartnerWebhookSettings } from "../../http/webhook-hmac.ts";

/**
 * The partner webhook receivers' settings (docs/configuration.md): each partner's secrets (several
 * during a rotation; none disables its receiver), whether only HMAC is accepted, and the allowed skew.
 */
export type EarningsConfig = PartnerWebhookSettings & {
  /** RIGHTS_WEBHOOK_SECRET, CHESS_WEBHOOK_SECRET, REGISTRY_WEBHOOK_SECRET: comma lists. */
  webhookSecrets: { rights: string[]; chess: string[]; registry: string[] };
  /** WEBHOOK_REQUIRE_HMAC=1: the fallback secret headers (X-Rights-Secret, …) are refused. */
  webhookRequireHmac: boolean;
  /** WEBHOOK_TOLERANCE_SECONDS: allowed clock skew of X-Svc-Timestamp, either way. */
  webhookToleranceSeconds: number;
};

export const earningsConfigFromEnv = (env: Env): EarningsConfig => ({
  webhookSecrets: {
    rights: list(env.RIGHTS_WEBHOOK_SECRET),
    chess: list(env.CHESS_WEBHOOK_SECRET),
    registry: list(env.REGISTRY_WEBHOOK_SECRET),
  },
  webhookRequireHmac: env.WEBHOOK_REQUIRE_HMAC === "1",
  webhookToleranceSeconds: int(env, "WEBHOOK_TOLERANCE_SECONDS", 300, 1),
});
