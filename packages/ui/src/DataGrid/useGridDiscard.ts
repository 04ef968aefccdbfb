import { useMemo } from 'react';
import { useMessageBox } from '../MessageBox';
import type { GridRows } from './gridRows';

/** What `useGridDiscard` returns: the grid's discarding acts, each resolving whether it happened. */
export interface GridDiscard {
  /** Back to the saved point; asks MROGR0001 first when there are unsaved changes. */
  reset: () => Promise<boolean>;
  /**
   * Deletes the checked rows (new rows go, saved ones are marked deleted); asks MROGR0002 first
   * when a checked row holds unsaved input (a new or changed row). False when none is checked.
   */
  removeChecked: () => Promise<boolean>;
}

/**
 * The grid's discards, asked first like every other discard in the product (a dirty modal's
 * PICMCM0030, the file loader's RPUSM0002): nothing typed is lost without a yes. With nothing to
 * lose there is no question. A thin hook over the row store and the message box.
 */
export function useGridDiscard<Row extends object>(rows: GridRows<Row>): GridDiscard {
  const box = useMessageBox();
  return useMemo(
    () => ({
      async reset() {
        if (rows.isDirty && !(await box.confirm('MROGR0001'))) return false;
        rows.reset();
        return true;
      },
      async removeChecked() {
        const keys = [...rows.checkedKeys];
        if (keys.length === 0) return false;
        const unsaved = keys.some((key) => ['created', 'updated'].includes(rows.stateOf(key)));
        if (unsaved && !(await box.confirm('MROGR0002', { params: { count: keys.length } }))) return false;
        rows.remove(keys);
        return true;
      },
    }),
    [rows, box],
  );
}
