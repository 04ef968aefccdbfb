export { Tabs, type TabsProps, type TabItem } from './Tabs';
export { useTabs, type UseTabsOptions, type UseTabsResult } from './useTabs';
