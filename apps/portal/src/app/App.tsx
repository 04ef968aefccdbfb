/**
 * The portal's root: the system from the page's base path puts its class on the page root
 * (MroProvider), overlays, server state (TanStack Query), the HTTP layer and session, then the
 * data router. The language: `lo=EN|KO` in the address (the entry header's toggle), else the last
 * one chosen, else the browser's.
 */
import { useMemo, useState } from 'react';
import { createBrowserRouter } from 'react-router';
// The DOM build's provider: it can render a navigation with flushSync (a switch to an open tab).
import { RouterProvider } from 'react-router/dom';
import { MroProvider, OverlayProvider, type Locale } from '@mro/ui';
import { createQueryClient, ServicesProvider } from '../http/react';
import { broadcastChannel, createSessionStore } from '../session/sessionStore';
import { useSessionKeeper } from '../session/useSessionKeeper';
import { portalRoutes } from '../routing/routes';
import { systemOfPath } from '../routing/systems';
import { portalResources } from '../i18n';

export const LOCALE_KEY = 'mro.locale';

export function initialLocale(search: string, stored: string | null, browser: string): Locale {
  const lo = new URLSearchParams(search).get('lo')?.toUpperCase();
  if (lo === 'EN') return 'en';
  if (lo === 'KO') return 'ko';
  if (stored === 'en' || stored === 'ko') return stored;
  return browser.toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

function Routed() {
  const { ready } = useSessionKeeper();
  const router = useMemo(() => createBrowserRouter(portalRoutes()), []);
  return ready ? <RouterProvider router={router} /> : null;
}

export function App() {
  const [system] = useState(() => systemOfPath(window.location.pathname));
  const [locale] = useState(() => {
    const chosen = initialLocale(window.location.search, localStorage.getItem(LOCALE_KEY), navigator.language);
    localStorage.setItem(LOCALE_KEY, chosen);
    return chosen;
  });
  const [session] = useState(() => createSessionStore(system, broadcastChannel()));
  const [queryClient] = useState(createQueryClient);
  return (
    <MroProvider system={system} locale={locale} resources={portalResources} applyToDocument>
      <OverlayProvider>
        <ServicesProvider system={system} session={session} queryClient={queryClient}>
          <Routed />
        </ServicesProvider>
      </OverlayProvider>
    </MroProvider>
  );
}
