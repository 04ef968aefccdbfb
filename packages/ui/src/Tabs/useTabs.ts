// The Tabs' behaviour (WAI-ARIA APG tabs): roving tab stop, arrows/Home/End, automatic activation
// (focus selects) or manual (Enter/Space select), Delete or the close mark closes a closable tab
// and hands selection and focus to its successor. Contract: the selected value is controllable
// (useControllableState); closing only calls onClose — the caller removes the tab. Keys during an
// IME composition do nothing. Cost: one state, handlers per tab.
import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { isComposingEvent } from '../hooks/composition';
import { successorOf, tabKeyAction, type TabFacts } from './tabsCore';

export interface UseTabsOptions {
  tabs: readonly TabFacts[];
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  /** 'automatic': moving the focus selects (default); 'manual': Enter or Space selects. */
  activation?: 'automatic' | 'manual' | undefined;
  orientation?: 'horizontal' | 'vertical' | undefined;
  /** A closable tab was closed (Delete, the close mark, a middle click): remove it from `tabs`. */
  onClose?: ((value: string) => void) | undefined;
}

export interface UseTabsResult {
  selected: string;
  getListProps: () => { role: 'tablist'; 'aria-orientation': 'horizontal' | 'vertical' };
  getTabProps: (value: string) => {
    id: string;
    role: 'tab';
    type: 'button';
    'aria-selected': boolean;
    'aria-controls': string;
    'aria-disabled': true | undefined;
    'aria-keyshortcuts': 'Delete' | undefined;
    tabIndex: 0 | -1;
    'data-tab-value': string;
    onClick: () => void;
    onAuxClick: (event: MouseEvent) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
  getCloseProps: (value: string) => { 'aria-hidden': true; onClick: (event: MouseEvent) => void };
  getPanelProps: (value: string) => {
    id: string;
    role: 'tabpanel';
    'aria-labelledby': string;
    hidden: boolean;
    tabIndex: 0;
  };
}

export function useTabs({
  tabs,
  value,
  defaultValue,
  onValueChange,
  activation = 'automatic',
  orientation = 'horizontal',
  onClose,
}: UseTabsOptions): UseTabsResult {
  const firstUsable = tabs.find((t) => !t.disabled)?.value ?? '';
  const [chosen, setChosen] = useControllableState({
    value,
    defaultValue: defaultValue ?? firstUsable,
    onChange: onValueChange,
  });
  // A selected value that is no longer among the tabs falls back to the first usable one.
  const selected = tabs.some((t) => t.value === chosen && !t.disabled) ? chosen : firstUsable;
  const base = useId();
  const ids = (v: string) => {
    const index = tabs.findIndex((t) => t.value === v);
    return { tab: `${base}-tab-${index}`, panel: `${base}-panel-${index}` };
  };

  const focusTab = (el: HTMLElement, v: string) =>
    el
      .closest('[role="tablist"]')
      ?.querySelector<HTMLElement>(`[data-tab-value="${CSS.escape(v)}"]`)
      ?.focus();

  const close = (index: number, from: HTMLElement | null) => {
    const tab = tabs[index]!;
    const successor = successorOf(tabs, index);
    const next = successor >= 0 ? tabs[successor]!.value : null;
    if (next !== null && tab.value === selected) setChosen(next);
    if (from && next !== null) focusTab(from, next);
    onClose?.(tab.value);
  };

  return {
    selected,
    getListProps: () => ({ role: 'tablist', 'aria-orientation': orientation }),
    getTabProps: (v) => {
      const index = tabs.findIndex((t) => t.value === v);
      const tab = tabs[index];
      return {
        id: ids(v).tab,
        role: 'tab',
        type: 'button',
        'aria-selected': v === selected,
        'aria-controls': ids(v).panel,
        'aria-disabled': tab?.disabled ? true : undefined,
        'aria-keyshortcuts': tab?.closable ? 'Delete' : undefined,
        tabIndex: v === selected ? 0 : -1,
        'data-tab-value': v,
        onClick: () => {
          if (!tab?.disabled) setChosen(v);
        },
        onAuxClick: (event) => {
          if (event.button === 1 && tab?.closable) close(index, event.currentTarget as HTMLElement);
        },
        onKeyDown: (event) => {
          if (isComposingEvent(event)) return;
          const action = tabKeyAction(event.key, index, tabs, orientation);
          if (!action) return;
          event.preventDefault();
          const target = tabs[action.index]!;
          if (action.type === 'focus') {
            focusTab(event.currentTarget, target.value);
            if (activation === 'automatic') setChosen(target.value);
          } else if (action.type === 'activate') {
            if (!target.disabled) setChosen(target.value);
          } else {
            close(action.index, event.currentTarget);
          }
        },
      };
    },
    getCloseProps: (v) => ({
      'aria-hidden': true,
      onClick: (event) => {
        event.stopPropagation();
        const index = tabs.findIndex((t) => t.value === v);
        if (tabs[index]?.closable) close(index, event.currentTarget as HTMLElement);
      },
    }),
    getPanelProps: (v) => ({
      id: ids(v).panel,
      role: 'tabpanel',
      'aria-labelledby': ids(v).tab,
      hidden: v !== selected,
      tabIndex: 0,
    }),
  };
}
