/**
 * The systems' base paths (spec 000 §1): the site root for MAIN, /by, /mp, /sp, /po and /dev, and
 * which of them skip the menu and button checks (MAIN, PO, DEV: spec 000 §6). Pure.
 */
/** The portal's systems (spec 000 §1). */
export type SystemCode = 'MAIN' | 'BY' | 'MP' | 'SP' | 'PO' | 'DEV';

export const SYSTEM_BASES: Record<SystemCode, string> = {
  MAIN: '',
  BY: '/by',
  MP: '/mp',
  SP: '/sp',
  PO: '/po',
  DEV: '/dev',
};

export const SIGNED_IN_SYSTEMS = ['BY', 'MP', 'SP', 'PO', 'DEV'] as const satisfies readonly SystemCode[];

/** The entry site's home, where a session that ended returns. */
export const ENTRY_HOME = '/login';

/** The system a page path belongs to. */
export function systemOfPath(pathname: string): SystemCode {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  for (const system of SIGNED_IN_SYSTEMS) if (SYSTEM_BASES[system] === first) return system;
  return 'MAIN';
}

/** The path inside a system (`/by/returns` → `/returns`; the base itself → `/`). */
export function pathInSystem(pathname: string, system: SystemCode): string {
  const base = SYSTEM_BASES[system];
  const rest = base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  return rest === '' ? '/' : rest;
}

export const skipsMenuCheck = (system: SystemCode) => system === 'MAIN' || system === 'PO' || system === 'DEV';

export const isSystemCode = (value: unknown): value is SystemCode => typeof value === 'string' && value in SYSTEM_BASES;
