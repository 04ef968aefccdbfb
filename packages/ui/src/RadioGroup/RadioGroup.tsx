import type { Ref } from 'react';
import { isFieldDisabled, useFieldContext } from '../Field/FieldContext';
import { assignRef } from '../hooks/assignRef';
import { ChoiceGroupFrame } from '../choice/ChoiceGroupFrame';
import { ChoiceInput, OptionLabel } from '../choice/choice.styles';
import { useRadioGroup, type UseRadioGroupOptions } from './useRadioGroup';

export interface RadioGroupProps extends UseRadioGroupOptions {
  disabled?: boolean;
  required?: boolean;
  orientation?: 'horizontal' | 'vertical';
  /** Name of the group when it is not inside a Field. */
  'aria-label'?: string;
  onBlur?: () => void;
  className?: string;
  /** Focuses the selected (or first) radio, e.g. when the form focuses its first error. */
  ref?: Ref<{ focus: () => void }>;
}

/** Radios for code items, validated by the caller's rules with custom messages, error text below. */
export function RadioGroup({
  disabled,
  required,
  orientation = 'horizontal',
  'aria-label': ariaLabel,
  onBlur,
  className,
  ref,
  ...options
}: RadioGroupProps) {
  const field = useFieldContext();
  const group = useRadioGroup(options);
  const isDisabled = isFieldDisabled(disabled, field);
  const hasChoice = group.items.some((item) => item.cd === group.selected);
  return (
    <ChoiceGroupFrame
      role="radiogroup"
      field={field}
      orientation={orientation}
      loading={group.loading}
      failed={group.failed}
      error={group.error}
      ariaLabel={ariaLabel}
      readOnly={options.readOnly}
      required={required}
      onBlur={() => {
        group.touch();
        onBlur?.();
      }}
      className={className}
    >
      {group.items.map((item, index) => {
        const checked = group.selected === item.cd;
        // The radio that takes focus: the chosen one, else the first (as the browser's tab order does).
        const first = checked || (index === 0 && !hasChoice);
        return (
          <OptionLabel key={item.cd} $disabled={isDisabled || item.useYn === 'N'}>
            <ChoiceInput
              type="radio"
              name={group.name}
              value={item.cd}
              checked={checked}
              disabled={isDisabled || (item.useYn === 'N' && !checked)}
              onChange={() => group.select(item.cd)}
              ref={
                first
                  ? (node: HTMLInputElement | null) => assignRef(ref, node && { focus: () => node.focus() })
                  : undefined
              }
            />
            <span>{item.cdNm}</span>
          </OptionLabel>
        );
      })}
    </ChoiceGroupFrame>
  );
}
