/**
 * The supplier's catalogue (MP menu MP-CAT, program MPCAT001; issue 45 item 4, decision 0068): a
 * search box (text, category), the grid of the supplier's items fed 100 rows at a time and sorted
 * by the server, rows added and changed in the grid with the rules the server applies (price with
 * its currency's decimals, validity, lead time, minimum order, pack size, unit, category), images
 * and attachments of the active row through the FileLoader, and one save of the changes (all or
 * none). A stale row (someone saved it first) is told with MROMC0004 and every edit stays in the
 * grid. Bulk registration by Excel in a dialog; the whole catalogue by mail (PICMCM0065 with the
 * request id) or as a file. The list's wiring is common/GridList and its save common/useGridSave
 * (decision 0089).
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, FormItem, Select, TextField, useMessageBox } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { failureOf, wasShown } from '../../http/result';
import { saveFile } from '../../http/download';
import { AttachmentDialog } from '../files/AttachmentDialog';
import { GridList, useGridList } from '../common/GridList';
import { SaveButtons, useGridSave } from '../common/useGridSave';
import { ChatButton } from '../common/ChatButton';
import { defaultConditions, localRefusals, newItemRow, rowOf, type CatalogRow } from './model';
import { catalogFile, categoriesQuery, supplierCatalogPagesQuery, useCatalogMail, useCatalogSave } from './queries';
import { useCatalogColumns } from './useCatalogColumns';
import { BulkUploadDialog } from './BulkUploadDialog';

type Files = { row: CatalogRow; kind: 'images' | 'attachments' };

export default function SupplierCatalog() {
  const { i18n } = useTranslation();
  const box = useMessageBox();
  const api = useApi();
  const mail = useCatalogMail();
  const { columns, rules } = useCatalogColumns();
  const list = useGridList({
    name: 'supplierCatalog',
    opening: defaultConditions,
    schema: { q: 'max:100' },
    query: supplierCatalogPagesQuery,
    rowOf,
    columns,
    edit: { newRow: newItemRow, checkColumn: false },
  });
  const { t, rows, active, again, can } = list;
  const sender = useCatalogSave();
  const saving = useGridSave(list, {
    nothing: 'MROMC0007',
    localRefusals: (changes) => localRefusals(changes, rules),
    send: (changes) => sender.mutateAsync(changes),
    // Refusals and a stale row (someone saved it first): told here; the cells keep what was typed.
    refused: [400, 409],
  });
  const canSave = can('SAVE');
  const categories = useQuery(categoriesQuery(api, i18n.language)).data;
  const categoryItems = useMemo(() => (categories ?? []).map((c) => ({ cd: c.value, cdNm: c.label })), [categories]);
  const [files, setFiles] = useState<Files | null>(null);
  const [uploading, setUploading] = useState(false);
  const openFiles = (kind: Files['kind']) => active && setFiles({ row: active, kind });
  const exportByMail = async () => {
    try {
      const answer = await mail.mutateAsync();
      await box.alert(answer.message);
    } catch (error) {
      if (!failureOf(error)) throw error;
      if (!wasShown(error)) await box.alert(failureOf(error)!.message);
    }
  };
  const exportFile = async () => {
    const file = await catalogFile(api, t('supplierCatalog.fileName'));
    if (file.ok) saveFile(file.data);
  };
  const fields = (
    <>
      <FormItem name="q" label={t('supplierCatalog.q')} span={2}>
        <TextField maxLength={100} />
      </FormItem>
      <FormItem name="itmClsfCd" label={t('supplierCatalog.col.itmClsfCd')}>
        <Select items={categoryItems} emptyOption="all" />
      </FormItem>
    </>
  );
  const actions = (
    <>
      <Button size="sm" variant="secondary" disabled={!active} onClick={() => openFiles('images')}>
        {t('supplierCatalog.images.open')}
      </Button>
      <Button size="sm" variant="secondary" disabled={!active} onClick={() => openFiles('attachments')}>
        {t('supplierCatalog.attachments.open')}
      </Button>
      <ChatButton channel="CHANNEL_SP_ITEM_URL" />
      {can('EXCEL') && (
        <>
          <Button size="sm" variant="secondary" onClick={exportByMail}>
            {t('supplierCatalog.exportMail')}
          </Button>
          <Button size="sm" variant="secondary" onClick={exportFile}>
            {t('supplierCatalog.exportFile')}
          </Button>
        </>
      )}
      <SaveButtons list={list} saving={saving} />
    </>
  );
  const heading = canSave && (
    <>
      <Button size="sm" variant="secondary" onClick={() => setUploading(true)}>
        {t('supplierCatalog.upload.open')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => list.grid.focusCell(rows.add(newItemRow(), 0), 'itemNmKo')}>
        {t('supplierCatalog.add')}
      </Button>
    </>
  );
  return (
    <GridList list={list} fields={fields} actions={actions} heading={heading} saving={saving}>
      {files && (
        <AttachmentDialog
          title={t(`supplierCatalog.${files.kind}.title`, {
            name: files.row.itemCd || files.row.itemNmKo || t('supplierCatalog.newRow'),
          })}
          label={t(`supplierCatalog.${files.kind}.files`)}
          system="MP"
          fileBusCd={files.kind === 'images' ? 'IMG' : undefined}
          athFileId={files.kind === 'images' ? files.row.imgFileId : files.row.athFileId}
          editable={canSave}
          onClose={() => setFiles(null)}
          onApply={(id, count) => {
            rows.update(
              files.row.key,
              files.kind === 'images' ? { imgFileId: id, imgCnt: count } : { athFileId: id, fileCnt: count },
            );
            setFiles(null);
          }}
        />
      )}
      {uploading && <BulkUploadDialog onClose={() => setUploading(false)} onUploaded={again} />}
    </GridList>
  );
}
