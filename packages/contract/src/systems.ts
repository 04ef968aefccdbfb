// The product's systems and roles, one list for the portal and the server (spec: MAIN, BY, MP,
// SP, PO, DEV, GO, GP). GO and GP exist in the spec but the portal serves no pages of theirs: the
// portal's session and routes use PORTAL_SYSTEMS.
export const SYSTEMS = ['MAIN', 'BY', 'MP', 'SP', 'PO', 'DEV', 'GO', 'GP'] as const;
export type SystemCode = (typeof SYSTEMS)[number];

/** The systems the portal has pages for (its session's system is one of these). */
export const PORTAL_SYSTEMS = ['MAIN', 'BY', 'MP', 'SP', 'PO', 'DEV'] as const satisfies readonly SystemCode[];
export type PortalSystemCode = (typeof PORTAL_SYSTEMS)[number];

/** Customer roles: buyer, vendor (supplier), administrator (the provider's staff). */
export const ROLES = ['B', 'V', 'A'] as const;
export type Role = (typeof ROLES)[number];

const BY_ROLE: Readonly<Record<Role, readonly SystemCode[]>> = {
  B: ['MAIN', 'BY', 'PO'],
  V: ['MAIN', 'SP', 'MP'],
  A: ['MAIN', 'BY', 'MP', 'SP', 'PO', 'DEV'],
};

/** The systems a role may sign in to. */
export const systemsForRole = (role: Role): SystemCode[] => [...BY_ROLE[role]];
export const isSystem = (value: unknown): value is SystemCode =>
  typeof value === 'string' && (SYSTEMS as readonly string[]).includes(value);
export const isPortalSystem = (value: unknown): value is PortalSystemCode =>
  typeof value === 'string' && (PORTAL_SYSTEMS as readonly string[]).includes(value);
