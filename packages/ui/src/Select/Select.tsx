import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControlProps, isFieldDisabled, useFieldContext } from '../Field/FieldContext';
import { translateMessage } from '../i18n/createI18n';
import { GroupError, GroupNotice, GroupRoot } from '../choice/choice.styles';
import { useSelect, type UseSelectOptions } from './useSelect';
import { Chevron } from '../shared/looks';
import { NativeSelect, SelectRow } from './Select.styles';
import { composeEventHandlers } from '../hooks/composeEventHandlers';

type NativeSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'children'
>;

export interface SelectProps extends NativeSelectProps, UseSelectOptions {
  /** Focusable and announced as read-only; only the current choice is offered. */
  readOnly?: boolean;
  /** The empty first option: "Select" (forms, default), "All" (search boxes) or none. */
  emptyOption?: 'select' | 'all' | false;
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select of code items: the platform's keyboard, type-ahead and mobile pickers. */
export function Select({
  value,
  defaultValue,
  onValueChange,
  items,
  codeGroup,
  rules,
  messages,
  emptyOption = 'select',
  invalid,
  disabled,
  readOnly,
  onBlur,
  ref,
  className,
  ...rest
}: SelectProps) {
  const { t, i18n } = useTranslation('ui');
  const field = useFieldContext();
  const select = useSelect({ value, defaultValue, onValueChange, items, codeGroup, rules, messages, readOnly });
  // A native select has no read-only state: it offers only the current choice instead.
  const offered = readOnly ? select.items.filter((item) => item.cd === select.selected) : select.items;
  const own = fieldControlProps(field, rest);
  const errorId = `${useId()}-error`;
  return (
    <GroupRoot className={className}>
      <SelectRow>
        <NativeSelect
          {...own}
          {...rest}
          aria-describedby={
            [own['aria-describedby'], select.error ? errorId : undefined].filter(Boolean).join(' ') || undefined
          }
          aria-invalid={Boolean(select.error) || own['aria-invalid'] || undefined}
          aria-busy={select.loading || undefined}
          aria-readonly={readOnly || undefined}
          ref={ref}
          value={select.selected}
          disabled={isFieldDisabled(disabled, field)}
          onChange={(e) => select.select(e.target.value)}
          onBlur={composeEventHandlers(onBlur, () => select.touch())}
          $invalid={invalid ?? (field?.invalid || Boolean(select.error))}
        >
          {emptyOption && (!readOnly || select.selected === '') && (
            <option value="">{t(emptyOption === 'all' ? 'choice.all' : 'choice.placeholder')}</option>
          )}
          {offered.map((item) => (
            <option key={item.cd} value={item.cd} disabled={item.useYn === 'N'}>
              {item.cdNm}
            </option>
          ))}
        </NativeSelect>
        <Chevron aria-hidden="true" />
      </SelectRow>
      {select.loading && <GroupNotice role="status">{t('choice.loading')}</GroupNotice>}
      {select.failed && <GroupNotice role="alert">{t('choice.loadFailed')}</GroupNotice>}
      {select.error && (
        <GroupError id={errorId}>{translateMessage(i18n, select.error.code, select.error.params)}</GroupError>
      )}
    </GroupRoot>
  );
}
