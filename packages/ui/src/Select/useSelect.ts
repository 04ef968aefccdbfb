import type { CodeItem, CustomMessages, Rules } from '@mro/rules';
import { useControllableState } from '../hooks/useControllableState';
import { useCodeList } from '../CodeList/useCodeList';
import { useChoiceValidation } from '../choice/useChoiceValidation';
import { visibleItems } from '../choice/visibleItems';

export interface UseSelectOptions {
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  items?: readonly CodeItem[] | undefined;
  codeGroup?: string | undefined;
  rules?: Rules | undefined;
  messages?: CustomMessages | undefined;
}

/** One code from a list, in a native select ('' is the empty choice). */
export function useSelect({
  value,
  defaultValue = '',
  onValueChange,
  items,
  codeGroup,
  rules,
  messages,
}: UseSelectOptions) {
  const [selected, setSelected] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const list = useCodeList(codeGroup, items);
  const validation = useChoiceValidation(selected, { rules, messages });
  return {
    ...list,
    items: visibleItems(list.items, [selected]),
    selected,
    error: validation.error,
    touch: validation.touch,
    select(cd: string) {
      setSelected(cd);
      validation.touch();
    },
  };
}
