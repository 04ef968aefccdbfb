// Sample items for the Combobox's stories (safety supplies, as a buyer's catalogue lists them) and
// a mock server search over them: each request takes SERVER_MS and rejects when aborted.
import type { CodeItem } from '@mro/rules';
import { filterOptions } from '../comboboxCore';

const ITEMS: Record<'ko' | 'en', readonly CodeItem[]> = {
  ko: [
    { cd: 'G01', cdNm: '안전장갑' },
    { cd: 'G02', cdNm: '니트릴 장갑' },
    { cd: 'G03', cdNm: '면장갑' },
    { cd: 'S01', cdNm: '안전화' },
    { cd: 'H01', cdNm: '안전모' },
    { cd: 'E01', cdNm: '보안경' },
    { cd: 'M01', cdNm: '방진 마스크' },
    { cd: 'OLD', cdNm: '가죽 장갑(단종)', useYn: 'N' },
  ],
  en: [
    { cd: 'G01', cdNm: 'Safety gloves' },
    { cd: 'G02', cdNm: 'Nitrile gloves' },
    { cd: 'G03', cdNm: 'Cotton gloves' },
    { cd: 'S01', cdNm: 'Safety shoes' },
    { cd: 'H01', cdNm: 'Hard hat' },
    { cd: 'E01', cdNm: 'Safety glasses' },
    { cd: 'M01', cdNm: 'Dust mask' },
    { cd: 'OLD', cdNm: 'Leather gloves (discontinued)', useYn: 'N' },
  ],
};

export const sampleItems = (locale: string): readonly CodeItem[] => ITEMS[locale === 'en' ? 'en' : 'ko'];

export const SERVER_MS = 400;

/** What a server's search would answer: the matching items after SERVER_MS, or an AbortError. */
export function serverSearch(items: readonly CodeItem[], query: string, signal: AbortSignal) {
  return new Promise<readonly CodeItem[]>((resolve, reject) => {
    const timer = setTimeout(() => resolve(filterOptions(items, query)), SERVER_MS);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}
