/**
 * One handler from two: by convention the caller's prop first, then the widget's own, which
 * `unlessPrevented` skips when the first called `preventDefault()` (a caller's way to stop the
 * widget's default, as in Radix). A widget whose own handler must decide first (a read-only
 * checkbox cancels the click before the caller sees it) passes its own first. Every widget that
 * takes a handler prop it also needs itself combines them here, never by hand. Cost: one closure
 * per render.
 */
export function composeEventHandlers<E extends { defaultPrevented: boolean }>(
  first: ((event: E) => void) | undefined,
  second: ((event: E) => void) | undefined,
  { unlessPrevented = false }: { unlessPrevented?: boolean } = {},
): (event: E) => void {
  return (event) => {
    first?.(event);
    if (unlessPrevented && event.defaultPrevented) return;
    second?.(event);
  };
}
