/**
 * The page's language as a choice the signed-in header can make (decision 0041): the app holds
 * the language and hands its setter down here; without it (the server render) there is no choice.
 */
import { createContext, useContext } from 'react';

export type PortalLocale = 'ko' | 'en';

export const LocaleChoiceContext = createContext<((locale: PortalLocale) => void) | null>(null);

/** Changes the page's language in place (remembered for the next visit); null where none can. */
export const useLocaleChoice = () => useContext(LocaleChoiceContext);
