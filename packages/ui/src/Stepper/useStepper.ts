import { useCallback, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { isComposingEvent } from '../hooks/composition';

export interface UseStepperOptions {
  value?: number | undefined;
  defaultValue?: number | undefined;
  onValueChange?: ((value: number) => void) | undefined;
  min?: number | undefined;
  max?: number | undefined;
  step?: number | undefined;
  /** PageUp/PageDown step (default 10 × step). */
  largeStep?: number | undefined;
  /** Past max goes to min and past min to max. */
  wrap?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Shown and focusable, but keys and buttons change nothing. */
  readOnly?: boolean | undefined;
}

/** Clamps (or wraps) a value into [min, max]. */
export function stepValue(
  value: number,
  delta: number,
  { min = -Infinity, max = Infinity, wrap = false } = {},
): number {
  const next = value + delta;
  if (wrap && Number.isFinite(min) && Number.isFinite(max)) {
    if (next > max) return min;
    if (next < min) return max;
  }
  return Math.min(max, Math.max(min, next));
}

/** Spinbutton behaviour: keyboard (arrows, PageUp/Down, Home/End), typed entry clamped on commit. */
export function useStepper({
  value: valueProp,
  defaultValue,
  onValueChange,
  min = -Infinity,
  max = Infinity,
  step = 1,
  largeStep = step * 10,
  wrap = false,
  disabled = false,
  readOnly = false,
}: UseStepperOptions) {
  const initial = defaultValue ?? (Number.isFinite(min) ? min : 0);
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue: initial, onChange: onValueChange });
  const [draft, setDraft] = useState<string | null>(null);
  const locked = disabled || readOnly;
  const by = useCallback(
    (delta: number) => {
      if (!locked) setValue((v) => stepValue(v, delta, { min, max, wrap }));
    },
    [setValue, min, max, wrap, locked],
  );

  const commitDraft = () => {
    if (draft === null) return;
    const parsed = Number(draft.replace(/,/g, ''));
    setDraft(null);
    if (draft.trim() !== '' && Number.isFinite(parsed)) setValue(Math.min(max, Math.max(min, parsed)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (locked || isComposingEvent(event)) return;
    const actions: Record<string, () => void> = {
      ArrowUp: () => by(step),
      ArrowDown: () => by(-step),
      PageUp: () => by(largeStep),
      PageDown: () => by(-largeStep),
      Home: () => Number.isFinite(min) && setValue(min),
      End: () => Number.isFinite(max) && setValue(max),
      Enter: commitDraft,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    if (event.key !== 'Enter') setDraft(null);
    action();
  };

  return {
    value,
    increment: () => by(step),
    decrement: () => by(-step),
    canIncrement: !locked && (wrap || value < max),
    canDecrement: !locked && (wrap || value > min),
    inputProps: {
      role: 'spinbutton' as const,
      value: draft ?? String(value),
      'aria-valuenow': value,
      'aria-valuemin': Number.isFinite(min) ? min : undefined,
      'aria-valuemax': Number.isFinite(max) ? max : undefined,
      inputMode: 'numeric' as const,
      readOnly,
      onKeyDown,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setDraft(e.target.value),
      onBlur: commitDraft,
    },
  };
}
