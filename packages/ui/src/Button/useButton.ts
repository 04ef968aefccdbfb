import { useCallback, useRef, type MouseEvent } from 'react';
import { BUTTON_CLICK_LOCK_MS } from '@mro/rules';

export type ButtonClickHandler = (event: MouseEvent<HTMLButtonElement>) => void | Promise<unknown>;

export interface UseButtonOptions {
  onClick?: ButtonClickHandler | undefined;
  disabled?: boolean | undefined;
  loading?: boolean | undefined;
  /** Clicks within this many ms of an accepted click are ignored (spec: 500 ms). 0 turns the lock off. */
  clickLockMs?: number | undefined;
}

export interface UseButtonResult {
  buttonProps: {
    onClick: (event: MouseEvent<HTMLButtonElement>) => void;
    disabled: boolean | undefined;
    'aria-disabled': true | undefined;
    'aria-busy': true | undefined;
  };
}

/**
 * Button behaviour without styling.
 * - `disabled` uses the native attribute (not focusable, no events).
 * - `loading` keeps the button focusable (focus is not lost while work runs) but marks it
 *   `aria-disabled` and `aria-busy` and swallows clicks.
 * - Double-submit guard: after an accepted click, further clicks (mouse, Enter, Space, key
 *   repeat) are ignored for `clickLockMs`, and for as long as a promise returned by `onClick`
 *   is pending.
 */
export function useButton({
  onClick,
  disabled,
  loading,
  clickLockMs = BUTTON_CLICK_LOCK_MS,
}: UseButtonOptions): UseButtonResult {
  const lockedUntil = useRef(0);
  const pending = useRef(0);

  const handleClick = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      const now = Date.now();
      if (disabled || loading || pending.current > 0 || now < lockedUntil.current) {
        event.preventDefault();
        return;
      }
      lockedUntil.current = now + clickLockMs;
      const result = onClick?.(event);
      if (result && typeof result.then === 'function') {
        pending.current += 1;
        const release = () => {
          pending.current -= 1;
        };
        result.then(release, release);
      }
    },
    [disabled, loading, clickLockMs, onClick],
  );

  return {
    buttonProps: {
      onClick: handleClick,
      disabled: disabled || undefined,
      'aria-disabled': loading && !disabled ? true : undefined,
      'aria-busy': loading ? true : undefined,
    },
  };
}
