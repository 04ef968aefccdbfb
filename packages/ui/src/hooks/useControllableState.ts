import { useCallback, useRef, useState } from 'react';

export interface UseControllableStateOptions<T> {
  /** Controlled value. `undefined` means uncontrolled. */
  value?: T | undefined;
  /** Initial value when uncontrolled. */
  defaultValue: T;
  /** Called with the next value whenever it changes (controlled or not). */
  onChange?: ((value: T) => void) | undefined;
}

export type SetControllableState<T> = (next: T | ((previous: T) => T)) => void;

/**
 * One state for every `value/defaultValue/onValueChange` and `open/defaultOpen/onOpenChange` pair.
 * Controlled when `value` is not undefined; `onChange` fires only when the value really changes.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateOptions<T>): [T, SetControllableState<T>] {
  const [inner, setInner] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;

  // Latest value and callback, so the setter stays stable and functional updates chain correctly.
  const latest = useRef({ current, controlled, onChange });
  latest.current = { current, controlled, onChange };

  const setValue = useCallback<SetControllableState<T>>((next) => {
    const { current: previous, controlled: isControlled, onChange: notify } = latest.current;
    const resolved = typeof next === 'function' ? (next as (p: T) => T)(previous) : next;
    if (Object.is(resolved, previous)) return;
    latest.current = { ...latest.current, current: resolved };
    if (!isControlled) setInner(resolved);
    notify?.(resolved);
  }, []);

  return [current, setValue];
}
