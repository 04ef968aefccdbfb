import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useGridRows } from './useGridRows';

describe('useGridRows', () => {
  it('keeps one store and renders again after each change', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useGridRows({ rows: [{ id: 'a', qty: 1 }], rowKey: (r) => r.id });
    });
    const store = result.current;
    const before = renders;
    act(() => store.update('a', { qty: 2 }));
    expect(result.current).toBe(store);
    expect(renders).toBe(before + 1);
    expect(result.current.stateOf('a')).toBe('updated');
    act(() => store.reset());
    expect(result.current.stateOf('a')).toBe('none');
  });
});
