import { useCallback, useMemo, type FormHTMLAttributes, type ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useDirtyGuard } from '../DirtyGuard/useDirtyGuard';
import { FormBoxContext, type FormBoxContextValue } from './FormContext';
import { createItemOrder, errorNames } from './itemOrder';
import type { FormBoxState } from './useFormBox';
import { Form, Grid, type FormBoxSize } from './FormBox.styles';

export interface FormBoxProps<T extends FieldValues> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  form: FormBoxState<T>;
  /** Columns of the layout (spec default 2). */
  columns?: number;
  /** Spacing and text size (spec default medium). */
  size?: FormBoxSize;
  /** Called with valid values; an invalid submit focuses the first error instead. */
  onSubmit?: (values: T) => void | Promise<void>;
  /** Register unsaved changes with the guard (leaving the page or closing a modal asks). Default true. */
  guardUnsaved?: boolean;
  /** Buttons under the fields (a submit button submits the form). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Focuses the first invalid item in layout order; returns its name. */
export function focusFirstError(form: FormBoxState, order: ReturnType<typeof createItemOrder>, errors: FieldErrors) {
  const first = order.first(errorNames(errors));
  if (first) form.setFocus(first as never);
  return first;
}

/**
 * Fields in columns (2 by default) with 120 px labels beside them, required marks from the rules
 * schema, errors under each field and focus on the first error when a submit fails.
 */
export function FormBox<T extends FieldValues>({
  form,
  columns = 2,
  size = 'medium',
  onSubmit,
  guardUnsaved = true,
  actions,
  children,
  ...rest
}: FormBoxProps<T>) {
  useDirtyGuard(guardUnsaved && form.formState.isDirty);
  const order = useMemo(() => createItemOrder(), []);
  const context = useMemo<FormBoxContextValue>(
    () => ({ form: form as unknown as FormBoxState, shownError: () => true, register: order.register }),
    [form, order],
  );
  const submit = useCallback(
    (event?: React.BaseSyntheticEvent) =>
      // React events cross portals: a form in a modal opened from this one submits only itself.
      event && event.target !== event.currentTarget
        ? undefined
        : form.handleSubmit(
            async (values) => {
              await onSubmit?.(values);
            },
            (errors) => {
              focusFirstError(form as unknown as FormBoxState, order, errors);
            },
          )(event),
    [form, onSubmit, order],
  );
  return (
    <FormBoxContext.Provider value={context}>
      <Form noValidate {...rest} onSubmit={submit}>
        <Grid $columns={columns} $size={size}>
          {children}
        </Grid>
        {actions}
      </Form>
    </FormBoxContext.Provider>
  );
}
