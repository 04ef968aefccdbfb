import { cloneElement, useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { MessageParams } from '@mro/rules';
import { Field, type FieldError } from '../Field/Field';
import { useFormBoxContext } from './FormContext';
import { ItemCell } from './FormBox.styles';

export interface FormItemProps {
  /** Field name in the form values (and the rules schema); dots for nested values. */
  name: string;
  label: ReactNode;
  /** Columns this item takes (default 1). */
  span?: number;
  hint?: ReactNode;
  /**
   * The required mark when the schema cannot say it (a row of a list checked by the caller's
   * `validate`, a field required by another's answer); default: the schema's.
   */
  required?: boolean;
  /** One control: TextField, NumberField, DatePicker, Select, RadioGroup, Checkbox... */
  children: ReactElement;
}

type Binding = { value: string; change: string };
const DEFAULT_BINDING: Binding = { value: 'value', change: 'onValueChange' };

/**
 * One labelled control of a FormBox or SearchBox, bound to the form by name: value and change
 * handler through react-hook-form, required mark from the schema, the error's message code
 * translated under the control. Controls declare `formBinding` when their value prop differs.
 */
export function FormItem({ name, label, span = 1, hint, required, children }: FormItemProps) {
  const { form, shownError, register } = useFormBoxContext();
  const { field, fieldState } = useController({ name, control: form.control });
  const cell = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => register(name, cell.current!), [name, register]);

  const raw = fieldState.error as { code?: string; params?: MessageParams; message?: string } | undefined;
  const error: FieldError =
    raw && shownError(name) ? (raw.code ? { code: raw.code, params: raw.params ?? {} } : raw.message) : undefined;
  const binding = (children.type as { formBinding?: Binding }).formBinding ?? DEFAULT_BINDING;
  const control = cloneElement(children as ReactElement<Record<string, unknown>>, {
    [binding.value]: field.value,
    [binding.change]: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    name: field.name,
  });
  return (
    <ItemCell ref={cell} $span={span} data-form-item={name}>
      <Field inline label={label} required={required ?? form.isRequired(name)} hint={hint} error={error}>
        {control}
      </Field>
    </ItemCell>
  );
}
