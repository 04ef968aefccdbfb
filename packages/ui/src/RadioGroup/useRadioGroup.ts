import { useId } from 'react';
import { useSingleChoice, type UseSingleChoiceOptions } from '../choice/useSingleChoice';

export interface UseRadioGroupOptions extends UseSingleChoiceOptions {
  name?: string | undefined;
}

/** One choice among code items (`cd` is the value, `cdNm` the label); arrow keys come from native radios. */
export function useRadioGroup({ name, ...options }: UseRadioGroupOptions) {
  const choice = useSingleChoice(options);
  const autoName = useId();
  return { ...choice, name: name ?? autoName };
}
