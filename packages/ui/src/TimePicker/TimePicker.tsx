import { useEffect, useRef, type InputHTMLAttributes, type Ref } from 'react';
import styled, { css } from 'styled-components';
import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import { controlBox } from '../Field/Field.styles';
import { fieldControlProps, isFieldDisabled, useFieldContext } from '../Field/FieldContext';
import { usePortalContainer } from '../Overlay/OverlayContext';
import { isComposingEvent } from '../hooks/composition';
import { useTimePicker } from './useTimePicker';
import type { TimeStep } from './timeText';

const Row = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space['2']};
  align-items: center;
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlBox}
  width: 140px;
  font-variant-numeric: tabular-nums;
`;

const ToggleButton = styled.button`
  height: ${({ theme }) => theme.control.height.md};
  padding: 0 ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.control['border-width']} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.secondary.bg};
  color: ${({ theme }) => theme.color.secondary.fg};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
  }
`;

const List = styled.ul`
  max-height: 240px;
  min-width: 140px;
  margin: 0;
  padding: ${({ theme }) => theme.space['1']};
  overflow: auto;
  list-style: none;
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  z-index: ${({ theme }) => theme.z.dropdown};
  font-family: ${({ theme }) => theme.font.family.base};
`;

const Option = styled.li<{ $active: boolean; $selected: boolean }>`
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text.default};
  cursor: pointer;
  font-variant-numeric: tabular-nums;
  ${({ $selected, theme }) =>
    $selected &&
    css`
      font-weight: ${theme.font.weight.bold};
    `}
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.color.bg.selected};
    `}
`;

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'step'>;

export interface TimePickerProps extends NativeInput {
  /** 'HH:MM:00', or '' when empty. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** 12-hour display with AM/PM (the value stays 24-hour). */
  hour12?: boolean;
  step?: TimeStep;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** Time entry typed or picked from a list in steps of 1, 5, 10, 30 or 60 minutes; value HH:MM:00. */
export function TimePicker({
  value,
  defaultValue,
  onValueChange,
  hour12,
  step,
  invalid,
  ref,
  disabled,
  readOnly,
  ...rest
}: TimePickerProps) {
  const { t, i18n } = useTranslation('ui');
  const field = useFieldContext();
  const container = usePortalContainer();
  const isDisabled = isFieldDisabled(disabled, field);
  const picker = useTimePicker({
    value,
    defaultValue,
    onValueChange,
    hour12,
    step,
    labels: { am: t('timePicker.am'), pm: t('timePicker.pm') },
    meridiemFirst: i18n.language === 'ko',
    disabled: isDisabled,
    readOnly,
  });
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!picker.open) return;
    list.current
      ?.querySelector(`#${CSS.escape(`${picker.listId}-${picker.active}`)}`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [picker.open, picker.active, picker.listId]);

  return (
    <Popover.Root open={picker.open} onOpenChange={picker.setOpen}>
      <Row>
        <Popover.Anchor asChild>
          <Input
            {...fieldControlProps(field, rest)}
            {...rest}
            {...picker.inputProps}
            ref={ref}
            inputMode="numeric"
            disabled={isDisabled}
            onClick={() => picker.setOpen(!picker.open)}
            $invalid={invalid ?? field?.invalid}
          />
        </Popover.Anchor>
        {hour12 && (
          <ToggleButton
            type="button"
            aria-label={t('timePicker.toggleMeridiem')}
            disabled={isDisabled || readOnly || !picker.value}
            onClick={picker.toggleMeridiem}
          >
            {picker.meridiem === 'AM' ? t('timePicker.am') : t('timePicker.pm')}
          </ToggleButton>
        )}
      </Row>
      <Popover.Portal container={container}>
        <Popover.Content
          asChild
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => e.preventDefault()}
          onEscapeKeyDown={(e) => {
            if (isComposingEvent(e)) e.preventDefault();
          }}
        >
          <List ref={list} id={picker.listId} role="listbox" aria-label={t('timePicker.options')}>
            {picker.options.map((option, index) => (
              <Option
                key={option}
                id={`${picker.listId}-${index}`}
                role="option"
                aria-selected={option === picker.value}
                $active={index === picker.active}
                $selected={option === picker.value}
                onMouseEnter={() => picker.setActive(index)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => picker.select(index)}
              >
                {picker.label(option)}
              </Option>
            ))}
          </List>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
