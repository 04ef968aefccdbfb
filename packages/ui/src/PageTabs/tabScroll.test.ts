import { describe, expect, it } from 'vitest';
import { TAB_NAV_OFFSET_PX } from '@mro/rules';
import { tabScrollLeft } from './tabScroll';

const { desktop, mobile } = TAB_NAV_OFFSET_PX;

describe('the tab bar’s scroll to its active tab (offsets 72 and 36 px)', () => {
  it('the offsets are the spec’s', () => {
    expect(TAB_NAV_OFFSET_PX).toEqual({ desktop: 72, mobile: 36 });
  });
  it('leaves a tab in view with the offset to spare where it is', () => {
    expect(tabScrollLeft({ scrollLeft: 0, viewWidth: 800, tabLeft: 100, tabWidth: 120 }, desktop)).toBe(0);
  });
  it('a tab beyond the right edge comes in with 72 px after it on a desktop, 36 px on a phone', () => {
    const facts = { scrollLeft: 0, viewWidth: 800, tabLeft: 900, tabWidth: 120 };
    expect(tabScrollLeft(facts, desktop)).toBe(900 + 120 + 72 - 800);
    expect(tabScrollLeft({ ...facts, viewWidth: 300 }, mobile)).toBe(900 + 120 + 36 - 300);
  });
  it('a tab close to the right edge (within the offset) moves too', () => {
    expect(tabScrollLeft({ scrollLeft: 0, viewWidth: 800, tabLeft: 650, tabWidth: 120 }, desktop)).toBe(42);
  });
  it('a tab before the left edge comes in with the offset before it, never past the start', () => {
    expect(tabScrollLeft({ scrollLeft: 500, viewWidth: 800, tabLeft: 300, tabWidth: 120 }, desktop)).toBe(228);
    expect(tabScrollLeft({ scrollLeft: 500, viewWidth: 300, tabLeft: 20, tabWidth: 120 }, mobile)).toBe(0);
  });
  it('a tab wider than the room shows its start', () => {
    expect(tabScrollLeft({ scrollLeft: 0, viewWidth: 200, tabLeft: 400, tabWidth: 180 }, desktop)).toBe(328);
  });
});
