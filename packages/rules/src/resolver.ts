/**
 * react-hook-form resolver from a rule schema. Kept apart from validate.ts so a server or a
 * widget that only validates does not bundle the message catalogue.
 */
import type { MessageLocale } from './format.ts';
import { formatMessage, type MessageParams } from './messages/index.ts';
import type { PasswordContext } from './password.ts';
import { validateAll, type CustomMessages, type RuleSchema, type ValidationError } from './validate.ts';

export interface ResolverOptions {
  locale?: MessageLocale;
  /** Labels of the fields, for comparison messages. */
  labels?: Record<string, string>;
  /** Password context, or a function of the form values that builds it. */
  password?: PasswordContext | ((values: Record<string, unknown>) => PasswordContext);
  /** Per field, the caller's own message code (or text) per rule: `{ payTerm: { required: 'ABYPR0001' } }`. */
  messages?: Record<string, CustomMessages>;
  /**
   * Rules across fields that a schema cannot say (the server's own function, such as
   * `supplierRegistrationErrors`): its failures by field path join the schema's, the schema's
   * winning on a field both name. One submit shows every refusal at once.
   */
  validate?: (values: Record<string, unknown>) => Record<string, ValidationError>;
}

export interface ResolverFieldError {
  type: string;
  message: string;
  /** The rule's message code and params, so a view can re-translate when the locale changes. */
  code: string;
  params: MessageParams;
}

export interface ResolverResult<TValues> {
  values: TValues | Record<string, never>;
  errors: Record<string, unknown>;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key) => {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1]!] = value;
}

/**
 * A react-hook-form resolver from a rule schema: `useForm({ resolver: rulesResolver(schema) })`.
 * The same schema validates the request body on the server (`validateAll`).
 */
export function rulesResolver<TValues extends Record<string, unknown>>(
  schema: RuleSchema,
  options: ResolverOptions = {},
) {
  return (values: TValues): ResolverResult<TValues> => {
    const password = typeof options.password === 'function' ? options.password(values) : options.password;
    const failures = {
      ...options.validate?.(values),
      ...validateAll(schema, values, {
        labels: options.labels ?? {},
        password: password ?? {},
        ...(options.messages && { messages: options.messages }),
      }),
    };
    const fields = Object.entries(failures);
    if (fields.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [field, error] of fields) {
      const fieldError: ResolverFieldError = {
        type: error.rule,
        code: error.code,
        params: error.params,
        message: formatMessage(error.code, options.locale ?? 'ko', error.params),
      };
      setPath(errors, field, fieldError);
    }
    return { values: {}, errors };
  };
}
