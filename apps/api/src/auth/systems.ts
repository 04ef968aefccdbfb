// Systems of the spec and which customer roles may use them. The entry site (MAIN) is where a
// user logs in; choosing a system afterwards issues tokens bound to it.
export const SYSTEMS = ['MAIN', 'BY', 'MP', 'SP', 'PO', 'DEV', 'GO', 'GP'] as const;
export type SystemCode = (typeof SYSTEMS)[number];
export type Role = 'B' | 'V' | 'A';

const BY_ROLE: Record<Role, SystemCode[]> = {
  B: ['MAIN', 'BY', 'PO'],
  V: ['MAIN', 'SP', 'MP'],
  A: ['MAIN', 'BY', 'MP', 'SP', 'PO', 'DEV'],
};

export const systemsForRole = (role: Role): SystemCode[] => BY_ROLE[role];
export const isSystem = (value: string): value is SystemCode => (SYSTEMS as readonly string[]).includes(value);
