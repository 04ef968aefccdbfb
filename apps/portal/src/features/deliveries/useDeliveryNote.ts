/**
 * The delivery note in the print window (issue 44 item 4, decision 0070), the order document's
 * way (decision 0060): the 900 × 680 window opens within the click, then a one-time token
 * (`POST /token/report`, DELIVERY_NOTE) is posted into it as a form; the page prints itself one
 * second after loading. A refused token closes the window (the presenter shows why). Focus goes
 * back to the button.
 */
import { useCallback } from 'react';
import { useReportWindow } from '../common/useReportWindow';

/** The REPORT code of the delivery note. */
export const DELIVERY_NOTE = 'DELIVERY_NOTE';

/** The delivery note in the print window. */
export function useDeliveryNote(dlvNo: string) {
  const open = useReportWindow(DELIVERY_NOTE, 'dlvNo', dlvNo);
  return useCallback((button: HTMLElement | null) => open('print', button), [open]);
}
