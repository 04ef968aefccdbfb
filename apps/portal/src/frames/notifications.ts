/**
 * The signed-in user's notifications as server state (decision 0049): one key factory (every key
 * starts with `notificationKeys.all`), the unread count the header's bell polls (every 15 s while
 * the page is visible, at once on focus; silent and without the loading indicator: a background
 * question never alerts), and marking read, which writes the answered count into the cache and
 * invalidates the lists. The inbox screen (features/notifications) uses the same keys.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalApi } from '../http/api';
import { unwrap } from '../http/result';
import { useApi } from '../services/ServicesProvider';

/** How often the bell asks (decision 0049: polling, not SSE). */
export const NOTIFICATION_POLL_MS = 15_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  pages: () => [...notificationKeys.all, 'pages'] as const,
  page: (unreadOnly: boolean, pageNo: number) => [...notificationKeys.pages(), unreadOnly, pageNo] as const,
};

export const unreadCountQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: async () => unwrap(await api.notifications.unreadCount({}, { loading: false, silent: true })).unread,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

/** Marks the listed notifications read (all of them with an empty list). */
export function useMarkRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ntfIds: string[]) => unwrap(await api.notifications.markRead({ body: { ntfIds } })),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(notificationKeys.unread(), unread);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.pages() });
    },
  });
}
