/**
 * The supplier's catalogue (MP menu MP-CAT, program MPCAT001; issue 45 item 4, decision 0068): a
 * search box (text, category), the grid of the supplier's items fed 100 rows at a time and sorted
 * by the server, rows added and changed in the grid with the rules the server applies (price with
 * its currency's decimals, validity, lead time, minimum order, pack size, unit, category), images
 * and attachments of the active row through the FileLoader, and one save of the changes (all or
 * none). A stale row (someone saved it first) is told with MROMC0004 and every edit stays in the
 * grid. Bulk registration by Excel in a dialog; the whole catalogue by mail (PICMCM0065 with the
 * request id) or as a file.
 */
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  DataGrid,
  FormItem,
  SearchBox,
  Select,
  TextField,
  useDataGrid,
  useFormBox,
  useGridDiscard,
  useGridRows,
  useMessageBox,
  useToast,
  type SortState,
} from '@mro/ui';
import type { SupplierItemRow } from '@mro/contract';
import { ListToolbar } from '../../shared/list.styles';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { PageActions, useScreen } from '../../frames/ScreenContext';
import { useApi } from '../../services/ServicesProvider';
import { failureOf, wasShown } from '../../http/result';
import { saveFile } from '../../http/download';
import { AttachmentDialog } from '../files/AttachmentDialog';
import { usePagedSearch } from '../common/usePagedSearch';
import {
  changeCount,
  defaultConditions,
  localRefusals,
  newItemRow,
  rowOf,
  serverRefusals,
  type CatalogConditions,
  type CatalogRow,
} from './model';
import { catalogFile, categoriesQuery, supplierCatalogPagesQuery, useCatalogMail, useCatalogSave } from './queries';
import { useCatalogColumns } from './useCatalogColumns';
import { BulkUploadDialog } from './BulkUploadDialog';
import { ChatButton } from '../common/ChatButton';

const Note = styled.p`
  margin: ${({ theme }) => theme.space['2']} 0 0;
  color: ${({ theme }) => theme.color.text.danger};
`;

const SCHEMA = { q: 'max:100' };

type Files = { row: CatalogRow; kind: 'images' | 'attachments' };

export default function SupplierCatalog() {
  const { t, i18n } = useTranslation(PORTAL_NAMESPACE);
  const box = useMessageBox();
  const toast = useToast();
  const api = useApi();
  const { can } = useScreen();
  const saving = useCatalogSave();
  const mail = useCatalogMail();
  const canSave = can('SAVE');
  const [opening] = useState(defaultConditions);
  const form = useFormBox<CatalogConditions>({ schema: SCHEMA, defaultValues: opening });
  const rows = useGridRows<CatalogRow>({ rows: [], rowKey: (r) => r.key });
  const query = useCallback(
    (s: { conditions: CatalogConditions; sort: SortState }) => supplierCatalogPagesQuery(api, s.conditions, s.sort),
    [api],
  );
  const search = usePagedSearch<CatalogConditions, SupplierItemRow, CatalogRow>({ rows, query, rowOf, opening });
  const { columns, rules } = useCatalogColumns();
  const categories = useQuery(categoriesQuery(api, i18n.language)).data;
  const categoryItems = useMemo(() => (categories ?? []).map((c) => ({ cd: c.value, cdNm: c.label })), [categories]);
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<Files | null>(null);
  const [uploading, setUploading] = useState(false);

  const changeSort = async (next: SortState) => {
    if (search.last && rows.isDirty && !(await box.confirm('PICMCM0026'))) return;
    await search.sortBy(next);
  };
  const grid = useDataGrid<CatalogRow>({
    rows,
    columns,
    readOnly: !canSave,
    newRow: newItemRow,
    checkColumn: false,
    manualSort: true,
    sort: search.sort,
    onSortChange: (next) => void changeSort(next),
  });
  const discard = useGridDiscard(rows);

  const runSearch = async (conditions: CatalogConditions) => {
    if (await search.run(conditions)) setNote('');
  };
  const again = () => {
    const last = search.current();
    if (last) void search.run(last.conditions);
  };

  const openFiles = (kind: Files['kind']) => {
    const row = grid.rowAtView(grid.active.row);
    if (row) setFiles({ row, kind });
  };

  const save = async () => {
    const changes = rows.getChanges();
    if (!changeCount(changes)) {
      await box.alert('MROMC0007');
      return;
    }
    const local = localRefusals(changes, rules);
    if (local.length) {
      await box.alert(local[0]!.code, { params: local[0]!.params ?? {} });
      grid.showCellErrors(local);
      return;
    }
    const counts = { created: changes.created.length, updated: changes.updated.length };
    if (!(await box.confirm(t('supplierCatalog.confirmSave', counts)))) return;
    setNote('');
    try {
      await saving.mutateAsync(changes);
    } catch (error) {
      const failure = failureOf(error);
      if (!failure) throw error;
      if (failure.status === 400 || failure.status === 409) {
        // Refusals and a stale row: told here; the cells keep what was typed.
        await box.alert(failure.message);
        const keys = new Set([...changes.created, ...changes.updated].map((r) => r.key));
        grid.showCellErrors(serverRefusals(failure.fields ?? [], keys));
      }
      setNote(t('supplierCatalog.notSaved'));
      return;
    }
    toast.success(t('supplierCatalog.saved', counts));
    if (search.last) await search.run(search.last.conditions);
    else rows.commit();
  };

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

  const active = grid.rowAtView(grid.active.row);
  return (
    <div>
      <SearchBox form={form} onSearch={runSearch} aria-label={t('supplierCatalog.search')}>
        <FormItem name="q" label={t('supplierCatalog.q')} span={2}>
          <TextField maxLength={100} />
        </FormItem>
        <FormItem name="itmClsfCd" label={t('supplierCatalog.col.itmClsfCd')}>
          <Select items={categoryItems} emptyOption="all" />
        </FormItem>
      </SearchBox>
      <ListToolbar>
        <output>{search.last ? t('supplierCatalog.count', { count: search.totalCount }) : ''}</output>
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
        {canSave && (
          <>
            <Button size="sm" variant="ghost" onClick={() => void discard.reset()}>
              {t('supplierCatalog.reset')}
            </Button>
            <Button size="sm" onClick={() => void save()}>
              {t('supplierCatalog.save')}
            </Button>
          </>
        )}
      </ListToolbar>
      <DataGrid
        grid={grid}
        label={t('supplierCatalog.grid')}
        fill
        searched={search.last !== null}
        paging={{ mode: 'scroll', hasMore: search.hasMore, onLoadMore: search.loadMore }}
      />
      {canSave && (
        <PageActions>
          <Button size="sm" variant="secondary" onClick={() => setUploading(true)}>
            {t('supplierCatalog.upload.open')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => grid.focusCell(rows.add(newItemRow(), 0), 'itemNmKo')}>
            {t('supplierCatalog.add')}
          </Button>
        </PageActions>
      )}
      {note && <Note role="status">{note}</Note>}
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
    </div>
  );
}
