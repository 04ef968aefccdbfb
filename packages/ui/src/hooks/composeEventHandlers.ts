/**
 * One handler from two, as Radix composes them: the caller's prop first, then the widget's own,
 * which is skipped when the first called `preventDefault()` (a caller's way to stop the widget's
 * default) unless `checkForDefaultPrevented` is false. A widget whose own handler must decide
 * first (a read-only checkbox cancels the click before the caller sees it) passes its own first.
 * Every widget that takes a handler prop it also needs itself combines them here or through
 * `mergeProps`, never by hand. Cost: one closure per render.
 */
export function composeEventHandlers<E extends { defaultPrevented: boolean }>(
  first: ((event: E) => void) | undefined,
  second: ((event: E) => void) | undefined,
  { checkForDefaultPrevented = true }: { checkForDefaultPrevented?: boolean } = {},
): (event: E) => void {
  return (event) => {
    first?.(event);
    if (checkForDefaultPrevented && event.defaultPrevented) return;
    second?.(event);
  };
}
