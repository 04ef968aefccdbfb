/**
 * BY new-item requests (menu BY-REQ, program BYREQ001; issue 25, decision 0021): the search box
 * (request period with presets, status, item kind, requester, request numbers, free text), the grid
 * fed by the server 100 rows at a time as the scroll nears the end and sorted by the server, rows
 * added, edited and deleted with the rules the server applies, one attachment group per request,
 * Excel export of the whole search and import of new requests, and a save that sends only the
 * changes in one call, all or none. Refusals land on their cells; nothing typed is lost on any
 * failure. Unsaved rows guard the search, the sort, navigation and the tab's close.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ITEM_REQUEST_SEARCH_MAX_NUMBERS, isItemRequestEditable, seoulDay } from '@mro/rules';
import {
  Button,
  DataGrid,
  DateRangePicker,
  FormItem,
  MultiTextInput,
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
import { ListToolbar } from '../../shared/list.styles';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { PageActions, usePageActions, useScreen } from '../../frames/ScreenContext';
import { AttachmentDialog } from '../files/AttachmentDialog';
import {
  changeCount,
  defaultConditions,
  localRefusals,
  newRequestRow,
  requestedName,
  serverRefusals,
  type ItemRequestConditions,
  type ItemRequestRow,
} from './model';
import { useItemRequestColumns } from './useItemRequestColumns';
import { useItemRequestSearch } from './useItemRequestSearch';
import { useItemRequestSave } from './queries';
import { failureOf } from '../../http/result';

const Note = styled.p`
  margin: ${({ theme }) => theme.space['2']} 0 0;
  color: ${({ theme }) => theme.color.text.danger};
`;

const SCHEMA = { reqUserNm: 'max:50', searchText: 'max:100' };
/** A request may be changed while it is requested; a new row always. */
const editable = (row: ItemRequestRow) => !row.reqNo || isItemRequestEditable(row.statCd ?? '');

export default function ItemRequests() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const box = useMessageBox();
  const toast = useToast();
  const saving = useItemRequestSave();
  const { can, location } = useScreen();
  // The list's own actions (new, Excel) go to the page heading (issue 41 item 14).
  const headingActions = usePageActions();
  const [today] = useState(() => seoulDay(new Date()));
  const [opening] = useState(() => defaultConditions(today));
  const form = useFormBox<ItemRequestConditions>({ schema: SCHEMA, defaultValues: opening });
  const rows = useGridRows<ItemRequestRow>({ rows: [], rowKey: (r) => r.key, autoCheck: true });
  // The screen opens with the last month searched (every status).
  const search = useItemRequestSearch(rows, opening);
  const { columns, rules } = useItemRequestColumns();
  // Asked from the catalogue's empty search (issue 57): a new request with its words, on top once
  // the opening search has answered.
  const [asked] = useState(() => requestedName(location.search));
  const added = useRef(false);
  useEffect(() => {
    if (!asked || added.current || !search.last || !can('SAVE')) return;
    added.current = true;
    rows.add({ ...newRequestRow(), itemNm: asked }, 0);
  }, [asked, search.last, rows, can]);
  const [note, setNote] = useState('');
  const [attachmentsOf, setAttachmentsOf] = useState<ItemRequestRow | null>(null);
  const canSave = can('SAVE');

  const changeSort = async (next: SortState) => {
    if (search.last && rows.isDirty && !(await box.confirm('PICMCM0026'))) return;
    await search.sortBy(next);
  };
  const grid = useDataGrid<ItemRequestRow>({
    rows,
    columns,
    readOnly: !canSave,
    rowEditable: editable,
    newRow: newRequestRow,
    manualSort: true,
    sort: search.sort,
    onSortChange: (next) => void changeSort(next),
  });
  const discard = useGridDiscard(rows);

  const runSearch = async (conditions: ItemRequestConditions) => {
    if (await search.run(conditions)) setNote('');
  };

  const removeChecked = async () => {
    const locked = [...rows.checkedKeys].map((k) => rows.row(k)).find((r) => r && !editable(r));
    if (locked) {
      await box.alert('MROIR0001', { params: { reqNo: locked.reqNo } });
      return;
    }
    if (!rows.checkedKeys.size) await box.alert('ABYER0004');
    else await discard.removeChecked();
  };

  const openAttachments = () => {
    const row = grid.rowAtView(grid.active.row);
    if (row && grid.stateAtView(grid.active.row) !== 'deleted') setAttachmentsOf(row);
  };

  const save = async () => {
    const changes = rows.getChanges();
    if (!changeCount(changes)) {
      await box.alert('MROIR0005');
      return;
    }
    const local = localRefusals(changes, rules);
    if (local.length) {
      await box.alert(local[0]!.code, { params: local[0]!.params ?? {} });
      grid.showCellErrors(local);
      return;
    }
    const counts = {
      created: changes.created.length,
      updated: changes.updated.length,
      deleted: changes.deleted.length,
    };
    if (!(await box.confirm(t('itemRequests.confirmSave', counts)))) return;
    setNote('');
    try {
      await saving.mutateAsync(changes);
    } catch (error) {
      const failure = failureOf(error);
      if (!failure) throw error;
      if (failure.status === 400) {
        // Refusals of this save: alerted here, then put on their cells (the alert gives the focus back first).
        await box.alert(failure.message);
        const keys = new Set([...changes.created, ...changes.updated].map((r) => r.key));
        grid.showCellErrors(serverRefusals(failure.fields ?? [], keys));
      }
      if (failure.kind !== 'field') setNote(t('itemRequests.notSaved'));
      return;
    }
    toast.success(t('itemRequests.saved', counts));
    if (search.last) await search.run(search.last.conditions);
    else rows.commit();
  };

  const excel = useMemo(
    () => ({
      fileName: t('itemRequests.fileName'),
      newRow: newRequestRow,
      import: canSave,
      export: can('EXCEL'),
      source: search.exportRows,
      buttonsIn: headingActions,
    }),
    [t, canSave, can, search.exportRows, headingActions],
  );

  return (
    <div>
      <SearchBox form={form} onSearch={runSearch} aria-label={t('itemRequests.search')}>
        <FormItem name="period" label={t('itemRequests.period')} span={2}>
          <DateRangePicker label={t('itemRequests.period')} today={today} required maxYears={1} />
        </FormItem>
        <FormItem name="searchText" label={t('itemRequests.searchText')}>
          <TextField maxLength={100} />
        </FormItem>
        <FormItem name="statCd" label={t('itemRequests.col.statCd')}>
          <Select codeGroup="ITEM_REQ_STAT" emptyOption="all" />
        </FormItem>
        <FormItem name="itemKindCd" label={t('itemRequests.col.itemKindCd')}>
          <Select codeGroup="ITEM_KIND" emptyOption="all" />
        </FormItem>
        <FormItem name="reqNos" label={t('itemRequests.reqNos')}>
          <MultiTextInput maxItems={ITEM_REQUEST_SEARCH_MAX_NUMBERS} />
        </FormItem>
        <FormItem name="reqUserNm" label={t('itemRequests.col.reqUserNm')}>
          <TextField maxLength={50} />
        </FormItem>
      </SearchBox>
      <ListToolbar>
        <output>{search.last ? t('itemRequests.count', { count: search.totalCount }) : ''}</output>
        {canSave && (
          <Button size="sm" variant="secondary" onClick={() => void removeChecked()}>
            {t('itemRequests.removeChecked')}
          </Button>
        )}
        <Button size="sm" variant="secondary" disabled={grid.rowCount === 0} onClick={openAttachments}>
          {t('itemRequests.attachments.open')}
        </Button>
        {canSave && (
          <>
            <Button size="sm" variant="ghost" onClick={() => void discard.reset()}>
              {t('itemRequests.reset')}
            </Button>
            <Button size="sm" onClick={() => void save()}>
              {t('itemRequests.save')}
            </Button>
          </>
        )}
      </ListToolbar>
      <DataGrid
        grid={grid}
        label={t('itemRequests.grid')}
        fill
        searched={search.last !== null}
        paging={{ mode: 'scroll', hasMore: search.hasMore, onLoadMore: search.loadMore }}
        excel={excel}
      />
      {/* New rows in the page heading, secondary: the screen's one primary is the save by the grid. */}
      {canSave && (
        <PageActions>
          <Button size="sm" variant="secondary" onClick={() => grid.focusCell(rows.add(newRequestRow(), 0), 'itemNm')}>
            {t('itemRequests.add')}
          </Button>
        </PageActions>
      )}
      {note && <Note role="status">{note}</Note>}
      {attachmentsOf && (
        <AttachmentDialog
          title={t('itemRequests.attachments.title', {
            name: attachmentsOf.reqNo || attachmentsOf.itemNm || t('itemRequests.newRow'),
          })}
          label={t('itemRequests.attachments.files')}
          system="BY"
          athFileId={attachmentsOf.athFileId}
          editable={canSave && editable(attachmentsOf)}
          onClose={() => setAttachmentsOf(null)}
          onApply={(athFileId, fileCnt) => {
            rows.update(attachmentsOf.key, { athFileId, fileCnt });
            setAttachmentsOf(null);
          }}
        />
      )}
    </div>
  );
}
