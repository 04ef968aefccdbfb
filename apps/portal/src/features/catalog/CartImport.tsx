/**
 * Order lines from Excel into the cart (issue 43 item 3): the ORDER_LINES template downloaded
 * with the session (`/excel-template/{code}` through the client's download, decision 0061), and a
 * grid in its columns (item code, item name, quantity, unit, requested delivery date) whose
 * Excel upload reads the sheet in the Web Worker of @mro/excel with errors per cell; "add to
 * cart" sends the rows to the server, which adds the valid ones and answers each refused cell
 * (unknown item, discontinued, a quantity off the rule), shown on its cell; the added rows leave
 * the grid, the refused stay to be corrected.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataGrid, useDataGrid, useGridRows, useMessageBox, type DataGridColumn } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { saveFile } from '../../http/download';
import { useApi } from '../../services/ServicesProvider';
import { ListToolbar } from '../../shared/list.styles';
import { useImportLines } from './queries';

interface ImportRow {
  key: string;
  itemCd: string;
  itemNm: string;
  qty: string;
  unitCd: string;
  needDt: string;
}

/** The Excel template of order lines (its header row, the grid's columns). */
const ORDER_LINES_TEMPLATE = 'ORDER_LINES';

const newRow = (): ImportRow => ({ key: crypto.randomUUID(), itemCd: '', itemNm: '', qty: '', unitCd: '', needDt: '' });

export function CartImport() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const box = useMessageBox();
  const rows = useGridRows<ImportRow>({ rows: [], rowKey: (r) => r.key });
  const columns = useMemo<DataGridColumn<ImportRow>[]>(
    () => [
      { key: 'itemCd', header: t('catalog.col.itemCd'), width: 130, rule: { editor: 'text', required: true } },
      { key: 'itemNm', header: t('catalog.col.itemNm'), width: 220 },
      { key: 'qty', header: t('cart.qty'), width: 100, align: 'right', rule: { editor: 'text', required: true } },
      { key: 'unitCd', header: t('catalog.col.unitCd'), width: 80 },
      { key: 'needDt', header: t('cart.needDt'), width: 130 },
    ],
    [t],
  );
  const grid = useDataGrid<ImportRow>({ rows, columns, checkColumn: false });
  const importLines = useImportLines();
  const [note, setNote] = useState('');
  const api = useApi();
  const [fetching, setFetching] = useState(false);

  /** The ORDER_LINES template, saved as the server names it (a refusal the presenter showed). */
  const downloadTemplate = async () => {
    setFetching(true);
    const file = await api.excel.template({ params: { code: ORDER_LINES_TEMPLATE } });
    setFetching(false);
    if (file.ok) saveFile(file.data);
  };

  const addToCart = async () => {
    const list = rows.rows().filter((r) => r.itemCd.trim() || r.qty.trim());
    if (!list.length) return;
    try {
      const answer = await importLines.mutateAsync(list.map((r) => ({ itemCd: r.itemCd, qty: r.qty })));
      const refused = new Set(answer.errors.map((e) => e.row));
      rows.remove(list.filter((_, i) => !refused.has(i + 1)).map((r) => r.key));
      rows.commit();
      setNote(t('cart.imported', { added: answer.added, refused: refused.size }));
      if (answer.errors.length) {
        const first = answer.errors[0]!;
        await box.alert(first.code, { params: first.params ?? {} });
        grid.showCellErrors(
          answer.errors.map((e) => ({
            key: list[e.row - 1]!.key,
            column: e.field,
            code: e.code,
            params: e.params ?? {},
          })),
        );
      }
    } catch {
      // The presenter showed why; the rows stay.
    }
  };

  return (
    <section aria-label={t('cart.import')}>
      <ListToolbar>
        <output>{note}</output>
        <Button size="sm" variant="secondary" onClick={() => void downloadTemplate()} disabled={fetching}>
          {t('cart.template')}
        </Button>
        <Button size="sm" onClick={() => void addToCart()} disabled={importLines.isPending}>
          {t('cart.importAdd')}
        </Button>
      </ListToolbar>
      <DataGrid
        grid={grid}
        label={t('cart.import')}
        height={220}
        excel={{ fileName: t('cart.importFile'), import: true, newRow, export: false }}
      />
    </section>
  );
}
