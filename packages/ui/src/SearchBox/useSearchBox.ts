import { Children, isValidElement, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useDirtyGuard } from '../DirtyGuard/useDirtyGuard';
import { createItemOrder, errorNames } from '../FormBox/itemOrder';
import type { FormBoxState } from '../FormBox/useFormBox';

/** Row of each child in a grid of `columns`, by the children's `span` props (row-major flow). */
export function layoutRows(children: ReactNode, columns: number): number[] {
  const rows: number[] = [];
  let row = 0;
  let used = 0;
  Children.forEach(children, (child) => {
    const span = Math.min(columns, Math.max(1, isValidElement<{ span?: number }>(child) ? (child.props.span ?? 1) : 1));
    if (used + span > columns) {
      row += 1;
      used = 0;
    }
    rows.push(row);
    used += span;
  });
  return rows;
}

export interface UseSearchBoxOptions<T extends FieldValues> {
  form: FormBoxState<T>;
  onSearch: (values: T) => void | Promise<void>;
  onReset?: (() => void) | undefined;
  rows: number[];
  visibleRows: number;
}

/**
 * Search box behaviour: validate, then (when the page or modal has unsaved changes) ask
 * PICMCM0026; declining cancels the search and keeps everything. Only the first error is shown
 * and focused, expanding the hidden rows when it is there. Reset restores the initial values.
 */
export function useSearchBox<T extends FieldValues>({
  form,
  onSearch,
  onReset,
  rows,
  visibleRows,
}: UseSearchBoxOptions<T>) {
  const { confirmLeave } = useDirtyGuard(false);
  const order = useMemo(() => createItemOrder(), []);
  const [expanded, setExpanded] = useState(false);
  const [focusName, setFocusName] = useState<string | null>(null);
  const hasHiddenRows = rows.some((row) => row >= visibleRows);
  const names = errorNames(form.formState.errors);
  const firstError = names.length > 0 ? order.first(names) : undefined;

  useEffect(() => {
    if (!focusName) return;
    form.setFocus(focusName as never);
    setFocusName(null);
  }, [focusName, form]);

  const onInvalid = useCallback(
    (errors: FieldErrors) => {
      const first = order.first(errorNames(errors));
      if (!first) return;
      const element = order.element(first);
      if (element?.closest('[data-search-hidden="true"]')) setExpanded(true);
      setFocusName(first);
    },
    [order],
  );

  const search = useCallback(
    (event?: React.BaseSyntheticEvent) =>
      form.handleSubmit(async (values) => {
        if (!(await confirmLeave('PICMCM0026'))) return;
        await onSearch(values);
      }, onInvalid)(event),
    [form, onSearch, onInvalid, confirmLeave],
  );

  const reset = useCallback(() => {
    form.reset(form.initialValues);
    onReset?.();
  }, [form, onReset]);

  return {
    order,
    expanded,
    setExpanded,
    hasHiddenRows,
    search,
    reset,
    shownError: (name: string) => name === firstError,
  };
}
