import { createContext, useContext } from 'react';
import type { ThemeClass } from '@mro/tokens';
import type { Locale } from '../i18n/createI18n';
import type { SystemCode } from './systems';

export interface MroContextValue {
  system: SystemCode;
  locale: Locale;
  themeClasses: readonly ThemeClass[];
}

export const MroContext = createContext<MroContextValue | null>(null);

/**
 * The provider's root element: overlays portal into it so they keep the theme's variables. A
 * context of its own: the element arrives after the first commit, and only portals need it (in
 * the main context, its arrival would render every consumer — a whole grid — a second time).
 */
export const MroRootContext = createContext<HTMLElement | null>(null);

/** The nearest `MroProvider`'s root element (null before it mounts or outside a provider). */
export function useMroRoot(): HTMLElement | null {
  return useContext(MroRootContext);
}

/** The system, locale and theme classes of the nearest `MroProvider`. */
export function useMro(): MroContextValue {
  const value = useContext(MroContext);
  if (!value) throw new Error('useMro must be used inside <MroProvider>.');
  return value;
}
