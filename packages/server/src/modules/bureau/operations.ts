import type { AppContext } from "../../context.ts";
import { idempotencyKeyReused } from "../../http/idempotency.ts";
import { HttpProblem, problemMembers } from "../../http/problem.ts";
import type { OperationHandlers, Schema } from "../../platform/operations.ts";
import {
  checkRegistration,
  type Registration,
  registrationFromBody,
  renderBadge,
  sameRegistration,
  sendBadge,
  verifyUrl,
} from "../rights/index.ts";
import type { SigningService } from "../signing/index.ts";
import { findBatchItemsWithKey, findIssuedWithKey } from "./certificates.ts";
import { type Issued, loadIssued, loadIssuedById } from "./issued.ts";
import { createPipeline } from "./pipeline.ts";
import { bureauCertificateView } from "./presenters.ts";
import { bureauProblems } from "./problems.ts";
import { checkIssued, isIntact, verificationStatus } from "./verify.ts";

/** Verification status may change (tampering is what it detects): clients revalidate every time. */
const STATUS_CACHE_CONTROL = "no-cache";

/**
 * One batch item's failure, written like the problem+json body the single call would answer with. Its
 * `code` is one the contract lists for items; outside production the response check holds it to that.
 */
const itemProblem = (problem: HttpProblem): Schema<"BatchItemProblem"> => {
  const members = problemMembers(problem);
  return { ...members, code: members.code as Schema<"BatchItemProblem">["code"] };
};

/**
 * The protection pipeline and the bureau: `/api/pipeline/*`, `/api/bureau/*` (openapi/bureau.yaml).
 * `signing` is the app's one signing service (the signing module's).
 */
export const bureauOperations = (ctx: AppContext, signing: SigningService): OperationHandlers => {
  const { db, config } = ctx;
  const base = config.publicBaseUrl;
  const pipeline = createPipeline({ db, signing, logger: ctx.logger });

  /**
   * The items an earlier request with this Idempotency-Key issued, by position: its response was lost
   * (a crash before the middleware recorded it) or it answered 5xx (the middleware freed the key). Each
   * must be the same item again, in a batch of the same size; anything else is the key reused: 422.
   */
  const recordedBatchItems = async (
    ownerId: string,
    idempotencyKey: string,
    checked: (Registration | HttpProblem)[],
  ): Promise<Map<number, Issued>> => {
    const found = new Map<number, Issued>();
    for (const { index, batchSize, cert } of await findBatchItemsWithKey(db, ownerId, idempotencyKey)) {
      const registration = checked[index];
      if (batchSize !== checked.length || registration === undefined || registration instanceof HttpProblem) {
        throw idempotencyKeyReused();
      }
      const issued = await loadIssued(db, signing.keys, cert);
      if (!issued) throw new Error(`bureau certificate ${cert.id} lost its rights object`);
      if (!sameRegistration(issued.object, registration)) throw idempotencyKeyReused();
      found.set(index, issued);
    }
    return found;
  };

  return {
    protectWork: async ({ caller, body, idempotencyKey }) => {
      const ownerId = caller().id;
      const registration = registrationFromBody(body);
      if (idempotencyKey !== undefined) {
        // A certificate issued by an earlier request with this key whose response was never recorded.
        const earlier = await findIssuedWithKey(db, ownerId, idempotencyKey);
        const issued = earlier && (await loadIssued(db, signing.keys, earlier));
        if (issued) {
          if (!sameRegistration(issued.object, registration)) throw idempotencyKeyReused();
          return { status: 201, body: bureauCertificateView(issued, base) };
        }
      }
      const recordedAs = idempotencyKey === undefined ? undefined : { key: idempotencyKey };
      const [outcome] = await pipeline.protect(ownerId, [{ registration, recordedAs }]);
      if (outcome instanceof HttpProblem) throw outcome;
      return { status: 201, body: bureauCertificateView(outcome!, base) };
    },

    protectWorkBatch: async ({ caller, body, idempotencyKey }) => {
      const ownerId = caller().id;
      const { items } = body;
      const checked = items.map((item, index) => checkRegistration(item, `/body/items/${index}`));
      const outcomes = new Map<number, Issued | HttpProblem>(
        idempotencyKey === undefined ? [] : await recordedBatchItems(ownerId, idempotencyKey, checked),
      );
      const toIssue = checked.flatMap((c, index) =>
        c instanceof HttpProblem || outcomes.has(index) ? [] : [{ index, registration: c }],
      );
      const issued = await pipeline.protect(
        ownerId,
        toIssue.map(({ index, registration }) => ({
          registration,
          // Stored on the certificate: a retry with this key finds the item instead of issuing it again.
          recordedAs:
            idempotencyKey === undefined
              ? undefined
              : { key: idempotencyKey, item: { index, batchSize: items.length } },
        })),
        { batch: true },
      );
      for (const [position, { index }] of toIssue.entries()) outcomes.set(index, issued[position]!);
      const results = checked.map((check, index) => {
        const outcome = check instanceof HttpProblem ? check : outcomes.get(index)!;
        return outcome instanceof HttpProblem
          ? { index, ok: false as const, error: itemProblem(outcome) }
          : { index, ok: true as const, certificate: bureauCertificateView(outcome, base) };
      });
      const protectedCount = results.filter((r) => r.ok).length;
      const result = { protected: protectedCount, failed: results.length - protectedCount, items: results };
      const internal = [...outcomes.values()].filter(
        (o): o is HttpProblem => o instanceof HttpProblem && o.status >= 500,
      );
      if (internal.length > 0) {
        // Not a final answer: 5xx makes the idempotency step free the key, and a retry with it
        // finds the issued items by their recorded (key, index) and issues only the failed ones.
        const unavailable = internal.every((p) => p.status === 503);
        throw bureauProblems.batchIncomplete(internal.length, unavailable, result);
      }
      return { status: 200, body: result };
    },

    // Public: the owner embeds it on other sites. It states the certificate and whether it verifies now.
    getBureauCertificateEmbed: async ({ params }) => {
      const issued = await loadIssuedById(db, signing.keys, params.certId);
      if (!issued) {
        throw bureauProblems.certificateNotFound(params.certId);
      }
      const intact = isIntact(await checkIssued(signing.keys, issued));
      const html = renderBadge({
        id: issued.cert.id,
        heading: "Bureau certificate",
        title: issued.object.title,
        kind: issued.object.kind,
        registeredAt: issued.object.createdAt,
        contentSha256: issued.object.contentSha256,
        verifyUrl: verifyUrl(base, issued.cert.id),
        status: intact
          ? { ok: true, text: "\u2713 Ed25519 signature verified \u00b7 Berne Convention, WCT, TRIPS" }
          : { ok: false, text: "\u2717 This certificate no longer verifies" },
      });
      return { status: 200, contentType: "text/html", send: (res) => sendBadge(res, html) };
    },

    getVerificationStatus: async ({ params }) => ({
      status: 200,
      body: await verificationStatus(db, signing.keys, params.id),
      headers: { "Cache-Control": STATUS_CACHE_CONTROL },
    }),
  };
};
