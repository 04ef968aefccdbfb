/**
 * The carousel's state, free of React: which slide shows and whether it rotates by itself. The
 * WAI-ARIA carousel pattern: rotation stops while the pointer or focus is inside (and stays
 * stopped after the person pressed "stop"), and a person who prefers reduced motion starts with
 * it stopped. Pure functions over a small state; the hook runs the timer.
 */
export interface CarouselState {
  index: number;
  /** The person's choice: rotate or not. */
  playing: boolean;
  /** Pointer or focus inside: rotation waits. */
  held: boolean;
}

export type CarouselAction =
  | { type: 'next' | 'previous' | 'tick'; count: number }
  | { type: 'go'; index: number; count: number }
  | { type: 'toggle' }
  | { type: 'hold'; held: boolean };

export const initialCarousel = (reducedMotion: boolean): CarouselState => ({
  index: 0,
  playing: !reducedMotion,
  held: false,
});

const wrap = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0);

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
      return { ...state, index: wrap(state.index + 1, action.count) };
    case 'previous':
      return { ...state, index: wrap(state.index - 1, action.count) };
    case 'tick':
      return rotating(state, action.count) ? { ...state, index: wrap(state.index + 1, action.count) } : state;
    case 'go':
      return { ...state, index: wrap(action.index, action.count) };
    case 'toggle':
      return { ...state, playing: !state.playing };
    case 'hold':
      return state.held === action.held ? state : { ...state, held: action.held };
  }
}

/** Whether the timer should run: playing, not held, and more than one slide. */
export const rotating = (state: CarouselState, count: number) => state.playing && !state.held && count > 1;
