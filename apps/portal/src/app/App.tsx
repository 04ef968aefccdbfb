/**
 * The portal's root: the system from the page's base path puts its class on the page root
 * (MroProvider), overlays, server state (TanStack Query), the HTTP layer and session (all created
 * before React: services/createServices.ts), then the data router. The language: `lo=EN|KO` in the address (the entry header's toggle), else the last
 * one chosen, else the browser's. The same shell renders the login home on the server
 * (app/server.tsx), which main.tsx then hydrates.
 */
import { PortalHolidays } from './PortalHolidays';
import { useEffect, useState, type ReactNode } from 'react';
import type { DataRouter } from 'react-router';
// The DOM build's provider: it can render a navigation with flushSync (a switch to an open tab).
import { RouterProvider } from 'react-router/dom';
import { LOCALE_COOKIE } from '@mro/contract';
import { MroProvider, OverlayProvider, type Locale } from '@mro/ui';
import { ServicesProvider } from '../services/ServicesProvider';
import type { Services } from '../services/createServices';
import { useSessionKeeper } from '../services/useSessionKeeper';
import { portalResources } from '../shared/i18n';
import { LocaleChoiceContext } from '../shared/localeChoice';
import { endSsrWait } from './ssrState';

export const LOCALE_KEY = 'mro.locale';
/** The chosen language as a cookie too, so the server renders the login home in it. */

export function initialLocale(search: string, stored: string | null, browser: string): Locale {
  const lo = new URLSearchParams(search).get('lo')?.toUpperCase();
  if (lo === 'EN') return 'en';
  if (lo === 'KO') return 'ko';
  if (stored === 'en' || stored === 'ko') return stored;
  return browser.toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

/** The page's language, remembered (storage and cookie) for the next visit and the server. */
export function chooseLocale(): Locale {
  const chosen = initialLocale(window.location.search, localStorage.getItem(LOCALE_KEY), navigator.language);
  rememberLocale(chosen);
  return chosen;
}

function rememberLocale(locale: Locale) {
  localStorage.setItem(LOCALE_KEY, locale);
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export interface PortalShellProps {
  locale: Locale;
  /** The page's services, created before React (services/createServices.ts). */
  services: Services;
  children: ReactNode;
}

/** Everything around the router: class and language, overlays (the services' stores), the services. */
export function PortalShell({ locale, services, children }: PortalShellProps) {
  return (
    <MroProvider system={services.system} locale={locale} resources={portalResources} applyToDocument>
      <OverlayProvider stores={services.overlays}>
        <ServicesProvider services={services}>
          <PortalHolidays>{children}</PortalHolidays>
        </ServicesProvider>
      </OverlayProvider>
    </MroProvider>
  );
}

function Routed({ router }: { router: DataRouter }) {
  const { ready } = useSessionKeeper();
  return ready ? <RouterProvider router={router} /> : null;
}

export interface AppProps {
  locale: Locale;
  services: Services;
  router: DataRouter;
}

export function App({ locale: initial, services, router }: AppProps) {
  // The whole tree has committed (hydrated, or drawn afresh over the server's page): from here the
  // page's buttons are handled.
  useEffect(() => endSsrWait(document), []);
  // The signed-in header changes the language in place (decision 0041): the calls that follow
  // send it at once, the screens render in it, and the next visit starts in it.
  const [locale, setLocale] = useState(initial);
  const [choose] = useState(() => (next: Locale) => {
    rememberLocale(next);
    services.setLocale(next);
    setLocale(next);
  });
  return (
    <LocaleChoiceContext.Provider value={choose}>
      <PortalShell locale={locale} services={services}>
        <Routed router={router} />
      </PortalShell>
    </LocaleChoiceContext.Provider>
  );
}
