/**
 * What the server's render of a page (app/server.tsx) hands to the browser's hydration (main.tsx):
 * one JSON data block, `<script type="application/json" id="mro-ssr">` (a data block runs no
 * script, so the portal's CSP without inline scripts stands). The page hydrates only when its own
 * choice of system, language and path equals the server's; otherwise it renders afresh.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Locale } from '@mro/ui';
import type { SystemCode } from '../session/sessionStore';

export const SSR_STATE_ID = 'mro-ssr';
export const SSR_WAIT_STYLE_ID = 'mro-ssr-wait';

/**
 * The server's page comes with this style until the browser has hydrated it: its buttons take no
 * pointer yet (nothing would handle the click: it would be lost, the popup never opening) and the
 * pointer shows the page still loading. Links, fields and the form work as they are (what is typed
 * is kept: useTypedBeforeHydration). The app removes it when it has rendered (`endSsrWait`).
 */
export const ssrWaitStyle = () =>
  `<style id="${SSR_WAIT_STYLE_ID}">html{cursor:progress}#root button{pointer-events:none}</style>`;

/** The page is the browser's: buttons take clicks (App, after its first commit). */
export function endSsrWait(doc: Document) {
  doc.getElementById(SSR_WAIT_STYLE_ID)?.remove();
}

export interface SsrState {
  system: SystemCode;
  locale: Locale;
  path: string;
  router: HydrationState;
  queries: DehydratedState;
}

/** The JSON of a state, safe inside an HTML element (no `</script>`, no `<!--`). */
export const ssrStateJson = (state: SsrState) =>
  JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function readSsrState(doc: Document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}

/** Whether the browser's render would equal the server's (else the markup is replaced). */
export const canHydrate = (state: SsrState | null, page: { system: SystemCode; locale: Locale; path: string }) =>
  state !== null && state.system === page.system && state.locale === page.locale && state.path === page.path;
