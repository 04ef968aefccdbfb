// The grid's filter menu (decision 0040), for lists whose rows the grid holds: a button in the
// grid's toolbar that opens a panel with a "contains" text field per shown column and a clear
// button. Filtering is the behaviour's (useDataGrid's `setFilter`, gridColumns' `viewOrder`):
// case-folded, on the text as the cell shows it. Esc closes the panel and gives the focus back.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { ChooserPanel } from './DataGrid.styles';
import type { DataGridState } from './dataGridState';

export function FilterMenu({ grid }: { grid: DataGridState<object> }) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement | null>(null);
  const columns = grid.laid.columns.flatMap((c) => (c.column ? [c.column] : []));
  const count = Object.values(grid.filters).filter((f) => f.trim()).length;
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
        {count ? `${t('dataGrid.filters')} (${count})` : t('dataGrid.filters')}
      </Button>
      {open && (
        <ChooserPanel
          id={id}
          role="group"
          aria-label={t('dataGrid.filters')}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            setOpen(false);
            button.current?.focus();
          }}
        >
          <ul>
            {columns.map((c) => (
              <li key={c.key}>
                <label>
                  <span style={{ minWidth: 72 }}>{c.header}</span>
                  <input
                    type="search"
                    aria-label={t('dataGrid.filterColumn', { column: c.header })}
                    value={grid.filters[c.key] ?? ''}
                    onChange={(e) => grid.setFilter(c.key, e.target.value)}
                  />
                </label>
              </li>
            ))}
          </ul>
          <Button size="sm" variant="secondary" clickLockMs={0} onClick={() => grid.clearFilters()}>
            {t('dataGrid.clearFilters')}
          </Button>
        </ChooserPanel>
      )}
    </div>
  );
}
