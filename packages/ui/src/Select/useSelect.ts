import { useSingleChoice, type UseSingleChoiceOptions } from '../choice/useSingleChoice';

export type UseSelectOptions = UseSingleChoiceOptions;

/** One code from a list, in a native select ('' is the empty choice). */
export function useSelect(options: UseSelectOptions) {
  return useSingleChoice(options);
}
