import type { ReactNode } from 'react';
import { DirtyScopeContext } from './useDirtyGuard';

export interface DirtyScopeProps {
  /** The scope's name: a tab's key, a panel's id. Forms inside register their changes there. */
  scope: string;
  children?: ReactNode;
}

/**
 * A dirty scope of its own for what it holds (the page scope is the default): a tabbed frame wraps
 * each tab in one, so leaving a tab that stays open asks nothing, and closing it asks only when
 * that tab's forms have changes (`useOverlayState().isDirty(scope)`).
 */
export function DirtyScope({ scope, children }: DirtyScopeProps) {
  return <DirtyScopeContext.Provider value={scope}>{children}</DirtyScopeContext.Provider>;
}
