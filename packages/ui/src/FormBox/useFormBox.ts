import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { parseRules, rulesResolver, type CustomMessages, type RuleSchema, type ValidationError } from '@mro/rules';

export interface UseFormBoxOptions<T extends FieldValues> {
  /** One rules declaration per field; the API server validates the same schema. */
  schema: RuleSchema;
  defaultValues: DefaultValues<T>;
  /** Per field, the caller's own message code or text per rule. */
  messages?: Record<string, CustomMessages>;
  /** Field labels for comparison messages ("must be after {field}"). */
  labels?: Record<string, string>;
  /**
   * Rules across fields (the server's own function): failures by field path, shown with the
   * schema's on the same submit. Keep it stable (module scope or memoised).
   */
  validate?: (values: T) => Record<string, ValidationError>;
}

export type FormBoxState<T extends FieldValues = FieldValues> = UseFormReturn<T> & {
  schema: RuleSchema;
  /** Whether the schema marks a field required (the label shows the mark). */
  isRequired: (name: string) => boolean;
  initialValues: DefaultValues<T>;
};

/**
 * react-hook-form with the @mro/rules resolver: validation on submit, then again on every change
 * of a field in error. Errors carry the rule's message code, so the view re-translates them when
 * the language changes.
 */
export function useFormBox<T extends FieldValues>({
  schema,
  defaultValues,
  messages,
  labels,
  validate,
}: UseFormBoxOptions<T>): FormBoxState<T> {
  const { i18n } = useTranslation('ui');
  const locale = i18n.language === 'en' ? 'en' : 'ko';
  const resolver = useMemo(
    () =>
      rulesResolver<T>(schema, {
        locale,
        ...(labels && { labels }),
        ...(messages && { messages }),
        ...(validate && { validate: validate as (values: Record<string, unknown>) => Record<string, ValidationError> }),
      }) as unknown as Resolver<T>,
    [schema, locale, labels, messages, validate],
  );
  const form = useForm<T>({
    defaultValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const required = useMemo(() => {
    const names = new Set<string>();
    for (const [name, rules] of Object.entries(schema)) {
      if (parseRules(rules).some(([rule]) => rule === 'required')) names.add(name);
    }
    return names;
  }, [schema]);
  return Object.assign(form, {
    schema,
    isRequired: (name: string) => required.has(name),
    initialValues: defaultValues,
  });
}
