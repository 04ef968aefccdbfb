/**
 * The tax invoice's document (issue 45 item 1, decision 0074), the order document's way (decision
 * 0060): the print window (the page prints itself one second after loading) or the report viewer
 * opens within the click, then a one-time token (`POST /token/report`, TAX_INVOICE) is posted into
 * it as a form. A refused token closes the window (the presenter shows why). Focus goes back to
 * the button.
 */
import { useCallback } from 'react';
import { contract } from '@mro/contract';
import { usePopupThen, useMro } from '@mro/ui';
import { useApi, useHttp } from '../../services/ServicesProvider';

/** The REPORT code of the tax invoice. */
export const TAX_INVOICE_REPORT = 'TAX_INVOICE';

export function useTaxInvoiceDocument(invNo: string) {
  const api = useApi();
  const http = useHttp();
  const popupThen = usePopupThen();
  const { locale } = useMro();
  return useCallback(
    async (kind: 'print' | 'reportViewer', button: HTMLElement | null) => {
      try {
        // No await before this call: the window must open within the click's activation.
        await popupThen(kind, async () => {
          const issued = await api.payments.reportToken({ body: { reportId: TAX_INVOICE_REPORT, params: { invNo } } });
          if (!issued.ok) return null;
          return {
            url: http.url(contract.payments.reportView.path),
            fields: {
              token: issued.data.token,
              locale: locale === 'en' ? 'EN' : 'KO',
              print: kind === 'print' ? 'Y' : 'N',
            },
          };
        });
      } finally {
        button?.focus();
      }
    },
    [api, http, popupThen, locale, invNo],
  );
}
