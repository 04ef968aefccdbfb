import { describe, expect, it } from 'vitest';
import { tabKeyAction } from './pageTabsKeys';

describe('tab list keys', () => {
  it('moves with arrows (wrapping), Home and End; closes with Delete and Backspace', () => {
    expect(tabKeyAction('ArrowRight', 2, 3)).toEqual({ type: 'focus', index: 0 });
    expect(tabKeyAction('ArrowLeft', 0, 3)).toEqual({ type: 'focus', index: 2 });
    expect(tabKeyAction('Home', 2, 3)).toEqual({ type: 'focus', index: 0 });
    expect(tabKeyAction('End', 0, 3)).toEqual({ type: 'focus', index: 2 });
    expect(tabKeyAction('Delete', 1, 3)).toEqual({ type: 'close', index: 1 });
    expect(tabKeyAction('Backspace', 1, 3)).toEqual({ type: 'close', index: 1 });
  });
  it('ignores other keys and an empty list', () => {
    expect(tabKeyAction('a', 0, 3)).toBeNull();
    expect(tabKeyAction('ArrowRight', 0, 0)).toBeNull();
  });
});
