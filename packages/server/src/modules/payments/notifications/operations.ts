import { sql } from "slonik";
import type { AppContext } from "../../../context.ts";
import { parsePageQuery } from "../../../http/pagination.ts";
import { fetchPage } from "../../../persistence/pages.ts";
import type { OperationHandlers, Schema } from "../../../platform/operations.ts";
import type { PaymentsConfig } from "../config.ts";
import { NOTIFICATION_KINDS, type NotificationKind, openNotificationData } from "./notify.ts";

type NotificationRow = { id: string; kind: NotificationKind; data: Buffer; read_at: string | null; created_at: string };

type Preferences = Schema<"PaymentNotificationPreferences">;

/** Notifications and their preferences (openapi/payments.yaml). */
export const notificationOperations = (ctx: AppContext, config: PaymentsConfig): OperationHandlers => {
  const { db } = ctx;
  const keys = () => config.personalDataKeys();

  const preferencesOf = async (userId: string): Promise<Preferences> => {
    const muted = new Set(
      (await db.anyFirst(sql.unsafe`
        SELECT kind FROM payment_notification_mutes WHERE user_id = ${userId}`)) as readonly string[],
    );
    return {
      kinds: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, !muted.has(kind)])) as Preferences["kinds"],
    };
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
          columns: sql.fragment`id, kind, data, read_at, created_at`,
          from: sql.fragment`payment_notifications`,
          where: unread ? sql.fragment`user_id = ${userId} AND read_at IS NULL` : sql.fragment`user_id = ${userId}`,
          orderBy: "id",
          map: (row: NotificationRow) => ({
            id: row.id,
            kind: row.kind,
            data: openNotificationData(k, row.id, row.data),
            read: row.read_at !== null,
            createdAt: row.created_at,
          }),
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
