import { createContext, useContext } from 'react';

export interface FieldContextValue {
  /** id of the control, used by the label. */
  controlId: string;
  /** id of the label, for groups (radio, checkbox) that are labelled by it. */
  labelId: string;
  /** ids of the hint and error texts, for aria-describedby. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

/** The surrounding Field's ids and state; controls spread `fieldControlProps(ctx)` on their input. */
export function useFieldContext(): FieldContextValue | null {
  return useContext(FieldContext);
}

/** Whether a control is disabled: its own prop when given, else its Field's (one rule for every control). */
export const isFieldDisabled = (own: boolean | undefined, ctx: FieldContextValue | null): boolean =>
  own ?? ctx?.disabled ?? false;

export function fieldControlProps(ctx: FieldContextValue | null, own: { id?: string | undefined } = {}) {
  if (!ctx) return {};
  return {
    id: own.id ?? ctx.controlId,
    'aria-describedby': ctx.describedBy,
    'aria-invalid': ctx.invalid || undefined,
    'aria-required': ctx.required || undefined,
  };
}
