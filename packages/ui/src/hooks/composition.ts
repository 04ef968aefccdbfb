// Keys and IME compositions: the one place key handlers ask about a composition (eslint keeps raw
// isComposing out of the rest). isComposingEvent / isComposingInput answer for one event;
// useImeKeys, useImeSubmit and useCompositionKeyDown give Enter (and the grid's moves) one action
// per physical key under an IME (decision 0026, core in imeKeys.ts). Cost: a ref and an effect
// per widget; the composition watcher is shared by the document.
import { useCallback, useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import {
  actionKeyOf,
  deferToCompositionEnd,
  imeKeyStep,
  watchCompositions,
  type ImeKeyEvent,
  type ImeKeyStep,
} from './imeKeys';

type AnyKeyboardEvent = KeyboardEvent | ReactKeyboardEvent;

/**
 * True while an IME (Korean, Japanese, Chinese…) is composing. Keydown events fired during
 * composition must not trigger Escape or other keys' actions; Enter (and the grid's moves) go
 * through `useImeKeys` instead, which acts once when the key ends a Hangul composition. Safari reports the
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
 * A handler of a key a widget acts on. `late` is true when it runs for an IME's keydown or after
 * the composition ended (the browser does nothing of its own for that keydown: a form that
 * relies on implicit submission submits itself then).
 */
export type ImeKeyHandler<Ev> = (event: Ev, late: boolean) => void;

/** Keys that move, for widgets that act on them (the grid): they follow Enter's rule. */
const MOVES = new Set(['Tab', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * One action per physical key under an IME (decision 0026): returns a function to call from a
 * keydown handler. For a key in `handlers` it acts at once outside a composition, once after the
 * syllable is committed when the key ends a Hangul composition (macOS, Windows and Safari orders),
 * and never when it confirms a Japanese or Chinese candidate; it returns the step taken for such
 * a key ('act', 'defer', 'confirm' or 'swallow') and null for any other. A deferred action calls the handler of the
 * latest render. Cost: one ref and one effect per widget; the watcher is shared by the document.
 */
export function useImeKeys<Ev extends ImeKeyEvent>(handlers: Partial<Record<string, ImeKeyHandler<Ev>>>) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => watchCompositions(), []);
  return useCallback((event: Ev): ImeKeyStep | null => {
    const name = actionKeyOf(event);
    if (!latest.current[name]) return null;
    const step = imeKeyStep(event);
    if (step === 'act') {
      const late = (event.nativeEvent?.keyCode ?? event.keyCode) === 229;
      // Safari's keydown after compositionend: nothing of the browser's own must follow it.
      if (late) event.preventDefault();
      latest.current[name]?.(event, late);
    } else if (step === 'defer') {
      // Keep the focus in the field while the syllable is committed; the action moves it after.
      if (MOVES.has(name)) event.preventDefault();
      deferToCompositionEnd(() => latest.current[name]?.(event, true));
    }
    return step;
  }, []);
}

/**
 * For a form that submits on Enter (implicit submission): the `onKeyDown` to put on the form. A
 * plain Enter is left to the browser; the Enter that ends a Korean syllable, on which no browser
 * submits, submits once after the commit (`requestSubmit`, so the form's own submit handler and
 * checks run); Chrome on Windows' second Enter is stopped before it can submit again; a Japanese
 * candidate's Enter never submits (decision 0026). Cost: one `useImeKeys`.
 */
export function useImeSubmit<F extends HTMLElement = HTMLFormElement>() {
  const enter = useImeKeys<ReactKeyboardEvent<F>>({
    Enter: (event, late) => {
      const field = event.target;
      if (late && field instanceof HTMLInputElement && field.form) field.form.requestSubmit();
    },
  });
  return useCallback((event: ReactKeyboardEvent<F>) => void enter(event), [enter]);
}

/**
 * Composition-aware key handler: maps `event.key` (e.g. 'Enter', 'Escape', 'ArrowDown') to a
 * handler. Enter follows `useImeKeys` (one action per press; a Japanese or Chinese candidate's
 * confirmation never acts); every other key is ignored while an IME composition is active. Pass
 * the returned `onKeyDown` to the element; `onCompositionStart/End` keep the state right on
 * browsers whose keydown arrives after `compositionend`.
 */
export function useCompositionKeyDown<E extends Element = Element>(handlers: KeyHandlers<E>) {
  const composing = useRef(false);
  const latest = useRef(handlers);
  latest.current = handlers;
  const enter = useImeKeys<ReactKeyboardEvent<E>>({ Enter: (event) => latest.current.Enter?.(event) });

  const onKeyDown = useCallback(
    (event: ReactKeyboardEvent<E>) => {
      if (latest.current.Enter && enter(event) !== null) return;
      if (composing.current || isComposingEvent(event)) return;
      latest.current[event.key]?.(event);
    },
    [enter],
  );
  const onCompositionStart = useCallback(() => {
    composing.current = true;
  }, []);
  const onCompositionEnd = useCallback(() => {
    composing.current = false;
  }, []);

  return { onKeyDown, onCompositionStart, onCompositionEnd };
}
