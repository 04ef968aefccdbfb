import { createContext, useContext } from 'react';
import type { ThemeClass } from '@mro/tokens';
import type { Locale } from '../i18n/createI18n';
import type { SystemCode } from './systems';

export interface MroContextValue {
  system: SystemCode;
  locale: Locale;
  themeClasses: readonly ThemeClass[];
  /** The provider's root element: overlays portal into it so they keep the theme's variables. */
  rootElement: HTMLElement | null;
}

export const MroContext = createContext<MroContextValue | null>(null);

/** The system, locale and theme classes of the nearest `MroProvider`. */
export function useMro(): MroContextValue {
  const value = useContext(MroContext);
  if (!value) throw new Error('useMro must be used inside <MroProvider>.');
  return value;
}
