import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  HANGUL_INITIALS,
  hangulInitial,
  hangulInitials,
  isHangulInitial,
  koreanSearchIndex,
  matchesKoreanSearch,
} from '../src/index.ts';

/** Unicode's own decomposition: a syllable's NFD starts with its conjoining initial (U+1100…). */
const CONJOINING_TO_COMPAT = HANGUL_INITIALS.map((compat, i) => [String.fromCharCode(0x1100 + i), compat] as const);
const compatOf = new Map(CONJOINING_TO_COMPAT);

describe('hangulInitial', () => {
  it('maps every one of the 11,172 precomposed syllables (U+AC00..U+D7A3) to its initial', () => {
    let count = 0;
    for (let code = 0xac00; code <= 0xd7a3; code += 1) {
      const syllable = String.fromCharCode(code);
      const expected = compatOf.get(syllable.normalize('NFD')[0]!);
      expect(expected).toBeDefined();
      if (hangulInitial(syllable) !== expected) expect(`${syllable} → ${hangulInitial(syllable)}`).toBe(expected);
      count += 1;
    }
    expect(count).toBe(11_172);
  });

  it('gives null outside the syllables, and at both ends of the range the right initial', () => {
    expect(hangulInitial('가')).toBe('ㄱ');
    expect(hangulInitial('힣')).toBe('ㅎ');
    expect(hangulInitial(String.fromCharCode(0xabff))).toBeNull();
    expect(hangulInitial(String.fromCharCode(0xd7a4))).toBeNull();
    expect(hangulInitial('ㄱ')).toBeNull();
    expect(hangulInitial('A')).toBeNull();
    expect(hangulInitial('')).toBeNull();
    expect(hangulInitial('가나')).toBeNull();
  });

  it('turns a text into its initials, other characters kept', () => {
    expect(hangulInitials('안전 장갑 L')).toBe('ㅇㅈ ㅈㄱ L');
    expect(hangulInitials('니트릴')).toBe('ㄴㅌㄹ');
  });

  it('knows the 19 initials and nothing else', () => {
    expect(HANGUL_INITIALS).toHaveLength(19);
    expect(HANGUL_INITIALS.every(isHangulInitial)).toBe(true);
    expect(['ㄳ', 'ㅏ', '가', 'a', ''].some(isHangulInitial)).toBe(false);
  });
});

describe('Korean search', () => {
  const labels = ['안전장갑', '니트릴 장갑', '안전화', '면장갑', 'Safety Gloves', '보안경'];
  const find = (query: string) => labels.filter((label) => matchesKoreanSearch(label, query));

  it('finds by initial consonants', () => {
    expect(find('ㅇㅈㅈㄱ')).toEqual(['안전장갑']);
    expect(find('ㄴㅌㄹ')).toEqual(['니트릴 장갑']);
    expect(find('ㅈㄱ')).toEqual(['안전장갑', '니트릴 장갑', '면장갑']);
    expect(find('ㄲ')).toEqual([]);
  });

  it('takes mixed syllables and initials', () => {
    expect(find('안ㅈ')).toEqual(['안전장갑', '안전화']);
    expect(find('ㅇ전')).toEqual(['안전장갑', '안전화']);
    expect(find('안ㅈㅎ')).toEqual(['안전화']);
  });

  it('matches whole syllables, the last one also without its final consonant', () => {
    expect(find('장갑')).toEqual(['안전장갑', '니트릴 장갑', '면장갑']);
    expect(find('니트리')).toEqual(['니트릴 장갑']);
    expect(find('아')).toEqual(['안전장갑', '안전화', '보안경']);
    // Only the last syllable: '아전' is not '안전'.
    expect(find('아전')).toEqual([]);
  });

  it('ignores whitespace and Latin case', () => {
    expect(find('safety g')).toEqual(['Safety Gloves']);
    expect(find('  릴장 ')).toEqual(['니트릴 장갑']);
  });

  it('reports where the match starts (whitespace removed)', () => {
    expect(koreanSearchIndex('니트릴 장갑', 'ㅈㄱ')).toBe(3);
    expect(koreanSearchIndex('안전장갑', '')).toBe(0);
    expect(koreanSearchIndex('안전', '안전장갑')).toBe(-1);
  });

  it('compares composed text: a decomposed (NFD) label or query matches too', () => {
    expect(matchesKoreanSearch('안전장갑'.normalize('NFD'), '전장')).toBe(true);
    expect(matchesKoreanSearch('안전장갑', '전장'.normalize('NFD'))).toBe(true);
  });

  it('a label always matches itself, its initials and any piece of it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0xac00, max: 0xd7a3 }), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.nat(),
        (codes, a, b) => {
          const label = String.fromCharCode(...codes);
          const from = a % codes.length;
          const to = from + 1 + (b % (codes.length - from));
          const piece = label.slice(from, to);
          return (
            matchesKoreanSearch(label, label) &&
            matchesKoreanSearch(label, hangulInitials(label)) &&
            koreanSearchIndex(label, piece) <= from &&
            matchesKoreanSearch(label, hangulInitials(piece))
          );
        },
      ),
    );
  });
});
