import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { MessageParams } from '@mro/rules';
import { translateMessage } from '../i18n/createI18n';
import { FieldContext, type FieldContextValue } from './FieldContext';
import { Control, ErrorText, FieldRoot, Hint, Label, RequiredMark } from './Field.styles';

/** An error as rules give it (`{ code, params }`) or as text. */
export type FieldError = string | { code: string; params?: MessageParams } | null | undefined;

/** A FieldError's text in the current language (a code's message, or the text itself), or null. */
export function fieldErrorText(i18n: I18n, error: FieldError): string | null {
  if (!error) return null;
  return typeof error === 'string' ? translateMessage(i18n, error) : translateMessage(i18n, error.code, error.params);
}

export interface FieldProps {
  label: ReactNode;
  children: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  error?: FieldError;
  /** Label beside the control (form box, 120 px) instead of above it. */
  inline?: boolean;
  /** id for the control; generated when absent. */
  id?: string;
  className?: string;
}

/** Label, required mark, hint and error text around one control, wired for assistive technology. */
export function Field({
  label,
  children,
  required = false,
  disabled = false,
  hint,
  error,
  inline = false,
  id,
  className,
}: FieldProps) {
  const { t, i18n } = useTranslation('ui');
  const auto = useId();
  const controlId = id ?? `${auto}-control`;
  const labelId = `${auto}-label`;
  const hintId = hint ? `${auto}-hint` : undefined;
  const errorId = error ? `${auto}-error` : undefined;
  const errorText = fieldErrorText(i18n, error);

  const value = useMemo<FieldContextValue>(
    () => ({
      controlId,
      labelId,
      describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
      invalid: Boolean(error),
      required,
      disabled,
    }),
    [controlId, labelId, hintId, errorId, error, required, disabled],
  );

  return (
    <FieldRoot $inline={inline} className={className}>
      <Label htmlFor={controlId} id={labelId}>
        {label}
        {required && (
          <RequiredMark aria-hidden="true" title={t('field.required')}>
            *
          </RequiredMark>
        )}
      </Label>
      <Control>
        <FieldContext.Provider value={value}>{children}</FieldContext.Provider>
        {hint && <Hint id={hintId}>{hint}</Hint>}
        {errorText && <ErrorText id={errorId}>{errorText}</ErrorText>}
      </Control>
    </FieldRoot>
  );
}
