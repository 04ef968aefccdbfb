/**
 * What each system's home shows, in order (issue 41, decision 0044): cards of what its user acts
 * on first. Until purchasing and fulfilment land, every home has the screens the user may open
 * (from the menu, with their icons) and the latest notices of its audience; a later issue adds a
 * kind (orders waiting for approval, deliveries due) to HomeCardKind and its view to SystemHome's
 * CARD_VIEWS, and lists it here for the systems that show it.
 */
import type { SystemCode } from '../../shared/systems';

export type HomeCardKind = 'screens' | 'notices';

export type HomeSystem = Exclude<SystemCode, 'MAIN'>;

export const HOME_CARDS: Record<HomeSystem, readonly HomeCardKind[]> = {
  BY: ['screens', 'notices'],
  SP: ['screens', 'notices'],
  MP: ['screens', 'notices'],
  PO: ['screens', 'notices'],
  DEV: ['screens', 'notices'],
};

export interface MenuRow {
  menuId: string;
  menuPid: string | null;
  menuNm: string;
  path: string | null;
}

export interface ScreenCard {
  id: string;
  label: string;
  /** The area it belongs to (its parent menu's name), or null for a top-level screen. */
  area: string | null;
  href: string;
}

/** The screens a user may open, in menu order: every menu with a path, named with its area. */
export function screenCards(menus: readonly MenuRow[]): ScreenCard[] {
  const names = new Map(menus.map((m) => [m.menuId, m.menuNm]));
  return menus
    .filter((m): m is MenuRow & { path: string } => Boolean(m.path))
    .map((m) => ({
      id: m.menuId,
      label: m.menuNm,
      area: m.menuPid ? (names.get(m.menuPid) ?? null) : null,
      href: m.path,
    }));
}
