// The user's menus per system and a menu's button authorizations.
import { call, domain, SIGNED_IN, type } from '../call.ts';

export interface Menu {
  menuId: string;
  menuPid: string | null;
  menuLv: number;
  menuNm: string;
  path: string | null;
  prgmId: string | null;
}

export const menus = domain('menus', {
  list: call({
    method: 'GET',
    path: '/auth-menus',
    access: SIGNED_IN,
    summary: "The menus of the session's system that the user's role may open",
    response: type<{ menus: Menu[] }>(),
  }),
  events: call({
    method: 'GET',
    path: '/auth-menus/:menuId/auth-events',
    access: SIGNED_IN,
    summary: "A menu's button authorizations for the user's role (none when the menu is not open to it)",
    response: type<{ menuEvents: { picEvtNm: string; authYn: 'Y' | 'N' }[] }>(),
  }),
});
