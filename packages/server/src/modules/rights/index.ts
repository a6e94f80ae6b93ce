// Public surface of the rights module: other modules import from here only.
import { defineModule } from "../../platform/module.ts";
import { RIGHTS_IDS } from "./ids.ts";
import { rightsOperations } from "./operations.ts";

export { renderBadge, sendBadge } from "./badge.ts";
export { certificateDocument, findRightsObject } from "./certificate.ts";
export { isRightsObjectId } from "./ids.ts";
export {
  checkRegistration,
  findRightsObjectView,
  insertRightsObject,
  metadataDigest,
  newRightsObject,
  type Registration,
  type RightsInput,
  type RightsObject,
  registrationFromBody,
  sameRegistration,
} from "./objects.ts";
export { rightsObjectView, verifyUrl } from "./presenters.ts";

/** The catalog's "rights" entry covers this module and the bureau (register, protect, verify). */
export const rightsModule = defineModule({
  segment: "rights",
  migrations: new URL("./migrations/", import.meta.url),
  catalog: {
    id: "rights",
    code: "RGT",
    name: "Rights registration",
    summary: "Authorship registration with timestamped certificates, a treaty-citing bureau, and royalties.",
    kind: "product",
    status: "mvp",
    priority: 4,
    tags: ["rights", "certificates", "earnings", "webhooks", "fintech", "verification", "public"],
  },
  ids: RIGHTS_IDS,
  create: (ctx) => ({
    handlers: rightsOperations(ctx),
    // These operations keep the idempotency scope that the keys stored for them carry.
    bindOptions: { idempotencyScope: { createRightsObject: "rights.objects" } },
  }),
});
