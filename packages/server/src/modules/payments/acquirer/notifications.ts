import { type DatabasePool, sql } from "slonik";
import { unauthorized } from "../../../http/problem.ts";
import { type Acquirer, AcquirerError, AcquirerNotificationRefused } from "./acquirer.ts";
import { acquirerUnavailable } from "./problems.ts";

/**
 * The acquirer's signed notifications (`POST /api/payments/acquirer/notifications`). A notification is
 * never taken at its word: its id is claimed once (a repeat is acknowledged and not applied), then what
 * it is about is read back from the acquirer by the area it belongs to: a payment's by the checkout
 * (checkout/live.ts), a payout's by the payouts (payouts/live.ts). When applying fails, the id is given
 * back, so the acquirer's next attempt is applied.
 */

export type NotificationResult = { received: true; duplicate: boolean };

export const acquirerNotifications = (deps: {
  db: DatabasePool;
  acquirer: Acquirer;
  /** Brings what the acquirer calls this payment or payout to the acquirer's state of it. */
  apply: { payment: (paymentId: string) => Promise<void>; payout: (acquirerPayoutId: string) => Promise<void> };
}) => {
  const { db, acquirer, apply } = deps;

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
      if (objectId !== null) {
        if (event.type.startsWith("payment.")) await apply.payment(objectId);
        else if (event.type.startsWith("payout.")) await apply.payout(objectId);
      }
    } catch (err) {
      // Not applied: give the id back, so the acquirer's next attempt is applied.
      await db.query(sql.unsafe`DELETE FROM payment_acquirer_events WHERE id = ${event.id}`);
      if (err instanceof AcquirerError && err.failure === "unavailable") throw acquirerUnavailable(err);
      throw err;
    }
    return { received: true, duplicate: false };
  };
};
