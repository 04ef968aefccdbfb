export { PageTabs, pageTabIds, type PageTab, type PageTabsProps } from './PageTabs';
export { tabKeyAction, type TabKeyAction } from './pageTabsKeys';
