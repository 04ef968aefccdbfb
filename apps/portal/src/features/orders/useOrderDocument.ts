/**
 * The order's document (issue 43 item 6, decision 0060): the print window (900 × 680, the page
 * prints itself one second after loading) and the report viewer (1150 × 880). The window opens
 * at once, within the click (`usePopupThen`: a blocked window is MROCM0008), showing "preparing
 * the document…"; then a one-time token is asked for (`POST /token/report`, ORDER_SHEET) and
 * posted as a form into that window: the server renders the purchase order for that token once,
 * in the portal's language. A refused token call closes the window again and is shown by the
 * presenter. Focus goes back to the button that asked.
 */
import { useCallback } from 'react';
import { contract } from '@mro/contract';
import { usePopupThen, useMro } from '@mro/ui';
import { useApi, useHttp } from '../../services/ServicesProvider';

/** The REPORT code of the purchase order's document. */
export const ORDER_SHEET = 'ORDER_SHEET';

export type DocumentWindow = 'print' | 'reportViewer';

export function useOrderDocument(ordNo: string) {
  const api = useApi();
  const http = useHttp();
  const popupThen = usePopupThen();
  const { locale } = useMro();
  return useCallback(
    async (kind: DocumentWindow, button: HTMLElement | null) => {
      try {
        // No await before this call: the window must open within the click's activation.
        await popupThen(kind, async () => {
          const issued = await api.payments.reportToken({ body: { reportId: ORDER_SHEET, params: { ordNo } } });
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
    [api, http, popupThen, locale, ordNo],
  );
}
