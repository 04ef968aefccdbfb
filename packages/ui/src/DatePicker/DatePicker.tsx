import { useEffect, useMemo, useRef, useState, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { DayPicker } from 'react-day-picker';
import { enUS, ko } from 'react-day-picker/locale';
import { useIMask } from 'react-imask';
import { useTranslation } from 'react-i18next';
import { DATE_MAX, DATE_MIN, VALID_TO_MAX, type DateFormat } from '@mro/rules';
import { fieldControlProps, isFieldDisabled, useFieldContext } from '../Field/FieldContext';
import { isComposingEvent, useImeKeys } from '../hooks/composition';
import { assignRef } from '../hooks/assignRef';
import { usePortalContainer } from '../Overlay/OverlayContext';
import { dateOf, holidayModifiers, useHolidays, ymdOf } from './holidays';
import { useDatePicker } from './useDatePicker';
import { PeriodGrid } from './PeriodGrid';
import { IconButton, Input, Panel, PanelFooter, Row } from './DatePicker.styles';
import { Button } from '../Button';
import { composeEventHandlers } from '../hooks/composeEventHandlers';

const MASKS: Record<DateFormat, string> = { 'year-month-day': '0000-00-00', 'year-month': '0000-00', year: '0000' };

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'min' | 'max'>;

export interface DatePickerProps extends NativeInput {
  /** YYYYMMDD (YYYYMM, YYYY for the shorter formats), or ''. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  format?: DateFormat;
  /** YYYYMMDD; default 1000-01-01. */
  min?: string;
  /** YYYYMMDD; default 9999-01-01 (9999-12-31 with `noEnd`). */
  max?: string;
  /**
   * A valid-to date that may have no end (spec: valid-to at most 99991231): the calendar offers
   * "no end", which picks 9999-12-31, and 9999-12-31 can be typed.
   */
  noEnd?: boolean;
  /** Open the calendar on mount. */
  defaultOpen?: boolean;
  /** The day marked as today, YYYYMMDD (default: the device's date; the portal may pass server time). */
  today?: string;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

const CalendarIcon = () => (
  <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
    <rect x="2" y="3" width="12" height="11" rx="1.5" />
    <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" />
  </svg>
);

/**
 * Date entry with a mask and a calendar (react-day-picker in a Radix Popover, so inside a modal
 * it stays in the modal). Typed text commits on Enter or blur: clamped into [min, max], reverted
 * when invalid, cleared when empty. Holidays come from HolidayProvider: SA blue, SU and HO red.
 */
export function DatePicker({
  value,
  defaultValue,
  onValueChange,
  format = 'year-month-day',
  min = DATE_MIN,
  noEnd = false,
  max = noEnd ? VALID_TO_MAX : DATE_MAX,
  today,
  defaultOpen = false,
  invalid,
  ref,
  disabled,
  readOnly,
  onBlur,
  onKeyDown,
  ...rest
}: DatePickerProps) {
  const { t, i18n } = useTranslation('ui');
  const field = useFieldContext();
  const container = usePortalContainer();
  const holidays = useHolidays();
  const [open, setOpen] = useState(defaultOpen);
  const input = useDatePicker({ value, defaultValue, onValueChange, format, min, max });
  const inputEl = useRef<HTMLInputElement | null>(null);
  const {
    ref: maskRef,
    maskRef: imask,
    setValue: setMaskText,
  } = useIMask<HTMLInputElement>(
    { mask: MASKS[format], lazy: true },
    { defaultValue: input.text, onAccept: (text) => input.setDraft(text) },
  );

  // Show the committed value (after a commit, a pick, a revert or an outside change).
  const committed = input.shown(input.value);
  useEffect(() => {
    if (imask.current && imask.current.value !== committed) setMaskText(committed);
  }, [committed, imask, setMaskText]);

  const commit = () => {
    const next = input.commit(imask.current?.value ?? '');
    setMaskText(input.shown(next));
  };
  // Enter commits the typed date once per press, also when it ends a Korean composition (decision 0026).
  const enterKey = useImeKeys<KeyboardEvent<HTMLInputElement>>({ Enter: () => commit() });

  const modifiers = useMemo(() => holidayModifiers(holidays), [holidays]);
  const selected = format === 'year-month-day' && input.value ? dateOf(input.value) : undefined;
  const isDisabled = isFieldDisabled(disabled, field);
  const close = () => {
    setOpen(false);
    inputEl.current?.focus();
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Row>
        <Popover.Anchor asChild>
          <Input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={MASKS[format].replace(/0/g, '_')}
            {...fieldControlProps(field, rest)}
            {...rest}
            ref={(node) => {
              maskRef.current = node;
              inputEl.current = node;
              assignRef(ref, node);
            }}
            disabled={isDisabled}
            readOnly={readOnly}
            onBlur={composeEventHandlers(onBlur, () => commit())}
            onKeyDown={composeEventHandlers(onKeyDown, (e) => {
              if (enterKey(e) !== null || isComposingEvent(e)) return;
              if (e.key === 'ArrowDown' && e.altKey && !readOnly) {
                e.preventDefault();
                setOpen(true);
              }
            })}
            $invalid={invalid ?? field?.invalid}
          />
        </Popover.Anchor>
        <Popover.Trigger asChild>
          <IconButton type="button" aria-label={t('datePicker.open')} disabled={isDisabled || readOnly}>
            <CalendarIcon />
          </IconButton>
        </Popover.Trigger>
      </Row>
      <Popover.Portal container={container}>
        <Popover.Content
          asChild
          align="start"
          sideOffset={4}
          aria-label={t('datePicker.calendar')}
          onEscapeKeyDown={(e) => {
            if (isComposingEvent(e)) e.preventDefault();
          }}
        >
          <Panel role="dialog">
            {format === 'year-month-day' ? (
              <DayPicker
                mode="single"
                // The user opened the calendar: keyboard focus belongs on its selected day.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                locale={i18n.language === 'en' ? enUS : ko}
                weekStartsOn={0}
                selected={selected}
                {...(today ? { today: dateOf(today) } : {})}
                defaultMonth={selected ?? (today ? dateOf(today) : new Date())}
                startMonth={dateOf(min)}
                endMonth={dateOf(max)}
                disabled={[{ before: dateOf(min) }, { after: dateOf(max) }]}
                modifiers={modifiers}
                modifiersClassNames={{ saturday: 'mro-saturday', redDay: 'mro-red-day' }}
                labels={{
                  // The name starts with the number shown on the button (WCAG 2.5.3 label in name).
                  labelDayButton: (date, m) =>
                    [
                      String(date.getDate()),
                      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(date),
                      m.redDay && t('datePicker.holiday'),
                      m.today && t('datePicker.today'),
                      m.selected && t('datePicker.selected'),
                    ]
                      .filter(Boolean)
                      .join(', '),
                }}
                onSelect={(day) => {
                  if (day) input.pick(ymdOf(day));
                  close();
                }}
              />
            ) : (
              <PeriodGrid
                kind={format === 'year-month' ? 'month' : 'year'}
                value={input.value}
                min={min}
                max={max}
                onPick={(v) => {
                  input.pick(format === 'year' ? `${v}0101` : `${v}01`);
                  close();
                }}
              />
            )}
            {noEnd && format === 'year-month-day' && (
              <PanelFooter>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-pressed={input.value === VALID_TO_MAX}
                  onClick={() => {
                    input.pick(VALID_TO_MAX);
                    close();
                  }}
                >
                  {t('datePicker.noEnd')}
                </Button>
              </PanelFooter>
            )}
          </Panel>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
