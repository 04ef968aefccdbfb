/**
 * A widget's own props over a caller's: every `on…` handler both give runs, the caller's first
 * (composeEventHandlers: the widget's is skipped when the caller prevented the default); any
 * other prop of the widget's wins. The one way a widget spreads its behaviour hook's props over
 * the rest of its props. Cost: one closure per shared handler per render.
 */
import { composeEventHandlers } from './composeEventHandlers';

type Handler = (event: { defaultPrevented: boolean }) => void;

export function mergeProps<Caller extends object, Own extends object>(
  caller: Caller,
  own: Own,
): Omit<Caller, keyof Own> & Own {
  const merged: Record<string, unknown> = { ...(caller as object), ...(own as object) };
  const theirs = caller as Record<string, unknown>;
  for (const [key, value] of Object.entries(own)) {
    const given = theirs[key];
    if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof given === 'function') {
      merged[key] = composeEventHandlers(given as Handler, value as Handler);
    }
  }
  return merged as Omit<Caller, keyof Own> & Own;
}
