/**
 * Where focus goes when a modal or a message box closes (WAI-ARIA dialog pattern): back to the
 * element that opened it, or, when that is gone, the next sensible one: the first of `candidates`
 * still in the page, not under an inert layer, and inside the modal now on top when one is open;
 * failing all, the top modal itself. Never raises a lower modal by focusing into it; never takes
 * the focus from where the page has already put it (the closed dialog's own element is gone). Runs after
 * React has removed `inert` from what lies below (call it from a timeout). Cost: a few DOM reads.
 */
export function returnFocus(candidates: readonly (Element | null | undefined)[], topModalId: string | undefined): void {
  // The page moved the focus on in answer to the close (a refused grid cell after its alert): keep it.
  const current = document.activeElement;
  if (current instanceof HTMLElement && current !== document.body && current.isConnected && !current.closest('[inert]'))
    return;
  const topModal = topModalId
    ? document.querySelector<HTMLElement>(`[data-mro-modal="${CSS.escape(topModalId)}"]`)
    : null;
  for (const candidate of candidates) {
    if (!(candidate instanceof HTMLElement) || !candidate.isConnected || candidate.closest('[inert]')) continue;
    const inModal = candidate.closest('[data-mro-modal]');
    if (topModal ? inModal === topModal : !inModal) {
      candidate.focus();
      return;
    }
  }
  topModal?.focus();
}

/** The openers a new overlay falls back to: its opener, then the chain of the modal it sits in. */
export function openerChain(
  opener: Element | null,
  modals: readonly { id: string; opener: Element | null; fallbacks: readonly Element[] }[],
): Element[] {
  if (!opener) return [];
  const modalId = opener.closest('[data-mro-modal]')?.getAttribute('data-mro-modal');
  const host = modalId ? modals.find((m) => m.id === modalId) : undefined;
  return [opener, ...(host ? [host.opener, ...host.fallbacks].filter((e): e is Element => e !== null) : [])];
}
