/**
 * Page-view analytics per route (spec 000 §2: "sent with program id and menu name"): one record a
 * screen shown, to `POST /anonymous/analytics/page-views` without the loading indicator and
 * silent on failure (analytics never disturbs the user), and to the console in
 * development. The same screen shown again in a row (a re-render) is not counted twice.
 */
import type { HttpClient } from '../http/client';

export interface PageView {
  path: string;
  prgmId: string | null;
  menuNm: string | null;
  system: string;
}

export function createPageViewReporter(
  http: HttpClient,
  options: { dev?: boolean; log?: (view: PageView) => void } = {},
) {
  let last = '';
  return (view: PageView) => {
    const key = `${view.system}|${view.path}`;
    if (key === last) return;
    last = key;
    if (options.dev) (options.log ?? ((v) => console.warn('[page view]', v)))(view);
    void http.call('/anonymous/analytics/page-views', {
      method: 'POST',
      body: view,
      loading: false,
      // A failure is not the user's business.
      silent: true,
    });
  };
}
