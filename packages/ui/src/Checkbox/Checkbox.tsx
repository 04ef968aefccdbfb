import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { fieldControlProps, isFieldDisabled, useFieldContext } from '../Field/FieldContext';
import { assignRef } from '../hooks/assignRef';
import { ChoiceInput, OptionLabel } from '../choice/choice.styles';
import { useCheckbox } from './useCheckbox';
import { composeEventHandlers } from '../hooks/composeEventHandlers';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'defaultChecked' | 'onChange'>;

export interface CheckboxProps extends NativeInput {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  indeterminate?: boolean;
  /** The text beside the box (e.g. "Save ID"); without it, give an aria-label. */
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** One checkbox with its label; native input, so keyboard, forms and screen readers just work. */
export function Checkbox({
  checked,
  defaultChecked,
  onCheckedChange,
  indeterminate,
  children,
  ref,
  disabled,
  readOnly,
  className,
  ...rest
}: CheckboxProps) {
  const field = useFieldContext();
  const box = useCheckbox({ checked, defaultChecked, onCheckedChange, indeterminate, readOnly });
  const isDisabled = isFieldDisabled(disabled, field);
  const input = (
    <ChoiceInput
      {...fieldControlProps(field, rest)}
      {...rest}
      {...box.inputProps}
      // The read-only cancel first: the caller's handler sees the click already cancelled.
      onClick={composeEventHandlers(box.inputProps.onClick, rest.onClick, { checkForDefaultPrevented: false })}
      disabled={isDisabled}
      ref={(node: HTMLInputElement | null) => {
        box.setInput(node);
        assignRef(ref, node);
      }}
    />
  );
  if (children === undefined) return input;
  return (
    <OptionLabel $disabled={isDisabled} className={className}>
      {input}
      <span>{children}</span>
    </OptionLabel>
  );
}

/** How FormItem binds a form value to this control. */
Checkbox.formBinding = { value: 'checked', change: 'onCheckedChange' } as const;
