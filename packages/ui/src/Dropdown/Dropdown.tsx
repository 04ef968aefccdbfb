import { useEffect, useRef, type HTMLAttributes, type Ref } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import { fieldControlProps, isFieldDisabled, useFieldContext } from '../Field/FieldContext';
import { usePortalContainer } from '../Overlay/OverlayContext';
import { assignRef } from '../hooks/assignRef';
import { translateMessage } from '../i18n/createI18n';
import { GroupError, GroupNotice, GroupRoot } from '../choice/choice.styles';
import { Chevron } from '../shared/looks';
import { useDropdown, type UseDropdownOptions } from './useDropdown';
import { Listbox, Option, Placeholder, Text, Trigger } from './Dropdown.styles';

type NativeDiv = Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange' | 'onPaste' | 'role'>;

export interface DropdownProps extends NativeDiv, UseDropdownOptions {
  placeholder?: string;
  invalid?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A dropdown whose text cannot be edited: the value is always a listed code. Keyboard as the
 * APG select-only combobox (arrows, Home/End, PageUp/PageDown, type-ahead, Enter/Space, Esc, Tab);
 * a pasted code or label is taken, anything else is refused with MROCM0009. The list is a Radix
 * Popover in the provider's tree, so it works inside modals.
 */
export function Dropdown({
  value,
  defaultValue,
  onValueChange,
  items,
  codeGroup,
  disabled,
  readOnly,
  placeholder,
  invalid,
  ref,
  className,
  ...rest
}: DropdownProps) {
  const { t, i18n } = useTranslation('ui');
  const field = useFieldContext();
  const isDisabled = isFieldDisabled(disabled, field);
  const dropdown = useDropdown({
    value,
    defaultValue,
    onValueChange,
    items,
    codeGroup,
    disabled: isDisabled,
    readOnly,
  });
  const container = usePortalContainer();
  const trigger = useRef<HTMLDivElement | null>(null);
  const list = useRef<HTMLUListElement | null>(null);
  const own = fieldControlProps(field, rest);

  // Keep the active option in view while moving with the keyboard.
  const activeId = dropdown.open ? dropdown.optionId(dropdown.active) : null;
  useEffect(() => {
    if (activeId)
      list.current?.querySelector<HTMLElement>(`#${CSS.escape(activeId)}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const refusedId = `${dropdown.listboxId}-refused`;
  return (
    <GroupRoot className={className}>
      <Popover.Root open={dropdown.open} onOpenChange={(next) => dropdown.setOpen(next)}>
        <Popover.Anchor asChild>
          <Trigger
            {...own}
            {...rest}
            {...dropdown.comboboxProps}
            aria-labelledby={rest['aria-label'] ? undefined : field?.labelId}
            aria-describedby={
              [own['aria-describedby'], dropdown.refused !== null ? refusedId : undefined].filter(Boolean).join(' ') ||
              undefined
            }
            aria-invalid={own['aria-invalid'] || dropdown.refused !== null || undefined}
            ref={(node: HTMLDivElement | null) => {
              trigger.current = node;
              assignRef(ref, node);
            }}
            onClick={() => dropdown.setOpen(!dropdown.open)}
            $invalid={invalid ?? (field?.invalid || dropdown.refused !== null)}
            $disabled={isDisabled}
            $readOnly={readOnly}
          >
            {dropdown.selectedItem ? (
              <Text>{dropdown.selectedItem.cdNm}</Text>
            ) : dropdown.selected ? (
              <Text>{dropdown.selected}</Text>
            ) : (
              <Placeholder>{placeholder ?? t('choice.placeholder')}</Placeholder>
            )}
            <Chevron aria-hidden="true" />
          </Trigger>
        </Popover.Anchor>
        <Popover.Portal container={container}>
          <Popover.Content
            asChild
            align="start"
            sideOffset={2}
            onOpenAutoFocus={(e) => e.preventDefault()}
            onCloseAutoFocus={(e) => e.preventDefault()}
            onInteractOutside={(e) => {
              if (trigger.current?.contains(e.target as Node)) e.preventDefault();
            }}
          >
            <Listbox role="listbox" id={dropdown.listboxId} aria-label={t('choice.listLabel')} ref={list} tabIndex={-1}>
              {dropdown.items.map((item, index) => (
                <Option
                  key={item.cd}
                  id={dropdown.optionId(index)}
                  role="option"
                  aria-selected={item.cd === dropdown.selected}
                  aria-disabled={item.useYn === 'N' || undefined}
                  $active={index === dropdown.active}
                  $selected={item.cd === dropdown.selected}
                  $disabled={item.useYn === 'N'}
                  onPointerMove={() => dropdown.setActive(index)}
                  onPointerDown={(e) => e.preventDefault()}
                  onClick={() => {
                    dropdown.choose(index);
                    trigger.current?.focus();
                  }}
                >
                  {item.cdNm}
                </Option>
              ))}
            </Listbox>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {dropdown.loading && <GroupNotice role="status">{t('choice.loading')}</GroupNotice>}
      {dropdown.failed && <GroupNotice role="alert">{t('choice.loadFailed')}</GroupNotice>}
      {dropdown.refused !== null && (
        <GroupError id={refusedId} role="alert">
          {translateMessage(i18n, 'MROCM0009')} ({dropdown.refused})
        </GroupError>
      )}
    </GroupRoot>
  );
}

/** How FormItem binds a form value to this control. */
Dropdown.formBinding = { value: 'value', change: 'onValueChange' } as const;
