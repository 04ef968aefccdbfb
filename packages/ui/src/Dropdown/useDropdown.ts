import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { findCodeItem } from '@mro/rules';
import { isComposingEvent } from '../hooks/composition';
import { useSingleChoice, type UseSingleChoiceOptions } from '../choice/useSingleChoice';

export interface UseDropdownOptions extends Omit<UseSingleChoiceOptions, 'rules' | 'messages'> {
  disabled?: boolean | undefined;
}

const TYPEAHEAD_MS = 500;
const PAGE = 10;

/**
 * Select-only combobox (WAI-ARIA APG) whose text the user cannot edit: the value changes only to a
 * listed item. Text that arrives from outside (paste, a grid cell, an Excel row) goes through
 * `acceptText`, which takes a listed code or label and refuses anything else with MROCM0009,
 * keeping the previous value.
 */
export function useDropdown({ disabled, readOnly, ...options }: UseDropdownOptions) {
  const { items: shown, selected, setSelected, loading, failed } = useSingleChoice(options);
  const [open, setOpenState] = useState(false);
  const [active, setActive] = useState(-1);
  const [refused, setRefused] = useState<string | null>(null);
  const typeahead = useRef({ text: '', at: 0 });
  const listboxId = `${useId()}-listbox`;
  const optionId = (index: number) => `${listboxId}-${index}`;
  const selectedIndex = shown.findIndex((item) => item.cd === selected);
  const usable = (index: number) => shown[index] !== undefined && shown[index].useYn !== 'N';

  const setOpen = (next: boolean, activeIndex?: number) => {
    if (next && (disabled || readOnly)) return;
    setOpenState(next);
    if (next) setActive(activeIndex ?? (selectedIndex >= 0 ? selectedIndex : 0));
  };

  const choose = (index: number) => {
    if (!usable(index)) return;
    setSelected(shown[index]!.cd);
    setRefused(null);
    setOpenState(false);
  };

  /** Takes a listed code or label; anything else is refused (MROCM0009) and the value stays. */
  const acceptText = (text: string): boolean => {
    if (disabled || readOnly) return false;
    if (text.trim() === '') {
      setSelected('');
      setRefused(null);
      return true;
    }
    const item = findCodeItem(
      shown.filter((i) => i.useYn !== 'N'),
      text,
    );
    if (!item) {
      setRefused(text.trim());
      return false;
    }
    setSelected(item.cd);
    setRefused(null);
    return true;
  };

  const move = (to: number) => setActive(Math.max(0, Math.min(shown.length - 1, to)));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isComposingEvent(event) || disabled || readOnly) return;
    const { key } = event;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) {
        event.preventDefault();
        setOpen(true);
      } else if (key === 'Home' || key === 'End') {
        event.preventDefault();
        setOpen(true, key === 'Home' ? 0 : shown.length - 1);
      }
    } else if (key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
    } else if (key === 'ArrowUp' && event.altKey) {
      event.preventDefault();
      choose(active);
    } else if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      move(active + (key === 'ArrowDown' ? 1 : -1));
    } else if (key === 'PageDown' || key === 'PageUp') {
      event.preventDefault();
      move(active + (key === 'PageDown' ? PAGE : -PAGE));
    } else if (key === 'Home' || key === 'End') {
      event.preventDefault();
      move(key === 'Home' ? 0 : shown.length - 1);
    } else if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpenState(false);
    } else if (key === 'Tab') {
      choose(active);
    }
    if (key.length === 1 && key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = Date.now();
      const text = (now - typeahead.current.at < TYPEAHEAD_MS ? typeahead.current.text : '') + key.toLowerCase();
      typeahead.current = { text, at: now };
      const from = open ? active : selectedIndex;
      const order = [...shown.keys()].map((i) => (i + Math.max(from, 0) + (text.length === 1 ? 1 : 0)) % shown.length);
      const hit = order.find((i) => shown[i]!.cdNm.toLowerCase().startsWith(text));
      if (hit !== undefined) {
        if (!open) setOpen(true, hit);
        else setActive(hit);
      }
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    event.preventDefault();
    acceptText(event.clipboardData.getData('text'));
  };

  return {
    items: shown,
    selected,
    loading,
    failed,
    selectedItem: selectedIndex >= 0 ? shown[selectedIndex]! : null,
    open,
    setOpen,
    active,
    setActive,
    choose,
    acceptText,
    /** The text refused by acceptText (shown with MROCM0009), until a valid choice. */
    refused,
    listboxId,
    optionId,
    comboboxProps: {
      role: 'combobox' as const,
      tabIndex: disabled ? -1 : 0,
      'aria-haspopup': 'listbox' as const,
      'aria-expanded': open,
      'aria-controls': open ? listboxId : undefined,
      'aria-activedescendant': open && active >= 0 && shown[active] ? optionId(active) : undefined,
      'aria-disabled': disabled || undefined,
      'aria-readonly': readOnly || undefined,
      onKeyDown,
      onPaste,
    },
  };
}
