/**
 * The icon of a menu (issue 41, decision 0044): the side menu and the homes' screen cards show one
 * per menu, from @mro/ui's icon set. The menus come from the server (`/auth-menus`), which carries
 * no icon: the icon follows the most specific known part of its path (/by/order/cart: cart;
 * /by/order/list: order), else the menu's business area, the middle part of its id (BY-ORD: ORD).
 * A menu of an area not listed has the document icon. Pure.
 */
import type { IconName } from '@mro/ui';

const BY_AREA: Record<string, IconName> = {
  ORD: 'order',
  RCV: 'inbox',
  REQ: 'newItem',
  RTN: 'returns',
  ADM: 'settings',
  QUO: 'document',
  DLV: 'truck',
  TAX: 'chart',
  CAT: 'grid',
  CART: 'cart',
  UI: 'code',
};

const BY_PATH: Record<string, IconName> = {
  order: 'order',
  receipt: 'inbox',
  'item-request': 'newItem',
  return: 'returns',
  admin: 'settings',
  quote: 'document',
  delivery: 'truck',
  'tax-invoice': 'chart',
  catalog: 'grid',
  cart: 'cart',
  components: 'code',
  notices: 'bell',
  account: 'key',
};

export function menuIcon(menuId: string, path: string | null | undefined): IconName {
  // The path after the system, its last known part first.
  const segments = (path ?? '').split('/').filter(Boolean).slice(1).reverse();
  const known = segments.find((segment) => BY_PATH[segment]);
  if (known) return BY_PATH[known]!;
  const area = menuId.split('-')[1];
  return (area && BY_AREA[area]) || 'document';
}
