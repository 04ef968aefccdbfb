import type { CodeItem, CustomMessages, Rules } from '@mro/rules';
import { useControllableState } from '../hooks/useControllableState';
import { useCodeList } from '../CodeList/useCodeList';
import { useChoiceValidation } from '../choice/useChoiceValidation';
import { visibleItems } from '../choice/visibleItems';

export interface UseCheckboxGroupOptions {
  /** The chosen codes, in list order. */
  value?: string[] | undefined;
  defaultValue?: string[] | undefined;
  onValueChange?: ((value: string[]) => void) | undefined;
  items?: readonly CodeItem[] | undefined;
  codeGroup?: string | undefined;
  readOnly?: boolean | undefined;
  rules?: Rules | undefined;
  messages?: CustomMessages | undefined;
}

const NONE: string[] = [];

/** Several choices among code items; the value keeps the list's order whatever the click order. */
export function useCheckboxGroup({
  value,
  defaultValue = NONE,
  onValueChange,
  items,
  codeGroup,
  readOnly,
  rules,
  messages,
}: UseCheckboxGroupOptions) {
  const [selected, setSelected] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const list = useCodeList(codeGroup, items);
  const validation = useChoiceValidation(selected, { rules, messages });
  const shown = visibleItems(list.items, selected);
  const order = (codes: string[]) => {
    const listed = shown.map((item) => item.cd).filter((cd) => codes.includes(cd));
    return [...listed, ...codes.filter((cd) => !listed.includes(cd))];
  };
  return {
    ...list,
    items: shown,
    selected,
    error: validation.error,
    touch: validation.touch,
    allChecked: shown.length > 0 && shown.every((item) => selected.includes(item.cd)),
    someChecked: shown.some((item) => selected.includes(item.cd)),
    toggle(cd: string, checked: boolean) {
      if (readOnly) return;
      setSelected((previous) => order(checked ? [...previous, cd] : previous.filter((c) => c !== cd)));
      validation.touch();
    },
    toggleAll(checked: boolean) {
      if (readOnly) return;
      const usable = shown.filter((item) => item.useYn !== 'N').map((item) => item.cd);
      setSelected((previous) =>
        order(checked ? [...new Set([...previous, ...usable])] : previous.filter((cd) => !usable.includes(cd))),
      );
      validation.touch();
    },
  };
}
