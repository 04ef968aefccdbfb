import { describe, expect, it, vi } from 'vitest';
import { mergeProps } from './mergeProps';

const event = (prevented = false) => ({ defaultPrevented: prevented });

describe('mergeProps', () => {
  it('runs both handlers, the caller’s first; the widget’s other props win', () => {
    const order: string[] = [];
    const merged = mergeProps(
      { onPaste: (_e: unknown) => order.push('caller'), id: 'theirs', title: 't' },
      { onPaste: (_e: unknown) => order.push('own'), id: 'own' },
    );
    merged.onPaste(event());
    expect(order).toEqual(['caller', 'own']);
    expect(merged.id).toBe('own');
    expect(merged.title).toBe('t');
  });

  it('keeps a handler only one side gives, and skips the widget’s when the caller prevented the default', () => {
    const own = vi.fn();
    const caller = vi.fn();
    expect(mergeProps({}, { onBlur: own }).onBlur).toBe(own);
    expect(mergeProps({ onBlur: caller }, {}).onBlur).toBe(caller);
    mergeProps({ onBlur: caller }, { onBlur: own }).onBlur(event(true));
    expect(caller).toHaveBeenCalledTimes(1);
    expect(own).not.toHaveBeenCalled();
  });
});
