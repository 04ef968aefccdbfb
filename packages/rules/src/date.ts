/** Dates as the spec stores them: YYYYMMDD strings. */
import { DATE_MAX, DATE_MIN } from './constants.ts';

export type DateFormat = 'year-month-day' | 'year-month' | 'year';

export const DATE_RANGE_CODES = {
  required: 'ACMCM0002',
  bothOrNone: 'PICMCM0015',
  format: 'PICMCM0058',
  /** Ours: the spec's picker swaps instead; a typed or posted range can still be reversed. */
  order: 'MROCM0005',
  days: 'ACMCM0034',
  months: 'ABYEC0012',
  years: 'ABYMC0019',
} as const;

const PATTERNS: Record<DateFormat, RegExp> = {
  'year-month-day': /^(\d{4})[-./]?(\d{2})[-./]?(\d{2})$/,
  'year-month': /^(\d{4})[-./]?(\d{2})$/,
  year: /^(\d{4})$/,
};

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parts(text: string, format: DateFormat): [number, number, number] | null {
  const match = PATTERNS[format].exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = match[2] === undefined ? 1 : Number(match[2]);
  const day = match[3] === undefined ? 1 : Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return [year, month, day];
}

/** A real calendar date in the format: YYYYMMDD / YYYY-MM-DD (also . or /), YYYYMM / YYYY-MM, YYYY. */
export function isDateText(text: string, format: DateFormat = 'year-month-day'): boolean {
  return parts(text, format) !== null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYYMMDD (or YYYYMM, YYYY for the other formats) from any accepted spelling; null if invalid. */
export function toDateValue(text: string, format: DateFormat = 'year-month-day'): string | null {
  const p = parts(text, format);
  if (!p) return null;
  const [y, m, d] = p;
  if (format === 'year') return pad(y, 4);
  if (format === 'year-month') return pad(y, 4) + pad(m);
  return pad(y, 4) + pad(m) + pad(d);
}

/** YYYY-MM-DD for display (YYYY-MM, YYYY for the shorter formats). Invalid input unchanged. */
export function formatDateValue(value: string, format: DateFormat = 'year-month-day'): string {
  const normal = toDateValue(value, format);
  if (!normal) return value;
  return [normal.slice(0, 4), normal.slice(4, 6), normal.slice(6, 8)].filter(Boolean).join('-');
}

/**
 * A moment for display, the one format of lists and details alike (issue 41: lists showed
 * 2026-11-25, details 2026. 11. 25. 오후 11:31): YYYY-MM-DD HH:mm, 24-hour, in the business's time
 * zone (Asia/Seoul) whatever the reader's clock. An invalid moment is returned as given.
 */
export function formatDateTime(moment: string | Date, timeZone = 'Asia/Seoul'): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) return String(moment);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The date clamped into [min, max] (defaults 1000-01-01 and 9999-01-01); '' if not a valid date. */
export function clampDate(yyyymmdd: string, min: string = DATE_MIN, max: string = DATE_MAX): string {
  const value = toDateValue(yyyymmdd);
  if (!value) return '';
  if (value < min) return min;
  if (value > max) return max;
  return value;
}

function utc(value: string): number {
  return Date.UTC(Number(value.slice(0, 4)), Number(value.slice(4, 6)) - 1, Number(value.slice(6, 8)));
}

/** Days from start to end counted inclusively: 20260101–20260107 is 7. */
export function inclusiveDays(start: string, end: string): number {
  return Math.round((utc(end) - utc(start)) / 86_400_000) + 1;
}

/** The same day `months` later, clamped to the month's last day (0131 + 1 month = 0228). */
export function addMonths(yyyymmdd: string, months: number): string {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6)) - 1 + months;
  const y = year + Math.floor(month / 12);
  const m = (((month % 12) + 12) % 12) + 1;
  const d = Math.min(Number(yyyymmdd.slice(6, 8)), daysInMonth(y, m));
  return pad(y, 4) + pad(m) + pad(d);
}

export interface DateRangeOptions {
  /** Longest period in days, counted inclusively (ACMCM0034). */
  maxDays?: number | undefined;
  /** The end must come before the same day `maxMonths` later (ABYEC0012). */
  maxMonths?: number | undefined;
  /** The end must come before the same day `maxYears` later (ABYMC0019, "at most one year"). */
  maxYears?: number | undefined;
  /** Both dates required (ACMCM0002); otherwise both or none (PICMCM0015). */
  required?: boolean | undefined;
}

/**
 * The first violated date range rule, or null. Limits: 20260101–20260107 is 7 days; with
 * maxMonths 1, 20260115–20260214 passes and 20260115–20260215 fails; with maxYears 1,
 * 20260101–20261231 passes and 20260101–20270101 fails.
 */
export function dateRangeViolation(start: string, end: string, options: DateRangeOptions = {}): string | null {
  const s = start.trim();
  const e = end.trim();
  if (s === '' && e === '') return options.required ? DATE_RANGE_CODES.required : null;
  if (s === '' || e === '') return options.required ? DATE_RANGE_CODES.required : DATE_RANGE_CODES.bothOrNone;
  const sv = toDateValue(s);
  const ev = toDateValue(e);
  if (!sv || !ev) return DATE_RANGE_CODES.format;
  if (sv > ev) return DATE_RANGE_CODES.order;
  if (options.maxDays !== undefined && inclusiveDays(sv, ev) > options.maxDays) return DATE_RANGE_CODES.days;
  if (options.maxMonths !== undefined && ev >= addMonths(sv, options.maxMonths)) return DATE_RANGE_CODES.months;
  if (options.maxYears !== undefined && ev >= addMonths(sv, 12 * options.maxYears)) return DATE_RANGE_CODES.years;
  return null;
}

/**
 * The day, YYYYMMDD, an instant falls on in Korean time (UTC+9, no daylight saving): the day the
 * service's dates mean, whatever the device's or the server's zone (a request's day, "today" of a
 * search period).
 */
export const seoulDay = (at: Date): string =>
  new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
