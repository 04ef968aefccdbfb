/**
 * Route guards (spec 000 §4): each one may cancel a navigation, with the message code the user
 * sees. They run in the spec's order, the first refusal wins:
 *
 * 1. invalid route (no screen at that path): PICMCM0022
 * 2. unauthorized route (path and program id not in the user's menu list, or a mall route whose
 *    mall id is not in the user's mall list): ABYTD0001; common and mall-flagged routes skip the
 *    menu check
 * 3. an open message box: cancelled silently (the box is answered first)
 * 4. an open modal: cancelled silently (it is closed first)
 * 5. unsaved changes: PICMCM0031 asked; cancelled when declined
 * 6. too many tabs (opening a new one at the limit): PICMCM0064 with the limit
 * 7. going back with no history: cancelled silently
 *
 * Pure apart from `confirmLeave`, which the caller supplies (the message box). O(menus) per check.
 */
export interface MenuEntry {
  menuId: string;
  menuPid: string | null;
  menuLv: number;
  menuNm: string;
  path: string | null;
  prgmId: string | null;
}

/** What the route table says of a path. */
export interface RouteInfo {
  /** The route's pattern, or null when no screen matches. */
  pattern: string | null;
  prgmId?: string;
  /** Open to every signed-in user of the system (home, forbidden, not found). */
  common?: boolean;
  /** A mall route: allowed by `mallId`, not by the menu list. */
  mall?: boolean;
  mallId?: string | null;
}

export type GuardRefusal =
  'invalidRoute' | 'unauthorized' | 'messageBox' | 'modal' | 'unsavedChanges' | 'tabLimit' | 'noHistory';

export type GuardOutcome =
  { ok: true } | { ok: false; refusal: GuardRefusal; code: string | null; params?: Record<string, unknown> };

export interface GuardFacts {
  /** The path navigated to, without the system's base path. */
  path: string;
  route: RouteInfo;
  /** Skip the menu check (MAIN, PO and DEV; spec 000 §6). */
  skipMenuCheck: boolean;
  menus: readonly MenuEntry[];
  mallIds: readonly string[];
  messageBoxOpen: boolean;
  modalOpen: boolean;
  dirty: boolean;
  /** Whether this navigation would open a new tab, and the tabs open now. */
  opensTab: boolean;
  tabCount: number;
  maxTabs: number;
  /** A back navigation, and whether there is history to go back to. */
  back?: boolean;
  hasHistory?: boolean;
}

export const GUARD_CODES = {
  invalidRoute: 'PICMCM0022',
  unauthorized: 'ABYTD0001',
  unsavedChanges: 'PICMCM0031',
  tabLimit: 'PICMCM0064',
} as const;

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** True when the user's menu list holds the path (and the program, where the route names one). */
export function menuAllows(menus: readonly MenuEntry[], path: string, prgmId: string | undefined): boolean {
  const target = normalise(path);
  return menus.some(
    (m) => m.path !== null && normalise(m.path) === target && (!prgmId || !m.prgmId || m.prgmId === prgmId),
  );
}

const refuse = (refusal: GuardRefusal, code: string | null = null, params?: Record<string, unknown>): GuardOutcome => ({
  ok: false,
  refusal,
  code,
  ...(params ? { params } : {}),
});

/** The guards that need no answer from the user, in order; `unsavedChanges` is left to `runGuards`. */
export function checkRoute(f: GuardFacts): GuardOutcome {
  if (f.route.pattern === null) return refuse('invalidRoute', GUARD_CODES.invalidRoute);
  if (!f.route.common && !f.skipMenuCheck) {
    if (f.route.mall) {
      if (!f.route.mallId || !f.mallIds.includes(f.route.mallId))
        return refuse('unauthorized', GUARD_CODES.unauthorized);
    } else if (!menuAllows(f.menus, f.path, f.route.prgmId)) {
      return refuse('unauthorized', GUARD_CODES.unauthorized);
    }
  }
  if (f.messageBoxOpen) return refuse('messageBox');
  if (f.modalOpen) return refuse('modal');
  return { ok: true };
}

/** Every guard, asking the user about unsaved changes when the others pass. */
export async function runGuards(
  f: GuardFacts,
  confirmLeave: (code: string) => Promise<boolean>,
): Promise<GuardOutcome> {
  const first = checkRoute(f);
  if (!first.ok) return first;
  if (f.opensTab && f.tabCount >= f.maxTabs) return refuse('tabLimit', GUARD_CODES.tabLimit, { max: f.maxTabs });
  if (f.back && !f.hasHistory) return refuse('noHistory');
  if (f.dirty && !(await confirmLeave(GUARD_CODES.unsavedChanges))) return refuse('unsavedChanges');
  return { ok: true };
}
