import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { splitMultiText } from '@mro/rules';
import { useControllableState } from '../hooks/useControllableState';
import { isComposingEvent, isComposingInput, useImeKeys } from '../hooks/composition';

const SEPARATOR = /[\s,]/;

export type MultiTextNotice = { key: 'duplicate' | 'maxItems'; values: string[]; max?: number };

export interface UseMultiTextInputOptions {
  items?: string[] | undefined;
  defaultItems?: string[] | undefined;
  onItemsChange?: ((items: string[]) => void) | undefined;
  /** Keep repeated values (default: a value already listed is skipped with a notice). */
  allowDuplicates?: boolean | undefined;
  /** At most this many values; extra ones are refused with a notice. */
  maxItems?: number | undefined;
  /**
   * Enter, after the text being typed became a value (search boxes submit): once per press, also
   * the Enter that ends a Korean syllable; never one that confirms a Japanese candidate.
   */
  onEnter?: (() => void) | undefined;
}

/**
 * Multi-value text entry without styling. Typed or pasted text is split on whitespace, newline,
 * tab and comma (`splitMultiText` from @mro/rules); each part becomes one removable value. The part
 * still being typed stays in the input until a separator, Enter or leaving the field. During IME
 * composition nothing is split or committed, so no Korean syllable is lost or doubled.
 */
export function useMultiTextInput({
  items: itemsProp,
  defaultItems,
  onItemsChange,
  allowDuplicates = false,
  maxItems,
  onEnter,
}: UseMultiTextInputOptions) {
  const [items, setItems] = useControllableState<string[]>({
    value: itemsProp,
    defaultValue: defaultItems ?? [],
    onChange: onItemsChange,
  });
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<MultiTextNotice | null>(null);
  const composing = useRef(false);
  const options = useRef({ allowDuplicates, maxItems });
  useLayoutEffect(() => {
    options.current = { allowDuplicates, maxItems };
  });

  /** Adds the complete parts of `text`; the trailing part stays as draft unless `final`. */
  const absorb = useCallback(
    (text: string, final: boolean) => {
      const endsWithSeparator = text !== '' && SEPARATOR.test(text.slice(-1));
      const parts = splitMultiText(text);
      const rest = final || endsWithSeparator ? '' : (parts.pop() ?? '');
      setDraft(rest);
      if (parts.length === 0) return;
      setItems((previous) => {
        const { allowDuplicates: duplicatesOk, maxItems: max } = options.current;
        const next = [...previous];
        const duplicates: string[] = [];
        const refused: string[] = [];
        for (const part of parts) {
          if (!duplicatesOk && next.includes(part)) duplicates.push(part);
          else if (max !== undefined && next.length >= max) refused.push(part);
          else next.push(part);
        }
        if (refused.length > 0) setNotice({ key: 'maxItems', values: refused, ...(max !== undefined && { max }) });
        else if (duplicates.length > 0) setNotice({ key: 'duplicate', values: duplicates });
        else setNotice(null);
        return next.length === previous.length ? previous : next;
      });
    },
    [setItems],
  );

  const remove = useCallback(
    (index: number) => {
      setNotice(null);
      setItems((previous) => previous.filter((_, i) => i !== index));
    },
    [setItems],
  );

  const clear = useCallback(() => {
    setDraft('');
    setNotice(null);
    setItems([]);
  }, [setItems]);

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const raw = event.target.value;
      if (composing.current || isComposingInput(event)) setDraft(raw);
      else absorb(raw, false);
    },
    [absorb],
  );

  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLInputElement>) => {
      const pasted = event.clipboardData.getData('text');
      if (!SEPARATOR.test(pasted)) return; // one value: the browser inserts it like typing
      event.preventDefault();
      const input = event.currentTarget;
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? start;
      absorb(input.value.slice(0, start) + pasted + input.value.slice(end), true);
    },
    [absorb],
  );

  // Decision 0026: the Enter that ends a Korean syllable adds the value once, after the commit.
  const enterKey = useImeKeys<KeyboardEvent<HTMLInputElement>>({
    Enter: (event) => {
      event.preventDefault();
      absorb((event.target as HTMLInputElement).value, true);
      onEnter?.();
    },
  });
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (enterKey(event) !== null) return;
      if (composing.current || isComposingEvent(event)) return;
      if (event.key === 'Backspace' && event.currentTarget.value === '') {
        setItems((previous) => (previous.length === 0 ? previous : previous.slice(0, -1)));
      }
    },
    [enterKey, setItems],
  );

  const onCompositionStart = useCallback(() => {
    composing.current = true;
  }, []);

  const onCompositionEnd = useCallback(
    (event: { currentTarget: HTMLInputElement }) => {
      composing.current = false;
      absorb(event.currentTarget.value, false);
    },
    [absorb],
  );

  const onBlur = useCallback(
    (event: { currentTarget: HTMLInputElement }) => {
      if (!composing.current) absorb(event.currentTarget.value, true);
    },
    [absorb],
  );

  return {
    items,
    draft,
    notice,
    remove,
    clear,
    inputProps: { value: draft, onChange, onPaste, onKeyDown, onCompositionStart, onCompositionEnd, onBlur },
  };
}
