import { useCallback, useMemo } from 'react';
import { addMonths, dateRangeViolation, type DateRangeOptions } from '@mro/rules';
import { useControllableState } from '../hooks/useControllableState';
import { dateOf, ymdOf } from '../DatePicker/holidays';

export interface DateRange {
  start: string;
  end: string;
}

export type RangePreset = 'today' | 'week' | 'month' | 'months3';

export interface UseDateRangeOptions extends DateRangeOptions {
  value?: DateRange | undefined;
  defaultValue?: DateRange | undefined;
  onValueChange?: ((range: DateRange) => void) | undefined;
  /** Today, YYYYMMDD (presets end today); default the device's date. */
  today?: string | undefined;
}

/** The range a preset gives: today only, or the last week / month / 3 months ending today. */
export function presetRange(preset: RangePreset, today: string): DateRange {
  if (preset === 'today') return { start: today, end: today };
  if (preset === 'week') {
    const d = dateOf(today);
    d.setDate(d.getDate() - 6);
    return { start: ymdOf(d), end: today };
  }
  const months = preset === 'month' ? 1 : 3;
  const start = dateOf(addMonths(today, -months));
  start.setDate(start.getDate() + 1);
  return { start: ymdOf(start), end: today };
}

/**
 * Two dates that keep their order: a start set after the end moves the end to it, an end set
 * before the start moves the start to it (spec). `violation` is dateRangeViolation's code.
 */
export function useDateRange({
  value,
  defaultValue = { start: '', end: '' },
  onValueChange,
  today,
  ...limits
}: UseDateRangeOptions) {
  const [range, setRange] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const setStart = useCallback(
    (start: string) => setRange((r) => ({ start, end: start && r.end && start > r.end ? start : r.end })),
    [setRange],
  );
  const setEnd = useCallback(
    (end: string) => setRange((r) => ({ start: end && r.start && end < r.start ? end : r.start, end })),
    [setRange],
  );
  const applyPreset = useCallback(
    (preset: RangePreset) => setRange(presetRange(preset, today ?? ymdOf(new Date()))),
    [setRange, today],
  );
  const { maxDays, maxMonths, maxYears, required } = limits;
  const violation = useMemo(
    () => dateRangeViolation(range.start, range.end, { maxDays, maxMonths, maxYears, required }),
    [range.start, range.end, maxDays, maxMonths, maxYears, required],
  );
  const params = { days: maxDays ?? '', months: maxMonths ?? '' };
  return { range, setStart, setEnd, applyPreset, violation, params };
}
