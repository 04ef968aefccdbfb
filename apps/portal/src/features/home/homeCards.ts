/**
 * What each system's home shows, in order (issue 41, decision 0044): cards of what its user acts
 * on first. Every home has the screens the user may open (from the menu, with their icons) and the
 * latest notices of its audience; the buyer's home (issue 43 item 7, decision 0058) first has its
 * BUYER_MAIN banners (issue 45 item 5), then a
 * search into the catalogue, the company's latest orders, the cart, what waits for my approval and the order lines waiting
 * to be received (decision 0059). The supplier's home first has the quote requests to answer and
 * the e-contracts to confirm (decision 0066).
 * A new kind is a name in HomeCardKind, its view in SystemHome's CARD_VIEWS and a place here.
 */
import type { SystemCode } from '../../shared/systems';

export type HomeCardKind =
  | 'banners'
  | 'search'
  | 'orders'
  | 'cart'
  | 'receipts'
  | 'approvals'
  | 'screens'
  | 'notices'
  // The supplier's orders to confirm (decision 0069).
  | 'spOrders'
  // Deliveries (decision 0070): the supplier's due this week, the buyer's arriving.
  | 'deliveriesDue'
  // The return requests waiting for the supplier's decision.
  | 'spReturns'
  | 'arriving'

  // The supplier's quote requests to answer and e-contracts to confirm (decision 0066).
  | 'quotes';

export type HomeSystem = Exclude<SystemCode, 'MAIN'>;

export const HOME_CARDS: Record<HomeSystem, readonly HomeCardKind[]> = {
  BY: ['banners', 'search', 'orders', 'cart', 'approvals', 'receipts', 'arriving', 'screens', 'notices'],
  SP: ['spOrders', 'quotes', 'deliveriesDue', 'spReturns', 'screens', 'notices'],
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
