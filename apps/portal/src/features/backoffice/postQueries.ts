/**
 * The back office's posts (decision 0076): a board's posts for staff, one post to edit with its
 * version, and writing, changing (naming the version read: 409 MROBO0021 when someone changed it
 * first) and deleting one (the version read as well). Every change invalidates the posts, the change log and the boards
 * readers see.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardId } from '@mro/contract';
import type { PortalApi } from '../../http/api';
import { unwrap } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { boardKeys } from '../common/boardQueries';
import { backofficeKeys } from './queries';

export const postKeys = {
  all: [...backofficeKeys.all, 'posts'] as const,
  list: (board: BoardId, q: string) => [...postKeys.all, 'list', board, q] as const,
  detail: (ntcnId: number) => [...postKeys.all, 'detail', ntcnId] as const,
};

export const postsQuery = (api: PortalApi, board: BoardId, q: string) =>
  queryOptions({
    queryKey: postKeys.list(board, q),
    staleTime: 0,
    queryFn: async () => unwrap(await api.backoffice.posts({ query: { rpreBrdId: board, q } })),
  });

export const postQuery = (api: PortalApi, ntcnId: number) =>
  queryOptions({
    queryKey: postKeys.detail(ntcnId),
    staleTime: 0,
    gcTime: 0,
    queryFn: async () => unwrap(await api.backoffice.postDetail({ params: { ntcnId: String(ntcnId) } })),
  });

/** A post as the form sends it. */
export interface PostInput {
  rpreBrdId: BoardId;
  titlCn: string;
  cntn: string;
  sysGbCd: 'BY' | 'SP' | 'ALL';
  beforeLoginYn: 'Y' | 'N';
  athFileId: string;
}

/** Writes a new post (ntcnId null) or changes one at the version read. */
export function useSavePost() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ntcnId, version, post }: { ntcnId: number | null; version: number; post: PostInput }) =>
      ntcnId === null
        ? unwrap(await api.backoffice.createPost({ body: post }))
        : unwrap(await api.backoffice.updatePost({ params: { ntcnId: String(ntcnId) }, body: { ...post, version } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
        queryClient.invalidateQueries({ queryKey: boardKeys.all }),
      ]),
  });
}

export function useDeletePost() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ntcnId, version }: { ntcnId: number; version: number }) =>
      unwrap(
        await api.backoffice.deletePost({ params: { ntcnId: String(ntcnId) }, query: { version: String(version) } }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
        queryClient.invalidateQueries({ queryKey: boardKeys.all }),
      ]),
  });
}
