import { FILE_SIZE_UNIT } from './constants.ts';

export type MessageLocale = 'ko' | 'en';

/** File sizes with base 1024 (spec): 512 B, 1.5 KB, 10 MB. Korean uses 바이트 for bytes. */
export function formatFileSize(bytes: number, locale: MessageLocale = 'ko'): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < FILE_SIZE_UNIT) return locale === 'ko' ? `${bytes}바이트` : `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / FILE_SIZE_UNIT;
  let unit = 0;
  while (value >= FILE_SIZE_UNIT && unit < units.length - 1) {
    value /= FILE_SIZE_UNIT;
    unit += 1;
  }
  const text =
    value >= 100 || Number.isInteger(value) ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, '');
  return `${text} ${units[unit]}`;
}

/**
 * A number as grids and totals show it in both locales: `,` between thousands, `.` before the
 * fraction, every significant fraction digit (12,345.678, -1,000). Without Intl (its formatter
 * costs a page's first render ~15 ms); numbers JavaScript prints with an exponent use Intl.
 */
export function formatNumber(value: number | string): string {
  // Decimal text (an amount, decision 0106) is grouped digit by digit, never through a double.
  if (typeof value === 'string') return /^-?\d+(\.\d+)?$/.test(value) ? groupDigits(value) : value;
  if (!Number.isFinite(value)) return String(value);
  const text = String(value);
  if (text.includes('e')) return value.toLocaleString('en-US', { maximumFractionDigits: 20 });
  const fraction = text.split('.')[1];
  // Beyond 20 fraction digits (tiny values such as 0.0000010000000000000501) Intl rounds.
  if (fraction && fraction.length > 20) return value.toLocaleString('en-US', { maximumFractionDigits: 20 });
  return groupDigits(text);
}

/** Plain decimal text with `,` between thousands: "-1234567.5" → "-1,234,567.5". */
export function groupDigits(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '', fraction] = (negative ? text.slice(1) : text).split('.');
  let grouped = whole;
  for (let i = whole.length - 3; i > 0; i -= 3) grouped = `${grouped.slice(0, i)},${grouped.slice(i)}`;
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
