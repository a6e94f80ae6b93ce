import type { AppContext } from "../../context.ts";
import { idempotencyKeyReused } from "../../http/idempotency.ts";
import type { OperationHandlers } from "../../platform/operations.ts";
import { renderBadge, sendBadge } from "./badge.ts";
import {
  findRegisteredWithKey,
  findRightsObjectView,
  insertRightsObject,
  newRightsObject,
  registrationFromBody,
  sameRegistration,
} from "./objects.ts";
import { rightsObjectView, verifyUrl } from "./presenters.ts";
import { rightsProblems } from "./problems.ts";

const objectLocation = (id: string) => ({ Location: `/api/rights/objects/${id}` });

/** Authorship registration: `/api/rights/objects`, `/api/rights/embed` (openapi/rights.yaml). */
export const rightsOperations = (ctx: AppContext): OperationHandlers => {
  const { db, config } = ctx;
  const base = config.publicBaseUrl;

  return {
    createRightsObject: async ({ caller, body, idempotencyKey }) => {
      const ownerId = caller().id;
      const registration = registrationFromBody(body);
      if (idempotencyKey !== undefined) {
        // Recorded responses are replayed before this runs; this finds an object whose response was never recorded.
        const earlier = await findRegisteredWithKey(db, ownerId, idempotencyKey);
        if (earlier) {
          if (!sameRegistration(earlier, registration)) throw idempotencyKeyReused();
          return { status: 201, body: rightsObjectView(earlier, base), headers: objectLocation(earlier.id) };
        }
      }
      const object = await insertRightsObject(db, newRightsObject(ownerId, registration), idempotencyKey);
      return { status: 201, body: rightsObjectView(object, base), headers: objectLocation(object.id) };
    },

    getRightsObject: async ({ caller, params }) => {
      const object = await findRightsObjectView(db, params.id);
      // Someone else's object is "not found" too: its existence is not the caller's business.
      if (!object || object.ownerId !== caller().id) throw rightsProblems.objectNotFound(params.id);
      return { status: 200, body: rightsObjectView(object, base) };
    },

    // Public: the owner puts it on third-party pages. It shows what the certificate states (title, kind,
    // date, id, digest), never the owner or the description.
    getRightsEmbed: async ({ params }) => {
      const object = await findRightsObjectView(db, params.id);
      if (!object) throw rightsProblems.objectNotFound(params.id);
      const html = renderBadge({
        id: object.id,
        heading: "Rights certificate",
        title: object.title,
        kind: object.kind,
        registeredAt: object.createdAt,
        contentSha256: object.contentSha256,
        verifyUrl: verifyUrl(base, object.bureauCertId ?? object.id),
      });
      return { status: 200, contentType: "text/html", send: (res) => sendBadge(res, html) };
    },
  };
};
