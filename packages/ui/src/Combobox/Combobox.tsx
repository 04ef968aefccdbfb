// Combobox: a text box that filters a list as one types (WAI-ARIA APG combobox, listbox popup).
// Contract: see useCombobox (IME-safe, debounced and abortable server source, single or multiple,
// free text or listed values only, code groups). The view adds the chips with their remove buttons,
// the list popup (a Radix Popover in the overlay provider's container, so it works in modals) and
// a polite status (loading, no results, the count). Cost: one list render per committed query.
import { useEffect, useRef, type InputHTMLAttributes, type Ref } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import { fieldControlProps, isFieldDisabled, useFieldContext } from '../Field/FieldContext';
import { usePortalContainer } from '../Overlay/OverlayContext';
import { assignRef } from '../hooks/assignRef';
import { GroupRoot } from '../choice/choice.styles';
import { Chevron, RemoveButton } from '../shared/looks';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { useCombobox, type UseComboboxOptions } from './useCombobox';
import { Box, Chip, ChipText, Chips, Input, Listbox, Notice, Option, Popup, Tick } from './Combobox.styles';

type NativeInput = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'multiple' | 'role' | 'type' | 'readOnly' | 'disabled'
>;

export type ComboboxProps = NativeInput &
  UseComboboxOptions & {
    invalid?: boolean | undefined;
    ref?: Ref<HTMLInputElement> | undefined;
  };

/**
 * A combobox over local items, a code group or a server source. Korean initial consonants find
 * labels (`ㅇㅈㅈㄱ` → 안전장갑); a multiple combobox shows its values as chips (Backspace in the
 * empty box removes the last one).
 */
export function Combobox(props: ComboboxProps) {
  const {
    items,
    codeGroup,
    loadItems,
    selectedItems,
    freeText,
    debounceMs,
    multiple,
    value,
    defaultValue,
    onValueChange,
    disabled,
    readOnly,
    invalid,
    placeholder,
    className,
    ref,
    ...rest
  } = props;
  const { t } = useTranslation('ui');
  const field = useFieldContext();
  const isDisabled = isFieldDisabled(disabled, field);
  const combo = useCombobox({
    items,
    codeGroup,
    loadItems,
    selectedItems,
    freeText,
    debounceMs,
    disabled: isDisabled,
    readOnly,
    ...((multiple
      ? { multiple: true, value, defaultValue, onValueChange }
      : { value, defaultValue, onValueChange }) as Pick<
      UseComboboxOptions,
      'multiple' | 'value' | 'defaultValue' | 'onValueChange'
    >),
  } as UseComboboxOptions);
  const container = usePortalContainer();
  const box = useRef<HTMLDivElement | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const list = useRef<HTMLUListElement | null>(null);
  const own = fieldControlProps(field, rest);
  const inert = isDisabled || Boolean(readOnly);

  const activeId = combo.open && combo.options[combo.active] ? `${combo.listboxId}-${combo.active}` : null;
  useEffect(() => {
    if (activeId)
      list.current?.querySelector<HTMLElement>(`#${CSS.escape(activeId)}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const notice =
    combo.status === 'loading'
      ? t('choice.loading')
      : combo.status === 'failed'
        ? t('choice.loadFailed')
        : combo.status === 'empty'
          ? t('combobox.empty')
          : null;
  return (
    <GroupRoot className={className}>
      <Popover.Root open={combo.open} onOpenChange={(next) => !next && combo.setOpen(false)}>
        <Popover.Anchor asChild>
          <Box
            ref={box}
            $invalid={invalid ?? field?.invalid}
            $disabled={isDisabled}
            $readOnly={readOnly}
            onClick={(e) => {
              if (e.target === e.currentTarget) input.current?.focus();
            }}
          >
            {combo.multiple && combo.chosen.length > 0 && (
              <Chips aria-label={t('combobox.selected', { count: combo.chosen.length })}>
                {combo.chosen.map((chip) => (
                  <Chip key={chip.value}>
                    <ChipText>{chip.label}</ChipText>
                    {!inert && (
                      <RemoveButton
                        type="button"
                        aria-label={t('combobox.remove', { value: chip.label })}
                        onClick={() => {
                          combo.remove(chip.value);
                          input.current?.focus();
                        }}
                      >
                        ×
                      </RemoveButton>
                    )}
                  </Chip>
                ))}
              </Chips>
            )}
            <Input
              {...own}
              {...rest}
              {...combo.getInputProps()}
              aria-labelledby={rest['aria-label'] ? undefined : (rest['aria-labelledby'] ?? undefined)}
              aria-invalid={own['aria-invalid'] ?? rest['aria-invalid']}
              placeholder={combo.multiple && combo.chosen.length > 0 ? undefined : placeholder}
              ref={(node: HTMLInputElement | null) => {
                input.current = node;
                assignRef(ref, node);
              }}
            />
            <Chevron aria-hidden="true" />
          </Box>
        </Popover.Anchor>
        <Popover.Portal container={container}>
          <Popover.Content
            asChild
            align="start"
            sideOffset={2}
            onOpenAutoFocus={(e) => e.preventDefault()}
            onCloseAutoFocus={(e) => e.preventDefault()}
            onInteractOutside={(e) => {
              if (box.current?.contains(e.target as Node)) e.preventDefault();
            }}
          >
            <Popup role={undefined}>
              <Listbox
                ref={list}
                role="listbox"
                id={combo.listboxId}
                aria-label={t('choice.listLabel')}
                aria-multiselectable={combo.multiple || undefined}
                aria-busy={combo.loading || undefined}
              >
                {combo.options.map((item, index) => {
                  const optionProps = combo.getOptionProps(index);
                  return (
                    <Option
                      key={item.cd}
                      {...optionProps}
                      $active={index === combo.active}
                      $selected={optionProps['aria-selected']}
                    >
                      {combo.multiple && <Tick aria-hidden="true" $on={optionProps['aria-selected']} />}
                      {item.cdNm}
                    </Option>
                  );
                })}
              </Listbox>
              {notice && <Notice aria-hidden="true">{notice}</Notice>}
            </Popup>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <VisuallyHidden role="status">
        {combo.open ? (notice ?? t('combobox.count', { count: combo.options.length })) : ''}
      </VisuallyHidden>
    </GroupRoot>
  );
}

/** How FormItem binds a form value to this control. */
Combobox.formBinding = { value: 'value', change: 'onValueChange' } as const;
