import { describe, expect, it } from 'vitest';
import en from './en.json';
import ko from './ko.json';

type Tree = { [key: string]: string | string[] | Tree };

/** Every text of a catalogue by its dotted key. */
function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]): [string, string][] => {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') return [[path, value]];
      if (Array.isArray(value)) return value.map((v, i) => [`${path}.${i}`, v]);
      return Object.entries(flatten(value, path));
    }),
  );
}

describe('the portal catalogue', () => {
  const texts = { ko: flatten(ko as unknown as Tree), en: flatten(en as unknown as Tree) };

  it('has the same keys in Korean and English', () => {
    expect(Object.keys(texts.en).sort()).toEqual(Object.keys(texts.ko).sort());
  });

  it('words a list’s count one way on every list (issue 41: "201 requests" and "187 in total")', () => {
    for (const lang of ['ko', 'en'] as const) {
      const counts = Object.entries(texts[lang]).filter(([key]) => /^(itemRequests|returns)\.count$/.test(key));
      expect(counts).toHaveLength(2);
      expect(new Set(counts.map(([, text]) => text)).size, lang).toBe(1);
    }
  });
});
