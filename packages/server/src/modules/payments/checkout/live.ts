import type { DatabasePool } from "slonik";
import type { Prepare } from "../../../db/prepared.ts";
import type { SealingKeys } from "../../../sealing/seal.ts";
import { type Acquirer, AcquirerError } from "../acquirer/acquirer.ts";
import { checkoutOfAcquirerPayment, completeAcquirerCheckout } from "./store.ts";

/**
 * Live deposits through the acquirer: the payer pays on the acquirer's page, and the acquirer's
 * notifications (acquirer/notifications.ts) bring the session to what the acquirer says of the payment,
 * read back rather than taken from the notification: an authorized payment is captured (keyed by the
 * session, so retries and racing notifications capture once) and a captured one completes its session,
 * crediting the wallet once. Whatever order notifications come in, the wallet is credited exactly when
 * the acquirer holds the money.
 */
export const acquirerPaymentSettler =
  (deps: { db: DatabasePool; acquirer: Acquirer; keys: () => SealingKeys; prepare: Prepare }) =>
  async (paymentId: string): Promise<void> => {
    const { db, acquirer } = deps;
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
