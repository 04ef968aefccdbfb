/**
 * The systems' base paths (spec 000 §1): the site root for MAIN, /by, /mp, /sp, /po and /dev, and
 * which of them skip the menu and button checks (MAIN, PO, DEV: spec 000 §6). Pure.
 */
import { SYSTEMS, isPortalSystem, type PortalSystemCode } from '@mro/contract';

/**
 * The portal's systems: the contract's PORTAL_SYSTEMS, of its one list SYSTEMS (spec 000 §1), the
 * server's too. GO and GP are systems of the spec and the API (an `x-system` it accepts) without a
 * home path: the portal has no pages of theirs (NO_HOME_SYSTEMS).
 */
export type SystemCode = PortalSystemCode;

/** The spec's systems without a home path (GO, GP): their page-not-found hides go-home. */
export const NO_HOME_SYSTEMS = SYSTEMS.filter((system) => !isPortalSystem(system));

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

export const isSystemCode = (value: unknown): value is SystemCode => isPortalSystem(value);

/**
 * Where go-home leads on the error pages (spec 000 §2): a session's home path, which a system
 * without one (GO, GP: the server's home_path is null) does not have, so go-home is hidden; a
 * visitor's home is the entry site's.
 */
export function goHomeOf(session: { useAuthentication: boolean; homePath: string | null }): string | null {
  return session.useAuthentication ? session.homePath : ENTRY_HOME;
}
