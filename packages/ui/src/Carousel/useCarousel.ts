/**
 * The carousel's behaviour: the state of carouselState.ts, the rotation timer (every `intervalMs`
 * while rotating), and prop getters for the region, the controls and each slide.
 */
import { useEffect, useReducer, useState, type FocusEvent, type HTMLAttributes } from 'react';
import { carouselReducer, initialCarousel, rotating } from './carouselState';

export interface UseCarouselOptions {
  count: number;
  intervalMs: number;
  /**
   * Reduced motion preferred: the carousel starts stopped, and stops when the preference comes
   * later (the render after a hydration, or a change of the setting); pressing "start" still plays.
   */
  reducedMotion: boolean;
}

export interface CarouselApi {
  index: number;
  playing: boolean;
  rotating: boolean;
  next(): void;
  previous(): void;
  go(index: number): void;
  toggle(): void;
  /** Pointer and focus inside hold the rotation. */
  getRootProps(): Pick<HTMLAttributes<HTMLElement>, 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur'>;
  /** A slide: the shown one is announced as a group; the others are hidden and inert. */
  getSlideProps(index: number): { hidden: boolean; inert: boolean; 'aria-hidden'?: true };
}

export function useCarousel({ count, intervalMs, reducedMotion }: UseCarouselOptions): CarouselApi {
  const [state, dispatch] = useReducer(carouselReducer, reducedMotion, initialCarousel);
  const [motion, setMotion] = useState(reducedMotion);
  if (motion !== reducedMotion) {
    setMotion(reducedMotion);
    if (reducedMotion && state.playing) dispatch({ type: 'toggle' });
  }
  const running = rotating(state, count);

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => dispatch({ type: 'tick', count }), intervalMs);
    return () => clearInterval(timer);
  }, [running, count, intervalMs]);

  const index = Math.min(state.index, Math.max(count - 1, 0));
  return {
    index,
    playing: state.playing,
    rotating: running,
    next: () => dispatch({ type: 'next', count }),
    previous: () => dispatch({ type: 'previous', count }),
    go: (i) => dispatch({ type: 'go', index: i, count }),
    toggle: () => dispatch({ type: 'toggle' }),
    getRootProps: () => ({
      onMouseEnter: () => dispatch({ type: 'hold', held: true }),
      onMouseLeave: () => dispatch({ type: 'hold', held: false }),
      onFocus: () => dispatch({ type: 'hold', held: true }),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) dispatch({ type: 'hold', held: false });
      },
    }),
    getSlideProps: (i) =>
      i === index ? { hidden: false, inert: false } : { hidden: true, inert: true, 'aria-hidden': true },
  };
}
