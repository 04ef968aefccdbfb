/**
 * The return and exchange request list (issue 25, decision 0022), one screen for both parties:
 * the supplier's (menu SP-RTN, program SPRTN001: the requests addressed to its company, decided
 * in the detail) and the buyer's (menu BY-RTN, program BYRTN001: its company's requests and each
 * supplier's decision). A search box (request period with presets, status, kind, the other
 * party's company, request numbers, item or order text); a read-only grid fed by the server 100
 * rows at a time and sorted by the server; the detail of the active row in a modal (the Details
 * button, Enter or a double click on a row); the Excel export of the whole search (every page of
 * the last search that ran, decision 0042). The supplier's list opens on the requests waiting for it.
 * The buyer, with SAVE, makes a new request of a received line (NewReturnDialog, decision 0071);
 * `?ordNo=…&lineNo=…` opens it on that line (the receipt screen's link: `newReturnLink`), and
 * `?rtnNo=…` opens a request's detail (a notification's link). The list's wiring is common/GridList
 * (decision 0089).
 */
import { RETURN_CODE_LISTS, RETURN_SEARCH_MAX_NUMBERS, returnPeriodViolation } from '@mro/rules';
import { Button } from '@mro/ui';
import { periodRefusal } from '../../shared/period';
import { GridList, RowButton, useGridList } from '../common/GridList';
import { useLinkedDialog } from '../common/useLinkedDialog';
import { defaultConditions, rowOf, type ReturnSide } from './model';
import { ReturnDetailDialog } from './ReturnDetailDialog';
import { NewReturnDialog } from './NewReturnDialog';
import { useNewReturn } from './useNewReturn';
import { useReturnColumns } from './useReturnColumns';
import { returnExportQuery, returnPagesQuery } from './queries';
import { listFields } from '../common/listFields';

export function ReturnRequests({ side }: { side: ReturnSide }) {
  const { open, setOpen } = useLinkedDialog('rtnNo');
  const list = useGridList({
    name: 'returns',
    // The supplier's work is the requests waiting for a decision; the buyer follows all of its own.
    opening: (today) => defaultConditions(today, side === 'supplier' ? 'REQ' : ''),
    schema: { cpNm: 'max:100', searchText: 'max:100' },
    query: (api, conditions, sort) => returnPagesQuery(api, side, conditions, sort),
    // The export writes every row of the last search that ran, not only the rows loaded so far.
    exportQuery: (api, conditions, sort) => returnExportQuery(api, side, conditions, sort),
    rowOf: (answer, t) => rowOf(answer, (first, count) => t('returns.items', { first, count })),
    columns: useReturnColumns(side),
    refusal: periodRefusal(returnPeriodViolation),
    // A decision writes its answer into the cache (queries.ts); the list follows it.
    follow: true,
    excelInHeading: true,
    onActivate: (row) => setOpen(row.rtnNo),
  });
  const { t, can } = list;
  // A new request, opened by the button or by a link naming an order line.
  const canRequest = side === 'buyer' && can('SAVE');
  const newRequest = useNewReturn(canRequest);
  const f = listFields(list);
  const fields = (
    <>
      {f.period()}
      {f.text('searchText', 'searchText')}
      {f.code('statCd', RETURN_CODE_LISTS.status)}
      {f.code('rtnKindCd', RETURN_CODE_LISTS.kind)}
      {f.text('cpNm', `col.cpNm.${side}`)}
      {f.numbers('rtnNos', RETURN_SEARCH_MAX_NUMBERS)}
    </>
  );

  const actions = (
    <>
      <RowButton list={list} onRow={(row) => setOpen(row.rtnNo)}>
        {t('returns.detail')}
      </RowButton>
      {canRequest && (
        <Button size="sm" onClick={newRequest.start}>
          {t('returns.new')}
        </Button>
      )}
    </>
  );
  return (
    <GridList list={list} fields={fields} actions={actions}>
      {newRequest.open && (
        <NewReturnDialog
          preselected={newRequest.preselected}
          onClose={newRequest.close}
          onCreated={(rtnNo) => {
            newRequest.close();
            setOpen(rtnNo);
            // The list shows the new request without 조회 (issue 57 item 7): its last search again.
            list.again();
          }}
        />
      )}
      {open && !newRequest.open && (
        <ReturnDetailDialog side={side} rtnNo={open} canDecide={can('SAVE')} onClose={() => setOpen(null)} />
      )}
    </GridList>
  );
}
