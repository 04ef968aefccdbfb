import { useCallback, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';

type AnyKeyboardEvent = KeyboardEvent | ReactKeyboardEvent;

/**
 * True while an IME (Korean, Japanese, Chinese…) is composing. Keydown events fired during
 * composition must not trigger Enter, Escape, Tab or arrow-key actions. Safari reports the
 * keydown that ends a composition with `isComposing` false but `keyCode` 229, so both count.
 */
export function isComposingEvent(event: AnyKeyboardEvent | KeyFacts): boolean {
  const native: KeyFacts = 'nativeEvent' in event ? event.nativeEvent : event;
  // keyCode is deprecated but it is the only signal Safari gives for the composition-ending keydown.
  return Boolean(native.isComposing) || native.keyCode === 229;
}

/** A key event's facts as a framework-free handler receives them (the grid's key handlers). */
export interface KeyFacts {
  isComposing?: boolean | undefined;
  keyCode?: number | undefined;
}

/** True when an input or change event belongs to an IME composition still under way. */
export function isComposingInput(event: { nativeEvent: Event } | Event): boolean {
  const native = 'nativeEvent' in event ? event.nativeEvent : event;
  return 'isComposing' in native && (native as InputEvent).isComposing;
}

export type KeyHandlers<E extends Element> = Partial<Record<string, (event: ReactKeyboardEvent<E>) => void>>;

/**
 * Composition-aware key handler: maps `event.key` (e.g. 'Enter', 'Escape', 'ArrowDown') to a
 * handler and ignores every key while an IME composition is active. Pass the returned
 * `onKeyDown` to the element; `onCompositionStart/End` keep the state right on browsers whose
 * keydown arrives after `compositionend`.
 */
export function useCompositionKeyDown<E extends Element = Element>(handlers: KeyHandlers<E>) {
  const composing = useRef(false);
  const latest = useRef(handlers);
  latest.current = handlers;

  const onKeyDown = useCallback((event: ReactKeyboardEvent<E>) => {
    if (composing.current || isComposingEvent(event)) return;
    latest.current[event.key]?.(event);
  }, []);
  const onCompositionStart = useCallback(() => {
    composing.current = true;
  }, []);
  const onCompositionEnd = useCallback(() => {
    composing.current = false;
  }, []);

  return { onKeyDown, onCompositionStart, onCompositionEnd };
}
