import { sql } from "slonik";
import type { AppContext } from "../../../context.ts";
import { parsePageQuery } from "../../../http/pagination.ts";
import { fetchPage } from "../../../persistence/pages.ts";
import type { OperationHandlers, Schema } from "../../../platform/operations.ts";
import type { PaymentsConfig } from "../config.ts";
import { NOTIFICATION_COLUMNS, type NotificationKind, type NotificationRow } from "./notify.ts";
import { paymentNotificationPreferencesView, paymentNotificationView } from "./presenters.ts";

/** Notifications and their preferences (openapi/payments.yaml). */
export const notificationOperations = (ctx: AppContext, config: PaymentsConfig): OperationHandlers => {
  const { db } = ctx;
  const keys = () => config.personalDataKeys();

  const preferencesOf = async (userId: string): Promise<Schema<"PaymentNotificationPreferences">> => {
    const muted = (await db.anyFirst(sql.unsafe`
      SELECT kind FROM payment_notification_mutes WHERE user_id = ${userId}`)) as readonly string[];
    return paymentNotificationPreferencesView(new Set(muted));
  };

  return {
    listPaymentNotifications: async ({ caller, query }) => {
      const userId = caller().id;
      const page = parsePageQuery(query);
      const unread = query.unread === true || (query.unread as unknown) === "true";
      const k = keys();
      return {
        status: 200,
        body: await fetchPage(db, {
          page,
          columns: NOTIFICATION_COLUMNS,
          from: sql.fragment`payment_notifications`,
          where: unread ? sql.fragment`user_id = ${userId} AND read_at IS NULL` : sql.fragment`user_id = ${userId}`,
          orderBy: "id",
          map: (row: NotificationRow) => paymentNotificationView(k, row, config.livemode),
        }),
      };
    },

    markPaymentNotificationsRead: async ({ caller, body }) => {
      const userId = caller().id;
      const which =
        body.all === true ? sql.fragment`TRUE` : sql.fragment`id = ANY(${sql.array(body.ids ?? [], "text")})`;
      const updated = await db.oneFirst(sql.unsafe`
        WITH marked AS (
          UPDATE payment_notifications SET read_at = now()
          WHERE user_id = ${userId} AND read_at IS NULL AND ${which}
          RETURNING 1
        )
        SELECT count(*)::int FROM marked`);
      return { status: 200, body: { updated: Number(updated) } };
    },

    getPaymentNotificationPreferences: async ({ caller }) => ({ status: 200, body: await preferencesOf(caller().id) }),

    updatePaymentNotificationPreferences: async ({ caller, body }) => {
      const userId = caller().id;
      const changes = Object.entries(body.kinds) as [NotificationKind, boolean][];
      const mute = changes.filter(([, on]) => !on).map(([kind]) => kind);
      const unmute = changes.filter(([, on]) => on).map(([kind]) => kind);
      await db.transaction(async (tx) => {
        if (mute.length > 0) {
          await tx.query(sql.unsafe`
            INSERT INTO payment_notification_mutes (user_id, kind)
            SELECT ${userId}, kind FROM unnest(${sql.array(mute, "text")}) AS kind
            ON CONFLICT DO NOTHING`);
        }
        if (unmute.length > 0) {
          await tx.query(sql.unsafe`
            DELETE FROM payment_notification_mutes WHERE user_id = ${userId} AND kind = ANY(${sql.array(unmute, "text")})`);
        }
      });
      return { status: 200, body: await preferencesOf(userId) };
    },
  };
};
