// The Menu's behaviour (WAI-ARIA APG menu button): the button opens the menu (Enter, Space,
// ArrowDown to the first item, ArrowUp to the last, or a click); in the menu the focus moves over
// the items (roving, each item tabIndex -1) with arrows, Home/End and type-ahead (500 ms); Enter
// or Space or a click chooses an item, closes and returns the focus to the button; Esc closes and
// returns it; Tab closes and lets the focus go on. Contract: disabled items are skipped and cannot
// be chosen; keys during an IME composition do nothing. Cost: one state, one timer for type-ahead.
import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { isComposingEvent } from '../hooks/composition';
import { firstItem, lastItem, menuMove, typeahead, type MenuItemFacts } from './menuCore';

const TYPEAHEAD_MS = 500;

export interface UseMenuOptions {
  items: readonly MenuItemFacts[];
  onChoose: (index: number) => void;
  /** The menu button (the focus returns there after choosing or Esc). */
  button: RefObject<HTMLElement | null>;
}

export interface UseMenuResult {
  open: boolean;
  setOpen: (open: boolean) => void;
  buttonProps: {
    id: string;
    type: 'button';
    'aria-haspopup': 'menu';
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    onClick: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
  menuProps: {
    id: string;
    role: 'menu';
    'aria-labelledby': string;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
  getItemProps: (index: number) => {
    role: 'menuitem';
    tabIndex: -1;
    'aria-disabled': true | undefined;
    'data-menu-index': number;
    onClick: () => void;
    onPointerMove: (event: { currentTarget: HTMLElement }) => void;
  };
  /** The item to focus once the menu is in the page (read by the view's effect). */
  focusIndex: number;
}

export function useMenu({ items, onChoose, button }: UseMenuOptions): UseMenuResult {
  const [open, setOpenState] = useState(false);
  const [focusIndex, setFocusIndex] = useState(-1);
  const base = useId();
  const typed = useRef({ text: '', at: 0 });

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpenState(true);
  };
  const close = (returnFocus: boolean) => {
    setOpenState(false);
    setFocusIndex(-1);
    if (returnFocus) button.current?.focus();
  };
  const choose = (index: number) => {
    if (!items[index] || items[index].disabled) return;
    close(true);
    onChoose(index);
  };
  const focused = (event: KeyboardEvent<HTMLElement>) =>
    Number((event.target as HTMLElement).closest('[data-menu-index]')?.getAttribute('data-menu-index') ?? -1);

  return {
    open,
    setOpen: (next) => (next ? openAt(firstItem(items)) : close(false)),
    focusIndex,
    buttonProps: {
      id: `${base}-button`,
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': open ? `${base}-menu` : undefined,
      onClick: () => (open ? close(false) : openAt(firstItem(items))),
      onKeyDown: (event) => {
        if (isComposingEvent(event)) return;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          openAt(event.key === 'ArrowDown' ? firstItem(items) : lastItem(items));
        }
      },
    },
    menuProps: {
      id: `${base}-menu`,
      role: 'menu',
      'aria-labelledby': `${base}-button`,
      onKeyDown: (event) => {
        if (isComposingEvent(event)) return;
        const index = focused(event);
        const to = menuMove(event.key, index, items);
        if (to !== null) {
          event.preventDefault();
          setFocusIndex(to);
        } else if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          choose(index);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          close(true);
        } else if (event.key === 'Tab') {
          close(false);
        } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const now = Date.now();
          const text = (now - typed.current.at < TYPEAHEAD_MS ? typed.current.text : '') + event.key;
          typed.current = { text, at: now };
          const hit = typeahead(text, index, items);
          if (hit !== null) setFocusIndex(hit);
        }
      },
    },
    getItemProps: (index) => ({
      role: 'menuitem',
      tabIndex: -1,
      'aria-disabled': items[index]?.disabled ? true : undefined,
      'data-menu-index': index,
      onClick: () => choose(index),
      onPointerMove: (event) => {
        if (!items[index]?.disabled && document.activeElement !== event.currentTarget) {
          event.currentTarget.focus();
          setFocusIndex(index);
        }
      },
    }),
  };
}
