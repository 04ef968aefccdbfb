/**
 * A list's detail dialog and its "new" form, where a record just made opens in place of the form
 * (a delivery scheduled, an invoice issued): closing that detail returns focus to the form's
 * opener, as closing the form would have (decision 0089). Cost: one timer per close.
 */
import { useCallback, useRef, useState } from 'react';

export function useCreatedDetail(again: () => void) {
  const [open, setOpen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const newButton = useRef<HTMLButtonElement>(null);
  const fromNew = useRef(false);
  const holdNewButton = useCallback((button: HTMLButtonElement | null) => {
    newButton.current = button;
  }, []);
  return {
    open,
    setOpen,
    creating,
    setCreating,
    /** The "new" button's ref (focus returns to it). */
    holdNewButton,
    closeDetail() {
      setOpen(null);
      if (fromNew.current) {
        fromNew.current = false;
        setTimeout(() => newButton.current?.focus(), 0);
      }
    },
    /** The form made `key`: the list searches again and its detail opens. */
    created(key: string) {
      setCreating(false);
      fromNew.current = true;
      again();
      setOpen(key);
    },
  };
}
