// Waiting for the overlay host to settle (`@mro/ui/testing`, decision 0040): no loading indicator
// shown (`[data-mro-loading]`), the page not busy (`aria-busy` on `[data-mro-page]`), and no
// animation or transition running (a modal or message box opening or closing), held for two
// frames in a row. For a browser test before it reads or shoots the page.
import { waitUntil } from './grid';

/** Whether the overlay host is settled now (see `waitForOverlaySettled`). */
export function overlaySettled(root: Document | HTMLElement = document): boolean {
  const scope = root instanceof Document ? root.documentElement : root;
  if (scope.querySelector('[data-mro-loading]')) return false;
  if (scope.querySelector("[data-mro-page][aria-busy='true']")) return false;
  const animations = typeof scope.getAnimations === 'function' ? scope.getAnimations({ subtree: true }) : [];
  return animations.every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
}

/** Waits until the overlay host is settled for two frames in a row (default at most 5 s). */
export async function waitForOverlaySettled(
  root: Document | HTMLElement = document,
  { timeout = 5000 }: { timeout?: number } = {},
): Promise<void> {
  let calm = 0;
  await waitUntil(
    () => {
      calm = overlaySettled(root) ? calm + 1 : 0;
      return calm >= 2;
    },
    { timeout, what: 'the overlay host to settle' },
  );
}
