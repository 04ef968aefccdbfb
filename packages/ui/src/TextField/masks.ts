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
