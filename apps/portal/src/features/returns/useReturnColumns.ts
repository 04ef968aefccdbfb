/**
 * The return and exchange list's columns: read-only, their codes shown as the code lists' labels
 * in the current language, sortable where the server sorts. The other party's column is the
 * buyer's company on the supplier's list and the supplier's on the buyer's.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RETURN_CODE_LISTS, RETURN_SORT_KEYS, type CodeItem } from '@mro/rules';
import { useCodeList, type DataGridColumn } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import type { ReturnRow, ReturnSide } from './model';
import { columnMaker } from '../common/columns';

const optionsOf = (items: readonly CodeItem[]) => items.map((i) => ({ value: i.cd, label: i.cdNm }));
const SORTABLE = new Set<string>(RETURN_SORT_KEYS);

export function useReturnColumns(side: ReturnSide): DataGridColumn<ReturnRow>[] {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const statuses = useCodeList(RETURN_CODE_LISTS.status).items;
  const kinds = useCodeList(RETURN_CODE_LISTS.kind).items;
  const reasons = useCodeList(RETURN_CODE_LISTS.reason).items;
  return useMemo<DataGridColumn<ReturnRow>[]>(() => {
    const c = columnMaker<ReturnRow>(t, 'returns', { sortable: SORTABLE });
    const code = (items: readonly CodeItem[]) => ({ editor: 'dropdown' as const, options: optionsOf(items) });
    return [
      c('rtnNo', 150, { frozen: 'left' }),
      c('statCd', 90, { rule: code(statuses), align: 'center' }),
      c('rtnKindCd', 70, { rule: code(kinds), align: 'center' }),
      c('reqDt', 110, { rule: { editor: 'date' }, align: 'center' }),
      c('cpNm', 150, { header: t(`returns.col.cpNm.${side}`) }),
      c('items', 200),
      c('amount', 110, { rule: { editor: 'number' }, align: 'right' }),
      c('rsnCd', 120, { rule: code(reasons) }),
      c('ordNo', 150),
      c('updDt', 110, { rule: { editor: 'date' }, align: 'center' }),
      c('rjctRsnCn', 200),
    ];
  }, [t, side, statuses, kinds, reasons]);
}
