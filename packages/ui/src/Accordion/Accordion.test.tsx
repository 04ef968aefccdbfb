import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { Accordion } from './Accordion';
import { useAccordion } from './useAccordion';
import { MroProvider } from '../MroProvider';

describe('useAccordion', () => {
  it('one section open at a time, or several with multiple; controlled through onValueChange', () => {
    const onValueChange = vi.fn();
    const single = renderHook(() => useAccordion({ onValueChange }));
    act(() => single.result.current.toggle('a'));
    act(() => single.result.current.toggle('b'));
    expect(single.result.current.open).toEqual(['b']);
    expect(onValueChange).toHaveBeenLastCalledWith(['b']);
    act(() => single.result.current.toggle('b'));
    expect(single.result.current.open).toEqual([]);
    const several = renderHook(() => useAccordion({ multiple: true, defaultValue: ['a'] }));
    act(() => several.result.current.toggle('b'));
    expect(several.result.current.open).toEqual(['a', 'b']);
  });

  it('ties each heading button to its panel', () => {
    const { result } = renderHook(() => useAccordion({ defaultValue: ['a'] }));
    const trigger = result.current.getTriggerProps('a');
    const panel = result.current.getPanelProps('a');
    expect(trigger).toMatchObject({ type: 'button', 'aria-expanded': true, 'aria-controls': panel.id });
    expect(panel).toMatchObject({ role: 'region', 'aria-labelledby': trigger.id, hidden: false });
    expect(result.current.getPanelProps('b').hidden).toBe(true);
  });
});

describe('Accordion', () => {
  const items = [
    { id: 'q1', title: '첫 질문', content: <p>첫 답</p> },
    { id: 'q2', title: '둘째 질문', content: <p>둘째 답</p> },
  ];

  it('renders an answer only while open; arrows, Home and End move between the questions', () => {
    render(
      <MroProvider system="MAIN" locale="ko">
        <Accordion items={items} aria-label="FAQ" />
      </MroProvider>,
    );
    const [first, second] = screen.getAllByRole('button') as [HTMLElement, HTMLElement];
    expect(screen.queryByText('첫 답')).toBeNull();
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: '첫 질문' }).textContent).toBe('첫 답');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'End' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'Home' });
    expect(document.activeElement).toBe(first);
  });
});
