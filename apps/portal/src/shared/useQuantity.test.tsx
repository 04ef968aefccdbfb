// Units by code list, the same to both parties (issue 57 item 3): the supplier's order showed
// "2 EA" where the buyer's showed "2 개".
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeListProvider, MroProvider } from '@mro/ui';
import { useQuantity } from './useQuantity';

const UNITS = {
  ko: [
    { cd: 'EA', cdNm: '개' },
    { cd: 'PAIR', cdNm: '켤레' },
  ],
  en: [
    { cd: 'EA', cdNm: 'Each' },
    { cd: 'PAIR', cdNm: 'Pair' },
  ],
};

function wrapper(locale: 'ko' | 'en') {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MroProvider locale={locale}>
        <CodeListProvider load={async (group, lang) => (group === 'UNIT' ? UNITS[lang as 'ko' | 'en'] : [])}>
          {children}
        </CodeListProvider>
      </MroProvider>
    );
  };
}

describe('useQuantity', () => {
  it('names the unit by the code list in the page’s language and groups the number', async () => {
    const ko = renderHook(() => useQuantity(), { wrapper: wrapper('ko') });
    await waitFor(() => expect(ko.result.current(1200, 'EA')).toBe('1,200 개'));
    expect(ko.result.current(2, 'PAIR')).toBe('2 켤레');
    const en = renderHook(() => useQuantity(), { wrapper: wrapper('en') });
    await waitFor(() => expect(en.result.current(3, 'PAIR')).toBe('3 Pair'));
  });

  it('shows a code the list does not hold as it is', async () => {
    const ko = renderHook(() => useQuantity(), { wrapper: wrapper('ko') });
    await waitFor(() => expect(ko.result.current(1, 'EA')).toBe('1 개'));
    expect(ko.result.current(1, 'DRUM')).toBe('1 DRUM');
  });
});
