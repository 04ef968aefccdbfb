import { describe, expect, it } from 'vitest';
import { createItemOrder, errorNames } from '../FormBox/itemOrder';
import { layoutRows } from './useSearchBox';

const Item = (_: { span?: number }) => null;

describe('search box layout', () => {
  it('puts items into rows by their spans', () => {
    const children = [
      <Item key="a" />,
      <Item key="b" />,
      <Item key="c" />,
      <Item key="d" span={2} />,
      <Item key="e" span={2} />,
      <Item key="f" span={9} />,
    ];
    expect(layoutRows(children, 3)).toEqual([0, 0, 0, 1, 2, 3]);
    expect(layoutRows(children, 2)).toEqual([0, 0, 1, 2, 3, 4]);
  });
});

describe('form item order', () => {
  it('finds the first error in document order, whatever the error order', () => {
    const order = createItemOrder();
    const root = document.createElement('div');
    const [a, b, c] = ['a', 'b', 'c'].map((name) => {
      const el = document.createElement('div');
      root.append(el);
      return order.register(name, el) && el;
    });
    expect(a && b && c).toBeTruthy();
    expect(order.first(['c', 'b'])).toBe('b');
    expect(order.first(['unknown'])).toBe('unknown');
    expect(errorNames({ c: { type: 'required' }, address: { zip: { code: 'X' } }, ok: undefined })).toEqual([
      'c',
      'address.zip',
    ]);
  });
});
