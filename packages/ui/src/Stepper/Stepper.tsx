import styled from 'styled-components';
import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { controlBox } from '../Field/Field.styles';
import { fieldControlProps, isFieldDisabled, useFieldContext } from '../Field/FieldContext';
import { useStepper, type UseStepperOptions } from './useStepper';

const Group = styled.div`
  display: inline-flex;
  align-items: stretch;
  width: 140px;
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlBox}
  border-radius: 0;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const StepButton = styled.button`
  width: ${({ theme }) => theme.control.height.md};
  border: ${({ theme }) => theme.control['border-width']} solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.secondary.bg};
  color: ${({ theme }) => theme.color.secondary.fg};
  cursor: pointer;
  font-size: ${({ theme }) => theme.font.size.lg};
  &:first-child {
    border-radius: ${({ theme }) => theme.radius.md} 0 0 ${({ theme }) => theme.radius.md};
    border-right: 0;
  }
  &:last-child {
    border-radius: 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0;
    border-left: 0;
  }
  &:disabled {
    color: ${({ theme }) => theme.color.disabled.fg};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
  }
`;

type NativeInput = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step'
>;

export interface StepperProps extends NativeInput, UseStepperOptions {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A number between min and max with − and + buttons; clamps, or wraps when asked. */
export function Stepper({
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  step,
  largeStep,
  wrap,
  disabled,
  readOnly,
  invalid,
  ref,
  ...rest
}: StepperProps) {
  const { t } = useTranslation('ui');
  const field = useFieldContext();
  const isDisabled = isFieldDisabled(disabled, field);
  const stepper = useStepper({
    value,
    defaultValue,
    onValueChange,
    min,
    max,
    step,
    largeStep,
    wrap,
    disabled: isDisabled,
    readOnly,
  });
  return (
    <Group>
      <StepButton
        type="button"
        tabIndex={-1}
        aria-label={t('stepper.decrement')}
        disabled={isDisabled || !stepper.canDecrement}
        onClick={stepper.decrement}
      >
        −
      </StepButton>
      <Input
        {...fieldControlProps(field, rest)}
        {...rest}
        {...stepper.inputProps}
        ref={ref}
        disabled={isDisabled}
        $invalid={invalid ?? field?.invalid}
      />
      <StepButton
        type="button"
        tabIndex={-1}
        aria-label={t('stepper.increment')}
        disabled={isDisabled || !stepper.canIncrement}
        onClick={stepper.increment}
      >
        +
      </StepButton>
    </Group>
  );
}
