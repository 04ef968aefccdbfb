import { useCallback, useLayoutEffect, useRef, type ChangeEvent, type MouseEvent } from 'react';
import { useControllableState } from '../hooks/useControllableState';

export interface UseCheckboxOptions {
  checked?: boolean | undefined;
  defaultChecked?: boolean | undefined;
  onCheckedChange?: ((checked: boolean) => void) | undefined;
  /** Shown as mixed (e.g. "select all" with some rows selected); the next click checks. */
  indeterminate?: boolean | undefined;
  /** Focusable and announced as read-only; clicks and Space change nothing. */
  readOnly?: boolean | undefined;
}

/** Checkbox state: controllable `checked`, and the DOM-only `indeterminate` flag kept in sync. */
export function useCheckbox({
  checked,
  defaultChecked = false,
  onCheckedChange,
  indeterminate = false,
  readOnly = false,
}: UseCheckboxOptions) {
  const [isChecked, setChecked] = useControllableState({
    value: checked,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  const input = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      if (node) node.indeterminate = indeterminate;
    },
    [indeterminate],
  );
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      if (!readOnly) setChecked(event.target.checked);
    },
    [setChecked, readOnly],
  );
  // A native checkbox ignores the readonly attribute: cancel the click so it never flips.
  const onClick = useCallback(
    (event: MouseEvent<HTMLInputElement>) => {
      if (readOnly) event.preventDefault();
    },
    [readOnly],
  );
  return {
    checked: isChecked,
    setChecked,
    setInput,
    inputProps: {
      type: 'checkbox' as const,
      checked: isChecked,
      onChange,
      onClick,
      'aria-readonly': readOnly || undefined,
    },
  };
}
