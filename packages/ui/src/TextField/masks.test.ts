import { describe, expect, it } from 'vitest';
import { imaskOptions, maskedDateViolation } from './masks';

describe('date-like masks', () => {
  const refused = (format: string) => ({ code: 'PICMCM0058', params: { format } });

  it('marks impossible and unfinished dates, never an empty field or a real date', () => {
    expect(maskedDateViolation('date', '2026-13-99')).toEqual(refused('YYYY-MM-DD'));
    expect(maskedDateViolation('date', '2026-02-30')).toEqual(refused('YYYY-MM-DD'));
    expect(maskedDateViolation('date', '2026-02-2')).toEqual(refused('YYYY-MM-DD'));
    expect(maskedDateViolation('date', '2024-02-29')).toBeNull();
    expect(maskedDateViolation('date', '')).toBeNull();
    expect(maskedDateViolation('yearMonth', '2026-13')).toEqual(refused('YYYY-MM'));
    expect(maskedDateViolation('yearMonth', '2026-12')).toBeNull();
  });

  it('checks the time of a datetime and a time', () => {
    expect(maskedDateViolation('datetime', '2026-11-21 10:30')).toBeNull();
    expect(maskedDateViolation('datetime', '2026-11-21 24:00')).toEqual(refused('YYYY-MM-DD HH:mm'));
    expect(maskedDateViolation('time', '23:59')).toBeNull();
    expect(maskedDateViolation('time', '25:00')).toEqual(refused('HH:mm'));
  });

  it('leaves other masks alone', () => {
    expect(maskedDateViolation('phone', '010-1234')).toBeNull();
    expect(maskedDateViolation('000-00', '123-4')).toBeNull();
  });
});

describe('the phone mask', () => {
  it('offers one pattern per shape and length and picks it from the digits typed', () => {
    const options = imaskOptions('phone') as {
      mask: { mask: string }[];
      dispatch: (appended: string, dynamic: { value: string; compiledMasks: { mask: unknown }[] }) => { mask: unknown };
    };
    const compiled = options.mask.map((m) => ({ mask: m.mask }));
    expect(new Set(compiled.map((m) => m.mask)).size).toBe(compiled.length);
    expect(options.dispatch('8', { value: '02-1234-567', compiledMasks: compiled }).mask).toBe('00-0000-0000');
    expect(options.dispatch('', { value: '02-123-4567', compiledMasks: compiled }).mask).toBe('00-000-0000');
    expect(options.dispatch('0', { value: '1588-000', compiledMasks: compiled }).mask).toBe('0000-0000');
    expect(imaskOptions('date')).toEqual({ mask: '0000-00-00', lazy: true });
  });
});
