import type { Logger } from "pino";
import type { DatabasePool } from "slonik";
import { HttpProblem, internalError, serviceUnavailable } from "../../http/problem.ts";
import { unlogged } from "../../transparency/entry.ts";
import {
  certificateDocument,
  insertRightsObject,
  newRightsObject,
  type Registration,
  type RightsObject,
} from "../rights/index.ts";
import type { Signed, SigningService, SignOutcome, UsableKey } from "../signing/index.ts";
import { attestCertificate } from "./attestation.ts";
import { AlreadyIssued, type BureauCertificate, insertCertificate, type RecordedAs } from "./certificates.ts";
import { newBureauCertificateId } from "./ids.ts";
import type { Issued } from "./issued.ts";
import { treatiesFor } from "./treaties.ts";

/** Thrown inside a transaction to roll it back when the signing key changed before the receipt was written. */
class KeyChanged extends Error {
  readonly problem: HttpProblem;
  constructor(problem: HttpProblem) {
    super(problem.detail ?? problem.title);
    this.problem = problem;
  }
}

/** `recordedAs`: the Idempotency-Key (and batch position) stored on the certificate (certificates.ts). */
export type ProtectItem = { registration: Registration; recordedAs?: RecordedAs };

/**
 * The protection pipeline: for each item, register the rights object, sign its certificate document
 * (rights/certificate.ts) with the owner's current Ed25519 key through the signing service (a v2
 * receipt, attested by the platform key), and issue a bureau certificate citing the treaties, holding
 * that receipt, itself attested by the platform key (attestation.ts). Signing happens first, outside
 * any transaction (it reads keys); then ONE transaction per item writes the rights object, the receipt
 * and the certificate, so an item is either fully protected or leaves nothing behind. Items are
 * independent: one failing never undoes another. When the owner's key is rotated between signing and
 * writing, the receipt INSERT refuses it, the item's transaction rolls back, and the item is signed once
 * more with the key read afresh.
 */
export const createPipeline = (deps: { db: DatabasePool; signing: SigningService; logger: Logger }) => {
  const { db, signing, logger } = deps;

  const writeOne = async (
    item: ProtectItem,
    signed: Signed,
    object: RightsObject,
    platform: UsableKey,
  ): Promise<Issued> => {
    const fields = {
      id: newBureauCertificateId(),
      rightsObjectId: object.id,
      ownerId: object.ownerId,
      receiptId: signed.receipt.id,
      treaties: treatiesFor(object.kind),
      issuedAt: signed.receipt.createdAt,
    };
    const unwritten: BureauCertificate = {
      ...fields,
      attestation: attestCertificate(platform, fields),
      transparency: unlogged(),
    };
    // The object, receipt and certificate as written: each with its index in the transparency log.
    const { stored, receipt, cert } = await db.transaction(async (tx) => {
      const stored = await insertRightsObject(tx, object, undefined);
      const [written] = await signing.signer.writeWithin(tx, [signed]);
      if (written instanceof HttpProblem) throw new KeyChanged(written);
      const cert = await insertCertificate(tx, unwritten, item.recordedAs);
      return { stored, receipt: (written as Signed).receipt, cert };
    });
    // The public half only: nothing downstream needs (or should hold) the private key.
    const { privateKey: _, ...key } = signed.key;
    return { cert, object: { ...stored, bureauCertId: cert.id }, receipt, key };
  };

  /**
   * One outcome per item, in order: the issued certificate or that item's problem. With `batch`, an
   * unexpected failure (a database error) becomes that item's 500 problem; otherwise it is thrown.
   */
  const protect = async (
    ownerId: string,
    items: ProtectItem[],
    options: { batch?: boolean } = {},
  ): Promise<(Issued | HttpProblem)[]> => {
    const results: (Issued | HttpProblem | undefined)[] = items.map(() => undefined);
    let pending = items.map((_, index) => index);
    for (let attempt = 0; attempt < 2 && pending.length > 0; attempt++) {
      const objects = pending.map((index) => newRightsObject(ownerId, items[index]!.registration));
      const prepared: SignOutcome[] = await signing.signer.prepare(
        ownerId,
        objects.map((object) => ({ payload: certificateDocument(object) })),
        "v2",
        { fresh: attempt > 0 },
      );
      // The platform key prepare just read (cached), read outside any transaction like every key.
      const platform = await signing.keys.platformKey();
      const retry: number[] = [];
      for (const [position, index] of pending.entries()) {
        const outcome = prepared[position]!;
        if (outcome instanceof HttpProblem) {
          results[index] = outcome;
          continue;
        }
        try {
          results[index] = await writeOne(items[index]!, outcome, objects[position]!, platform);
        } catch (err) {
          if (err instanceof KeyChanged) {
            if (attempt === 0) retry.push(index);
            else results[index] = err.problem;
          } else if (!options.batch) {
            throw err;
          } else if (err instanceof AlreadyIssued) {
            // Another request holding the same key (one that took over its abandoned lease) issued it.
            results[index] = serviceUnavailable(
              "This item was issued by another request with this key; send it again.",
              {
                headers: { "Retry-After": "1" },
              },
            );
          } else {
            // A batch reports an unexpected failure on its item and carries on with the others.
            logger.error({ err, item: index }, "protecting a batch item failed");
            results[index] = internalError("This item could not be protected; send it again.");
          }
        }
      }
      pending = retry;
    }
    return results as (Issued | HttpProblem)[];
  };

  return { protect };
};

export type Pipeline = ReturnType<typeof createPipeline>;
