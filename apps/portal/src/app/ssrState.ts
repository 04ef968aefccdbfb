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
