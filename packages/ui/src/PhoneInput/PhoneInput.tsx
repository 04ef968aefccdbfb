import { useRef, type FocusEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControlProps, isFieldDisabled, useFieldContext } from '../Field/FieldContext';
import { assignRef } from '../hooks/assignRef';
import { Select } from '../Select';
import { Dash, PartInput, PhoneGroup, PrefixCell } from './PhoneInput.styles';
import { usePhoneInput, type PhoneKind } from './usePhoneInput';

export interface PhoneInputProps {
  /** `a-b-c`, or '' when every part is empty (a missing part stays empty: `010--5678`). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** 'tel' (default): the area code typed; 'mobile': the carrier prefix chosen from a list. */
  kind?: PhoneKind;
  invalid?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Called when the focus leaves the whole phone, not when it moves between its parts. */
  onBlur?: () => void;
  name?: string;
  id?: string;
  /** The autofill contact token ('work', 'mobile') or 'off' (usePhoneInput). */
  autoComplete?: string;
  /** A label when the phone is not inside a Field. */
  'aria-label'?: string;
  className?: string;
  /** Focuses the first part (a form focuses the first field in error). */
  ref?: Ref<{ focus: () => void }>;
}

/**
 * A phone in three parts (area or mobile prefix, exchange, number), for forms that split a phone
 * (decision 0090): one `role="group"` named by its Field, each part named by what it holds.
 */
export function PhoneInput({
  value,
  defaultValue,
  onValueChange,
  kind = 'tel',
  invalid,
  disabled,
  readOnly,
  onBlur,
  name,
  id,
  autoComplete,
  'aria-label': ariaLabel,
  className,
  ref,
}: PhoneInputProps) {
  const { t } = useTranslation('ui');
  const field = useFieldContext();
  const isDisabled = isFieldDisabled(disabled, field);
  const phone = usePhoneInput({
    value,
    defaultValue,
    onValueChange,
    kind,
    disabled: isDisabled,
    readOnly,
    autoComplete,
  });
  const group = useRef<HTMLDivElement>(null);
  const own = fieldControlProps(field, { id });
  const shownInvalid = invalid ?? field?.invalid;
  const partAria = {
    'aria-describedby': own['aria-describedby'],
    'aria-invalid': shownInvalid || undefined,
    'aria-required': own['aria-required'],
  };
  const first = (node: HTMLElement | null) => assignRef(ref, node && { focus: () => node.focus() });
  const area = phone.getPartProps(0);

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!group.current?.contains(event.relatedTarget as Node | null)) onBlur?.();
  };

  return (
    <PhoneGroup
      ref={group}
      role="group"
      aria-labelledby={ariaLabel ? undefined : field?.labelId}
      aria-label={ariaLabel}
      className={className}
      onBlur={leave}
      data-name={name}
    >
      {phone.kind === 'mobile' ? (
        <PrefixCell>
          <Select
            id={own.id}
            {...partAria}
            aria-label={t('phoneInput.prefix')}
            autoComplete={area.autoComplete}
            items={phone.prefixes.map((cd) => ({ cd, cdNm: cd }))}
            value={phone.parts[0]}
            onValueChange={phone.choosePrefix}
            disabled={isDisabled}
            readOnly={readOnly}
            invalid={shownInvalid}
            ref={(node) => {
              phone.prefixRef(node);
              first(node);
            }}
          />
        </PrefixCell>
      ) : (
        <PartInput
          {...area}
          ref={(node: HTMLInputElement | null) => {
            assignRef(area.ref, node);
            first(node);
          }}
          id={own.id}
          {...partAria}
          aria-label={t('phoneInput.area')}
          $invalid={shownInvalid}
        />
      )}
      <Dash aria-hidden="true">-</Dash>
      <PartInput
        {...phone.getPartProps(1)}
        {...partAria}
        aria-label={t('phoneInput.exchange')}
        $invalid={shownInvalid}
      />
      <Dash aria-hidden="true">-</Dash>
      <PartInput {...phone.getPartProps(2)} {...partAria} aria-label={t('phoneInput.number')} $invalid={shownInvalid} />
    </PhoneGroup>
  );
}
