import { useCallback, useRef, useState, type ChangeEvent, type CompositionEvent, type KeyboardEvent } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { isComposingInput, useImeKeys } from '../hooks/composition';
import { normalizeText, type Notice, type TextRules } from './normalizeText';

export interface UseTextFieldOptions extends TextRules {
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  /**
   * Enter pressed: search boxes submit on it. Once per press under an IME (decision 0026): after
   * the Korean syllable it ends is committed; never when it confirms a Japanese candidate.
   */
  onEnter?: (() => void) | undefined;
}

/**
 * Text field behaviour without styling. While an IME composes (Korean), the raw text is shown
 * and nothing is filtered, upper-cased or cut, so no syllable is lost or doubled; the rules apply
 * to the committed text at compositionend. An Enter that ends a Korean composition reaches
 * `onEnter` once, with the committed text in the value; one that confirms a Japanese or Chinese
 * candidate never does (`useImeKeys`).
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

  const enterKey = useImeKeys<KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>>({ Enter: () => onEnter?.() });
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (onEnter) enterKey(event);
    },
    [onEnter, enterKey],
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
