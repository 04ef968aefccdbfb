import { describe, expect, it } from 'vitest';
import { carouselReducer, initialCarousel, rotating } from './carouselState';

describe('the carousel state', () => {
  it('starts on the first slide, rotating unless reduced motion is preferred', () => {
    expect(initialCarousel(false)).toEqual({ index: 0, playing: true, held: false });
    expect(initialCarousel(true).playing).toBe(false);
  });

  it('moves both ways and wraps round', () => {
    let s = initialCarousel(false);
    s = carouselReducer(s, { type: 'previous', count: 3 });
    expect(s.index).toBe(2);
    s = carouselReducer(s, { type: 'next', count: 3 });
    expect(s.index).toBe(0);
    expect(carouselReducer(s, { type: 'go', index: 4, count: 3 }).index).toBe(1);
    expect(carouselReducer(s, { type: 'next', count: 0 }).index).toBe(0);
  });

  it('ticks only while rotating: not when stopped, held by pointer or focus, or with one slide', () => {
    const s = initialCarousel(false);
    expect(carouselReducer(s, { type: 'tick', count: 3 }).index).toBe(1);
    const stopped = carouselReducer(s, { type: 'toggle' });
    expect(carouselReducer(stopped, { type: 'tick', count: 3 })).toBe(stopped);
    const held = carouselReducer(s, { type: 'hold', held: true });
    expect(rotating(held, 3)).toBe(false);
    expect(carouselReducer(held, { type: 'tick', count: 3 })).toBe(held);
    expect(carouselReducer(held, { type: 'hold', held: true })).toBe(held);
    expect(rotating(carouselReducer(held, { type: 'hold', held: false }), 3)).toBe(true);
    expect(rotating(s, 1)).toBe(false);
  });
});
