import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationError } from '@mro/rules';
import type { FieldContextValue } from '../Field/FieldContext';
import { translateMessage } from '../i18n/createI18n';
import { GroupError, GroupNotice, GroupRoot, Options } from './choice.styles';

export interface ChoiceGroupFrameProps {
  role: 'radiogroup' | 'group';
  field: FieldContextValue | null;
  orientation: 'horizontal' | 'vertical';
  loading: boolean;
  failed: boolean;
  /** The group's own validation error (rules given to the control), shown under the group. */
  error: ValidationError | null;
  ariaLabel?: string | undefined;
  readOnly?: boolean | undefined;
  required?: boolean | undefined;
  onBlur: () => void;
  className?: string | undefined;
  children: ReactNode;
}

/** The labelled group around radios or checkboxes, its loading notice and its error text below. */
export function ChoiceGroupFrame({
  role,
  field,
  orientation,
  loading,
  failed,
  error,
  ariaLabel,
  readOnly,
  required,
  onBlur,
  className,
  children,
}: ChoiceGroupFrameProps) {
  const { t, i18n } = useTranslation('ui');
  const errorId = `${useId()}-error`;
  const describedBy = [field?.describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <GroupRoot className={className}>
      <Options
        role={role}
        id={field?.controlId}
        aria-labelledby={ariaLabel ? undefined : field?.labelId}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        aria-busy={loading || undefined}
        {...(role === 'radiogroup' && {
          'aria-required': (required ?? field?.required) || undefined,
          'aria-invalid': Boolean(error) || field?.invalid || undefined,
          'aria-readonly': readOnly || undefined,
        })}
        $orientation={orientation}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
        }}
      >
        {children}
        {loading && <GroupNotice role="status">{t('choice.loading')}</GroupNotice>}
        {failed && <GroupNotice role="alert">{t('choice.loadFailed')}</GroupNotice>}
      </Options>
      {error && <GroupError id={errorId}>{translateMessage(i18n, error.code, error.params)}</GroupError>}
    </GroupRoot>
  );
}
