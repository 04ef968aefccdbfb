// Notifications (issue 43 item 7, decision 0049): the events the server recorded for the signed-in
// user (an approval step waiting, an approval decided, a return request decided), in any system:
// the header's bell asks the unread count (polled), the inbox lists them, the user marks them read.
import { call, domain, type, SIGNED_IN } from '../call.ts';
import type { Page } from '../envelope.ts';
import { PAGE_FIELDS, flag, listOf, text } from '../fields.ts';

export interface NotificationView {
  ntfId: string;
  /** APPROVAL_WAITING, APPROVAL_DECIDED, APPROVAL_NOTICE, RETURN_DECIDED, ORDER_RECEIVED, ORDER_TO_CONFIRM, ORDER_LINES_DECIDED. */
  kindCd: string;
  params: Record<string, string | number>;
  /** The screen to open (a path of the system the event belongs to), or null. */
  linkPath: string | null;
  read: boolean;
  createdAt: string;
}

export const notifications = domain('notifications', {
  unreadCount: call({
    method: 'GET',
    path: '/notifications/unread-count',
    access: SIGNED_IN,
    summary: "The signed-in user's unread notifications (the bell; the portal polls it)",
    response: type<{ unread: number }>(),
  }),
  page: call({
    method: 'GET',
    path: '/notifications/page',
    access: SIGNED_IN,
    summary: "The signed-in user's notifications, newest first",
    query: { unreadOnly: flag(), ...PAGE_FIELDS },
    response: type<Page<NotificationView>>(),
  }),
  markRead: call({
    method: 'POST',
    path: '/notifications/read',
    access: SIGNED_IN,
    summary: "Marks the user's notifications read: those listed, or all of them when the list is empty",
    body: {
      ntfIds: listOf(text('numeric|max:18'), { max: 200, description: 'notification ids (none: every notification)' }),
    },
    response: type<{ unread: number }>(),
  }),
});
