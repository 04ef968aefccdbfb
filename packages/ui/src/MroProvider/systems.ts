import type { ThemeClass } from '@mro/tokens';

/** The product's system codes (spec: MAIN, BY, MP, SP, PO, DEV, GO, GP). */
export const SYSTEMS = ['MAIN', 'BY', 'MP', 'SP', 'PO', 'DEV', 'GO', 'GP'] as const;
export type SystemCode = (typeof SYSTEMS)[number];

/**
 * Theme classes applied to the page root for each system. PO is the buyer class plus its own.
 * GO and GP have no look of their own in the spec; they take the neutral main class
 * (docs/decisions/0003-theme-classes-of-go-and-gp.md).
 */
export const SYSTEM_THEME_CLASSES: Readonly<Record<SystemCode, readonly ThemeClass[]>> = {
  MAIN: ['main'],
  BY: ['buyer'],
  PO: ['buyer', 'punch-out'],
  MP: ['supply'],
  SP: ['supply'],
  DEV: ['supply'],
  GO: ['main'],
  GP: ['main'],
};

export function themeClassesOf(system: SystemCode): readonly ThemeClass[] {
  return SYSTEM_THEME_CLASSES[system];
}

/** A representative system for each class (Storybook's class switch, docs). */
export const SYSTEM_OF_THEME_CLASS: Readonly<Record<ThemeClass, SystemCode>> = {
  main: 'MAIN',
  buyer: 'BY',
  supply: 'SP',
  'punch-out': 'PO',
};

export function isSystemCode(value: unknown): value is SystemCode {
  return typeof value === 'string' && (SYSTEMS as readonly string[]).includes(value);
}
