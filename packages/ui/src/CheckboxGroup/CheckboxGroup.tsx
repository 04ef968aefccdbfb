import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldContext, isFieldDisabled, useFieldContext } from '../Field/FieldContext';
import { assignRef } from '../hooks/assignRef';
import { Checkbox } from '../Checkbox/Checkbox';
import { ChoiceGroupFrame } from '../choice/ChoiceGroupFrame';
import { useCheckboxGroup, type UseCheckboxGroupOptions } from './useCheckboxGroup';

export interface CheckboxGroupProps extends UseCheckboxGroupOptions {
  disabled?: boolean;
  orientation?: 'horizontal' | 'vertical';
  /** Adds an "All" checkbox first (checked, unchecked or mixed). */
  selectAll?: boolean;
  'aria-label'?: string;
  onBlur?: () => void;
  className?: string;
  ref?: Ref<{ focus: () => void }>;
}

/** Checkboxes for code items, validated by the caller's rules with custom messages, error text below. */
export function CheckboxGroup({
  disabled,
  orientation = 'horizontal',
  selectAll = false,
  'aria-label': ariaLabel,
  onBlur,
  className,
  ref,
  ...options
}: CheckboxGroupProps) {
  const { t } = useTranslation('ui');
  const field = useFieldContext();
  const group = useCheckboxGroup(options);
  const isDisabled = isFieldDisabled(disabled, field);
  const focusRef = (node: HTMLInputElement | null) => assignRef(ref, node && { focus: () => node.focus() });
  return (
    <ChoiceGroupFrame
      role="group"
      field={field}
      orientation={orientation}
      loading={group.loading}
      failed={group.failed}
      error={group.error}
      ariaLabel={ariaLabel}
      onBlur={() => {
        group.touch();
        onBlur?.();
      }}
      className={className}
    >
      {/* The group carries the Field's id, label and description; each box has only its own. */}
      <FieldContext.Provider value={null}>
        {selectAll && group.items.length > 0 && (
          <Checkbox
            checked={group.allChecked}
            indeterminate={group.someChecked && !group.allChecked}
            onCheckedChange={group.toggleAll}
            disabled={isDisabled}
            readOnly={options.readOnly}
            ref={focusRef}
          >
            {t('choice.all')}
          </Checkbox>
        )}
        {group.items.map((item, index) => {
          const checked = group.selected.includes(item.cd);
          return (
            <Checkbox
              key={item.cd}
              value={item.cd}
              checked={checked}
              onCheckedChange={(next) => group.toggle(item.cd, next)}
              disabled={isDisabled || (item.useYn === 'N' && !checked)}
              readOnly={options.readOnly}
              aria-invalid={Boolean(group.error) || field?.invalid || undefined}
              ref={!selectAll && index === 0 ? focusRef : undefined}
            >
              {item.cdNm}
            </Checkbox>
          );
        })}
      </FieldContext.Provider>
    </ChoiceGroupFrame>
  );
}
