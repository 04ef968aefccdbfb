import styled from 'styled-components';
import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { NumericFormat } from 'react-number-format';
import { halfWidthNumber } from '@mro/rules';
import { controlBox } from '../Field/Field.styles';
import { fieldControlProps, isFieldDisabled, useFieldContext } from '../Field/FieldContext';
import { useControllableState } from '../hooks/useControllableState';
import { allowedDecimals, withinIntegerDigits, type NumberRules } from './numberRules';
import { composeEventHandlers } from '../hooks/composeEventHandlers';

const StyledInput = styled.input<{ $invalid?: boolean }>`
  ${controlBox}
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

type InputProps = InputHTMLAttributes<HTMLInputElement> & { $invalid?: boolean; ref?: Ref<HTMLInputElement> };

/**
 * The input react-number-format drives, with full-width digits, comma and period (a Korean IME in
 * full-width mode, or a pasted text) turned into ASCII before the formatter reads the value: one
 * character for one, so the caret stays in place.
 */
function Input({ onChange, ...props }: InputProps) {
  return (
    <StyledInput
      {...props}
      // The digits made ASCII first: the formatter's handler reads the value after.
      onChange={composeEventHandlers((event: ChangeEvent<HTMLInputElement>) => {
        const input = event.currentTarget;
        const normal = halfWidthNumber(input.value);
        if (normal !== input.value) {
          const { selectionStart, selectionEnd } = input;
          input.value = normal;
          input.setSelectionRange(selectionStart, selectionEnd);
        }
      }, onChange)}
    />
  );
}

type NativeInput = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'size' | 'min' | 'max' | 'step'
>;

export interface NumberFieldProps extends NativeInput, NumberRules {
  /** The number, or null when empty: never a formatted string. */
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (value: number | null) => void;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Number input on react-number-format: thousands separators, positive-only, integer-only,
 * integer and decimal digit limits, currency decimals (KRW/JPY 0, others 2). Keystrokes that would
 * break a rule are refused as typed; full-width digits become ASCII; the form receives a number or null. Beyond 15 significant
 * digits a JavaScript number loses precision (docs/decisions/0009-inputs.md).
 */
export function NumberField({
  value,
  defaultValue = null,
  onValueChange,
  positiveOnly,
  integerOnly,
  integerDigits = 20,
  decimalDigits = 20,
  currency,
  invalid,
  ref,
  disabled,
  ...rest
}: NumberFieldProps) {
  const field = useFieldContext();
  const [number, setNumber] = useControllableState<number | null>({ value, defaultValue, onChange: onValueChange });
  const decimals = allowedDecimals({ integerOnly, decimalDigits, currency });
  return (
    <NumericFormat
      {...fieldControlProps(field, rest)}
      {...rest}
      customInput={Input}
      getInputRef={ref}
      inputMode={decimals === 0 ? 'numeric' : 'decimal'}
      value={number ?? ''}
      valueIsNumericString={false}
      thousandSeparator=","
      decimalScale={decimals}
      allowNegative={!positiveOnly}
      allowLeadingZeros={false}
      isAllowed={({ value: plain }) => withinIntegerDigits(plain, integerDigits)}
      onValueChange={({ floatValue }) => setNumber(floatValue ?? null)}
      disabled={isFieldDisabled(disabled, field)}
      $invalid={invalid ?? field?.invalid}
    />
  );
}
