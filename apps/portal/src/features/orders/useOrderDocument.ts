/**
 * The order's document (issue 43 item 6, decision 0060): the print window (900 × 680, the page
 * prints itself one second after loading) and the report viewer (1150 × 880). The window opens
 * at once, within the click (`usePopupThen`: a blocked window is MROCM0008), showing "preparing
 * the document…"; then a one-time token is asked for (`POST /token/report`, ORDER_SHEET) and
 * posted as a form into that window: the server renders the purchase order for that token once,
 * in the portal's language. A refused token call closes the window again and is shown by the
 * presenter. Focus goes back to the button that asked.
 */
import { useReportWindow, type ReportWindow } from '../common/useReportWindow';

/** The REPORT code of the purchase order's document. */
export const ORDER_SHEET = 'ORDER_SHEET';

export type DocumentWindow = ReportWindow;

export const useOrderDocument = (ordNo: string) => useReportWindow(ORDER_SHEET, 'ordNo', ordNo);
