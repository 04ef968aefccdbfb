import { useMemo, type ReactNode } from 'react';
import { CodeListContext, createCodeListStore, type CodeListLoader } from './CodeListContext';

export interface CodeListProviderProps {
  load: CodeListLoader;
  children: ReactNode;
}

/** Gives choice controls their items by code group (`<RadioGroup codeGroup="CM031" />`). */
export function CodeListProvider({ load, children }: CodeListProviderProps) {
  const store = useMemo(() => createCodeListStore(load), [load]);
  return <CodeListContext.Provider value={store}>{children}</CodeListContext.Provider>;
}
