/**
 * BY new-item requests (menu BY-REQ, program BYREQ001; issue 25, decision 0021): the search box
 * (request period with presets, status, item kind, requester, request numbers, free text), the grid
 * fed by the server 100 rows at a time as the scroll nears the end and sorted by the server, rows
 * added, edited and deleted with the rules the server applies, one attachment group per request,
 * Excel export of the whole search and import of new requests, and a save that sends only the
 * changes in one call, all or none. Refusals land on their cells; nothing typed is lost on any
 * failure. Unsaved rows guard the search, the sort, navigation and the tab's close. The list's
 * wiring is common/GridList and its save common/useGridSave (decision 0089).
 */
import { ITEM_REQUEST_SEARCH_MAX_NUMBERS, itemRequestPeriodViolation } from '@mro/rules';
import { Button } from '@mro/ui';
import { periodRefusal } from '../../shared/period';
import { GridList, RowButton, useGridList } from '../common/GridList';
import { useGridSave } from '../common/useGridSave';
import { defaultConditions, editableRequest, localRefusals, newRequestRow, rowOf } from './model';
import { useRequestRows } from './useRequestRows';
import { useItemRequestColumns } from './useItemRequestColumns';
import { RequestAttachments } from './RequestAttachments';
import { itemRequestExportQuery, itemRequestPagesQuery, useItemRequestSave } from './queries';
import { listFields } from '../common/listFields';

export default function ItemRequests() {
  const { columns, rules } = useItemRequestColumns();
  // The screen opens with the last month searched (every status).
  const list = useGridList({
    name: 'itemRequests',
    opening: defaultConditions,
    schema: { reqUserNm: 'max:50', searchText: 'max:100' },
    query: itemRequestPagesQuery,
    exportQuery: itemRequestExportQuery,
    rowOf,
    columns,
    refusal: periodRefusal(itemRequestPeriodViolation),
    // The list's own actions (new, Excel) go to the page heading (issue 41 item 14).
    excelInHeading: true,
    edit: { newRow: newRequestRow, add: 'itemNm', rowEditable: editableRequest, importable: true },
  });
  const { t, rows, can } = list;
  const saving = useGridSave(list, {
    nothing: 'MROIR0005',
    localRefusals: (changes) => localRefusals(changes, rules),
    send: useItemRequestSave().mutateAsync,
    noted: (failure) => failure.kind !== 'field',
  });
  const canSave = can('SAVE');
  // The rows' acts, and a new request asked from the catalogue's empty search (issue 57).
  const requests = useRequestRows(list, saving);
  const { attachmentsOf } = requests;
  const f = listFields(list);
  const fields = (
    <>
      {f.period()}
      {f.text('searchText', 'searchText')}
      {f.code('statCd', 'ITEM_REQ_STAT')}
      {f.code('itemKindCd', 'ITEM_KIND')}
      {f.numbers('reqNos', ITEM_REQUEST_SEARCH_MAX_NUMBERS)}
      {f.text('reqUserNm', 'col.reqUserNm', 50)}
    </>
  );

  const actions = (
    <>
      {canSave && (
        <Button size="sm" variant="secondary" onClick={() => void requests.removeChecked()}>
          {t('itemRequests.removeChecked')}
        </Button>
      )}
      <RowButton list={list} onRow={requests.openAttachments}>
        {t('itemRequests.attachments.open')}
      </RowButton>
    </>
  );
  return (
    <GridList list={list} fields={fields} actions={actions} saving={saving}>
      {attachmentsOf && (
        <RequestAttachments
          row={attachmentsOf}
          editable={canSave && editableRequest(attachmentsOf)}
          onClose={requests.closeAttachments}
          onApply={(changes) => {
            rows.update(attachmentsOf.key, changes);
            requests.closeAttachments();
          }}
        />
      )}
    </GridList>
  );
}
