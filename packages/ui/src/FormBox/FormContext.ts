import { createContext, useContext } from 'react';
import type { FormBoxState } from './useFormBox';

export interface FormBoxContextValue {
  form: FormBoxState;
  /** Search boxes show only the first error (in layout order). */
  shownError: (name: string) => boolean;
  /** Registers an item's name in layout order; returns the unregister function. */
  register: (name: string, element: HTMLElement) => () => void;
}

export const FormBoxContext = createContext<FormBoxContextValue | null>(null);

export function useFormBoxContext(): FormBoxContextValue {
  const ctx = useContext(FormBoxContext);
  if (!ctx) throw new Error('FormItem must be inside a FormBox or a SearchBox.');
  return ctx;
}
