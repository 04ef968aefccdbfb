/**
 * One new-item request's attachment group in the shared AttachmentDialog (ItemRequests.tsx): a
 * new row's by its name, a saved one's by its number; changed only while the request may be.
 */
import { useTranslation } from 'react-i18next';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { AttachmentDialog } from '../common/AttachmentDialog';
import type { ItemRequestRow } from './model';

export function RequestAttachments(props: {
  row: ItemRequestRow;
  editable: boolean;
  onClose: () => void;
  onApply: (changes: Pick<ItemRequestRow, 'athFileId' | 'fileCnt'>) => void;
}) {
  const { row, editable, onClose, onApply } = props;
  const { t } = useTranslation(PORTAL_NAMESPACE);
  return (
    <AttachmentDialog
      title={t('itemRequests.attachments.title', { name: row.reqNo || row.itemNm || t('itemRequests.newRow') })}
      label={t('itemRequests.attachments.files')}
      system="BY"
      athFileId={row.athFileId}
      editable={editable}
      onClose={onClose}
      onApply={(athFileId, fileCnt) => onApply({ athFileId, fileCnt })}
    />
  );
}
