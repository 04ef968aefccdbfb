/**
 * The new-item request grid's columns and the cell rules they share with the server
 * (`itemRequestRules` of @mro/rules over the UNIT and ITEM_KIND code lists, in the current
 * language). The status, requester and dates are shown, never edited.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ITEM_REQUEST_CODE_LISTS, ITEM_REQUEST_SORT_KEYS, itemRequestRules, type CodeItem } from '@mro/rules';
import { useCodeList, type DataGridColumn } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import type { ItemRequestRow } from './model';
import { columnMaker } from '../common/columns';

const optionsOf = (items: readonly CodeItem[]) => items.map((i) => ({ value: i.cd, label: i.cdNm }));
const SORTABLE = new Set<string>(ITEM_REQUEST_SORT_KEYS);

export function useItemRequestColumns() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const units = useCodeList(ITEM_REQUEST_CODE_LISTS.unit).items;
  const kinds = useCodeList(ITEM_REQUEST_CODE_LISTS.kind).items;
  const statuses = useCodeList(ITEM_REQUEST_CODE_LISTS.status).items;
  const rules = useMemo(() => itemRequestRules({ units: optionsOf(units), kinds: optionsOf(kinds) }), [units, kinds]);
  const columns = useMemo<DataGridColumn<ItemRequestRow>[]>(() => {
    const c = columnMaker<ItemRequestRow>(t, 'itemRequests', { sortable: SORTABLE, editable: true });
    return [
      c('reqNo', 150, { editable: false, frozen: 'left' }),
      c('statCd', 120, {
        editable: false,
        rule: { editor: 'dropdown', options: optionsOf(statuses) },
        align: 'center',
      }),
      c('itemNm', 180, { rule: rules.itemNm }),
      c('specCn', 160, { rule: rules.specCn }),
      c('mfrNm', 120, { rule: rules.mfrNm }),
      c('unitCd', 80, { rule: rules.unitCd, align: 'center' }),
      c('reqQty', 80, { rule: rules.reqQty, align: 'right' }),
      c('hopePrice', 150, { rule: rules.hopePrice, align: 'right' }),
      c('needDt', 120, { rule: rules.needDt, align: 'center' }),
      c('itemKindCd', 110, { rule: rules.itemKindCd }),
      c('urgentYn', 60, { rule: rules.urgentYn }),
      c('reqRsnCn', 200, { rule: rules.reqRsnCn }),
      c('fileCnt', 70, { editable: false, align: 'right' }),
      c('reqUserNm', 100, { editable: false }),
      c('reqDt', 110, { editable: false, rule: { editor: 'date' }, align: 'center' }),
      c('rjctRsnCn', 180, { editable: false }),
    ];
  }, [t, rules, statuses]);
  return { columns, rules };
}
