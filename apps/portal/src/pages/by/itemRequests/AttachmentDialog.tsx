/**
 * A request's attachment group (one per request) in a modal: the files already attached, added
 * and deleted through the FileLoader (checked before sending; chunked above the plain limit,
 * resumable), saved to the file server when the user applies. The group id and the file count go
 * back to the grid's row, which the screen's save then sends; closing without applying keeps the
 * row as it was. A request past Requested shows its files for download only.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { createUploadClient } from '@mro/upload';
import { Button, FileLoader, Modal, useFileLoader } from '@mro/ui';
import { useHttp, useSession } from '../../../http/react';
import { PORTAL_NAMESPACE } from '../../../i18n';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space['2']};
  margin-top: ${({ theme }) => theme.space['4']};
`;

export interface AttachmentDialogProps {
  /** The row's name in the title (its request number or item name). */
  name: string;
  athFileId: string | null;
  editable: boolean;
  onApply: (athFileId: string | null, count: number) => void;
  onClose: () => void;
}

export function AttachmentDialog(props: AttachmentDialogProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const http = useHttp();
  const { fileKey } = useSession();
  const client = useMemo(() => createUploadClient({ system: 'BY', fetch: http.fetch }), [http]);
  // The list asks for the session's file key (the server's check that the caller is this session).
  const files = useQuery({
    queryKey: ['files', props.athFileId, fileKey],
    enabled: Boolean(props.athFileId),
    staleTime: 0,
    queryFn: () => client.list(props.athFileId!, fileKey ? { k: fileKey } : {}),
  });
  const ready = !props.athFileId || files.isSuccess;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={t('itemRequests.attachments.title', { name: props.name })}
      size="large"
    >
      {ready ? (
        <Loader {...props} client={client} initialFiles={files.data ?? []} />
      ) : files.isError ? (
        <p role="alert">{t('itemRequests.attachments.failed')}</p>
      ) : (
        <p role="status">{t('itemRequests.attachments.loading')}</p>
      )}
    </Modal>
  );
}

function Loader({
  athFileId,
  editable,
  onApply,
  onClose,
  client,
  initialFiles,
}: AttachmentDialogProps & {
  client: ReturnType<typeof createUploadClient>;
  initialFiles: Awaited<ReturnType<ReturnType<typeof createUploadClient>['list']>>;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const loader = useFileLoader({ client, athFileId, initialFiles, mode: editable ? 'updownload' : 'download' });
  const apply = async () => {
    if (!loader.dirty) {
      onClose();
      return;
    }
    const saved = await loader.save().catch(() => null);
    if (!saved) return; // the loader says what failed; every file stays listed
    onApply(saved.athFileId, saved.athFileInfos.length);
  };
  return (
    <>
      <FileLoader loader={loader} label={t('itemRequests.attachments.files')} />
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {t('itemRequests.attachments.close')}
        </Button>
        {editable && <Button onClick={() => void apply()}>{t('itemRequests.attachments.apply')}</Button>}
      </Actions>
    </>
  );
}
