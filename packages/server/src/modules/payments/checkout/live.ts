import { type DatabasePool, sql } from "slonik";
import type { Prepare } from "../../../db/prepared.ts";
import { unauthorized } from "../../../http/problem.ts";
import type { SealingKeys } from "../../../sealing/seal.ts";
import { type Acquirer, AcquirerError, AcquirerNotificationRefused } from "../acquirer/acquirer.ts";
import { acquirerUnavailable } from "../acquirer/problems.ts";
import { checkoutOfAcquirerPayment, completeAcquirerCheckout } from "./store.ts";

/**
 * Live deposits through the acquirer: the payer pays on the acquirer's page, and the acquirer's signed
 * notifications drive the rest. A notification is never taken at its word: its id is claimed once (a
 * repeat is acknowledged and not applied), then the payment's state is read back from the acquirer; an
 * authorized payment is captured (keyed by the session, so retries and racing notifications capture once)
 * and a captured one completes its session, crediting the wallet once. Whatever order notifications come
 * in, the wallet is credited exactly when the acquirer holds the money.
 */

export type NotificationResult = { received: true; duplicate: boolean };

export const acquirerNotifications = (deps: {
  db: DatabasePool;
  acquirer: Acquirer;
  keys: () => SealingKeys;
  prepare: Prepare;
}) => {
  const { db, acquirer } = deps;

  /** Brings the session of a payment to what the acquirer says of the payment. */
  const settle = async (paymentId: string): Promise<void> => {
    const session = await checkoutOfAcquirerPayment(db, paymentId);
    if (session === null || session.status === "completed") return;
    let payment = await acquirer.payment(paymentId);
    if (payment.status === "authorized") {
      try {
        payment = await acquirer.capture(paymentId, session.amount, `capture-${session.id}`);
      } catch (err) {
        // Captured meanwhile (another notification, another instance): the state says so.
        if (!(err instanceof AcquirerError && err.code === "payment_not_capturable")) throw err;
        payment = await acquirer.payment(paymentId);
      }
    }
    if (payment.status === "captured" && payment.capturedAmount === session.amount) {
      await completeAcquirerCheckout(db, deps.keys(), paymentId, deps.prepare);
    }
  };

  return async (signature: string | undefined, rawBody: Buffer): Promise<NotificationResult> => {
    let event: ReturnType<Acquirer["verifyNotification"]>;
    try {
      event = acquirer.verifyNotification(signature, rawBody);
    } catch (err) {
      if (err instanceof AcquirerNotificationRefused) {
        throw unauthorized(`The notification is not the acquirer's: ${err.message}.`, {
          type: "acquirer-signature-invalid",
        });
      }
      throw err;
    }
    const objectId = typeof event.object.id === "string" ? event.object.id : null;
    const claimed = await db.maybeOneFirst(sql.unsafe`
      INSERT INTO payment_acquirer_events (id, type, object_id) VALUES (${event.id}, ${event.type}, ${objectId})
      ON CONFLICT (id) DO NOTHING RETURNING id`);
    if (claimed === null) return { received: true, duplicate: true };
    try {
      if (event.type.startsWith("payment.") && objectId !== null) await settle(objectId);
    } catch (err) {
      // Not applied: give the id back, so the acquirer's next attempt is applied.
      await db.query(sql.unsafe`DELETE FROM payment_acquirer_events WHERE id = ${event.id}`);
      if (err instanceof AcquirerError && err.failure === "unavailable") throw acquirerUnavailable(err);
      throw err;
    }
    return { received: true, duplicate: false };
  };
};
