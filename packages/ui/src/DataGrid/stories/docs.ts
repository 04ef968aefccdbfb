// The DataGrid's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const dataGridDocs = componentDocs({
  summary: `
The editable grid of the spec's screens (001 §8): virtualized rows (100,000 and more), frozen
system columns (check, number, row state) and frozen data columns, each column's editor and rules
from \`@mro/rules\` (a refused value keeps its text and says why), keyboard moves as in a
spreadsheet, range copy and paste as TSV, undo, server sort and paging, refusals of a save on their
cells, and the Excel bar. The stories use a demo page (its props are below); an app builds the same
from three pieces: the rows (\`useGridRows\`), the behaviour (\`useDataGrid\`, which returns the
declared \`DataGridState\`) and the view (\`DataGrid\`). A Korean IME's first syllable starts an
edit and is never lost; one Enter (or Tab) commits the last syllable and moves once, as in Excel,
and a Japanese candidate's Enter only confirms it (decision 0026).`,
  usage: `
const rows = useGridRows<Line>({ rows: page.rows, rowKey: (r) => r.lineNo, autoCheck: true });
const grid = useDataGrid({
  rows,
  columns: [
    { key: 'itemCd', header: t('item.code'), width: 110, editable: false, frozen: 'left' },
    { key: 'qty', header: t('item.qty'), rule: { editor: 'number', integerOnly: true, positiveOnly: true } },
  ],
  newRow: emptyLine,
});
// Save: send rows.getChanges(); on refusals, grid.showCellErrors(errors) puts them on their cells.
<DataGrid grid={grid} label={t('lines')} searched={searched} paging={{ mode: 'page', totalCount, page, onPageChange }} />`,
  texts: [
    ['dataGrid.exportExcel', 'the Excel bar'],
    ['dataGrid.importExcel', 'the Excel bar'],
    ['dataGrid.state.created', "a new row's state"],
    ['dataGrid.state.updated', "a changed row's state"],
    ['dataGrid.state.deleted', "a deleted row's state"],
    ['dataGrid.resize', "a header's resize separator (ArrowLeft / ArrowRight, Home / End)"],
    ['dataGrid.columns', 'the column chooser'],
    ['dataGrid.moveEarlier', 'moving a column in the chooser'],
    ['dataGrid.moveLater', 'moving a column in the chooser'],
    ['dataGrid.resetColumns', "the chooser's reset"],
  ],
  codes: [
    ['PICMCM0045', 'an empty grid'],
    ['PICMCM0024', 'a search that found nothing (`searched`)'],
    ['PICMCM0026', 'changing page over unsaved edits'],
    ['ACMCM0002', 'a required cell left empty'],
    ['ACMCM0009', 'text in a number cell'],
    ['PICMCM0039', 'a number below its minimum'],
    ['PICMCM0048', 'too many digits for the column'],
    ['PICMCM0058', 'an impossible date'],
    ['MROCM0009', 'a dropdown value not in its list'],
    ['APUDM0007', 'an export with no rows'],
    ['PICMCM0011', 'an upload that is not Excel or CSV'],
    ['MROGR0001', 'reset over unsaved changes (`useGridDiscard`)'],
    ['MROGR0002', 'deleting checked rows that hold unsaved input'],
  ],
  dos: [
    'give every column its rule from `@mro/rules`, the same rule the server applies.',
    'set `manualSort` with `onSortChange` when the server sorts a search, and `paging` for its pages.',
    "put a failed save's field errors on their cells with `showCellErrors` (the first one takes the focus).",
    'give `stateKey` (`${userId}:${screenId}:${gridId}`) so each user keeps their widths, order and columns per screen.',
  ],
  donts: [
    'validate cells again in the page: the grid already refuses what the rule refuses.',
    'load a whole search into the rows to export it: give `excel.source` and the export asks for every row.',
  ],
});
