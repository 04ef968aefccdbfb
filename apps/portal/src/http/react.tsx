/**
 * The HTTP layer's React side: one client per page, wired to the shared loading indicator and
 * message box of @mro/ui and to the session, and the presenter that carries out each error case
 * of the spec (000 §8): the message, then for an expired session its end and the way back to the
 * entry home, for a changed one the way back. Code lists come from here too (codes.ts).
 */
import { createContext, useContext, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CodeListProvider, useLoading, useMessageBox, useMro } from '@mro/ui';
import { createHttpClient, type HttpClient, type Track } from './client';
import { createCodeListLoader } from './codes';
import type { HttpFailure } from './failure';
import type { SessionState, SessionStore, SystemCode } from '../session/sessionStore';
import { ENTRY_HOME } from '../routing/systems';

export interface Services {
  http: HttpClient;
  session: SessionStore;
  system: SystemCode;
  queryClient: QueryClient;
  /** The screen id sent as `x-screen-id` (the frame sets it for the active screen). */
  setScreenId(id: string | null): void;
  /** Leaves for a path outside the app's router (another system, the entry home after a session). */
  leave(path: string): void;
}

const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('The portal needs <ServicesProvider>.');
  return services;
}

export const useHttp = () => useServices().http;

export function useSession(): SessionState {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

export interface ServicesProviderProps {
  system: SystemCode;
  session: SessionStore;
  queryClient: QueryClient;
  fetch?: typeof fetch;
  /** Full navigation (tests pass their own). */
  leave?: (path: string) => void;
  children: ReactNode;
}

const MEMBER_UNIT_KEY = 'mro.memberUnitId';

interface ServiceDeps {
  system: SystemCode;
  session: SessionStore;
  queryClient: QueryClient;
  fetch: typeof fetch | undefined;
  leave: ((path: string) => void) | undefined;
  track: Track;
  box: ReturnType<typeof useMessageBox>;
}

/**
 * The page's services, built once per set of dependencies. Outside React on purpose: the client's
 * callbacks read the moment's language and screen when a call is sent, never during a render.
 */
function buildServices(deps: ServiceDeps): Services & { setLocale(locale: string): void } {
  const { system, session, queryClient, box } = deps;
  const live = { locale: 'ko', screenId: null as string | null, ending: false };
  const go = deps.leave ?? ((path: string) => window.location.assign(path));
  const present = (failure: HttpFailure) => {
    if (!failure.notify) return;
    const expired = failure.kind === 'sessionExpired' || failure.cancelType === 'TOKEN_INVALID';
    const changed = failure.kind === 'sessionChanged' || failure.cancelType === 'SYSTEM_INVALID';
    if (expired || changed) {
      // Parallel calls fail together: one message, one way back.
      if (live.ending) return;
      live.ending = true;
      if (expired) session.end('expired');
      void box.alert(failure.message).then(() => go(ENTRY_HOME));
      return;
    }
    if (failure.kind === 'noSystemHeader') {
      void box.alert(failure.message, { detail: failure.raw ?? '' });
      return;
    }
    void box.alert(failure.message);
  };
  const http = createHttpClient({
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    headers: () => {
      const headers: Record<string, string> = { locale: live.locale === 'en' ? 'EN' : 'KO', 'x-system': system };
      const unit = typeof localStorage === 'undefined' ? null : localStorage.getItem(MEMBER_UNIT_KEY);
      if (unit) headers['x-member-unit-id'] = unit;
      if (live.screenId) headers['x-screen-id'] = live.screenId;
      return headers;
    },
    isSignedIn: () => session.get().useAuthentication,
    precheck: () => {
      const s = session.get();
      if (!s.useAuthentication) return null;
      if (s.sessionExpires && Date.parse(s.sessionExpires) <= Date.now()) return 'TOKEN_INVALID';
      if (s.userInfo && s.userInfo.sysGbCd !== system) return 'SYSTEM_INVALID';
      return null;
    },
    track: deps.track,
    onFailure: present,
  });
  return {
    http,
    session,
    system,
    queryClient,
    setScreenId: (id) => void (live.screenId = id),
    leave: go,
    setLocale: (locale) => void (live.locale = locale),
  };
}

export function ServicesProvider({ system, session, queryClient, fetch, leave, children }: ServicesProviderProps) {
  const { track } = useLoading();
  const box = useMessageBox();
  const { locale } = useMro();
  const services = useMemo(
    () => buildServices({ system, session, queryClient, fetch, leave, track, box }),
    [box, fetch, leave, queryClient, session, system, track],
  );
  useLayoutEffect(() => services.setLocale(locale), [services, locale]);
  const loadCodes = useMemo(() => createCodeListLoader(services.http, queryClient), [services.http, queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <ServicesContext.Provider value={services}>
        <CodeListProvider load={loadCodes}>{children}</CodeListProvider>
      </ServicesContext.Provider>
    </QueryClientProvider>
  );
}

/** The portal's TanStack Query client: server state is refetched on focus only where a screen asks. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });
}
