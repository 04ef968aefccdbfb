import { PHONE_SHAPES, isDateText, phoneMaskPattern } from '@mro/rules';

/** The spec's text masks (imask patterns: 0 is a digit). */
export const TEXT_MASKS = {
  phone: '000-0000-0000',
  yearMonth: '0000-00',
  date: '0000-00-00',
  datetime: '0000-00-00 00:00',
  time: '00:00',
} as const;

export type TextMask = keyof typeof TEXT_MASKS;

/**
 * What a masked field gives the form: dates without separators (YYYYMMDD, YYYYMM,
 * YYYYMMDDHHmm, the spec's storage format); phones and times as shown (010-1234-5678, 09:30).
 */
export const UNMASKED_BY_DEFAULT: Record<TextMask, boolean> = {
  phone: false,
  yearMonth: true,
  date: true,
  datetime: true,
  time: false,
};

/** Every pattern a Korean phone number can take on its way to its full length. */
const PHONE_PATTERNS = [
  ...new Set(
    PHONE_SHAPES.flatMap((shape) =>
      Array.from({ length: shape.maxDigits }, (_, i) =>
        shape
          .groups(i + 1)
          .map((size) => '0'.repeat(size))
          .join('-'),
      ),
    ),
  ),
];

interface DynamicMasked {
  value: string;
  compiledMasks: { mask: unknown }[];
}

/**
 * imask's options for a mask: the phone mask follows the number's shape as it is typed (02-1234-5678,
 * 010-1234-5678, 0505-1234-5678, 1588-0000: `PHONE_SHAPES` of @mro/rules), the others are fixed.
 */
export function imaskOptions(mask: string) {
  if (mask === 'phone') {
    return {
      mask: PHONE_PATTERNS.map((pattern) => ({ mask: pattern })),
      lazy: true,
      dispatch: (appended: string, dynamic: DynamicMasked) => {
        const pattern = phoneMaskPattern(dynamic.value + appended);
        return dynamic.compiledMasks.find((m) => m.mask === pattern) ?? dynamic.compiledMasks.at(-1);
      },
    };
  }
  return { mask: mask in TEXT_MASKS ? TEXT_MASKS[mask as TextMask] : mask, lazy: true };
}

/** What a date-like mask shows before anything is typed (a hint, not underscores). */
export const MASK_HINTS: Partial<Record<TextMask, string>> = {
  date: 'YYYY-MM-DD',
  yearMonth: 'YYYY-MM',
  datetime: 'YYYY-MM-DD HH:mm',
  time: 'HH:mm',
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Whether the text of a date-like mask is an impossible or unfinished date or time (2026-13-99,
 * 2026-02-30, 25:00, 2026-1); the code and params to show, or null when it is fine or empty.
 */
export function maskedDateViolation(mask: string, shown: string): { code: string; params: { format: string } } | null {
  const hint = MASK_HINTS[mask as TextMask];
  if (!hint || shown === '') return null;
  const refuse = { code: 'PICMCM0058', params: { format: hint } };
  if (mask === 'time') return TIME.test(shown) ? null : refuse;
  const [day = '', time] = shown.split(' ');
  const dayOk = isDateText(day, mask === 'yearMonth' ? 'year-month' : 'year-month-day');
  const full = day.length === (mask === 'yearMonth' ? 7 : 10);
  if (!dayOk || !full) return refuse;
  if (mask === 'datetime' && !TIME.test(time ?? '')) return refuse;
  return null;
}
