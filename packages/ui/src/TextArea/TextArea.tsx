import styled from 'styled-components';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { byteLength } from '@mro/rules';
import { controlBox } from '../Field/Field.styles';
import { fieldControlProps, isFieldDisabled, useFieldContext } from '../Field/FieldContext';
import { translateMessage } from '../i18n/createI18n';
import { useTextField } from '../TextField/useTextField';
import type { TextRules } from '../TextField/normalizeText';

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${controlBox}
  padding: ${({ theme }) => theme.space['3']};
  resize: vertical;
  line-height: ${({ theme }) => theme.font['line-height'].normal};
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['3']};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;

type NativeArea = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'onChange' | 'maxLength'
>;

export interface TextAreaProps extends NativeArea, Pick<TextRules, 'maxLength' | 'lengthUnit'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Show the live "count / max" counter (default when maxLength is set). */
  showCounter?: boolean;
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Multi-line text with a maximum length in characters or bytes and a live counter; 3 rows by default. */
export function TextArea({
  value,
  defaultValue,
  onValueChange,
  maxLength,
  lengthUnit = 'char',
  showCounter,
  invalid,
  rows = 3,
  ref,
  disabled,
  ...rest
}: TextAreaProps) {
  const { t, i18n } = useTranslation('ui');
  const field = useFieldContext();
  const text = useTextField({ value, defaultValue, onValueChange, maxLength, lengthUnit });
  const shown = text.inputProps.value;
  const count = lengthUnit === 'byte' ? byteLength(shown) : [...shown].length;
  const counter = (showCounter ?? maxLength !== undefined) && maxLength !== undefined;
  const { onKeyDown: _enter, ...inputProps } = text.inputProps;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, width: '100%' }}>
      <Area
        {...fieldControlProps(field, rest)}
        {...rest}
        {...inputProps}
        ref={ref}
        rows={rows}
        disabled={isFieldDisabled(disabled, field)}
        $invalid={invalid ?? field?.invalid}
      />
      <Footer>
        <span role="status">{text.notice ? translateMessage(i18n, text.notice.code, text.notice.params) : null}</span>
        {counter && (
          <span aria-live="polite" data-testid="counter">
            {t(lengthUnit === 'byte' ? 'textArea.counterBytes' : 'textArea.counterChars', { count, max: maxLength })}
          </span>
        )}
      </Footer>
    </div>
  );
}
