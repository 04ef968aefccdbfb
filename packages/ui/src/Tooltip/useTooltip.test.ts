import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FocusEvent, PointerEvent } from 'react';
import { TOOLTIP_HIDE_MS, TOOLTIP_SHOW_MS, useTooltip } from './useTooltip';

const pointer = (pointerType = 'mouse') => ({ pointerType }) as unknown as PointerEvent;
const focus = {} as FocusEvent;

describe('useTooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows after the pointer rests, at once on focus; never for touch', () => {
    const { result } = renderHook(() => useTooltip());
    act(() => result.current.triggerProps.onPointerEnter(pointer('touch')));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.open).toBe(false);
    act(() => result.current.triggerProps.onPointerEnter(pointer()));
    act(() => vi.advanceTimersByTime(TOOLTIP_SHOW_MS - 1));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);
    act(() => result.current.triggerProps.onBlur(focus));
    expect(result.current.open).toBe(false);
    act(() => result.current.triggerProps.onFocus(focus));
    expect(result.current.open).toBe(true);
    expect(result.current.triggerProps['aria-describedby']).toBe(result.current.tooltipProps.id);
  });

  it('is hoverable: moving onto the tooltip within the grace keeps it; leaving hides it', () => {
    const { result } = renderHook(() => useTooltip());
    act(() => result.current.triggerProps.onFocus(focus));
    act(() => result.current.triggerProps.onPointerLeave(pointer()));
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_MS - 10));
    act(() => result.current.tooltipProps.onPointerEnter());
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.open).toBe(true);
    act(() => result.current.tooltipProps.onPointerLeave());
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_MS));
    expect(result.current.open).toBe(false);
  });

  it('Esc hides it (not during a composition); disabled never shows', () => {
    const { result } = renderHook(() => useTooltip());
    act(() => result.current.triggerProps.onFocus(focus));
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', isComposing: true })));
    expect(result.current.open).toBe(true);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(result.current.open).toBe(false);
    const off = renderHook(() => useTooltip({ disabled: true }));
    act(() => off.result.current.triggerProps.onFocus(focus));
    expect(off.result.current.open).toBe(false);
  });
});
