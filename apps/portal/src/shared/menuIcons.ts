/**
 * The icon of a menu (issue 41, decision 0044): the side menu and the homes' screen cards show one
 * per menu, from @mro/ui's icon set (`@mro/ui/icons`). The menus come from the server (`/auth-menus`),
 * which carries no icon: the icon follows the most specific known part of its path (/by/order/cart:
 * cart; /by/order/list: order), else the menu's business area, the middle part of its id (BY-ORD:
 * ORD). A menu of an area not listed has the document icon. Pure.
 */
import type { IconComponent } from '@mro/ui';
import {
  BellIcon,
  CartIcon,
  ChartIcon,
  CodeIcon,
  DocumentIcon,
  GridIcon,
  InboxIcon,
  KeyIcon,
  NewItemIcon,
  OrderIcon,
  ReturnsIcon,
  SettingsIcon,
  TruckIcon,
} from '@mro/ui/icons';

const BY_AREA: Record<string, IconComponent> = {
  ORD: OrderIcon,
  RCV: InboxIcon,
  REQ: NewItemIcon,
  RTN: ReturnsIcon,
  ADM: SettingsIcon,
  QUO: DocumentIcon,
  DLV: TruckIcon,
  TAX: ChartIcon,
  CAT: GridIcon,
  CART: CartIcon,
  UI: CodeIcon,
};

const BY_PATH: Record<string, IconComponent> = {
  order: OrderIcon,
  receipt: InboxIcon,
  'item-request': NewItemIcon,
  return: ReturnsIcon,
  admin: SettingsIcon,
  quote: DocumentIcon,
  delivery: TruckIcon,
  'tax-invoice': ChartIcon,
  catalog: GridIcon,
  cart: CartIcon,
  components: CodeIcon,
  notices: BellIcon,
  account: KeyIcon,
};

export function menuIcon(menuId: string, path: string | null | undefined): IconComponent {
  // The path after the system, its last known part first.
  const segments = (path ?? '').split('/').filter(Boolean).slice(1).reverse();
  const known = segments.find((segment) => BY_PATH[segment]);
  if (known) return BY_PATH[known]!;
  const area = menuId.split('-')[1];
  return (area && BY_AREA[area]) || DocumentIcon;
}
