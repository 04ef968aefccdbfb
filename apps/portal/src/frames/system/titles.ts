/** A tab's title: its menu's name, else the frame's own name for its screen. Pure. */
import type { MenuEntry } from '../../routing/guards';
import type { SystemPage } from '../../routing/screens';

/** Titles of the frame's own screens (the menu names the others): i18n keys by module name. */
const SCREEN_TITLES: Record<string, string> = {
  'pages/common/Notices': 'entry.notices',
  'pages/common/PasswordChange': 'password.title',
  'pages/common/Forbidden': 'errors.forbiddenTitle',
  'pages/common/NotFound': 'errors.notFoundTitle',
  'pages/by/Mall': 'mall.title',
};

export function tabTitle(
  t: (key: string) => string,
  base: string,
  menus: readonly MenuEntry[],
  path: string,
  found: SystemPage | null,
): string {
  const menu = menus.find((m) => m.path === `${base}${path}`);
  if (menu) return menu.menuNm;
  if (path === '/') return t('frame.home');
  const name = found?.componentName ?? '';
  if (name.endsWith('/Notice')) return `${t('entry.notices')} ${path.split('/').pop()}`;
  const key = SCREEN_TITLES[name];
  return key ? t(key) : name.split('/').pop() || path;
}
