/**
 * The tax invoice's document (issue 45 item 1, decision 0074), the order document's way (decision
 * 0060): the print window (the page prints itself one second after loading) or the report viewer
 * opens within the click, then a one-time token (`POST /token/report`, TAX_INVOICE) is posted into
 * it as a form. A refused token closes the window (the presenter shows why). Focus goes back to
 * the button.
 */
import { useReportWindow } from '../common/useReportWindow';

/** The REPORT code of the tax invoice. */
export const TAX_INVOICE_REPORT = 'TAX_INVOICE';

export const useTaxInvoiceDocument = (invNo: string) => useReportWindow(TAX_INVOICE_REPORT, 'invNo', invNo);
