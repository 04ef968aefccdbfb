import { describe, expect, it } from 'vitest';
import {
  seoulDay,
  addMonths,
  clampDate,
  currencyDecimals,
  DATE_RANGE_CODES as D,
  dateRangeViolation,
  formatDateTime,
  formatDateValue,
  formatFileSize,
  formatTimeValue,
  inclusiveDays,
  isDateText,
  parseTimeValue,
  snapTime,
  roundCurrency,
  timeOptions,
  to12Hour,
  to24Hour,
  toDateValue,
} from '../src/index.ts';

describe('isDateText', () => {
  it.each([
    ['20260229', 'year-month-day', false],
    ['20280229', 'year-month-day', true],
    ['2026-11-21', 'year-month-day', true],
    ['2026.11.21', 'year-month-day', true],
    ['2026/11/21', 'year-month-day', true],
    ['20261131', 'year-month-day', false],
    ['20261301', 'year-month-day', false],
    ['20261100', 'year-month-day', false],
    ['00000101', 'year-month-day', false],
    ['2026-1-21', 'year-month-day', false],
    ['２０２６１１２１', 'year-month-day', false],
    ['202611', 'year-month', true],
    ['2026-11', 'year-month', true],
    ['2026-13', 'year-month', false],
    ['2026', 'year', true],
    ['026', 'year', false],
    ['', 'year-month-day', false],
  ] as const)('%j as %s → %s', (text, format, ok) => expect(isDateText(text, format)).toBe(ok));
  it('defaults to year-month-day', () => expect(isDateText('20261121')).toBe(true));
});

describe('date values', () => {
  it('normalises and formats', () => {
    expect(toDateValue('2026-11-21')).toBe('20261121');
    expect(toDateValue('2026-11', 'year-month')).toBe('202611');
    expect(toDateValue('2026', 'year')).toBe('2026');
    expect(toDateValue('x')).toBeNull();
    expect(formatDateValue('20261121')).toBe('2026-11-21');
    expect(formatDateValue('202611', 'year-month')).toBe('2026-11');
    expect(formatDateValue('bad')).toBe('bad');
    // issue 41: one format for a moment in lists and details, in Seoul's time, 24-hour
    expect(formatDateTime('2026-11-25T14:31:00Z')).toBe('2026-11-25 23:31');
    expect(formatDateTime(new Date('2026-11-25T15:05:00Z'))).toBe('2026-11-26 00:05');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('clamps to 1000-01-01 … 9999-01-01 by default, or to given bounds', () => {
    expect(clampDate('09991231')).toBe('10000101');
    expect(clampDate('99991231')).toBe('99990101');
    expect(clampDate('20261121')).toBe('20261121');
    expect(clampDate('20261121', '20270101', '20271231')).toBe('20270101');
    expect(clampDate('20281121', '20270101', '20271231')).toBe('20271231');
    expect(clampDate('2026-11-21')).toBe('20261121');
    expect(clampDate('not a date')).toBe('');
  });

  it('counts days inclusively and adds months clamped to the month end', () => {
    expect(inclusiveDays('20260101', '20260107')).toBe(7);
    expect(inclusiveDays('20260101', '20260101')).toBe(1);
    expect(inclusiveDays('20260301', '20260331')).toBe(31);
    expect(addMonths('20260131', 1)).toBe('20260228');
    expect(addMonths('20240131', 1)).toBe('20240229');
    expect(addMonths('20261115', 2)).toBe('20270115');
    expect(addMonths('20260115', -1)).toBe('20251215');
  });
});

describe('seoulDay', () => {
  it('is the Korean calendar day of an instant, whatever the zone it is read in', () => {
    expect(seoulDay(new Date('2026-11-24T14:59:59Z'))).toBe('20261124');
    expect(seoulDay(new Date('2026-11-24T15:00:00Z'))).toBe('20261125');
    expect(seoulDay(new Date('2026-12-31T15:00:00Z'))).toBe('20270101');
  });
});

describe('dateRangeViolation', () => {
  it('required: both dates (ACMCM0002)', () => {
    expect(dateRangeViolation('', '', { required: true })).toBe(D.required);
    expect(dateRangeViolation('20260101', '', { required: true })).toBe(D.required);
    expect(dateRangeViolation('20260101', '20260102', { required: true })).toBeNull();
  });
  it('both or none (PICMCM0015)', () => {
    expect(dateRangeViolation('', '')).toBeNull();
    expect(dateRangeViolation('  ', ' ')).toBeNull();
    expect(dateRangeViolation('20260101', '')).toBe(D.bothOrNone);
    expect(dateRangeViolation('', '20260101')).toBe(D.bothOrNone);
  });
  it('format and order', () => {
    expect(dateRangeViolation('20260230', '20260301')).toBe(D.format);
    expect(dateRangeViolation('20260302', '20260301')).toBe(D.order);
    expect(dateRangeViolation('2026-03-01', '2026-03-01')).toBeNull();
  });
  it('day limit counts inclusively (ACMCM0034)', () => {
    expect(dateRangeViolation('20260101', '20260107', { maxDays: 7 })).toBeNull();
    expect(dateRangeViolation('20260101', '20260108', { maxDays: 7 })).toBe(D.days);
  });
  it('month limit: the end must come before the same day N months later (ABYEC0012)', () => {
    expect(dateRangeViolation('20260115', '20260214', { maxMonths: 1 })).toBeNull();
    expect(dateRangeViolation('20260115', '20260215', { maxMonths: 1 })).toBe(D.months);
    expect(dateRangeViolation('20260101', '20260331', { maxMonths: 3 })).toBeNull();
    expect(dateRangeViolation('20260101', '20260401', { maxMonths: 3 })).toBe(D.months);
  });
  it('one-year limit (ABYMC0019)', () => {
    expect(dateRangeViolation('20260101', '20261231', { maxYears: 1 })).toBeNull();
    expect(dateRangeViolation('20260101', '20270101', { maxYears: 1 })).toBe(D.years);
    expect(dateRangeViolation('20240229', '20250227', { maxYears: 1 })).toBeNull();
    expect(dateRangeViolation('20240229', '20250228', { maxYears: 1 })).toBe(D.years);
  });
});

describe('time values', () => {
  it('formats HH:MM:00 and wraps', () => {
    expect(formatTimeValue({ hour: 9, minute: 5 })).toBe('09:05:00');
    expect(formatTimeValue({ hour: 23, minute: 59 })).toBe('23:59:00');
    expect(formatTimeValue({ hour: 24, minute: 60 })).toBe('00:00:00');
    expect(formatTimeValue({ hour: -1, minute: -1 })).toBe('23:59:00');
    expect(formatTimeValue({ hour: Number.NaN, minute: 7.9 })).toBe('00:07:00');
  });
  it('converts 12-hour times', () => {
    expect([to24Hour(12, 'AM'), to24Hour(1, 'AM'), to24Hour(11, 'AM')]).toEqual([0, 1, 11]);
    expect([to24Hour(12, 'PM'), to24Hour(1, 'PM'), to24Hour(11, 'PM')]).toEqual([12, 13, 23]);
    expect(to24Hour(13, 'AM')).toBe(1);
    expect(to24Hour(0, 'PM')).toBe(12);
    expect(to12Hour(0)).toEqual({ hour: 12, meridiem: 'AM' });
    expect(to12Hour(12)).toEqual({ hour: 12, meridiem: 'PM' });
    expect(to12Hour(23)).toEqual({ hour: 11, meridiem: 'PM' });
  });
  it('parses typed times', () => {
    expect(parseTimeValue('09:30')).toEqual({ hour: 9, minute: 30 });
    expect(parseTimeValue('9:30:15')).toEqual({ hour: 9, minute: 30 });
    expect(parseTimeValue('0930')).toEqual({ hour: 9, minute: 30 });
    expect(parseTimeValue('24:00')).toBeNull();
    expect(parseTimeValue('12:60')).toBeNull();
    expect(parseTimeValue('12:30:60')).toBeNull();
    expect(parseTimeValue('noon')).toBeNull();
  });
  it('snaps a typed time to the nearest option of the step, within the day', () => {
    expect(snapTime('1:37', 10)).toBe('01:40:00');
    expect(snapTime('01:34', 10)).toBe('01:30:00');
    expect(snapTime('01:35', 10)).toBe('01:40:00');
    expect(snapTime('17:45', 30)).toBe('18:00:00');
    expect(snapTime('23:58', 10)).toBe('23:50:00');
    expect(snapTime('23:59', 1)).toBe('23:59:00');
    expect(snapTime('23:31', 60)).toBe('23:00:00');
    expect(snapTime('12:07', 0)).toBe('12:07:00');
    expect(snapTime('25:00', 10)).toBeNull();
  });
  it.each([
    [1, 1440],
    [5, 288],
    [10, 144],
    [30, 48],
    [60, 24],
  ])('a %i-minute step gives %i options', (step, count) => {
    const options = timeOptions(step);
    expect(options).toHaveLength(count);
    expect(options[0]).toBe('00:00:00');
    expect(options[1]).toBe(formatTimeValue({ hour: Math.floor(step / 60), minute: step % 60 }));
  });
  it('guards a zero step', () => expect(timeOptions(0)).toHaveLength(1440));
});

describe('currency', () => {
  it('0 decimals for KRW and JPY, 2 for others', () => {
    expect(currencyDecimals('KRW')).toBe(0);
    expect(currencyDecimals(' jpy ')).toBe(0);
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('')).toBe(2);
  });
  it.each([
    [1.005, 'USD', 1.01],
    [1.004, 'USD', 1.0],
    [-1.005, 'USD', -1.01],
    [0.045, 'EUR', 0.05],
    [1234.5, 'KRW', 1235],
    [-1234.5, 'KRW', -1235],
    [1234.49, 'JPY', 1234],
    [0.000001, 'USD', 0],
    [-0.001, 'USD', 0],
    [1e21, 'USD', 1e21],
    [123456789.125, 'USD', 123456789.13],
  ])('%d %s → %d', (amount, currency, expected) => expect(roundCurrency(amount, currency)).toBe(expected));
  it('keeps non-finite amounts', () => {
    expect(roundCurrency(Number.NaN, 'USD')).toBeNaN();
    expect(roundCurrency(Infinity, 'KRW')).toBe(Infinity);
  });
});

describe('formatFileSize (unit 1024)', () => {
  it.each([
    [0, 'ko', '0바이트'],
    [1, 'en', '1 byte'],
    [512, 'en', '512 bytes'],
    [1024, 'en', '1 KB'],
    [1536, 'ko', '1.5 KB'],
    [10 * 1024 * 1024, 'en', '10 MB'],
    [5.25 * 1024 * 1024, 'en', '5.3 MB'],
    [150 * 1024 * 1024, 'en', '150 MB'],
    [3 * 1024 ** 5, 'en', '3072 TB'],
  ] as const)('%d (%s) → %s', (bytes, locale, text) => expect(formatFileSize(bytes, locale)).toBe(text));
  it('rejects nonsense sizes', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe('isAmountText (issue 56)', () => {
  it('takes plain decimals within numeric(20, 2) and refuses what a float would read', async () => {
    const { isAmountText } = await import('../src/currency.ts');
    for (const good of ['0', '1', '1.5', '0.01', '9'.repeat(18), `${'9'.repeat(18)}.99`, '007'])
      expect(isAmountText(good), good).toBe(true);
    for (const bad of [
      '',
      '-1',
      '1e309',
      'Infinity',
      'NaN',
      '１２',
      ' 1 ',
      '1,000',
      '1.005',
      '1'.repeat(19),
      '.5',
      '1.',
    ])
      expect(isAmountText(bad), bad).toBe(false);
    expect(isAmountText('1.005', { decimalDigits: 4 })).toBe(true);
  });
});
