// A three-part phone's behaviour (area or mobile prefix, exchange, number): the value is one
// string `a-b-c` ('' untouched) so a form stores and checks it as any phone (`phone3`,
// PICMCM0006 when a part is missing). Digits only; the cursor moves on when a part is full
// (02 and 050X by their length, areaPartLength of @mro/rules) and on '-' or a space; Backspace
// in an empty part and the arrows at a part's edge move back and forth; a whole number pasted
// into any part fills all three. Keys go through hooks/composition (nothing acts mid-composition).
// Cost: three refs and one keydown handler per widget.
import { useCallback, useRef, type ChangeEvent, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { areaPartLength, joinPhoneParts, MOBILE_PREFIXES, threePhoneParts } from '@mro/rules';
import { useControllableState } from '../hooks/useControllableState';
import { useCompositionKeyDown } from '../hooks/composition';
import { mergeProps } from '../hooks/mergeProps';

/** 'tel': an area code typed (02, 031, 0505…); 'mobile': a carrier prefix chosen (010, 011…). */
export type PhoneKind = 'tel' | 'mobile';
export type PhonePart = 0 | 1 | 2;
export type PhoneParts = readonly [string, string, string];

/** The most digits each part holds. */
export const PHONE_PART_MAX: Readonly<Record<PhonePart, number>> = { 0: 4, 1: 4, 2: 4 };

export interface UsePhoneInputOptions {
  /** `a-b-c`, or '' when every part is empty. */
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  kind?: PhoneKind | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
  /**
   * The autofill hint's contact token ('work', 'mobile', 'home') or 'off'; the parts get the HTML
   * tokens tel-area-code, tel-local-prefix and tel-local-suffix, so a browser fills all three.
   */
  autoComplete?: string | undefined;
}

/** What a part's input (or, for a mobile number, the prefix's select) gets. */
export interface PhonePartProps {
  value: string;
  'data-part': PhonePart;
  inputMode: 'numeric';
  autoComplete: string;
  maxLength: number;
  readOnly: boolean | undefined;
  disabled: boolean | undefined;
  ref: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onCompositionStart: () => void;
  onCompositionEnd: () => void;
}

export interface UsePhoneInputResult {
  value: string;
  parts: PhoneParts;
  kind: PhoneKind;
  /** The mobile prefixes the first part offers (kind 'mobile'). */
  prefixes: readonly string[];
  /** Props for part 1 or 2, or part 0 of a 'tel' number; a caller's handlers run first. */
  getPartProps: (part: PhonePart, caller?: Partial<PhonePartProps>) => PhonePartProps;
  /** The mobile prefix chosen in the select (kind 'mobile'); moves on to the exchange. */
  choosePrefix: (prefix: string) => void;
  /** Registers the prefix select, so Backspace and ArrowLeft can move back to it. */
  prefixRef: (node: HTMLElement | null) => void;
}

const AUTOFILL = ['tel-area-code', 'tel-local-prefix', 'tel-local-suffix'] as const;
const autofill = (token: string, part: PhonePart) => (token === 'off' ? 'off' : `${token} ${AUTOFILL[part]}`.trim());

const isPart = (n: number): n is PhonePart => n === 0 || n === 1 || n === 2;

export function usePhoneInput({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  kind = 'tel',
  disabled,
  readOnly,
  autoComplete = '',
}: UsePhoneInputOptions): UsePhoneInputResult {
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const parts = threePhoneParts(value);
  const nodes = useRef<(HTMLElement | null)[]>([null, null, null]);
  const locked = Boolean(disabled || readOnly);

  const focusPart = useCallback((part: number, at: 'start' | 'end') => {
    if (!isPart(part)) return;
    const node = nodes.current[part];
    if (!node) return;
    node.focus();
    if (node instanceof HTMLInputElement) {
      const caret = at === 'start' ? 0 : node.value.length;
      node.setSelectionRange(caret, caret);
    }
  }, []);

  const setParts = (next: readonly string[]) => setValue(joinPhoneParts(next));
  const withPart = (part: PhonePart, digits: string) => parts.map((p, i) => (i === part ? digits : p));

  const isFull = (part: PhonePart, digits: string) =>
    part === 0 ? digits.length >= areaPartLength(digits) : digits.length >= PHONE_PART_MAX[part];

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (locked) return;
    const part = Number(event.currentTarget.dataset.part);
    if (!isPart(part)) return;
    const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, PHONE_PART_MAX[part]);
    setParts(withPart(part, digits));
    const atEnd = (event.currentTarget.selectionStart ?? digits.length) >= digits.length;
    if (atEnd && isFull(part, digits) && digits !== parts[part]) focusPart(part + 1, 'start');
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (locked) return;
    const text = event.clipboardData.getData('text');
    const part = Number(event.currentTarget.dataset.part);
    if (!isPart(part)) return;
    // A part's own digits paste as usual; a whole number (a hyphen, or more digits than the part
    // holds) fills every part.
    if (!text.includes('-') && text.replace(/\D/g, '').length <= PHONE_PART_MAX[part]) return;
    event.preventDefault();
    const pasted = threePhoneParts(text);
    const first = kind === 'mobile' && !MOBILE_PREFIXES.includes(pasted[0] as never) ? parts[0] : pasted[0];
    const next = [first, pasted[1], pasted[2]].map((p: string, i: number) =>
      p.slice(0, PHONE_PART_MAX[i as PhonePart]),
    );
    setParts(next);
    focusPart(next[2] === '' ? (next[1] === '' ? 1 : 2) : 2, 'end');
  };

  const keys = useCompositionKeyDown<HTMLInputElement>({
    Backspace: (event) => {
      const input = event.currentTarget;
      if (input.value === '' && !locked) {
        event.preventDefault();
        focusPart(Number(input.dataset.part) - 1, 'end');
      }
    },
    ArrowLeft: (event) => {
      const input = event.currentTarget;
      if (input.selectionStart === 0 && input.selectionEnd === 0) {
        event.preventDefault();
        focusPart(Number(input.dataset.part) - 1, 'end');
      }
    },
    ArrowRight: (event) => {
      const input = event.currentTarget;
      if (input.selectionStart === input.value.length) {
        event.preventDefault();
        focusPart(Number(input.dataset.part) + 1, 'start');
      }
    },
    '-': (event) => {
      event.preventDefault();
      if (event.currentTarget.value !== '') focusPart(Number(event.currentTarget.dataset.part) + 1, 'start');
    },
    ' ': (event) => {
      event.preventDefault();
      if (event.currentTarget.value !== '') focusPart(Number(event.currentTarget.dataset.part) + 1, 'start');
    },
  });

  const getPartProps = (part: PhonePart, caller: Partial<PhonePartProps> = {}): PhonePartProps =>
    mergeProps(caller, {
      value: parts[part],
      'data-part': part,
      inputMode: 'numeric' as const,
      autoComplete: autofill(autoComplete, part),
      maxLength: PHONE_PART_MAX[part],
      readOnly,
      disabled,
      ref: (node: HTMLInputElement | null) => {
        nodes.current[part] = node;
      },
      onChange,
      onPaste,
      onKeyDown: keys.onKeyDown,
      onCompositionStart: keys.onCompositionStart,
      onCompositionEnd: keys.onCompositionEnd,
    });

  return {
    value,
    parts,
    kind,
    prefixes: MOBILE_PREFIXES,
    getPartProps,
    choosePrefix: (prefix) => {
      if (locked) return;
      setParts(withPart(0, prefix));
      if (prefix !== '') focusPart(1, 'start');
    },
    prefixRef: (node) => {
      nodes.current[0] = node;
    },
  };
}
