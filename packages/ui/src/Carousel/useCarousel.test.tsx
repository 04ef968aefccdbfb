import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCarousel } from './useCarousel';

describe('useCarousel and reduced motion', () => {
  it('stops when the preference arrives after the first render (a hydration), and plays again on "start"', () => {
    const { result, rerender } = renderHook(
      ({ reduced }) => useCarousel({ count: 3, intervalMs: 5000, reducedMotion: reduced }),
      {
        initialProps: { reduced: false },
      },
    );
    expect(result.current.rotating).toBe(true);
    rerender({ reduced: true });
    expect(result.current.playing).toBe(false);
    act(() => result.current.toggle());
    rerender({ reduced: true });
    expect(result.current.playing).toBe(true);
  });

  it('starts stopped when the preference is known at once', () => {
    const { result } = renderHook(() => useCarousel({ count: 3, intervalMs: 5000, reducedMotion: true }));
    expect(result.current.playing).toBe(false);
  });
});
