import type { Schema } from "../../../platform/operations.ts";
import type { SealingKeys } from "../../../sealing/seal.ts";
import { NOTIFICATION_KINDS, type NotificationRow, openNotificationData } from "./notify.ts";

/** Notifications as the contract's shapes (openapi/payments.yaml). */

/** A notification, its details opened. */
export const paymentNotificationView = (
  keys: SealingKeys,
  row: NotificationRow,
  livemode: boolean,
): Schema<"PaymentNotification"> => ({
  id: row.id,
  livemode,
  kind: row.kind,
  data: openNotificationData(keys, row.id, row.data),
  read: row.read_at !== null,
  createdAt: row.created_at,
});

type Preferences = Schema<"PaymentNotificationPreferences">;

/** Every kind, on unless the user muted it. */
export const paymentNotificationPreferencesView = (muted: ReadonlySet<string>): Preferences => ({
  kinds: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, !muted.has(kind)])) as Preferences["kinds"],
});
