/**
 * An attachment group's file list (@mro/upload's client: its failures are not the HTTP presenter's,
 * so the dialog shows them itself). One key factory for the files of a group.
 */
import { queryOptions } from '@tanstack/react-query';
import type { UploadClient } from '@mro/upload';

export const fileKeys = {
  all: ['files'] as const,
  group: (athFileId: string | null, fileKey: string | null | undefined) =>
    [...fileKeys.all, athFileId, fileKey ?? null] as const,
};

/** The files of a group, asked with the session's file key (the server's check that the caller is this session). */
export const fileListQuery = (client: UploadClient, athFileId: string | null, fileKey: string | null | undefined) =>
  queryOptions({
    queryKey: fileKeys.group(athFileId, fileKey),
    enabled: Boolean(athFileId),
    staleTime: 0,
    queryFn: () => client.list(athFileId!, fileKey ? { k: fileKey } : {}),
  });
