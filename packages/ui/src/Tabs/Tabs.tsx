// Tabs: content tabs inside a screen (WAI-ARIA APG tabs), automatic or manual activation, tabs that
// close. Contract: see useTabs; every panel stays mounted (hidden when not selected), so a form in
// a tab keeps its state. Cost: all panels rendered once; switching toggles `hidden`.
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useTabs, type UseTabsOptions } from './useTabs';
import { Close, List, Panel, Root, Tab } from './Tabs.styles';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** The label as text, for the close mark's tooltip when `label` is not a string. */
  title?: string | undefined;
  panel: ReactNode;
  disabled?: boolean | undefined;
  /** Shows the close mark and takes Delete (announced through aria-keyshortcuts). */
  closable?: boolean | undefined;
}

export interface TabsProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'>, Omit<UseTabsOptions, 'tabs'> {
  tabs: readonly TabItem[];
  /** The tab list's name (required by APG when no visible heading names it). */
  'aria-label'?: string | undefined;
  ref?: Ref<HTMLDivElement> | undefined;
}

export function Tabs({
  tabs,
  value,
  defaultValue,
  onValueChange,
  activation,
  orientation = 'horizontal',
  onClose,
  'aria-label': label,
  'aria-labelledby': labelledBy,
  ref,
  ...rest
}: TabsProps) {
  const { t } = useTranslation('ui');
  const state = useTabs({ tabs, value, defaultValue, onValueChange, activation, orientation, onClose });
  const vertical = orientation === 'vertical';
  return (
    <Root {...rest} ref={ref} $vertical={vertical}>
      <List {...state.getListProps()} aria-label={label} aria-labelledby={labelledBy} $vertical={vertical}>
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            {...state.getTabProps(tab.value)}
            $selected={tab.value === state.selected}
            $vertical={vertical}
          >
            {tab.label}
            {tab.closable && (
              <Close
                {...state.getCloseProps(tab.value)}
                title={t('tabs.close', { label: tab.title ?? (typeof tab.label === 'string' ? tab.label : '') })}
              >
                ×
              </Close>
            )}
          </Tab>
        ))}
      </List>
      {tabs.map((tab) => (
        <Panel key={tab.value} {...state.getPanelProps(tab.value)}>
          {tab.panel}
        </Panel>
      ))}
    </Root>
  );
}
