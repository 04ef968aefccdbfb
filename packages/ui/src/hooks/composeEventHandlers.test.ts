import { describe, expect, it, vi } from 'vitest';
import { composeEventHandlers } from './composeEventHandlers';

const event = (prevented = false) => ({ defaultPrevented: prevented });

describe('composeEventHandlers', () => {
  it('runs the caller’s handler, then the widget’s, with the same event', () => {
    const order: string[] = [];
    const e = event();
    composeEventHandlers(
      (x: typeof e) => order.push(`theirs:${x === e}`),
      (x) => order.push(`ours:${x === e}`),
    )(e);
    expect(order).toEqual(['theirs:true', 'ours:true']);
  });

  it('runs the one given when the other is missing', () => {
    const ours = vi.fn();
    composeEventHandlers(undefined, ours)(event());
    composeEventHandlers(ours, undefined)(event());
    expect(ours).toHaveBeenCalledTimes(2);
  });

  it('skips the widget’s after the caller prevented the default, unless told not to check (as Radix)', () => {
    const ours = vi.fn();
    composeEventHandlers(() => {}, ours)(event(true));
    expect(ours).not.toHaveBeenCalled();
    composeEventHandlers(() => {}, ours, { checkForDefaultPrevented: false })(event(true));
    expect(ours).toHaveBeenCalledTimes(1);
    composeEventHandlers(() => {}, ours)(event(false));
    expect(ours).toHaveBeenCalledTimes(2);
  });
});
