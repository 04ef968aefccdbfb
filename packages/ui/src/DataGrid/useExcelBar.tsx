// The grid's Excel bar (spec 001 §4): the download and upload buttons as the options and the
// system allow (no download in the main and marketplace systems), the upload's file input, and
// the upload's outcome (rows added, or the first refused cell and how many) for the view to show
// under the grid. The work itself is useGridExcel's (a Web Worker through @mro/excel).
import { useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { useMessageBox } from '../MessageBox';
import { translateMessage } from '../i18n/createI18n';
import { Alert, Toolbar } from './DataGrid.styles';
import type { DataGridExcel } from './gridTypes';
import type { DataGridState } from './useDataGrid';
import { useGridExcel } from './useGridExcel';

/** Spec: export is disabled in the grid menus of the main and marketplace systems. */
const NO_EXPORT_SYSTEMS = new Set(['MAIN', 'MP']);

export interface ExcelBar {
  /** The buttons above the grid, or null when neither is offered. */
  toolbar: ReactNode;
  /** The last upload's outcome, or null. */
  message: ReactNode;
}

export function useExcelBar<Row extends object>(
  grid: DataGridState<Row>,
  excel: DataGridExcel<Row> | undefined,
  label: string,
  system: string,
  /** A column's header by its key (the refused cell is named by it). */
  header: (key: string) => string,
  /** More of the toolbar (the column chooser), after the Excel buttons. */
  more?: ReactNode,
): ExcelBar {
  const { t, i18n } = useTranslation('ui');
  const box = useMessageBox();
  const sheet = useGridExcel(grid, excel ?? { fileName: label });
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [excelMessage, setExcelMessage] = useState('');
  const canExport = Boolean(excel) && excel?.export !== false && !NO_EXPORT_SYSTEMS.has(system);
  const canImport = Boolean(excel?.import && excel.newRow);

  const exportExcel = async () => {
    const outcome = await sheet.exportRows();
    if (outcome && !outcome.ok) await box.alert(outcome.code, { params: outcome.params });
  };
  const importExcel = async (file: File | undefined) => {
    if (!file) return;
    const outcome = await sheet.importFile(file);
    if (!outcome.ok) {
      await box.alert(outcome.code, { params: outcome.params });
      return;
    }
    const first = outcome.errors[0];
    setExcelMessage(
      first
        ? t('dataGrid.importErrors', {
            rows: outcome.rows,
            count: outcome.errors.length,
            row: first.row,
            column: header(first.column),
            message: translateMessage(i18n, first.code, first.params),
          })
        : t('dataGrid.imported', { rows: outcome.rows }),
    );
  };

  const buttons = (
    <>
      {canExport && (
        <Button size="sm" variant="secondary" onClick={exportExcel}>
          {t('dataGrid.exportExcel')}
        </Button>
      )}
      {canImport && (
        <>
          <Button size="sm" variant="secondary" onClick={() => fileInput.current?.click()}>
            {t('dataGrid.importExcel')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept=".xlsx,.xls,.csv"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              void importExcel(file);
            }}
          />
        </>
      )}
    </>
  );
  // The Excel buttons in a place the page gives (its heading's actions), else above the grid.
  const away = excel?.buttonsIn ?? null;
  const inToolbar = !away && (canExport || canImport);
  return {
    toolbar: (
      <>
        {away && (canExport || canImport) && createPortal(buttons, away)}
        {inToolbar || more ? (
          <Toolbar>
            {inToolbar && buttons}
            {more}
          </Toolbar>
        ) : null}
      </>
    ),
    message: excelMessage ? <Alert role="status">{excelMessage}</Alert> : null,
  };
}
