import { type DatabasePool, sql } from "slonik";
import type { Prepare } from "../../../db/prepared.ts";
import { HttpProblem } from "../../../http/problem.ts";
import type { SealingKeys } from "../../../sealing/seal.ts";
import type { Acquirer } from "../acquirer/acquirer.ts";
import { notificationTooEarly } from "../acquirer/problems.ts";
import { decidePayout, type PayoutRow } from "./store.ts";

/**
 * Live payouts after the acquirer took them (`processing`): its notifications (acquirer/notifications.ts)
 * name its payout, whose state is read back from the acquirer rather than taken from the notification.
 * Paid: the payout settles. Failed: it is `failed` and its amount released back to the wallet. Still
 * pending: nothing yet. Each happens once, whatever the notifications' order, repeats or instances: the
 * transition is from `processing` only, and a payout no longer processing is left as it is.
 */
export const acquirerPayoutSettler =
  (deps: { db: DatabasePool; acquirer: Acquirer; keys: () => SealingKeys; prepare: Prepare }) =>
  async (acquirerPayoutId: string): Promise<void> => {
    const { db, acquirer } = deps;
    const row = (await db.maybeOne(sql.unsafe`
      SELECT id, status, amount FROM payment_payouts WHERE acquirer_payout_id = ${acquirerPayoutId}`)) as Pick<
      PayoutRow,
      "id" | "status" | "amount"
    > | null;
    if (row === null) {
      // Reported before the approval that sent it there committed: not yet, the acquirer sends it again.
      const payout = await acquirer.payoutById(acquirerPayoutId);
      const ours = await db.maybeOneFirst(sql.unsafe`
        SELECT status FROM payment_payouts WHERE id = ${payout.reference} AND acquirer_payout_id IS NULL`);
      if (ours === "pending") throw notificationTooEarly();
      return;
    }
    if (row.status !== "processing") return;
    const payout = await acquirer.payoutById(acquirerPayoutId);
    if (payout.status === "pending" || payout.reference !== row.id || payout.amount !== row.amount) return;
    try {
      await decidePayout(
        db,
        deps.keys(),
        row.id,
        payout.status === "paid"
          ? { to: "settled", actorId: null }
          : { to: "failed", actorId: null, reason: "The bank did not pay it out (reported by the acquirer)." },
        deps.prepare,
      );
    } catch (err) {
      // Applied meanwhile (another notification, another instance): it is no longer processing.
      if (!(err instanceof HttpProblem && err.type === "payout-not-pending")) throw err;
    }
  };
