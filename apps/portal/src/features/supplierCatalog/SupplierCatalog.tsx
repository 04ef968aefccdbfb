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
import { useState } from 'react';
import { Button, FormItem, Select, TextField } from '@mro/ui';
import { GridList, RowButton, useGridList } from '../common/GridList';
import { useGridSave } from '../common/useGridSave';
import { ChatButton } from '../common/ChatButton';
import { defaultConditions, localRefusals, newItemRow, rowOf } from './model';
import { supplierCatalogPagesQuery, useCatalogSave, useCategoryItems } from './queries';
import { CatalogExports, CatalogFiles, type CatalogFilesOf } from './CatalogFiles';
import { useCatalogColumns } from './useCatalogColumns';
import { BulkUploadDialog } from './BulkUploadDialog';

export default function SupplierCatalog() {
  const { columns, rules } = useCatalogColumns();
  const list = useGridList({
    name: 'supplierCatalog',
    opening: defaultConditions,
    schema: { q: 'max:100' },
    query: supplierCatalogPagesQuery,
    rowOf,
    columns,
    edit: { newRow: newItemRow, add: 'itemNmKo', checkColumn: false },
  });
  const { t, rows, again, can } = list;
  const saving = useGridSave(list, {
    nothing: 'MROMC0007',
    localRefusals: (changes) => localRefusals(changes, rules),
    send: useCatalogSave().mutateAsync,
    // Refusals and a stale row (someone saved it first): told here; the cells keep what was typed.
    refused: [400, 409],
  });
  const canSave = can('SAVE');
  const categoryItems = useCategoryItems();
  const [files, setFiles] = useState<CatalogFilesOf | null>(null);
  const [uploading, setUploading] = useState(false);
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
      <RowButton list={list} onRow={(row) => setFiles({ row, kind: 'images' })}>
        {t('supplierCatalog.images.open')}
      </RowButton>
      <RowButton list={list} onRow={(row) => setFiles({ row, kind: 'attachments' })}>
        {t('supplierCatalog.attachments.open')}
      </RowButton>
      <ChatButton channel="CHANNEL_SP_ITEM_URL" />
      <CatalogExports allowed={can('EXCEL')} />
    </>
  );
  const heading = canSave && (
    <Button size="sm" variant="secondary" onClick={() => setUploading(true)}>
      {t('supplierCatalog.upload.open')}
    </Button>
  );
  return (
    <GridList list={list} fields={fields} actions={actions} heading={heading} saving={saving}>
      {files && (
        <CatalogFiles
          files={files}
          editable={canSave}
          onClose={() => setFiles(null)}
          onApply={(changes) => {
            rows.update(files.row.key, changes);
            setFiles(null);
          }}
        />
      )}
      {uploading && <BulkUploadDialog onClose={() => setUploading(false)} onUploaded={again} />}
    </GridList>
  );
}
