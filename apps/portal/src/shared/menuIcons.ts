/**
 * The icon of a menu (issue 41, decision 0044): the side menu and the homes' screen cards show one
 * per menu, from @mro/ui's icon set. The menus come from the server (`/auth-menus`), which carries
 * no icon: the icon follows the menu's business area, the middle part of its id (BY-ORD-01: ORD)
 * or, for an id of another shape, the first part of its path after the system (/by/order/list:
 * order). A menu of an area not listed has the document icon. Pure.
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
  const area = menuId.split('-')[1];
  if (area && BY_AREA[area]) return BY_AREA[area];
  const segment = path?.split('/').filter(Boolean)[1];
  return (segment && BY_PATH[segment]) || 'document';
}
