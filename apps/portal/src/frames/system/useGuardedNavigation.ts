/**
 * Every navigation inside a system passes the route guards (routing/guards.ts) before it happens,
 * the browser's back and forward included; a refusal shows its message.
 */
import { useCallback, useEffect, type RefObject } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { useMessageBox, useOverlayState } from '@mro/ui';
import { runGuards, type MenuEntry } from '../../routing/guards';
import { routeInfo, type SystemPage } from '../../routing/screens';
import { MAX_TABS, tabKey, type Tab } from '../../routing/tabs';
import { pathInSystem, skipsMenuCheck, type SystemCode } from '../../shared/systems';

export interface GuardedNavigationOptions {
  system: SystemCode;
  pages: readonly SystemPage[];
  menus: readonly MenuEntry[];
  tabs: readonly Tab[];
  /** The user's mall ids, for the guard's mall check (decision 0037). */
  mallIds: readonly string[];
  /** How many screens this frame has shown (going back with no history is refused). */
  depth: RefObject<number>;
}

export function useGuardedNavigation({ system, pages, menus, tabs, mallIds, depth }: GuardedNavigationOptions) {
  const navigate = useNavigate();
  const overlays = useOverlayState();
  const box = useMessageBox();
  /** The guards for a navigation to `to` (a path with its query); shows the refusal's message. */
  const allowed = useCallback(
    async (to: string, back = false) => {
      const target = new URL(to, window.location.origin);
      const path = pathInSystem(target.pathname, system);
      const key = tabKey(path, target.search);
      const outcome = await runGuards(
        {
          path: target.pathname,
          route: routeInfo(pages, path),
          skipMenuCheck: skipsMenuCheck(system),
          menus,
          mallIds,
          messageBoxOpen: overlays.isMessageOpen(),
          modalOpen: overlays.isModalOpen(),
          // Leaving a tab keeps it: nothing is lost by switching (closing a tab asks).
          dirty: false,
          opensTab: !tabs.some((tab) => tab.key === key),
          tabCount: tabs.length,
          maxTabs: MAX_TABS,
          back,
          hasHistory: depth.current > 1,
        },
        (code) => box.confirm(code),
      );
      if (!outcome.ok && outcome.code) {
        void box.alert(outcome.code, outcome.params ? { params: outcome.params as Record<string, number> } : undefined);
      }
      return outcome.ok;
    },
    [box, depth, mallIds, menus, overlays, pages, system, tabs],
  );

  /** Every navigation inside the system goes through the guards. */
  const go = useCallback(
    async (to: string, options: { back?: boolean } = {}) => {
      if (options.back) {
        if (!(await allowed(window.location.pathname, true))) return false;
        navigate(-1);
        return true;
      }
      if (!(await allowed(to))) return false;
      const target = new URL(to, window.location.origin);
      // A tab already open shows at once (rendered in this task, painted in the next frame); a
      // new screen goes through a transition, its chunk loading behind the current screen.
      const open = tabs.some((tab) => tab.key === tabKey(pathInSystem(target.pathname, system), target.search));
      navigate(`${target.pathname}${target.search}`, { state: { guarded: true }, flushSync: open });
      return true;
    },
    [allowed, navigate, system, tabs],
  );

  // The browser's back and forward pass the same guards before they happen.
  const blocker = useBlocker(
    ({ historyAction, nextLocation }) =>
      historyAction === 'POP' && !(nextLocation.state as { guarded?: boolean } | null)?.guarded,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const next = blocker.location;
    void allowed(`${next.pathname}${next.search}`).then((ok) => (ok ? blocker.proceed() : blocker.reset()));
  }, [allowed, blocker]);

  return go;
}
