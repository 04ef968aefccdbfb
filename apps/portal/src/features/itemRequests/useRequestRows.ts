/**
 * The new-item request list's acts on its rows (ItemRequests.tsx): the checked rows removed (a
 * request past its first status refuses with MROIR0001, none checked with ABYER0004) and the
 * active row's attachment group opened (not a row marked deleted), and a new request asked from
 * the catalogue's empty search (`?itemNm=…`) added on top once the opening search answered.
 */
import { useEffect, useRef, useState } from 'react';
import { useMessageBox } from '@mro/ui';
import { useScreen } from '../../frames/ScreenContext';
import type { GridList, GridSave } from '../common/GridList';
import {
  editableRequest,
  newRequestRow,
  requestedName,
  type ItemRequestConditions,
  type ItemRequestRow,
} from './model';

export function useRequestRows(list: GridList<ItemRequestConditions, ItemRequestRow>, saving: GridSave) {
  const { rows, grid, can } = list;
  const box = useMessageBox();
  const [attachmentsOf, setAttachmentsOf] = useState<ItemRequestRow | null>(null);
  // Asked from the catalogue's empty search (issue 57): a new request with its words, on top once
  // the opening search has answered.
  const { location } = useScreen();
  const [asked] = useState(() => requestedName(location.search));
  const added = useRef(false);
  const searched = list.search.last !== null;
  const canSave = can('SAVE');
  useEffect(() => {
    if (!asked || added.current || !searched || !canSave) return;
    added.current = true;
    rows.add({ ...newRequestRow(), itemNm: asked }, 0);
  }, [asked, searched, rows, canSave]);
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
