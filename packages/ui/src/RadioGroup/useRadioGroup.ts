import { useId } from 'react';
import type { CodeItem, CustomMessages, Rules } from '@mro/rules';
import { useControllableState } from '../hooks/useControllableState';
import { useCodeList } from '../CodeList/useCodeList';
import { useChoiceValidation } from '../choice/useChoiceValidation';
import { visibleItems } from '../choice/visibleItems';

export interface UseRadioGroupOptions {
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  items?: readonly CodeItem[] | undefined;
  /** Load the items of this common-code group through the CodeListProvider. */
  codeGroup?: string | undefined;
  name?: string | undefined;
  readOnly?: boolean | undefined;
  rules?: Rules | undefined;
  messages?: CustomMessages | undefined;
}

/** One choice among code items (`cd` is the value, `cdNm` the label); arrow keys come from native radios. */
export function useRadioGroup({
  value,
  defaultValue = '',
  onValueChange,
  items,
  codeGroup,
  name,
  readOnly,
  rules,
  messages,
}: UseRadioGroupOptions) {
  const [selected, setSelected] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const list = useCodeList(codeGroup, items);
  const validation = useChoiceValidation(selected, { rules, messages });
  const autoName = useId();
  return {
    ...list,
    items: visibleItems(list.items, [selected]),
    selected,
    name: name ?? autoName,
    error: validation.error,
    touch: validation.touch,
    select(cd: string) {
      if (readOnly) return;
      setSelected(cd);
      validation.touch();
    },
  };
}
