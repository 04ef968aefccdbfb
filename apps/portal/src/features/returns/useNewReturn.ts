/**
 * The buyer's new return request (decision 0071) on the list: opened by the list's button or by a
 * link naming a received order line (`?ordNo=…&lineNo=…`, the receipt screen's `newReturnLink`),
 * also while the list is open; only with `allowed` (the buyer with SAVE).
 */
import { useState } from 'react';
import { useScreen } from '../../frames/ScreenContext';
import { useLinkedDialog } from '../common/useLinkedDialog';

export function useNewReturn(allowed: boolean) {
  const { location } = useScreen();
  const linked = useLinkedDialog('ordNo');
  const [creating, setCreating] = useState(false);
  const lineNo = new URLSearchParams(location.search).get('lineNo') ?? '';
  const preselected = linked.open ? { ordNo: linked.open, lineNo } : null;
  return {
    /** The order line the link names, or null. */
    preselected,
    open: allowed && (creating || preselected !== null),
    start: () => setCreating(true),
    close() {
      setCreating(false);
      linked.setOpen(null);
    },
  };
}
