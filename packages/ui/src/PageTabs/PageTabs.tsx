import { useLayoutEffect, useRef, type HTMLAttributes, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { isComposingEvent } from '../hooks/composition';
import { assignRef } from '../hooks/assignRef';
import { Close, List, Tab, Title } from './PageTabs.styles';
import { tabKeyAction } from './pageTabsKeys';
import { tabScrollLeft } from './tabScroll';
import { TAB_NAV_OFFSET_PX } from '@mro/rules';
import { NARROW_MAX_PX } from '../PortalLayout/PortalLayout.styles';

export interface PageTab {
  key: string;
  title: string;
  /** A tab that cannot be closed (the system's home). */
  closable?: boolean;
}

export interface PageTabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  tabs: readonly PageTab[];
  activeKey: string | null;
  onActivate: (key: string) => void;
  onClose: (key: string) => void;
  /** Prefix of the ids tying each tab to its panel: `${idBase}-tab-${index}`, `${idBase}-panel-${index}`. */
  idBase: string;
  /** Room kept beside the active tab when the bar scrolls it into view; by width: 72 px, 36 px on a phone. */
  scrollOffset?: number;
  ref?: Ref<HTMLDivElement>;
}

/** The id of a tab and of its panel, for the frame that renders the panels. */
export const pageTabIds = (idBase: string, index: number) => ({
  tab: `${idBase}-tab-${index}`,
  panel: `${idBase}-panel-${index}`,
});

/**
 * The open screens of a frame as tabs (spec 000 §3, tab entry key, path, componentName): the
 * active one selected; arrows, Home and End move between them and activate; Delete closes the
 * focused one (the close mark does the same for a pointer). The frame renders the panels
 * (`role="tabpanel"` with `pageTabIds`) and keeps each one's state while hidden.
 */
export function PageTabs({ tabs, activeKey, onActivate, onClose, idBase, scrollOffset, ref, ...rest }: PageTabsProps) {
  const { t } = useTranslation('ui');
  const list = useRef<HTMLDivElement | null>(null);

  // The active tab (opened, chosen, or the neighbour of one closed) is scrolled into the bar's view.
  const tabCount = tabs.length;
  useLayoutEffect(() => {
    const bar = list.current;
    const tab = bar?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!bar || !tab || bar.scrollWidth <= bar.clientWidth) return;
    const view = bar.ownerDocument.defaultView;
    const offset =
      scrollOffset ??
      ((view?.innerWidth ?? Infinity) <= NARROW_MAX_PX ? TAB_NAV_OFFSET_PX.mobile : TAB_NAV_OFFSET_PX.desktop);
    const barBox = bar.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    const facts = {
      scrollLeft: bar.scrollLeft,
      viewWidth: bar.clientWidth,
      tabLeft: tabBox.left - barBox.left + bar.scrollLeft,
      tabWidth: tabBox.width,
    };
    const next = tabScrollLeft(facts, offset);
    if (next !== bar.scrollLeft) bar.scrollLeft = next;
  }, [activeKey, tabCount, scrollOffset]);

  const focusTab = (index: number) => {
    const button = list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index];
    button?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (isComposingEvent(event)) return;
    const action = tabKeyAction(event.key, index, tabs.length);
    if (!action) return;
    event.preventDefault();
    const tab = tabs[action.index]!;
    if (action.type === 'focus') {
      focusTab(action.index);
      onActivate(tab.key);
    } else if (tab.closable !== false) {
      onClose(tab.key);
    }
  };

  const onCloseClick = (event: MouseEvent, key: string) => {
    event.stopPropagation();
    onClose(key);
  };

  return (
    <List
      role="tablist"
      aria-label={t('pageTabs.label')}
      ref={(node: HTMLDivElement | null) => {
        list.current = node;
        assignRef(ref, node);
      }}
      {...rest}
    >
      {tabs.map((tab, index) => {
        const active = tab.key === activeKey;
        const ids = pageTabIds(idBase, index);
        return (
          <Tab
            key={tab.key}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={active}
            aria-controls={ids.panel}
            tabIndex={active || (activeKey === null && index === 0) ? 0 : -1}
            $active={active}
            data-tab-key={tab.key}
            title={tab.title}
            aria-keyshortcuts={tab.closable === false ? undefined : 'Delete'}
            onClick={() => onActivate(tab.key)}
            onAuxClick={(e) => {
              if (e.button === 1 && tab.closable !== false) onCloseClick(e, tab.key);
            }}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            <Title>{tab.title}</Title>
            {tab.closable !== false && (
              <Close aria-hidden="true" data-tab-close onClick={(e) => onCloseClick(e, tab.key)}>
                ×
              </Close>
            )}
          </Tab>
        );
      })}
    </List>
  );
}
