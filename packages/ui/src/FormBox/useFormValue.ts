import { useWatch } from 'react-hook-form';
import { useFormBoxContext } from './FormContext';

/**
 * The current value of a field of the enclosing FormBox or SearchBox, re-rendering the caller
 * when it changes (react-hook-form's `useWatch` on the box's form): for parts of a form that
 * follow what is typed, such as a password's live rule checklist, without handing the form down.
 */
export function useFormValue(name: string): unknown {
  const { form } = useFormBoxContext();
  return useWatch({ control: form.control, name });
}
