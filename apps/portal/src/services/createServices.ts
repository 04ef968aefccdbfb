/**
 * The page's services, created before React (main.tsx, app/server.tsx) and handed to the React
 * tree (ServicesProvider) and to whatever runs outside it: the overlay stores of @mro/ui (the
 * message box and the loading indicator the client needs), the session store, the HTTP client
 * with its presenter (http/presenter.ts) and the TanStack Query client. The client's callbacks
 * read the moment's language and screen when a call is sent, never during a render.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createOverlayStores, type OverlayStores } from '@mro/ui';
import { createPortalApi, type PortalApi } from '../http/api';
import { createHttpClient, type HttpClient } from '../http/client';
import { createPresenter } from '../http/presenter';
import { createQueryClient } from '../http/queryClient';
import { ENTRY_HOME, type SystemCode } from '../shared/systems';
import { createSessionStore, type SessionStore } from '../session/sessionStore';

export interface Services {
  /** The contract's calls (http/api.ts): what screens call. */
  api: PortalApi;
  /** The client under it: the upload transport (`http.fetch`) and URLs of links. */
  http: HttpClient;
  session: SessionStore;
  system: SystemCode;
  queryClient: QueryClient;
  overlays: OverlayStores;
  /** The screen id sent as `x-screen-id` (the frame sets it for the active screen). */
  setScreenId(id: string | null): void;
  /** The language sent as `locale` (the shell follows MroProvider's). */
  setLocale(locale: string): void;
  /** Leaves for a path outside the app's router (another system, the entry home after a session). */
  leave(path: string): void;
}

export interface ServicesOptions {
  system: SystemCode;
  locale: string;
  /** The session store; a store without a channel when absent (the server render, tests). */
  session?: SessionStore;
  queryClient?: QueryClient;
  overlays?: OverlayStores;
  /** The server's fetch (app/server.tsx) or a test's; the browser's own when absent. */
  fetch?: typeof fetch;
  /** The origin of absolute URLs (the server render). */
  origin?: string;
  /** Full navigation (tests pass their own). */
  leave?: (path: string) => void;
}

const MEMBER_UNIT_KEY = 'mro.memberUnitId';

export function createServices(options: ServicesOptions): Services {
  const { system } = options;
  const session = options.session ?? createSessionStore(system);
  const queryClient = options.queryClient ?? createQueryClient();
  const overlays = options.overlays ?? createOverlayStores();
  const live = { locale: options.locale, screenId: null as string | null };
  const leave = options.leave ?? ((path: string) => window.location.assign(path));
  const present = createPresenter({
    alert: (message, opts) => overlays.messages.enqueue('alert', message, opts),
    endSession: () => session.end('expired'),
    leaveToEntry: () => leave(ENTRY_HOME),
  });
  const http = createHttpClient({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.origin ? { origin: options.origin } : {}),
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
    track: (task, { cancelable }) => overlays.loading.track(task, { cancelable }),
    onFailure: present,
  });
  return {
    api: createPortalApi(http),
    http,
    session,
    system,
    queryClient,
    overlays,
    setScreenId: (id) => void (live.screenId = id),
    setLocale: (locale) => void (live.locale = locale),
    leave,
  };
}
