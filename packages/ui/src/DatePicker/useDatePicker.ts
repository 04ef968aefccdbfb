import { useCallback, useState } from 'react';
import { clampDate, DATE_MAX, DATE_MIN, formatDateValue, toDateValue, type DateFormat } from '@mro/rules';
import { useControllableState } from '../hooks/useControllableState';

export interface UseDatePickerOptions {
  /** YYYYMMDD (YYYYMM, YYYY for the shorter formats), or '' when empty. */
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  format?: DateFormat | undefined;
  /** Earliest date, YYYYMMDD (default 1000-01-01). */
  min?: string | undefined;
  /** Latest date, YYYYMMDD (default 9999-01-01). */
  max?: string | undefined;
}

const pad = (v: string, format: DateFormat) =>
  format === 'year' ? `${v}0101` : format === 'year-month' ? `${v}01` : v;
const cut = (v: string, format: DateFormat) =>
  format === 'year' ? v.slice(0, 4) : format === 'year-month' ? v.slice(0, 6) : v;

/**
 * Typed date entry: the text is committed on Enter or blur; a valid date is clamped into
 * [min, max]; invalid text reverts to the last valid value; empty text clears.
 */
export function useDatePicker({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  format = 'year-month-day',
  min = DATE_MIN,
  max = DATE_MAX,
}: UseDatePickerOptions) {
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const [draft, setDraft] = useState<string | null>(null);
  const shown = (v: string) => (v ? formatDateValue(v, format) : '');

  /** Commits typed text; returns the value now held. */
  const commit = useCallback(
    (text: string): string => {
      setDraft(null);
      const trimmed = text.trim();
      if (trimmed === '' || /^[-_.\s]*$/.test(trimmed)) {
        setValue('');
        return '';
      }
      const normal = toDateValue(trimmed, format);
      if (!normal) return value; // invalid: revert
      const clamped = cut(clampDate(pad(normal, format), min, max), format);
      setValue(clamped);
      return clamped;
    },
    [format, min, max, setValue, value],
  );

  const pick = useCallback(
    (ymd: string) => {
      setDraft(null);
      setValue(cut(clampDate(ymd, min, max), format));
    },
    [format, min, max, setValue],
  );

  return { value, text: draft ?? shown(value), setDraft, commit, pick, shown };
}
