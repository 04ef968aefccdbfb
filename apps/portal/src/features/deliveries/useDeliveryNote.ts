/**
 * The delivery note in the print window (issue 44 item 4, decision 0070), the order document's
 * way (decision 0060): the 900 × 680 window opens within the click, then a one-time token
 * (`POST /token/report`, DELIVERY_NOTE) is posted into it as a form; the page prints itself one
 * second after loading. A refused token closes the window (the presenter shows why). Focus goes
 * back to the button.
 */
import { useCallback } from 'react';
import { contract } from '@mro/contract';
import { usePopupThen, useMro } from '@mro/ui';
import { useApi, useHttp } from '../../services/ServicesProvider';

/** The REPORT code of the delivery note. */
export const DELIVERY_NOTE = 'DELIVERY_NOTE';

export function useDeliveryNote(dlvNo: string) {
  const api = useApi();
  const http = useHttp();
  const popupThen = usePopupThen();
  const { locale } = useMro();
  return useCallback(
    async (button: HTMLElement | null) => {
      try {
        // No await before this call: the window must open within the click's activation.
        await popupThen('print', async () => {
          const issued = await api.payments.reportToken({ body: { reportId: DELIVERY_NOTE, params: { dlvNo } } });
          if (!issued.ok) return null;
          return {
            url: http.url(contract.payments.reportView.path),
            fields: { token: issued.data.token, locale: locale === 'en' ? 'EN' : 'KO', print: 'Y' },
          };
        });
      } finally {
        button?.focus();
      }
    },
    [api, http, popupThen, locale, dlvNo],
  );
}
