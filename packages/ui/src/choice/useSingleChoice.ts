import { useMemo } from 'react';
import type { CodeItem, CustomMessages, Rules } from '@mro/rules';
import { useControllableState } from '../hooks/useControllableState';
import { useCodeList } from '../CodeList/useCodeList';
import { useChoiceValidation } from './useChoiceValidation';
import { visibleItems } from './visibleItems';

export interface UseSingleChoiceOptions {
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  items?: readonly CodeItem[] | undefined;
  /** Load the items of this common-code group through the CodeListProvider. */
  codeGroup?: string | undefined;
  readOnly?: boolean | undefined;
  rules?: Rules | undefined;
  messages?: CustomMessages | undefined;
}

/**
 * One code among code items ('' is none), shared by RadioGroup, Select and Dropdown: controllable
 * value, items by list or code group (retired codes only while chosen), stand-alone validation.
 */
export function useSingleChoice({
  value,
  defaultValue = '',
  onValueChange,
  items,
  codeGroup,
  readOnly,
  rules,
  messages,
}: UseSingleChoiceOptions) {
  const [selected, setSelected] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const list = useCodeList(codeGroup, items);
  const validation = useChoiceValidation(selected, { rules, messages });
  const shown = useMemo(() => visibleItems(list.items, [selected]), [list.items, selected]);
  return {
    ...list,
    items: shown,
    selected,
    setSelected,
    error: validation.error,
    touch: validation.touch,
    select(cd: string) {
      if (readOnly) return;
      setSelected(cd);
      validation.touch();
    },
  };
}
