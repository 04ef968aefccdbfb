/**
 * A document of the report server in its own window (decision 0060; the order's sheet, the tax
 * invoice, the delivery note): the print window (the page prints itself one second after
 * loading) or the report viewer opens at once, within the click (`usePopupThen`: a blocked window
 * is MROCM0008), showing "preparing the document…"; then a one-time token is asked for
 * (`POST /token/report` with the report's code and its one parameter) and posted as a form into
 * that window, in the portal's language. A refused token call closes the window again (the
 * presenter shows why). Focus goes back to the button that asked.
 */
import { useCallback } from 'react';
import { contract } from '@mro/contract';
import { usePopupThen, useMro } from '@mro/ui';
import { useApi, useHttp } from '../../services/ServicesProvider';

export type ReportWindow = 'print' | 'reportViewer';

export function useReportWindow(reportId: string, param: string, value: string) {
  const api = useApi();
  const http = useHttp();
  const popupThen = usePopupThen();
  const { locale } = useMro();
  return useCallback(
    async (kind: ReportWindow, button: HTMLElement | null) => {
      try {
        // No await before this call: the window must open within the click's activation.
        await popupThen(kind, async () => {
          const issued = await api.payments.reportToken({ body: { reportId, params: { [param]: value } } });
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
    [api, http, popupThen, locale, reportId, param, value],
  );
}
