/**
 * The catalogue's bulk registration (decision 0068): the template to download (with the session,
 * decision 0061), a filled file to choose, sent to `POST /excel/bulk-upload` (CATALOG_ITEM); the
 * answer's counts and every refused row listed by its sheet row, column and reason (the accepted
 * rows are in the catalogue already). A refusal of the whole file (another template, no rows,
 * too many) is alerted by its code.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG_UPLOAD_MAX_ROWS } from '@mro/rules';
import { ActionBar, Alert, Button, FileButton, Modal, Table, useMessageBox } from '@mro/ui';
import type { BulkRefusedRow } from '@mro/contract';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { saveFile } from '../../http/download';
import { useApi } from '../../services/ServicesProvider';
import { failureOf, wasShown } from '../../http/result';
import { refusedLines, type RefusedLine } from './model';
import { catalogTemplate, useCatalogUpload } from './queries';

export interface BulkUploadDialogProps {
  onClose: () => void;
  /** After rows were written (the list is searched again). */
  onUploaded: () => void;
}

interface Outcome {
  totalCount: number;
  successCount: number;
  failCount: number;
  message: string;
  refused: BulkRefusedRow[];
}

export function BulkUploadDialog({ onClose, onUploaded }: BulkUploadDialogProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const api = useApi();
  const box = useMessageBox();
  const upload = useCatalogUpload();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const downloadTemplate = async () => {
    const file = await catalogTemplate(api);
    if (file.ok) saveFile(file.data);
  };

  const send = async (file: File) => {
    setOutcome(null);
    try {
      const data = await upload.mutateAsync(file);
      setOutcome({
        totalCount: data.totalCount,
        successCount: data.successCount,
        failCount: data.failCount ?? 0,
        message: data.message ?? '',
        refused: data.refused ?? [],
      });
      if (data.successCount) onUploaded();
    } catch (error) {
      const failure = failureOf(error);
      if (!failure) throw error;
      if (!wasShown(error)) await box.alert(failure.message);
    }
  };

  const lines = outcome ? refusedLines(outcome.refused) : [];
  const columns = [
    { key: 'row', header: t('supplierCatalog.upload.row'), align: 'end' as const, width: '5rem' },
    { key: 'itemCd', header: t('supplierCatalog.col.itemCd') },
    { key: 'itemNmKo', header: t('supplierCatalog.col.itemNmKo') },
    { key: 'column', header: t('supplierCatalog.upload.column') },
    { key: 'reason', header: t('supplierCatalog.upload.reason') },
  ];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('supplierCatalog.upload.title')}
      size="large"
      footer={
        <ActionBar>
          <Button variant="secondary" onClick={onClose}>
            {t('supplierCatalog.upload.close')}
          </Button>
        </ActionBar>
      }
    >
      <p>{t('supplierCatalog.upload.help', { max: CATALOG_UPLOAD_MAX_ROWS.toLocaleString() })}</p>
      <ActionBar>
        <Button variant="secondary" onClick={downloadTemplate}>
          {t('supplierCatalog.upload.template')}
        </Button>
        <FileButton variant="primary" accept=".xlsx,.xls,.csv" loading={upload.isPending} onFile={send}>
          {t('supplierCatalog.upload.choose')}
        </FileButton>
      </ActionBar>
      {outcome && (
        <>
          <Alert kind={outcome.failCount ? 'warning' : 'success'} announce>
            {outcome.message}
          </Alert>
          {lines.length > 0 && (
            <Table<RefusedLine>
              caption={t('supplierCatalog.upload.refused', { count: outcome.failCount })}
              rows={lines}
              columns={columns}
              rowKey={(l) => l.key}
              maxHeight="40vh"
            />
          )}
        </>
      )}
    </Modal>
  );
}
