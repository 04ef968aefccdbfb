import { describe, expect, it } from 'vitest';
import { successorOf, tabKeyAction, type TabFacts } from './tabsCore';

const tabs: TabFacts[] = [
  { value: 'a' },
  { value: 'b', closable: true },
  { value: 'c', disabled: true },
  { value: 'd', closable: true },
];

describe('tabs core', () => {
  it('moves along the orientation with wrap, skipping disabled tabs', () => {
    expect(tabKeyAction('ArrowRight', 1, tabs)).toEqual({ type: 'focus', index: 3 });
    expect(tabKeyAction('ArrowRight', 3, tabs)).toEqual({ type: 'focus', index: 0 });
    expect(tabKeyAction('ArrowLeft', 0, tabs)).toEqual({ type: 'focus', index: 3 });
    expect(tabKeyAction('ArrowDown', 0, tabs)).toBeNull();
    expect(tabKeyAction('ArrowDown', 0, tabs, 'vertical')).toEqual({ type: 'focus', index: 1 });
    expect(tabKeyAction('ArrowRight', 0, tabs, 'vertical')).toBeNull();
    expect(tabKeyAction('Home', 3, tabs)).toEqual({ type: 'focus', index: 0 });
    expect(tabKeyAction('End', 0, tabs)).toEqual({ type: 'focus', index: 3 });
    expect(tabKeyAction('End', 0, [...tabs, { value: 'e', disabled: true }])).toEqual({ type: 'focus', index: 3 });
  });

  it('activates on Enter and Space; Delete closes only a closable tab', () => {
    expect(tabKeyAction('Enter', 1, tabs)).toEqual({ type: 'activate', index: 1 });
    expect(tabKeyAction(' ', 1, tabs)).toEqual({ type: 'activate', index: 1 });
    expect(tabKeyAction('Delete', 1, tabs)).toEqual({ type: 'close', index: 1 });
    expect(tabKeyAction('Delete', 0, tabs)).toBeNull();
    expect(tabKeyAction('x', 0, tabs)).toBeNull();
  });

  it('hands over to the next usable tab, else the one before', () => {
    expect(successorOf(tabs, 1)).toBe(3);
    expect(successorOf(tabs, 3)).toBe(1);
    expect(successorOf([{ value: 'only' }], 0)).toBe(-1);
  });
});
