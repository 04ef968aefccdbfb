/**
 * The notification inbox's calls (decision 0049): a page of the user's events under the frame's
 * notification keys (frames/notifications.ts: the bell's count and marking read live there, below
 * this layer), newest first.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PortalApi } from '../../http/api';
import { unwrap } from '../../http/result';
import { notificationKeys } from '../../frames/notifications';

export { useMarkRead } from '../../frames/notifications';
export const NOTIFICATION_PAGE_SIZE = 50;

export const notificationPageQuery = (api: PortalApi, unreadOnly: boolean, pageNo: number) =>
  queryOptions({
    queryKey: notificationKeys.page(unreadOnly, pageNo),
    staleTime: 0,
    queryFn: async () =>
      unwrap(
        await api.notifications.page({
          query: { unreadOnly: unreadOnly ? 'Y' : 'N', pageNo, pageSize: NOTIFICATION_PAGE_SIZE },
        }),
      ),
  });
