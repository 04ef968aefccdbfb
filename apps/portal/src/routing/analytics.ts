/**
 * Page-view analytics per route (spec 000 §2: "sent with program id and menu name"): one record a
 * screen shown, to `POST /anonymous/analytics/page-views` without the loading indicator and
 * silent on failure (analytics never disturbs the user), and to the console in
 * development. The same screen shown again in a row (a re-render) is not counted twice. The call
 * waits for the browser's idle time (at most 2 s): it runs in the effect of a navigation, before
 * the screen's first paint, and the paint comes first.
 */
import type { PortalApi } from '../http/api';

export interface PageView {
  path: string;
  prgmId: string | null;
  menuNm: string | null;
  system: string;
}

/** Runs `task` when the browser is idle (or soon, where it cannot say). */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 0);
}

export function createPageViewReporter(
  api: Pick<PortalApi, 'system'>,
  options: { dev?: boolean; log?: (view: PageView) => void; schedule?: (task: () => void) => void } = {},
) {
  const schedule = options.schedule ?? whenIdle;
  let last = '';
  return (view: PageView) => {
    const key = `${view.system}|${view.path}`;
    if (key === last) return;
    last = key;
    // At the debug level: a page view is not something to warn about (every page logged a
    // "[page view]" warning in development, issue 57 item 7).
    // eslint-disable-next-line no-console -- the development log of page views, at the debug level
    if (options.dev) (options.log ?? ((v) => console.debug('[page view]', v)))(view);
    schedule(
      () =>
        // A failure is not the user's business.
        void api.system.pageView(
          { body: { ...view, prgmId: view.prgmId ?? '', menuNm: view.menuNm ?? '' } },
          {
            loading: false,
            silent: true,
          },
        ),
    );
  };
}
