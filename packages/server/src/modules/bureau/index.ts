// Public surface of the bureau module: other modules import from here only.
import { defineModule } from "../../platform/module.ts";
import { BUREAU_IDS } from "./ids.ts";
import { bureauOperations } from "./operations.ts";

/** The protection pipeline and the bureau's certificates; listed in the catalog under "rights". */
export const bureauModule = defineModule({
  segment: "bureau",
  migrations: new URL("./migrations/", import.meta.url),
  ids: BUREAU_IDS,
  create: (ctx, { services }) => {
    const { signing } = services;
    if (!signing) throw new Error("the bureau module signs through the signing module: list it after signing");
    return {
      handlers: bureauOperations(ctx, signing),
      // These operations keep the idempotency scope that the keys stored for them carry.
      bindOptions: { idempotencyScope: { protectWork: "bureau.protect", protectWorkBatch: "bureau.protect-batch" } },
    };
  },
});
