import styled from 'styled-components';
import type { InputHTMLAttributes, Ref } from 'react';
import { NumericFormat } from 'react-number-format';
import { controlBox } from '../Field/Field.styles';
import { fieldControlProps, useFieldContext } from '../Field/FieldContext';
import { useControllableState } from '../hooks/useControllableState';
import { allowedDecimals, withinIntegerDigits, type NumberRules } from './numberRules';

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlBox}
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

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
 * break a rule are refused as typed; the form receives a number or null. Beyond 15 significant
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
      disabled={disabled ?? field?.disabled}
      $invalid={invalid ?? field?.invalid}
    />
  );
}
