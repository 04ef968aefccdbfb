/**
 * The session as the spec names it (000 §3): `system`, `useAuthentication`, `sessionExpires`,
 * `homePath`, `userInfo` (`userLangCd`, `sysGbCd`), `showLnb`, `showBodyScroll`. Tokens are not
 * here: they stay in the server's HttpOnly cookies and no script reads them (docs/security.md).
 *
 * A store without React (subscribe / get), shared by every tab of the browser through a channel
 * (BroadcastChannel in the browser, injected in tests): a logout or an expiry in one tab ends the
 * session in the others; a refresh in one tab moves the others' expiry. Pure apart from the
 * injected channel; each change is O(1).
 */
import type { SystemCode } from '../shared/systems';

export type { SystemCode };

export interface UserInfo {
  loginId: string;
  userNm: string;
  cpCd: string;
  cpNm: string | null;
  dpCd?: string | null;
  custRolCd: string;
  userLangCd: string;
  sysGbCd: string;
  email?: string | null;
}

export interface SessionState {
  /** The system of the page (from its base path). */
  system: SystemCode;
  useAuthentication: boolean;
  /** When the access token runs out (ISO time), while signed in. */
  sessionExpires: string | null;
  homePath: string | null;
  userInfo: UserInfo | null;
  /** The systems the user may choose after login. */
  systems: string[];
  /**
   * The system another page of this browser is signed in to, when not this page's (the session's
   * tokens are bound to one system): this page may switch to it if it is in `systems` (decision 0041).
   */
  signedInElsewhere: string | null;
  /** The spec's file-list key `k`, handed out with the session. */
  fileKey: string | null;
  showLnb: boolean;
  showBodyScroll: boolean;
}

/** What the server answers for a session (`GET /auth/session`, login, system choice, refresh). */
export interface SessionData {
  system?: string;
  sessionExpires?: string | null;
  homePath?: string | null;
  userInfo?: UserInfo;
  systems?: string[];
  fileKey?: string;
}

export type EndReason = 'logout' | 'expired' | 'changed';

export type SessionMessage =
  | { type: 'ended'; reason: EndReason }
  | { type: 'extended'; sessionExpires: string }
  | { type: 'started'; system: string };

export interface SessionChannel {
  post(message: SessionMessage): void;
  listen(handler: (message: SessionMessage) => void): () => void;
}

export interface SessionStore {
  get(): SessionState;
  subscribe(listener: () => void): () => void;
  /** A session began or was read from the server. */
  start(data: SessionData): void;
  /** The session read from the server is another system's: known, not started here. */
  elsewhere(data: SessionData): void;
  /** The access token was renewed: the new expiry. */
  extend(sessionExpires: string): void;
  /** The session ended here (told to the other tabs unless it came from them). */
  end(reason: EndReason): void;
  setLayout(patch: Partial<Pick<SessionState, 'showLnb' | 'showBodyScroll'>>): void;
  /** Called when another tab ended the session (the app navigates home). */
  onEndedElsewhere(handler: (reason: EndReason) => void): () => void;
  /** Called when another tab began a session (a page left signed out reloads its state). */
  onStartedElsewhere(handler: (system: string) => void): () => void;
  dispose(): void;
}

export const initialSession = (system: SystemCode): SessionState => ({
  system,
  useAuthentication: false,
  sessionExpires: null,
  homePath: null,
  userInfo: null,
  systems: [],
  signedInElsewhere: null,
  fileKey: null,
  showLnb: true,
  showBodyScroll: true,
});

export function createSessionStore(system: SystemCode, channel?: SessionChannel): SessionStore {
  let state = initialSession(system);
  const listeners = new Set<() => void>();
  const endedHandlers = new Set<(reason: EndReason) => void>();
  const startedHandlers = new Set<(system: string) => void>();
  /** An end told by another tab before anything here listened for it (the page still mounting). */
  let unheardEnd: EndReason | null = null;
  const set = (next: SessionState) => {
    state = next;
    for (const l of [...listeners]) l();
  };
  const clear = () =>
    set({ ...initialSession(state.system), showLnb: state.showLnb, showBodyScroll: state.showBodyScroll });

  const stopListening = channel?.listen((message) => {
    if (message.type === 'ended') {
      if (!state.useAuthentication) return;
      clear();
      if (endedHandlers.size === 0) unheardEnd = message.reason;
      for (const h of [...endedHandlers]) h(message.reason);
    } else if (message.type === 'extended') {
      if (state.useAuthentication) set({ ...state, sessionExpires: message.sessionExpires });
    } else {
      for (const h of [...startedHandlers]) h(message.system);
    }
  });

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(data) {
      set({
        ...state,
        useAuthentication: true,
        sessionExpires: data.sessionExpires ?? state.sessionExpires,
        homePath: data.homePath !== undefined ? data.homePath : state.homePath,
        userInfo: data.userInfo ?? state.userInfo,
        systems: data.systems ?? state.systems,
        signedInElsewhere: null,
        fileKey: data.fileKey ?? state.fileKey,
      });
      channel?.post({ type: 'started', system: data.system ?? state.system });
    },
    elsewhere(data) {
      set({ ...state, signedInElsewhere: data.system ?? null, systems: data.systems ?? state.systems });
    },
    extend(sessionExpires) {
      if (!state.useAuthentication) return;
      set({ ...state, sessionExpires });
      channel?.post({ type: 'extended', sessionExpires });
    },
    end(reason) {
      const was = state.useAuthentication;
      clear();
      if (was) channel?.post({ type: 'ended', reason });
    },
    setLayout(patch) {
      set({ ...state, ...patch });
    },
    onEndedElsewhere(handler) {
      endedHandlers.add(handler);
      if (unheardEnd) {
        const reason = unheardEnd;
        unheardEnd = null;
        handler(reason);
      }
      return () => endedHandlers.delete(handler);
    },
    onStartedElsewhere(handler) {
      startedHandlers.add(handler);
      return () => startedHandlers.delete(handler);
    },
    dispose() {
      stopListening?.();
      listeners.clear();
      endedHandlers.clear();
      startedHandlers.clear();
    },
  };
}

/** The browser's channel between the tabs of one origin. */
export function broadcastChannel(name = 'mro-session'): SessionChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const bc = new BroadcastChannel(name);
  return {
    post: (message) => bc.postMessage(message),
    listen(handler) {
      const onMessage = (event: MessageEvent<SessionMessage>) => handler(event.data);
      bc.addEventListener('message', onMessage);
      return () => {
        bc.removeEventListener('message', onMessage);
        bc.close();
      };
    },
  };
}
