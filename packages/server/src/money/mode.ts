import { type Env, setting } from "../env.ts";

/**
 * The deployment's money mode (docs/modules/payments.md, "Test mode and live mode"), as the operator
 * chose it (undefined: not chosen, which is test mode). Declared here, beside the money engine, because
 * more than the payments module shows it: API keys say it in their prefix (`tpk_test_…`, `tpk_live_…`).
 * The payments module lists it among its settings and decides what each mode allows.
 */
export const PAYMENTS_MODE = setting<"test" | "live" | undefined>({
  name: "PAYMENTS_MODE",
  format: "`test` or `live`",
  default: "—",
  description:
    "`test`: no real money, deposits completed by the simulated checkout (the default outside production; every page says so); `live`: real money, deposits through the acquirer (`PAYMENTS_ACQUIRER_*`, required), on a database that has only ever held live payments. API keys made on the server carry the mode in their prefix (`tpk_test_`, `tpk_live_`). With `NODE_ENV=production` and no value, the simulated checkout is refused until the operator sets `test` explicitly",
  read: (env) => {
    const raw = env.PAYMENTS_MODE?.trim() ?? "";
    if (raw === "") return undefined;
    if (raw !== "test" && raw !== "live") throw new Error(`PAYMENTS_MODE must be test or live, got "${raw}"`);
    return raw;
  },
});

/** Whether the deployment moves real money (`PAYMENTS_MODE=live`). */
export const livemodeOf = (env: Env): boolean => PAYMENTS_MODE.read(env) === "live";
