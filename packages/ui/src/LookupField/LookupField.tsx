/**
 * A value chosen in a search popup (company, department, manufacturer, sourcing contact…): the
 * chosen item's name in a read-only box and a search button. A click on the box, or Enter, Space
 * or ArrowDown in it, opens the search too (`onSearch`; the caller opens its popup and sets the
 * value from the popup's answer); Delete or Backspace, or the × button when `clearable`, clears
 * it. The value (the code) is what a form holds; `displayValue` is what the person reads. In a
 * FormItem it binds like any input. Read-only: no search, announced with aria-readonly.
 */
import { useRef, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { fieldControlProps, isFieldDisabled, useFieldContext } from '../Field/FieldContext';
import { assignRef } from '../hooks/assignRef';
import { isComposingEvent, useImeKeys } from '../hooks/composition';
import { useControllableState } from '../hooks/useControllableState';
import { Clear, Display, Input, Row } from './LookupField.styles';
import { composeEventHandlers } from '../hooks/composeEventHandlers';

type NativeInput = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'readOnly' | 'type'
>;

export interface LookupFieldProps extends NativeInput {
  /** The chosen item's code; '' when nothing is chosen. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** What the chosen item shows (its name); ignored while nothing is chosen. */
  displayValue?: string;
  /** Opens the search. */
  onSearch?: () => void;
  /** The search button's text ("Search company"); the default is the generic "Search". */
  searchLabel?: string;
  /**
   * The search button's accessible name when its text is short and several lookups stand
   * together ("Attach" beside each document: "Attach the business license"). It must contain
   * the visible text, so speech users can say what they see.
   */
  searchAriaLabel?: string;
  clearable?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function LookupField({
  value,
  defaultValue = '',
  onValueChange,
  displayValue = '',
  onSearch,
  searchLabel,
  searchAriaLabel,
  clearable = false,
  readOnly = false,
  invalid,
  disabled,
  ref,
  onKeyDown,
  onClick,
  ...rest
}: LookupFieldProps) {
  const { t } = useTranslation('ui');
  const field = useFieldContext();
  const input = useRef<HTMLInputElement | null>(null);
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const isDisabled = isFieldDisabled(disabled, field);
  const usable = !isDisabled && !readOnly;
  const chosen = current !== '';
  const search = () => {
    if (usable) onSearch?.();
  };
  const clear = () => {
    setCurrent('');
    input.current?.focus();
  };
  // (Combined by hand: it reaches the input's ref through clear(), which the compiler's lint does
  // not allow in a function handed to a call during render.)
  // Enter searches by the rule every Enter follows (decision 0026: once per press, never on a
  // Japanese candidate's); the display is read-only, so nothing is composed in it.
  const enterKey = useImeKeys<KeyboardEvent<HTMLInputElement>>({
    Enter: (e) => {
      e.preventDefault();
      search();
    },
  });
  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented || !usable || enterKey(e) !== null || isComposingEvent(e)) return;
    if (e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      search();
    } else if ((e.key === 'Delete' || e.key === 'Backspace') && clearable && chosen) {
      e.preventDefault();
      clear();
    }
  };
  const label = searchLabel ?? t('lookup.search');

  return (
    <Row>
      <Display>
        <Input
          {...fieldControlProps(field, rest)}
          {...rest}
          ref={(node) => {
            input.current = node;
            assignRef(ref, node);
          }}
          type="text"
          readOnly
          aria-readonly={readOnly || undefined}
          aria-haspopup={usable ? 'dialog' : undefined}
          value={chosen ? displayValue || current : ''}
          placeholder={rest.placeholder ?? (usable ? t('lookup.placeholder') : undefined)}
          disabled={isDisabled}
          onClick={composeEventHandlers(onClick, () => search())}
          onKeyDown={keyDown}
          $invalid={invalid ?? field?.invalid}
          $clearable={clearable}
        />
        {clearable && usable && chosen && (
          <Clear type="button" aria-label={t('field.clear')} onClick={clear}>
            <span aria-hidden="true">×</span>
          </Clear>
        )}
      </Display>
      {!readOnly && (
        <Button
          variant="secondary"
          disabled={isDisabled}
          onClick={search}
          aria-haspopup="dialog"
          aria-label={searchAriaLabel}
        >
          {label}
        </Button>
      )}
    </Row>
  );
}
