/**
 * The services (createServices.ts, made before React) for components: the HTTP client, the
 * session, the system, the query client; the language the calls send follows MroProvider's.
 * Code lists come from here too (http/codes.ts).
 */
import { createContext, useContext, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { CodeListProvider, useMro } from '@mro/ui';
import type { PortalApi } from '../http/api';
import type { HttpClient } from '../http/client';
import { createCodeListLoader } from '../http/codes';
import type { SessionState } from '../session/sessionStore';
import type { Services } from './createServices';

export type { Services } from './createServices';

const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('The portal needs <ServicesProvider>.');
  return services;
}

export const useHttp = (): HttpClient => useServices().http;

/** The contract's calls: `useApi().<domain>.<call>(input, options)`. */
export const useApi = (): PortalApi => useServices().api;

export function useSession(): SessionState {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  const { locale } = useMro();
  useLayoutEffect(() => services.setLocale(locale), [services, locale]);
  const loadCodes = useMemo(
    () => createCodeListLoader(services.api, services.queryClient),
    [services.api, services.queryClient],
  );
  return (
    <QueryClientProvider client={services.queryClient}>
      <ServicesContext.Provider value={services}>
        <CodeListProvider load={loadCodes}>{children}</CodeListProvider>
      </ServicesContext.Provider>
    </QueryClientProvider>
  );
}
