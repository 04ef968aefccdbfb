/**
 * Korean search: a query matches a label by its text or, for a Hangul consonant typed on its own,
 * by the initial consonant (초성) of the label's syllable there: `ㅇㅈㅈㄱ` finds "안전장갑",
 * `ㄴㅌㄹ` finds "니트릴", and mixed input such as `안ㅈ` works. A query's last syllable without
 * a final consonant also matches a syllable that has one (`니트리` finds "니트릴"), as the text
 * stands while it is still being typed.
 *
 * Contract: pure, no dependencies; whitespace is ignored on both sides and Latin letters compare
 * without case (so "safety g" finds "Safety gloves"). Cost: O(label × query) in the worst case,
 * arithmetic only (no tables beyond the 19 initials, no normalisation of the label's syllables).
 */

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
/** Syllables per initial consonant: 21 medial vowels × 28 finals (none included). */
const PER_INITIAL = 21 * 28;

/** The 19 initial consonants as compatibility jamo (what a keyboard types), in Unicode's order. */
export const HANGUL_INITIALS = [
  'ㄱ', 'ㄲ', 'ㄴ', 'ㄷ', 'ㄸ', 'ㄹ', 'ㅁ', 'ㅂ', 'ㅃ', 'ㅅ',
  'ㅆ', 'ㅇ', 'ㅈ', 'ㅉ', 'ㅊ', 'ㅋ', 'ㅌ', 'ㅍ', 'ㅎ',
] as const; // prettier-ignore

const INITIAL_SET = new Set<string>(HANGUL_INITIALS);

const isSyllable = (code: number) => code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;

/** The initial consonant of a precomposed Hangul syllable ('안' → 'ㅇ'), else null. */
export function hangulInitial(char: string): string | null {
  const code = char.charCodeAt(0);
  if (char.length !== 1 || !isSyllable(code)) return null;
  return HANGUL_INITIALS[Math.floor((code - SYLLABLE_FIRST) / PER_INITIAL)]!;
}

/** The initial consonants of a text, other characters kept: '안전 장갑' → 'ㅇㅈ ㅈㄱ'. */
export function hangulInitials(text: string): string {
  let out = '';
  for (const char of text) out += hangulInitial(char) ?? char;
  return out;
}

/** True for a consonant that can begin a syllable, typed on its own ('ㅇ', 'ㄲ'; not 'ㄳ'). */
export const isHangulInitial = (char: string): boolean => INITIAL_SET.has(char);

/** A syllable without its final consonant ('릴' → '리'), else the character itself. */
function withoutFinal(char: string): string {
  const code = char.charCodeAt(0);
  if (!isSyllable(code)) return char;
  return String.fromCharCode(code - ((code - SYLLABLE_FIRST) % 28));
}

const hasNoFinal = (char: string) => isSyllable(char.charCodeAt(0)) && withoutFinal(char) === char;

/** Spaces out, Latin case folded, composed (NFC): the form both sides are compared in. */
const fold = (text: string) => [...text.normalize('NFC').replace(/\s+/g, '').toLowerCase()];

function same(labelChar: string, queryChar: string, last: boolean): boolean {
  if (labelChar === queryChar) return true;
  if (isHangulInitial(queryChar)) return hangulInitial(labelChar) === queryChar;
  return last && hasNoFinal(queryChar) && withoutFinal(labelChar) === queryChar;
}

/**
 * Where the query is found in the label, counted in the label's characters with whitespace
 * removed, or -1. An empty query matches at 0.
 */
export function koreanSearchIndex(label: string, query: string): number {
  const q = fold(query);
  if (q.length === 0) return 0;
  const l = fold(label);
  for (let start = 0; start + q.length <= l.length; start += 1) {
    let i = 0;
    while (i < q.length && same(l[start + i]!, q[i]!, i === q.length - 1)) i += 1;
    if (i === q.length) return start;
  }
  return -1;
}

/** True when the label matches the query (Korean initial-consonant search included). */
export const matchesKoreanSearch = (label: string, query: string): boolean => koreanSearchIndex(label, query) >= 0;

/**
 * Korean particles chosen by the word's last sound, as a reader says it (issue 57 item 3): never
 * the "을(를)" workaround. `pair` names the form after a final consonant first: '을/를', '이/가',
 * '은/는', '과/와', '으로/로', '이에요/예요', '이라/라'. For '으로/로' a final ㄹ takes the second
 * form ('서울로', '물로'), as Korean does. The last character that is read decides: a Hangul
 * syllable by its final consonant; a digit as it is read in Korean (1 일, 2 이, 3 삼 … 0 영: final
 * consonant in 0, 1, 3, 6, 7, 8 and ㄹ in 1, 7, 8); a Latin letter as it is spelled (L 엘, M 엠,
 * N 엔, R 알 end in a consonant, the others in a vowel). Trailing closing marks (quotes, brackets,
 * periods, spaces) are skipped; a word with nothing readable gets the first form.
 * Returns the word followed by the particle.
 */
export type ParticlePair = '을/를' | '이/가' | '은/는' | '과/와' | '으로/로' | '이에요/예요' | '이라/라';

/** The final sound of a character as read in Korean: 'none', 'rieul' (ㄹ), 'other', or null (not read). */
function finalSound(char: string): 'none' | 'rieul' | 'other' | null {
  const code = char.charCodeAt(0);
  if (isSyllable(code)) {
    const final = (code - SYLLABLE_FIRST) % 28;
    if (final === 0) return 'none';
    return final === 8 ? 'rieul' : 'other';
  }
  if (char >= '0' && char <= '9')
    return (
      ({ 0: 'other', 1: 'rieul', 3: 'other', 6: 'other', 7: 'rieul', 8: 'rieul' } as Record<string, 'other' | 'rieul'>)[
        char
      ] ?? 'none'
    );
  const letter = char.toUpperCase();
  if (letter >= 'A' && letter <= 'Z') {
    if (letter === 'L' || letter === 'R') return 'rieul';
    return letter === 'M' || letter === 'N' ? 'other' : 'none';
  }
  return null;
}

export function particle(word: string | number, pair: ParticlePair): string {
  const text = String(word);
  const [withFinal, withoutFinalForm] = pair.split('/') as [string, string];
  let sound: ReturnType<typeof finalSound> = null;
  const chars = [...text.normalize('NFC')];
  for (let i = chars.length - 1; i >= 0 && sound === null; i -= 1) sound = finalSound(chars[i]!);
  const consonant = pair === '으로/로' ? sound === 'other' : sound !== 'none';
  return text + (consonant || sound === null ? withFinal : withoutFinalForm);
}
