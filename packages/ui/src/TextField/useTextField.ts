import { useCallback, useRef, useState, type ChangeEvent, type CompositionEvent, type KeyboardEvent } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { isComposingEvent, isComposingInput } from '../hooks/composition';
import { normalizeText, type Notice, type TextRules } from './normalizeText';

export interface UseTextFieldOptions extends TextRules {
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  /** Enter pressed (never while an IME composition is active): search boxes submit on it. */
  onEnter?: (() => void) | undefined;
}

/**
 * Text field behaviour without styling. While an IME composes (Korean), the raw text is shown
 * and nothing is filtered, upper-cased or cut, so no syllable is lost or doubled; the rules apply
 * to the committed text at compositionend. Enter during composition never reaches `onEnter`.
 */
export function useTextField({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onEnter,
  ...rules
}: UseTextFieldOptions) {
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const [draft, setDraft] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const composing = useRef(false);
  const latestRules = useRef(rules);
  latestRules.current = rules;

  const commit = useCallback(
    (raw: string) => {
      const result = normalizeText(raw, latestRules.current);
      setDraft(null);
      // A notice stays until the field is cleared or left, so the user can read why text was refused.
      if (result.notice) setNotice(result.notice);
      setValue(result.value);
    },
    [setValue],
  );

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const raw = event.target.value;
      if (composing.current || isComposingInput(event)) {
        setDraft(raw);
        return;
      }
      commit(raw);
    },
    [commit],
  );

  const onCompositionStart = useCallback(() => {
    composing.current = true;
  }, []);

  const onCompositionEnd = useCallback(
    (event: CompositionEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      composing.current = false;
      commit(event.currentTarget.value);
    },
    [commit],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (event.key !== 'Enter' || composing.current || isComposingEvent(event)) return;
      onEnter?.();
    },
    [onEnter],
  );

  const clear = useCallback(() => {
    setDraft(null);
    setNotice(null);
    setValue('');
  }, [setValue]);

  const onBlur = useCallback(() => setNotice(null), []);

  return {
    value,
    notice,
    clear,
    inputProps: { value: draft ?? value, onChange, onCompositionStart, onCompositionEnd, onKeyDown, onBlur },
  };
}
