/**
 * The order's document (issue 43 item 6, decision 0060): the print window (900 × 680, the page
 * prints itself one second after loading) and the report viewer (1150 × 880). Both ask for a
 * one-time token (`POST /token/report`, ORDER_SHEET) and post it as a form into the window: the
 * server renders the purchase order for that token once, in the portal's language. A refused
 * token call is shown by the presenter; a blocked window by `usePopup` (MROCM0008). Focus goes
 * back to the button that asked.
 */
import { useCallback } from 'react';
import { contract } from '@mro/contract';
import { usePopup, useMro } from '@mro/ui';
import { useApi, useHttp } from '../../services/ServicesProvider';

/** The REPORT code of the purchase order's document. */
export const ORDER_SHEET = 'ORDER_SHEET';

export type DocumentWindow = 'print' | 'reportViewer';

export function useOrderDocument(ordNo: string) {
  const api = useApi();
  const http = useHttp();
  const popup = usePopup();
  const { locale } = useMro();
  return useCallback(
    async (kind: DocumentWindow, button: HTMLElement | null) => {
      try {
        const issued = await api.payments.reportToken({ body: { reportId: ORDER_SHEET, params: { ordNo } } });
        if (!issued.ok) return;
        popup(kind, {
          url: http.url(contract.payments.reportView.path),
          fields: {
            token: issued.data.token,
            locale: locale === 'en' ? 'EN' : 'KO',
            print: kind === 'print' ? 'Y' : 'N',
          },
        });
      } finally {
        button?.focus();
      }
    },
    [api, http, popup, locale, ordNo],
  );
}
