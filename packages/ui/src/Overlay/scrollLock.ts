/**
 * Reference-counted body scroll lock shared by modals and message boxes: the first lock saves the
 * body's inline overflow and padding-right (adding the scrollbar width so the page does not jump),
 * the last release restores exactly what was there.
 */
let count = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockBodyScroll(doc: Document = document): () => void {
  const body = doc.body;
  if (count === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = (doc.defaultView?.innerWidth ?? 0) - doc.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  count += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    count -= 1;
    if (count === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}

/** For tests: how many locks are held. */
export function scrollLockCount(): number {
  return count;
}
