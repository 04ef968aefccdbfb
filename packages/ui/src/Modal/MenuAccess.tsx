import { createContext, useContext, type ReactNode } from 'react';

/** Decides whether the user may open a screen (its program id or path is in the user's menus). */
export type CanAccess = (screenId: string) => boolean;

const MenuAccessContext = createContext<CanAccess | null>(null);

/** The portal supplies the user's menu list; without a provider every screen may open. */
export function MenuAccessProvider({ canAccess, children }: { canAccess: CanAccess; children: ReactNode }) {
  return <MenuAccessContext.Provider value={canAccess}>{children}</MenuAccessContext.Provider>;
}

export function useMenuAccess(): CanAccess | null {
  return useContext(MenuAccessContext);
}
