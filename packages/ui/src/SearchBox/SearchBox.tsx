import { Children, useId, useMemo, type FormHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { Button } from '../Button/Button';
import { FormBoxContext, type FormBoxContextValue } from '../FormBox/FormContext';
import type { FormBoxState } from '../FormBox/useFormBox';
import { Actions, RowGate, type FormBoxSize } from '../FormBox/FormBox.styles';
import { SearchForm, SearchGrid } from './SearchBox.styles';
import { layoutRows, useSearchBox } from './useSearchBox';
import { useImeSubmit } from '../hooks/composition';
import { composeEventHandlers } from '../hooks/composeEventHandlers';

export interface SearchBoxProps<T extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onReset'
> {
  form: FormBoxState<T>;
  /** Called with valid conditions, after the unsaved-changes confirmation when one is needed. */
  onSearch: (values: T) => void | Promise<void>;
  onReset?: () => void;
  columns?: number;
  size?: FormBoxSize;
  /** Rows shown before the expand toggle (spec: 2). */
  visibleRows?: number;
  /** Extra buttons beside Search and Reset. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Search conditions in columns; Enter or the Search button validates and searches. */
export function SearchBox<T extends FieldValues>({
  form,
  onSearch,
  onReset,
  columns = 3,
  size = 'medium',
  visibleRows = 2,
  actions,
  children,
  ...rest
}: SearchBoxProps<T>) {
  const { t } = useTranslation('ui');
  const gridId = `${useId()}-conditions`;
  const rows = useMemo(() => layoutRows(children, columns), [children, columns]);
  const box = useSearchBox({ form, onSearch, onReset, rows, visibleRows });
  // Enter searches once, also the one that ends a Korean syllable (decision 0026).
  const imeSubmit = useImeSubmit();
  const context = useMemo<FormBoxContextValue>(
    () => ({ form: form as unknown as FormBoxState, shownError: box.shownError, register: box.order.register }),
    [form, box.shownError, box.order],
  );
  const items = Children.toArray(children);
  return (
    <FormBoxContext.Provider value={context}>
      <SearchForm
        noValidate
        role="search"
        {...rest}
        onKeyDown={composeEventHandlers(rest.onKeyDown, imeSubmit)}
        onSubmit={box.search}
      >
        <SearchGrid id={gridId} $columns={columns} $size={size}>
          {items.map((child, index) => {
            const hidden = !box.expanded && (rows[index] ?? 0) >= visibleRows;
            return (
              <RowGate key={index} $hidden={hidden} data-search-hidden={hidden}>
                {child}
              </RowGate>
            );
          })}
        </SearchGrid>
        <Actions>
          {box.hasHiddenRows && (
            <Button
              variant="ghost"
              clickLockMs={0}
              aria-expanded={box.expanded}
              aria-controls={gridId}
              onClick={() => box.setExpanded(!box.expanded)}
            >
              {t(box.expanded ? 'searchBox.collapse' : 'searchBox.expand')}
            </Button>
          )}
          {actions}
          <Button variant="secondary" onClick={box.reset}>
            {t('searchBox.reset')}
          </Button>
          <Button type="submit">{t('searchBox.search')}</Button>
        </Actions>
      </SearchForm>
    </FormBoxContext.Provider>
  );
}
