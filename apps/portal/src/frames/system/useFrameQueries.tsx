/** The system frame's server state: the menus (per language) and a menu's page-button events. */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Icon, useMro, type NavItem } from '@mro/ui';
import { menuEventsQuery, menusQuery } from '../queries';
import { useApi } from '../../services/ServicesProvider';
import type { SystemCode } from '../../shared/systems';
import { skipsMenuCheck } from '../../shared/systems';
import { menuIcon } from '../../shared/menuIcons';

export function useMenus(system: SystemCode) {
  const { locale } = useMro();
  const menus = useQuery(menusQuery(useApi(), system, locale));
  const menuList = useMemo(() => menus.data ?? [], [menus.data]);
  const navItems = useMemo<NavItem[]>(
    () =>
      menuList.map((m) => ({
        id: m.menuId,
        parentId: m.menuPid,
        label: m.menuNm,
        href: m.path,
        // Top-level menus carry their area's icon (decision 0044); the ones under them do not.
        icon: m.menuPid ? null : <Icon icon={menuIcon(m.menuId, m.path)} />,
      })),
    [menuList],
  );
  return { menuList, navItems };
}

/** A tab's page-button events (none asked where the system skips the check or no menu is known). */
export function useMenuEvents(system: SystemCode, menuId: string | null) {
  const skip = skipsMenuCheck(system);
  const events = useQuery({ ...menuEventsQuery(useApi(), system, menuId), enabled: !skip && menuId !== null });
  return { events: events.data, skip };
}
