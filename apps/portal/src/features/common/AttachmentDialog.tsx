/**
 * One attachment group in a modal (a request's attachments, a supplier applicant's documents or a
 * main item's evidence): the files already attached, added and deleted through the FileLoader
 * (checked before sending; chunked above the plain limit, resumable), saved to the file server
 * when the user applies. The group id and the file count go back to the caller (a grid row, a
 * form field), which its own save then sends; closing without applying keeps everything as it
 * was. `editable` false shows the files for download only. A visitor's files (system MAIN) are
 * kept under the browser's anonymous upload cookie, so only that browser sees them again.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createUploadClient } from '@mro/upload';
import { ActionBar, Button, FileLoader, Modal, useFileLoader } from '@mro/ui';
import { useHttp, useSession } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { fileListQuery } from './fileQueries';

export interface AttachmentDialogProps {
  /** The dialog's title (what the files belong to). */
  title: string;
  /** The file list's label. */
  label: string;
  /** The system whose file calls are used (MAIN: a visitor's, under `/anonymous`). */
  system: string;
  /** The file business code (its server-side rules: extensions, sizes, count). */
  fileBusCd?: string | undefined;
  athFileId: string | null;
  editable: boolean;
  onApply: (athFileId: string | null, count: number) => void;
  onClose: () => void;
}

export function AttachmentDialog(props: AttachmentDialogProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const http = useHttp();
  const { fileKey } = useSession();
  const client = useMemo(() => createUploadClient({ system: props.system, fetch: http.fetch }), [http, props.system]);
  const files = useQuery(fileListQuery(client, props.athFileId, fileKey));
  const ready = !props.athFileId || files.isSuccess;
  return (
    <Modal open onOpenChange={(open) => !open && props.onClose()} title={props.title} size="large">
      {ready ? (
        <Loader {...props} client={client} initialFiles={files.data ?? []} />
      ) : files.isError ? (
        <p role="alert">{t('attachments.failed')}</p>
      ) : (
        <p role="status">{t('attachments.loading')}</p>
      )}
    </Modal>
  );
}

function Loader({
  athFileId,
  label,
  fileBusCd,
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
  const loader = useFileLoader({
    client,
    athFileId,
    initialFiles,
    fileBusCd,
    mode: editable ? 'updownload' : 'download',
  });
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
      <FileLoader loader={loader} label={label} />
      <ActionBar>
        <Button variant="secondary" onClick={onClose}>
          {t('attachments.close')}
        </Button>
        {editable && <Button onClick={() => void apply()}>{t('attachments.apply')}</Button>}
      </ActionBar>
    </>
  );
}
