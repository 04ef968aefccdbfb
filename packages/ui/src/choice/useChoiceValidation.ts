import { useCallback, useState } from 'react';
import { validate, type CustomMessages, type Rules, type ValidationError } from '@mro/rules';

export interface ChoiceValidationOptions {
  /** Rules from the caller, e.g. 'required'; checked once the user has touched the control. */
  rules?: Rules | undefined;
  /** The caller's own message code or text per rule (`{ required: 'ABYPR0001' }`). */
  messages?: CustomMessages | undefined;
}

/**
 * Stand-alone validation of a choice control (outside a form library): after the first change or
 * when the group is left, the value is checked with the caller's rules and custom messages.
 * Inside a FormBox the form's resolver does this instead and the Field shows the error.
 */
export function useChoiceValidation(value: unknown, { rules, messages }: ChoiceValidationOptions) {
  const [touched, setTouched] = useState(false);
  const error: ValidationError | null =
    touched && rules !== undefined ? validate(value, rules, messages ? { messages } : {}) : null;
  const touch = useCallback(() => setTouched(true), []);
  return { error, touch };
}
