import { useMemo, useRef, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { splitMultiText } from '@mro/rules';
import { fieldControlProps, isFieldDisabled, useFieldContext } from '../Field/FieldContext';
import { assignRef } from '../hooks/assignRef';
import { useMultiTextInput } from './useMultiTextInput';
import { RemoveButton } from '../shared/looks';
import { Box, Chip, Chips, ChipText, Input, Notice, Wrapper } from './MultiTextInput.styles';
import { composeEventHandlers } from '../hooks/composeEventHandlers';

type NativeInput = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'onPaste' | 'onCompositionStart' | 'onCompositionEnd'
>;

interface CommonProps extends NativeInput {
  allowDuplicates?: boolean;
  maxItems?: number;
  onEnter?: () => void;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** Value as the normalized comma string (default): `"A1,B2,C3"`. */
interface StringValueProps {
  format?: 'string';
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/** Value as an array: `["A1", "B2", "C3"]`. */
interface ArrayValueProps {
  format: 'array';
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}

export type MultiTextInputProps = CommonProps & (StringValueProps | ArrayValueProps);

const toItems = (value: string | string[] | undefined) =>
  value === undefined ? undefined : Array.isArray(value) ? value : splitMultiText(value);

/**
 * Several values in one field, e.g. item codes pasted from a spreadsheet column: text is split on
 * whitespace, newline, tab and comma into removable chips. Enter, a separator or leaving the field
 * turns the text being typed into a value; Backspace in the empty input removes the last one.
 */
export function MultiTextInput(props: MultiTextInputProps) {
  const {
    format,
    value,
    defaultValue,
    onValueChange,
    allowDuplicates,
    maxItems,
    onEnter,
    invalid,
    ref,
    disabled,
    readOnly,
    onKeyDown,
    onBlur,
    ...rest
  } = props;
  const { t } = useTranslation('ui');
  const field = useFieldContext();
  const input = useRef<HTMLInputElement | null>(null);
  const items = useMemo(() => toItems(value), [value]);
  const defaultItems = useMemo(() => toItems(defaultValue), [defaultValue]);
  const multi = useMultiTextInput({
    items,
    defaultItems,
    onItemsChange: (next) => {
      if (format === 'array') (onValueChange as ((v: string[]) => void) | undefined)?.(next);
      else (onValueChange as ((v: string) => void) | undefined)?.(next.join(','));
    },
    allowDuplicates,
    maxItems,
    onEnter,
  });
  const isDisabled = isFieldDisabled(disabled, field);
  const editable = !isDisabled && !readOnly;
  const notice = multi.notice
    ? t(`multiText.${multi.notice.key}`, { values: multi.notice.values.join(', '), max: multi.notice.max })
    : null;

  return (
    <Wrapper>
      <Box
        $invalid={invalid ?? field?.invalid}
        $disabled={isDisabled}
        onClick={(e) => {
          if (e.target === e.currentTarget) input.current?.focus();
        }}
      >
        <Chips aria-label={t('multiText.list', { count: multi.items.length })}>
          {multi.items.map((item, index) => (
            <Chip key={`${index}-${item}`}>
              <ChipText>{item}</ChipText>
              {editable && (
                <RemoveButton
                  type="button"
                  aria-label={t('multiText.remove', { value: item })}
                  onClick={() => {
                    multi.remove(index);
                    input.current?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span>
                </RemoveButton>
              )}
            </Chip>
          ))}
        </Chips>
        <Input
          type="text"
          {...fieldControlProps(field, rest)}
          {...rest}
          {...multi.inputProps}
          onKeyDown={composeEventHandlers(onKeyDown, multi.inputProps.onKeyDown)}
          onBlur={composeEventHandlers(onBlur, multi.inputProps.onBlur)}
          ref={(node) => {
            input.current = node;
            assignRef(ref, node);
          }}
          disabled={isDisabled}
          readOnly={readOnly}
        />
      </Box>
      <Notice role="status">{notice}</Notice>
    </Wrapper>
  );
}
