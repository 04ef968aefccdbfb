/**
 * The back office's reference content tabs (decision 0077): banners, code lists and menus,
 * declared apart from the registrations' tabs so the tab list of Registrations takes them in one
 * place.
 */
import type { ReactNode } from 'react';
import { Banners } from './Banners';
import { CodeLists } from './CodeLists';
import { Menus } from './Menus';

export const CONTENT_TABS = ['banners', 'codes', 'menus'] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

/** Each content tab with its label (from `boContent.tab.*`) and its panel. */
export const contentTabs = (t: (key: string) => string): { value: ContentTab; label: string; panel: ReactNode }[] => [
  { value: 'banners', label: t('boContent.tab.banners'), panel: <Banners /> },
  { value: 'codes', label: t('boContent.tab.codes'), panel: <CodeLists /> },
  { value: 'menus', label: t('boContent.tab.menus'), panel: <Menus /> },
];
