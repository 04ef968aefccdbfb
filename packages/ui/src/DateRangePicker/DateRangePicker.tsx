import { useEffect, useId, useRef, useState } from 'react';
import { DATE_RANGE_CODES } from '@mro/rules';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n/createI18n';
import { ErrorText } from '../Field/Field.styles';
import { fieldErrorText, type FieldError } from '../Field/Field';
import { DatePicker } from '../DatePicker/DatePicker';
import { useDateRange, type RangePreset, type UseDateRangeOptions } from './useDateRange';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2']};
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
`;

const Preset = styled.button`
  height: ${({ theme }) => theme.control.height.sm};
  padding: 0 ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.control['border-width']} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.secondary.bg};
  color: ${({ theme }) => theme.color.secondary.fg};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.secondary['bg-hover']};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
  }
`;

export interface DateRangePickerProps extends UseDateRangeOptions {
  /** Accessible name of the pair (a Field label, for example). */
  label: string;
  min?: string;
  max?: string;
  /** Preset buttons; default today, 1 week, 1 month, 3 months. Pass [] for none. */
  presets?: RangePreset[];
  disabled?: boolean;
  /** Both dates shown but not changeable; no presets. */
  readOnly?: boolean;
  /**
   * An error from outside the pair (a form's submit, the server's field error), shown as its own
   * are; the pair's own check (a limit, a missing date once left) comes first.
   */
  error?: FieldError;
}

/** A range with one date or none says so only once the user has left the pair. */
const INCOMPLETE: readonly string[] = [DATE_RANGE_CODES.required, DATE_RANGE_CODES.bothOrNone];

/**
 * Start and end dates that keep their order, with optional limits (days ACMCM0034, months
 * ABYEC0012, one year ABYMC0019), both required (ACMCM0002) or both-or-none (PICMCM0015).
 * A limit shows at once; a missing date (required, both-or-none) once focus has left the pair,
 * so an empty required range does not open in error and typing the start does not flash one.
 */
export function DateRangePicker({
  label,
  min,
  max,
  presets = ['today', 'week', 'month', 'months3'],
  disabled,
  readOnly,
  error: outside,
  ...options
}: DateRangePickerProps) {
  const { t, i18n } = useTranslation('ui');
  const errorId = useId();
  const r = useDateRange(options);
  const [left, setLeft] = useState(false);
  // Focus leaving an input for the other one or for a calendar (a portal, yet a React child of
  // the pair: its focus events bubble here) is not leaving: a blur waits for a focus to follow.
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaving.current), []);
  const shown = r.violation && (left || !INCOMPLETE.includes(r.violation)) ? r.violation : null;
  const error = shown ? translateMessage(i18n, shown, r.params) : fieldErrorText(i18n, outside);
  const shared = {
    ...(min ? { min } : {}),
    ...(max ? { max } : {}),
    ...(options.today ? { today: options.today } : {}),
    disabled,
    readOnly,
    'aria-describedby': error ? errorId : undefined,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <Root
      role="group"
      aria-label={label}
      onBlur={() => {
        clearTimeout(leaving.current);
        leaving.current = setTimeout(() => setLeft(true), 0);
      }}
      onFocus={() => clearTimeout(leaving.current)}
    >
      <Line>
        <DatePicker
          {...shared}
          aria-label={`${label} ${t('dateRange.start')}`}
          value={r.range.start}
          onValueChange={r.setStart}
        />
        <span aria-hidden="true">{t('dateRange.to')}</span>
        <DatePicker
          {...shared}
          aria-label={`${label} ${t('dateRange.end')}`}
          value={r.range.end}
          onValueChange={r.setEnd}
        />
        {presets.length > 0 && !readOnly && (
          <Line role="group" aria-label={t('dateRange.presets')}>
            {presets.map((p) => (
              <Preset key={p} type="button" disabled={disabled} onClick={() => r.applyPreset(p)}>
                {t(`dateRange.${p}`)}
              </Preset>
            ))}
          </Line>
        )}
      </Line>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Root>
  );
}
