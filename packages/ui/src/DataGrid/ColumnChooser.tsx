// The grid's column chooser (decision 0040): a button in the grid's toolbar that opens a panel
// listing the declared columns, each with a check to show or hide it and buttons to move it
// earlier or later, and a reset to the declared columns. The state is the grid's
// (useColumnState: kept per user and screen when the grid has a stateKey). Esc closes the panel
// and gives the focus back to its button.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { ChooserPanel } from './DataGrid.styles';
import type { DataGridState } from './dataGridState';
import { applyColumnState } from './gridColumnState';

export function ColumnChooser({ grid }: { grid: DataGridState<object> }) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement | null>(null);
  const hidden = new Set(grid.hiddenColumns);
  // Every declared column in the user's order, hidden ones too.
  const columns = applyColumnState(grid.allColumns, { order: [...grid.columnOrder], widths: {}, hidden: [] });
  const visibleCount = columns.length - hidden.size;
  return (
    <div style={{ position: 'relative' }}>
      <Button
        ref={button}
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {t('dataGrid.columns')}
      </Button>
      {open && (
        <ChooserPanel
          id={id}
          role="group"
          aria-label={t('dataGrid.columns')}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            setOpen(false);
            button.current?.focus();
          }}
        >
          <ul>
            {columns.map((c, i) => {
              const shown = !hidden.has(c.key);
              return (
                <li key={c.key}>
                  <label>
                    <input
                      type="checkbox"
                      checked={shown}
                      // The last visible column stays.
                      disabled={shown && visibleCount === 1}
                      onChange={(e) => grid.setColumnHidden(c.key, !e.target.checked)}
                    />
                    {c.header}
                  </label>
                  <Button
                    size="sm"
                    variant="ghost"
                    // Moves are repeated on purpose: no double-submit lock.
                    clickLockMs={0}
                    aria-label={t('dataGrid.moveEarlier', { column: c.header })}
                    disabled={i === 0}
                    onClick={() => grid.moveColumn(c.key, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    // Moves are repeated on purpose: no double-submit lock.
                    clickLockMs={0}
                    aria-label={t('dataGrid.moveLater', { column: c.header })}
                    disabled={i === columns.length - 1}
                    onClick={() => grid.moveColumn(c.key, 1)}
                  >
                    ↓
                  </Button>
                </li>
              );
            })}
          </ul>
          <Button size="sm" variant="secondary" onClick={() => grid.resetColumns()}>
            {t('dataGrid.resetColumns')}
          </Button>
        </ChooserPanel>
      )}
    </div>
  );
}
