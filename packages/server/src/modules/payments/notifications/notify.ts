import { type CommonQueryMethods, type FragmentSqlToken, sql } from "slonik";
import { type SealingKeys, sealBytes, unsealBytes } from "../../../sealing/seal.ts";
import { newNotificationId } from "../ids.ts";

/**
 * The kinds of notification (openapi/payments.yaml, `NotificationKind`): each area of the module
 * raises its own with `notify`, inside the transaction of the change it reports.
 */
export const NOTIFICATION_KINDS = [
  "transfer.received",
  "deposit.completed",
  "request.paid",
  "request.refunded",
  "refund.received",
  "payout.settled",
  "payout.rejected",
  "payout.failed",
  "kyc.approved",
  "kyc.rejected",
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A notification as stored, its details sealed. */
export type NotificationRow = {
  id: string;
  kind: NotificationKind;
  data: Buffer;
  read_at: string | null;
  created_at: string;
};

export const NOTIFICATION_COLUMNS = sql.fragment`id, kind, data, read_at, created_at`;

/** A notification's details: ids and amounts (JSON numbers of KZT), shown to its user as they are. */
export type NotificationData = Record<string, string | number | boolean | null>;

const aad = (id: string) => `payment_notifications:${id}:data`;

/**
 * A notification for the user `userId` names (an id, or an SQL expression for it), sealed, as the
 * body of an INSERT: `INSERT INTO payment_notifications (id, user_id, kind, data) ${row}`. It inserts
 * nothing when the user muted its kind; `gate`, a condition, may hold it back too.
 */
export const notificationRow = (
  keys: SealingKeys,
  note: { userId: string | FragmentSqlToken; kind: NotificationKind; data: NotificationData },
  gate: FragmentSqlToken = sql.fragment`TRUE`,
): FragmentSqlToken => {
  const id = newNotificationId();
  const data = sealBytes(keys, aad(id), Buffer.from(JSON.stringify(note.data), "utf8"));
  const userId = typeof note.userId === "string" ? sql.fragment`${note.userId}::text` : note.userId;
  return sql.fragment`
    SELECT ${id}, ${userId}, ${note.kind}, ${sql.binary(data)}
    WHERE (${gate}) AND NOT EXISTS (
      SELECT 1 FROM payment_notification_mutes WHERE user_id = ${userId} AND kind = ${note.kind}
    )`;
};

/**
 * Records a notification for `userId`, unless they muted its kind (`PATCH
 * /api/payments/notifications/preferences`): one statement, so it joins the caller's transaction and
 * happens exactly when the change it reports commits. The details are sealed (they may name people).
 */
export const notify = async (
  db: CommonQueryMethods,
  keys: SealingKeys,
  note: { userId: string; kind: NotificationKind; data: NotificationData },
): Promise<void> => {
  await db.query(
    sql.unsafe`INSERT INTO payment_notifications (id, user_id, kind, data) ${notificationRow(keys, note)}`,
  );
};

/** A stored notification's details, opened. */
export const openNotificationData = (keys: SealingKeys, id: string, data: Buffer): NotificationData =>
  JSON.parse(unsealBytes(keys, aad(id), data, `notification ${id}`).toString("utf8")) as NotificationData;
