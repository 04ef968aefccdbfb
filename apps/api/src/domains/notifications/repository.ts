// Notifications' data (decision 0049): one event for one user, written by the domain that decides
// something concerning them (an approval step waiting or decided, a return request decided), in
// the same transaction as the decision; listed newest first, counted unread, marked read by their
// owner only. Cost: a notify is one insert; the bell's count one indexed count (partial index on
// the unread rows); a page two queries.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What happened, for the portal's text (`notifications.kind.<kind>`). */
export const NOTIFICATION_KINDS = [
  'APPROVAL_WAITING',
  'APPROVAL_DECIDED',
  'APPROVAL_NOTICE',
  'RETURN_DECIDED',
  'ORDER_RECEIVED',
  'QUOTE_REQUESTED',
  'QUOTE_ANSWERED',
  'CONTRACT_TO_CONFIRM',
  'RETURN_REQUESTED',
  'RETURN_WITHDRAWN',
  'ORDER_TO_CONFIRM',
  'ORDER_LINES_DECIDED',
  'DELIVERY_SHIPPED',
  'DELIVERY_RECEIVED',
  'TAX_INVOICE_ISSUED',
  'TAX_INVOICE_CONFIRMED',
  'TAX_INVOICE_DISPUTED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  params: Record<string, string | number>;
  /** The portal screen that shows the subject (a path of the user's system). */
  link: string | null;
}

/** Writes events (inside the caller's transaction when it passes one). */
export async function notify(db: Kysely<Database>, events: NewNotification[], now: Date): Promise<void> {
  if (!events.length) return;
  await db
    .insertInto('notification')
    .values(
      events.map((e) => ({
        user_id: e.userId,
        kind_cd: e.kind,
        params: JSON.stringify(e.params),
        link_path: e.link,
        created_at: now,
      })),
    )
    .execute();
}

export function notificationRepository(db: Kysely<Database>) {
  return {
    async unreadCount(userId: number): Promise<number> {
      const { n } = await db
        .selectFrom('notification')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    async page(userId: number, unreadOnly: boolean, limit: number, offset: number) {
      let q = db.selectFrom('notification').where('user_id', '=', userId);
      if (unreadOnly) q = q.where('read_at', 'is', null);
      const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .select(['ntf_id', 'kind_cd', 'params', 'link_path', 'read_at', 'created_at'])
        .orderBy('ntf_id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return { total: Number(n), rows };
    },

    /** Marks the owner's events read (all of them when `ids` is empty); answers how many changed. */
    async markRead(userId: number, ids: string[], now: Date): Promise<number> {
      let q = db
        .updateTable('notification')
        .set({ read_at: now })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null);
      if (ids.length)
        q = q.where(
          'ntf_id',
          'in',
          ids.map((id) => sql<string>`${id}::bigint`),
        );
      const result = await q.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
