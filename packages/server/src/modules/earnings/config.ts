import { commaList, type Env, flag, integer } from "../../env.ts";
import type { PartnerWebhookSettings } from "../../http/webhook-hmac.ts";

/**
 * The partner webhook receivers' settings (docs/configuration.md): each partner's secrets (several
 * during a rotation; none disables its receiver), whether only HMAC is accepted, and the allowed skew.
 */
export type EarningsConfig = PartnerWebhookSettings & {
  webhookSecrets: { rights: string[]; chess: string[]; registry: string[] };
  /** The fallback secret headers (X-Rights-Secret, …) are refused. */
  webhookRequireHmac: boolean;
  /** Allowed clock skew of X-Svc-Timestamp, either way. */
  webhookToleranceSeconds: number;
};

const secrets = (name: string, partner: string) =>
  commaList(name, {
    format: "comma list of secrets",
    description: `shared secret(s) of the ${partner} partner; comma-separate several to rotate; unset, its receiver answers 503`,
  });
const RIGHTS_WEBHOOK_SECRET = secrets("RIGHTS_WEBHOOK_SECRET", "rights");
const CHESS_WEBHOOK_SECRET = secrets("CHESS_WEBHOOK_SECRET", "chess");
const REGISTRY_WEBHOOK_SECRET = secrets("REGISTRY_WEBHOOK_SECRET", "registry");
const WEBHOOK_REQUIRE_HMAC = flag("WEBHOOK_REQUIRE_HMAC", {
  description: "`1` refuses the fallback secret headers (`X-Rights-Secret`, …): HMAC only",
});
const WEBHOOK_TOLERANCE_SECONDS = integer("WEBHOOK_TOLERANCE_SECONDS", {
  default: 300,
  min: 1,
  description: "allowed clock skew of a webhook timestamp, either way",
});

export const EARNINGS_SETTINGS = [
  RIGHTS_WEBHOOK_SECRET,
  CHESS_WEBHOOK_SECRET,
  REGISTRY_WEBHOOK_SECRET,
  WEBHOOK_REQUIRE_HMAC,
  WEBHOOK_TOLERANCE_SECONDS,
];

export const earningsConfigFromEnv = (env: Env): EarningsConfig => ({
  webhookSecrets: {
    rights: RIGHTS_WEBHOOK_SECRET.read(env),
    chess: CHESS_WEBHOOK_SECRET.read(env),
    registry: REGISTRY_WEBHOOK_SECRET.read(env),
  },
  webhookRequireHmac: WEBHOOK_REQUIRE_HMAC.read(env),
  webhookToleranceSeconds: WEBHOOK_TOLERANCE_SECONDS.read(env),
});
