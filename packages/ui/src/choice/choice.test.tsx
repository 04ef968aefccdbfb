import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { CodeItem } from '@mro/rules';
import { MroProvider } from '../MroProvider';
import { CodeListProvider } from '../CodeList/CodeListProvider';
import { createCodeListStore } from '../CodeList/CodeListContext';
import { useCodeList } from '../CodeList/useCodeList';
import { useCheckbox } from '../Checkbox/useCheckbox';
import { useCheckboxGroup } from '../CheckboxGroup/useCheckboxGroup';
import { useRadioGroup } from '../RadioGroup/useRadioGroup';
import { useDropdown } from '../Dropdown/useDropdown';

const units: CodeItem[] = [
  { cd: 'EA', cdNm: '개' },
  { cd: 'BOX', cdNm: '박스' },
  { cd: 'KG', cdNm: '킬로그램' },
  { cd: 'OLD', cdNm: '옛 단위', useYn: 'N' },
];

const key = (k: string, extra: Partial<KeyboardEvent> = {}) =>
  ({
    key: k,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    nativeEvent: { isComposing: false },
    preventDefault: vi.fn(),
    stopPropagation: vi.fn(),
    ...extra,
  }) as unknown as KeyboardEvent<HTMLElement>;

describe('code lists', () => {
  it('asks for a group once per language and again after a failure', async () => {
    const load = vi.fn(async (group: string, locale: string) => [{ cd: group, cdNm: locale }]);
    const store = createCodeListStore(load);
    await Promise.all([store.get('CM031', 'ko'), store.get('CM031', 'ko')]);
    await store.get('CM031', 'en');
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.peek('CM031', 'en')).toEqual([{ cd: 'CM031', cdNm: 'en' }]);
    const failing = createCodeListStore(vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue([]));
    await expect(failing.get('X', 'ko')).rejects.toThrow('down');
    await expect(failing.get('X', 'ko')).resolves.toEqual([]);
  });

  it('loads through the provider in the current language and reports a failure', async () => {
    const load = vi.fn(async (group: string) => {
      if (group === 'BAD') throw new Error('no');
      return units;
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MroProvider system="BY" locale="ko">
        <CodeListProvider load={load}>{children}</CodeListProvider>
      </MroProvider>
    );
    const { result } = renderHook(() => useCodeList('UNIT'), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.items).toBe(units));
    expect(load).toHaveBeenCalledWith('UNIT', 'ko');
    const bad = renderHook(() => useCodeList('BAD'), { wrapper });
    await waitFor(() => expect(bad.result.current.failed).toBe(true));
    expect(() => renderHook(() => useCodeList('UNIT'))).toThrow(/CodeListProvider/);
  });
});

describe('choice hooks', () => {
  it("radio group: hides retired codes, validates with the caller's message once touched", () => {
    const { result } = renderHook(() =>
      useRadioGroup({ items: units, rules: 'required', messages: { required: 'MY01' } }),
    );
    expect(result.current.items.map((i) => i.cd)).toEqual(['EA', 'BOX', 'KG']);
    expect(result.current.error).toBeNull();
    act(() => result.current.touch());
    expect(result.current.error).toMatchObject({ code: 'MY01' });
    act(() => result.current.select('KG'));
    expect(result.current.error).toBeNull();
    const readOnly = renderHook(() => useRadioGroup({ items: units, readOnly: true, defaultValue: 'EA' }));
    act(() => readOnly.result.current.select('KG'));
    expect(readOnly.result.current.selected).toBe('EA');
  });

  it('checkbox group: list order, select all skips retired codes, required', () => {
    const onValueChange = vi.fn();
    const { result } = renderHook(() =>
      useCheckboxGroup({ items: units, defaultValue: ['OLD'], onValueChange, rules: 'required' }),
    );
    act(() => result.current.toggle('KG', true));
    act(() => result.current.toggle('EA', true));
    expect(onValueChange).toHaveBeenLastCalledWith(['EA', 'KG', 'OLD']);
    act(() => result.current.toggleAll(true));
    expect(result.current.selected).toEqual(['EA', 'BOX', 'KG', 'OLD']);
    expect(result.current.allChecked).toBe(true);
    act(() => result.current.toggleAll(false));
    expect(result.current.selected).toEqual(['OLD']);
    act(() => result.current.toggle('OLD', false));
    expect(result.current.error).toMatchObject({ code: 'ACMCM0002' });
  });

  it('read-only checkbox and checkbox group change nothing', () => {
    const onCheckedChange = vi.fn();
    const box = renderHook(() => useCheckbox({ defaultChecked: true, readOnly: true, onCheckedChange }));
    const click = { preventDefault: vi.fn() };
    box.result.current.inputProps.onClick(click as never);
    expect(click.preventDefault).toHaveBeenCalled();
    act(() => box.result.current.inputProps.onChange({ target: { checked: false } } as never));
    expect(box.result.current.checked).toBe(true);
    expect(box.result.current.inputProps['aria-readonly']).toBe(true);
    expect(onCheckedChange).not.toHaveBeenCalled();
    const group = renderHook(() => useCheckboxGroup({ items: units, defaultValue: ['EA'], readOnly: true }));
    act(() => group.result.current.toggle('KG', true));
    act(() => group.result.current.toggleAll(false));
    expect(group.result.current.selected).toEqual(['EA']);
  });

  it('dropdown: accepts only listed codes or labels', () => {
    const onValueChange = vi.fn();
    const { result } = renderHook(() => useDropdown({ items: units, defaultValue: 'EA', onValueChange }));
    let taken = false;
    act(() => void (taken = result.current.acceptText(' box ')));
    expect(taken).toBe(true);
    act(() => void (taken = result.current.acceptText('킬로그램')));
    expect(onValueChange).toHaveBeenLastCalledWith('KG');
    act(() => void (taken = result.current.acceptText('TON')));
    expect(taken).toBe(false);
    expect(result.current.refused).toBe('TON');
    expect(result.current.selected).toBe('KG');
    // A retired code is not accepted either.
    act(() => void (taken = result.current.acceptText('OLD')));
    expect(taken).toBe(false);
    act(() => void (taken = result.current.acceptText('')));
    expect(result.current.selected).toBe('');
    expect(result.current.refused).toBeNull();
  });

  it('dropdown keyboard: open, move, page, type-ahead, choose, ignore composition', () => {
    const many: CodeItem[] = Array.from({ length: 30 }, (_, i) => ({ cd: `C${i}`, cdNm: `항목${i}` }));
    many.push({ cd: 'Z', cdNm: 'Zeta' });
    const { result } = renderHook(() => useDropdown({ items: many }));
    act(() =>
      result.current.comboboxProps.onKeyDown(key('ArrowDown', { nativeEvent: { isComposing: true } } as never)),
    );
    expect(result.current.open).toBe(false);
    act(() => result.current.comboboxProps.onKeyDown(key('ArrowDown')));
    expect(result.current.open).toBe(true);
    expect(result.current.active).toBe(0);
    act(() => result.current.comboboxProps.onKeyDown(key('PageDown')));
    expect(result.current.active).toBe(10);
    act(() => result.current.comboboxProps.onKeyDown(key('End')));
    expect(result.current.active).toBe(30);
    act(() => result.current.comboboxProps.onKeyDown(key('Home')));
    act(() => result.current.comboboxProps.onKeyDown(key('ArrowUp')));
    expect(result.current.active).toBe(0);
    act(() => result.current.comboboxProps.onKeyDown(key('z')));
    expect(result.current.active).toBe(30);
    act(() => result.current.comboboxProps.onKeyDown(key('Enter')));
    expect(result.current.selected).toBe('Z');
    expect(result.current.open).toBe(false);
    act(() => result.current.comboboxProps.onKeyDown(key('Home')));
    expect(result.current.active).toBe(0);
    const esc = key('Escape');
    act(() => result.current.comboboxProps.onKeyDown(esc));
    expect(result.current.open).toBe(false);
    expect(esc.stopPropagation).toHaveBeenCalled();
    const disabled = renderHook(() => useDropdown({ items: many, disabled: true }));
    act(() => disabled.result.current.comboboxProps.onKeyDown(key('ArrowDown')));
    expect(disabled.result.current.open).toBe(false);
  });
});
