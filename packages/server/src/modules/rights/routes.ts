import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/auth.ts";
import { idempotencyKeyOf, idempotencyKeyReused, idempotent } from "../../http/idempotency.ts";
import { notFound } from "../../http/problem.ts";
import { renderBadge, sendBadge } from "./badge.ts";
import {
  findRegisteredWithKey,
  findRightsObjectView,
  insertRightsObject,
  newRightsObject,
  registrationFromBody,
  sameRegistration,
} from "./objects.ts";
import { toRightsObjectView, verifyUrl } from "./shapes.ts";

const rightsObjectNotFound = (id: string) =>
  notFound(`No rights object ${id}.`, { type: "rights-object-not-found", title: "Rights object not found" });

/** Authorship registration: `/api/rights/objects`, `/api/rights/embed` (openapi/rights.yaml). */
export const rightsRouter = (ctx: AppContext): Router => {
  const router = Router();
  const { db, config } = ctx;
  const base = config.publicBaseUrl;

  router.post("/api/rights/objects", idempotent(ctx, { scope: "rights.objects" }), async (req, res) => {
    const ownerId = caller(req).id;
    const registration = registrationFromBody(req.body);
    const key = idempotencyKeyOf(res);
    if (key !== undefined) {
      // The middleware replays recorded responses; this finds an object whose response was never recorded.
      const earlier = await findRegisteredWithKey(db, ownerId, key);
      if (earlier) {
        if (!sameRegistration(earlier, registration)) {
          throw idempotencyKeyReused();
        }
        res.status(201).location(`/api/rights/objects/${earlier.id}`).json(toRightsObjectView(earlier, base));
        return;
      }
    }
    const object = newRightsObject(ownerId, registration);
    await insertRightsObject(db, object, key);
    res.status(201).location(`/api/rights/objects/${object.id}`).json(toRightsObjectView(object, base));
  });

  router.get("/api/rights/objects/:id", async (req, res) => {
    const id = req.params.id as string;
    const object = await findRightsObjectView(db, id);
    // Someone else's object is "not found" too: its existence is not the caller's business.
    if (!object || object.ownerId !== caller(req).id) throw rightsObjectNotFound(id);
    res.json(toRightsObjectView(object, base));
  });

  // Public: the owner puts it on third-party pages. It shows what the certificate states (title, kind,
  // date, id, digest), never the owner or the description.
  router.get("/api/rights/embed/:id", async (req, res) => {
    const id = req.params.id as string;
    const object = await findRightsObjectView(db, id);
    if (!object) throw rightsObjectNotFound(id);
    sendBadge(
      res,
      renderBadge({
        id: object.id,
        heading: "Rights certificate",
        title: object.title,
        kind: object.kind,
        registeredAt: object.createdAt,
        contentSha256: object.contentSha256,
        verifyUrl: verifyUrl(base, object.bureauCertId ?? object.id),
      }),
    );
  });

  return router;
};
