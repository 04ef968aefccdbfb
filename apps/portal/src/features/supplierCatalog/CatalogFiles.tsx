/**
 * The supplier's catalogue's files of one row (its images or its attachments) in the shared
 * AttachmentDialog, and its whole catalogue sent by mail (PICMCM0065 with the request id) or saved
 * as a file: the screen's toolbar parts beside the list (SupplierCatalog.tsx).
 */
import { useTranslation } from 'react-i18next';
import { Button, useMessageBox } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useApi } from '../../services/ServicesProvider';
import { failureOf, wasShown } from '../../http/result';
import { saveFile } from '../../http/download';
import { AttachmentDialog } from '../common/AttachmentDialog';
import type { CatalogRow } from './model';
import { catalogFile, useCatalogMail } from './queries';

export type CatalogFilesOf = { row: CatalogRow; kind: 'images' | 'attachments' };

/** The catalogue by mail and as a file. */
function useCatalogExports() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const box = useMessageBox();
  const api = useApi();
  const mail = useCatalogMail();
  return {
    async byMail() {
      try {
        const answer = await mail.mutateAsync();
        await box.alert(answer.message);
      } catch (error) {
        if (!failureOf(error)) throw error;
        if (!wasShown(error)) await box.alert(failureOf(error)!.message);
      }
    },
    async asFile() {
      const file = await catalogFile(api, t('supplierCatalog.fileName'));
      if (file.ok) saveFile(file.data);
    },
  };
}

/** The whole catalogue by mail and as a file (with EXCEL). */
export function CatalogExports({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const exports = useCatalogExports();
  if (!allowed) return null;
  return (
    <>
      <Button size="sm" variant="secondary" onClick={exports.byMail}>
        {t('supplierCatalog.exportMail')}
      </Button>
      <Button size="sm" variant="secondary" onClick={exports.asFile}>
        {t('supplierCatalog.exportFile')}
      </Button>
    </>
  );
}

/** A row's images or attachments; `onApply` receives the file group and its count. */
export function CatalogFiles(props: {
  files: CatalogFilesOf;
  editable: boolean;
  onClose: () => void;
  onApply: (changes: Partial<CatalogRow>) => void;
}) {
  const { files, editable, onClose, onApply } = props;
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const images = files.kind === 'images';
  return (
    <AttachmentDialog
      title={t(`supplierCatalog.${files.kind}.title`, {
        name: files.row.itemCd || files.row.itemNmKo || t('supplierCatalog.newRow'),
      })}
      label={t(`supplierCatalog.${files.kind}.files`)}
      system="MP"
      fileBusCd={images ? 'IMG' : undefined}
      athFileId={images ? files.row.imgFileId : files.row.athFileId}
      editable={editable}
      onClose={onClose}
      onApply={(id, count) => onApply(images ? { imgFileId: id, imgCnt: count } : { athFileId: id, fileCnt: count })}
    />
  );
}
