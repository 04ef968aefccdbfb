/**
 * The e-contract viewer (spec 001: 937 wide for document class MRO003, otherwise 825; 850 high;
 * "posts forms to contract document pages"; decision 0066 after decision 0060): the window opens
 * at once within the click (sized by the contract's class), then a one-time token is asked for
 * (`POST /token/report`, E_CONTRACT with the contract number) and posted as a form to the contract
 * document page in the portal's language. A refused token closes the window again (the presenter
 * shows why). Focus goes back to the button.
 */
import { useCallback } from 'react';
import { contract } from '@mro/contract';
import { usePopupThen, useMro } from '@mro/ui';
import { useApi, useHttp } from '../../services/ServicesProvider';

/** The REPORT code of the e-contract's document. */
export const E_CONTRACT = 'E_CONTRACT';

export function useContractViewer() {
  const api = useApi();
  const http = useHttp();
  const popupThen = usePopupThen();
  const { locale } = useMro();
  return useCallback(
    async (ctrtNo: string, contractClass: string, button: HTMLElement | null) => {
      try {
        // No await before this call: the window must open within the click's activation.
        await popupThen(
          'eContract',
          async () => {
            const issued = await api.payments.reportToken({ body: { reportId: E_CONTRACT, params: { ctrtNo } } });
            if (!issued.ok) return null;
            return {
              url: http.url(contract.contracts.documentView.path),
              fields: { token: issued.data.token, locale: locale === 'en' ? 'EN' : 'KO' },
              contractClass,
            };
          },
          { contractClass },
        );
      } finally {
        button?.focus();
      }
    },
    [api, http, popupThen, locale],
  );
}
