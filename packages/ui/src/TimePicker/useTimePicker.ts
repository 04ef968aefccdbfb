import { useId, useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { timeOptions, TIME_PICKER_DEFAULT_STEP, to12Hour, parseTimeValue, snapTime } from '@mro/rules';
import { useControllableState } from '../hooks/useControllableState';
import { isComposingEvent, useImeKeys } from '../hooks/composition';
import { parseTypedTime, shiftTime, timeLabel, type MeridiemLabels, type TimeStep } from './timeText';

export interface UseTimePickerOptions {
  /** 'HH:MM:00', or '' when empty. */
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  hour12?: boolean | undefined;
  /** Dropdown step in minutes: 1, 5, 10, 30 (default) or 60. */
  step?: TimeStep | undefined;
  labels: MeridiemLabels;
  meridiemFirst?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Shown and focusable, but the list, arrows and typing change nothing. */
  readOnly?: boolean | undefined;
}

/**
 * Time picker behaviour: a combobox whose text is typed freely (committed on Enter or blur and
 * snapped to the nearest time of the list; invalid text reverts to the last valid time, empty
 * clears), ArrowUp/ArrowDown move by the step
 * and wrap around midnight, Alt+ArrowDown opens the list of times; in the list arrows, Home, End,
 * Enter and Escape work, never during IME composition.
 */
export function useTimePicker({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  hour12 = false,
  step = TIME_PICKER_DEFAULT_STEP as TimeStep,
  labels,
  meridiemFirst = false,
  disabled = false,
  readOnly = false,
}: UseTimePickerOptions) {
  const locked = disabled || readOnly;
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const options = useMemo(() => timeOptions(step), [step]);
  const label = (v: string) => timeLabel(v, hour12, labels, meridiemFirst);
  const current = parseTimeValue(value);
  const meridiem = current ? to12Hour(current.hour).meridiem : 'AM';

  const nearest = (v: string) => {
    const t = parseTimeValue(v);
    if (!t) return 0;
    const minutes = t.hour * 60 + t.minute;
    return Math.min(options.length - 1, Math.floor(minutes / step));
  };

  const commitDraft = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft.trim() === '') {
      setValue('');
      return;
    }
    const parsed = parseTypedTime(draft, hour12, labels, meridiem);
    // Off-step minutes snap to the nearest option, as if picked from the list (decision 0009);
    // invalid text reverts to the last valid time.
    if (parsed) setValue(snapTime(parsed, step) ?? parsed);
  };

  const select = (index: number) => {
    const option = options[index];
    if (option === undefined) return;
    setDraft(null);
    setValue(option);
    setOpen(false);
  };

  const openList = () => {
    if (locked) return;
    setActive(nearest(value));
    setOpen(true);
  };

  // Enter commits what was typed (or picks the highlighted option): once per press, also the Enter
  // that ends a Korean syllable (오후), never one that confirms a Japanese candidate (decision 0026).
  const enterKey = useImeKeys<KeyboardEvent<HTMLInputElement>>({
    Enter: (event) => {
      if (!open) return commitDraft();
      event.preventDefault();
      // Typed text wins over the highlighted option.
      if (draft === null) return select(active);
      commitDraft();
      setOpen(false);
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (locked || enterKey(event) !== null || isComposingEvent(event)) return;
    const move = (to: number) => {
      event.preventDefault();
      setActive(Math.min(options.length - 1, Math.max(0, to)));
    };
    if (open) {
      switch (event.key) {
        case 'ArrowDown':
          return move(active + 1);
        case 'ArrowUp':
          return move(active - 1);
        case 'Home':
          return move(0);
        case 'End':
          return move(options.length - 1);
        case 'Escape':
          event.preventDefault();
          event.stopPropagation();
          return setOpen(false);
        case 'Tab':
          return setOpen(false);
        default:
          return;
      }
    }
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      return openList();
    }
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      setDraft(null);
      setValue(shiftTime(value || '00:00:00', event.key === 'ArrowUp' ? step : -step));
      return;
    }
  };

  return {
    value,
    open,
    setOpen: (next: boolean) => (next ? openList() : setOpen(false)),
    options,
    active,
    setActive,
    select,
    label,
    meridiem,
    listId,
    toggleMeridiem: () => !locked && value && setValue(shiftTime(value, 12 * 60)),
    inputProps: {
      role: 'combobox' as const,
      'aria-expanded': open,
      'aria-controls': open ? listId : undefined,
      'aria-autocomplete': 'none' as const,
      readOnly,
      'aria-activedescendant': open ? `${listId}-${active}` : undefined,
      value: draft ?? label(value),
      onChange: (e: ChangeEvent<HTMLInputElement>) => setDraft(e.target.value),
      onBlur: commitDraft,
      onKeyDown,
    },
  };
}
