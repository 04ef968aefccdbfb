import { useCallback, useMemo, type FormHTMLAttributes, type ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useDirtyGuard } from '../DirtyGuard/useDirtyGuard';
import { useMessageBox } from '../MessageBox/useMessageBox';
import { FormBoxContext, type FormBoxContextValue } from './FormContext';
import { createItemOrder, errorNames } from './itemOrder';
import type { FormBoxState } from './useFormBox';
import { Actions, Form, Grid, type FormBoxSize } from './FormBox.styles';

export interface FormBoxProps<T extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onReset'
> {
  form: FormBoxState<T>;
  /** Columns of the layout (spec default 2). */
  columns?: number;
  /** Spacing and text size (spec default medium). */
  size?: FormBoxSize;
  /** Called with valid values; an invalid submit focuses the first error instead. */
  onSubmit?: (values: T) => void | Promise<void>;
  /**
   * A reset button (`type="reset"`) puts the initial values back and clears the errors, asking
   * first (MROGR0001) when there are changes; this is called after it.
   */
  onReset?: () => void;
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
 * schema, errors under each field and focus on the first error when a submit fails; a reset
 * button restores the initial values after a confirmation when anything changed.
 */
export function FormBox<T extends FieldValues>({
  form,
  columns = 2,
  size = 'medium',
  onSubmit,
  onReset,
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
  const box = useMessageBox();
  const reset = useCallback(
    async (event: React.FormEvent<HTMLFormElement>) => {
      if (event.target !== event.currentTarget) return; // a form in a modal opened from this one
      // The browser's own reset would put the inputs back behind the form state's back.
      event.preventDefault();
      if (form.formState.isDirty && !(await box.confirm('MROGR0001'))) return;
      form.reset(form.initialValues);
      onReset?.();
    },
    [form, box, onReset],
  );
  return (
    <FormBoxContext.Provider value={context}>
      <Form noValidate {...rest} onSubmit={submit} onReset={reset}>
        <Grid $columns={columns} $size={size}>
          {children}
        </Grid>
        {actions !== undefined && actions !== null && <Actions data-mro-actions="">{actions}</Actions>}
      </Form>
    </FormBoxContext.Provider>
  );
}
