import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useIMask } from 'react-imask';
import { fieldControlProps, isFieldDisabled, useFieldContext } from '../Field/FieldContext';
import { translateMessage } from '../i18n/createI18n';
import type { TextRules } from './normalizeText';
import { MASK_HINTS, TEXT_MASKS, UNMASKED_BY_DEFAULT, imaskOptions, maskedDateViolation, type TextMask } from './masks';
import { useTextField } from './useTextField';
import { assignRef } from '../hooks/assignRef';
import { useImeKeys } from '../hooks/composition';
import { ClearButton, Input, InputRow, Notice, Wrapper } from './TextField.styles';
import { composeEventHandlers } from '../hooks/composeEventHandlers';
import { mergeProps } from '../hooks/mergeProps';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'maxLength'>;

export interface TextFieldProps extends NativeInput, TextRules {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Enter pressed outside IME composition. */
  onEnter?: () => void;
  /** A spec mask (phone, yearMonth, date, datetime, time) or an imask pattern. */
  mask?: TextMask | (string & {});
  /** Give the form the value without mask characters (default: dates yes, phone and time no). */
  unmask?: boolean;
  clearable?: boolean;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Text input with the spec's options: masks, English-only, digits-only, upper case, maximum
 * length in characters or bytes, clear button. Korean IME safe (see useTextField).
 */
export function TextField(props: TextFieldProps) {
  return props.mask ? <MaskedTextField {...props} mask={props.mask} /> : <PlainTextField {...props} />;
}

function PlainTextField({
  value,
  defaultValue,
  onValueChange,
  onEnter,
  englishOnly,
  digitsOnly,
  uppercase,
  maxLength,
  lengthUnit,
  clearable = false,
  invalid,
  ref,
  disabled,
  readOnly,
  onKeyDown,
  onBlur,
  ...rest
}: TextFieldProps) {
  const { t, i18n } = useTranslation('ui');
  const field = useFieldContext();
  const input = useRef<HTMLInputElement | null>(null);
  const text = useTextField({
    value,
    defaultValue,
    onValueChange,
    onEnter,
    englishOnly,
    digitsOnly,
    uppercase,
    maxLength,
    lengthUnit,
  });
  const isDisabled = isFieldDisabled(disabled, field);
  const showClear = clearable && !isDisabled && !readOnly && text.inputProps.value !== '';

  return (
    <Wrapper>
      <InputRow>
        <Input
          type="text"
          {...fieldControlProps(field, rest)}
          {...mergeProps(rest, text.inputProps)}
          onKeyDown={composeEventHandlers(onKeyDown, text.inputProps.onKeyDown)}
          onBlur={composeEventHandlers(onBlur, () => text.inputProps.onBlur())}
          ref={(node) => {
            input.current = node;
            assignRef(ref, node);
          }}
          disabled={isDisabled}
          readOnly={readOnly}
          $invalid={invalid ?? field?.invalid}
          $clearable={clearable}
        />
        {showClear && (
          <ClearButton
            type="button"
            aria-label={t('field.clear')}
            onClick={() => {
              text.clear();
              input.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </ClearButton>
        )}
      </InputRow>
      <Notice role="status">{text.notice ? translateMessage(i18n, text.notice.code, text.notice.params) : null}</Notice>
    </Wrapper>
  );
}

function MaskedTextField({
  mask,
  unmask,
  value,
  defaultValue,
  onValueChange,
  onEnter,
  clearable = false,
  invalid,
  ref,
  disabled,
  readOnly,
  englishOnly: _englishOnly,
  digitsOnly: _digitsOnly,
  uppercase: _uppercase,
  maxLength: _maxLength,
  lengthUnit: _lengthUnit,
  onKeyDown,
  onBlur,
  ...rest
}: TextFieldProps & { mask: string }) {
  const { t, i18n } = useTranslation('ui');
  const field = useFieldContext();
  const pattern = mask in TEXT_MASKS ? TEXT_MASKS[mask as TextMask] : mask;
  const unmasked = unmask ?? (mask in UNMASKED_BY_DEFAULT ? UNMASKED_BY_DEFAULT[mask as TextMask] : false);
  // The same options object while the mask stays: imask compiles them once per field.
  const options = useMemo(() => imaskOptions(mask), [mask]);
  // An impossible or unfinished date or time, found when the field is left; kept as typed.
  const [notice, setNotice] = useState<ReturnType<typeof maskedDateViolation>>(null);
  const latest = useRef(onValueChange);
  useLayoutEffect(() => {
    latest.current = onValueChange;
  });
  const {
    ref: maskRef,
    maskRef: imask,
    value: maskedValue,
    setValue,
    setUnmaskedValue,
  } = useIMask<HTMLInputElement>(options as Parameters<typeof useIMask<HTMLInputElement>>[0], {
    defaultValue: value ?? defaultValue ?? '',
    onAccept: (_masked, m) => {
      setNotice(null);
      latest.current?.(unmasked ? m.unmaskedValue : m.value);
    },
  });

  // Follow a controlled value changed from outside.
  useEffect(() => {
    const current = imask.current;
    if (value === undefined || !current) return;
    if ((unmasked ? current.unmaskedValue : current.value) === value) return;
    if (unmasked) setUnmaskedValue(value);
    else setValue(value);
  }, [value, unmasked, imask, setValue, setUnmaskedValue]);

  const isDisabled = isFieldDisabled(disabled, field);
  const shown = maskedValue;
  const enterKey = useImeKeys<KeyboardEvent<HTMLInputElement>>({ Enter: () => onEnter?.() });
  return (
    <Wrapper>
      <InputRow>
        <Input
          type="text"
          inputMode="numeric"
          {...fieldControlProps(field, rest)}
          {...rest}
          ref={(node) => {
            maskRef.current = node;
            assignRef(ref, node);
          }}
          onKeyDown={composeEventHandlers(onKeyDown, (e) => void enterKey(e))}
          onBlur={composeEventHandlers(onBlur, (e) => setNotice(maskedDateViolation(mask, e.currentTarget.value)))}
          aria-invalid={notice ? true : (rest['aria-invalid'] ?? fieldControlProps(field, rest)['aria-invalid'])}
          placeholder={rest.placeholder ?? MASK_HINTS[mask as TextMask] ?? pattern.replace(/0/g, '_')}
          disabled={isDisabled}
          readOnly={readOnly}
          $invalid={Boolean(notice) || (invalid ?? field?.invalid)}
          $clearable={clearable}
        />
        {clearable && !isDisabled && !readOnly && shown !== '' && (
          <ClearButton
            type="button"
            aria-label={t('field.clear')}
            onClick={() => {
              setValue('');
              latest.current?.('');
              maskRef.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </ClearButton>
        )}
      </InputRow>
      <Notice role="status">{notice ? translateMessage(i18n, notice.code, notice.params) : null}</Notice>
    </Wrapper>
  );
}
