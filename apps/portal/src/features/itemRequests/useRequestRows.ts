/**
 * The new-item request list's acts on its rows (ItemRequests.tsx): the checked rows removed (a
 * request past its first status refuses with MROIR0001, none checked with ABYER0004) and the
 * active row's attachment group opened (not a row marked deleted).
 */
import { useState } from 'react';
import { useMessageBox } from '@mro/ui';
import type { GridList, GridSave } from '../common/GridList';
import { editableRequest, type ItemRequestConditions, type ItemRequestRow } from './model';

export function useRequestRows(list: GridList<ItemRequestConditions, ItemRequestRow>, saving: GridSave) {
  const { rows, grid } = list;
  const box = useMessageBox();
  const [attachmentsOf, setAttachmentsOf] = useState<ItemRequestRow | null>(null);
  return {
    attachmentsOf,
    closeAttachments: () => setAttachmentsOf(null),
    async removeChecked() {
      const locked = [...rows.checkedKeys].map((k) => rows.row(k)).find((r) => r && !editableRequest(r));
      if (locked) {
        await box.alert('MROIR0001', { params: { reqNo: locked.reqNo } });
        return;
      }
      if (!rows.checkedKeys.size) await box.alert('ABYER0004');
      else await saving.discard.removeChecked();
    },
    openAttachments() {
      const row = grid.rowAtView(grid.active.row);
      if (row && grid.stateAtView(grid.active.row) !== 'deleted') setAttachmentsOf(row);
    },
  };
}
