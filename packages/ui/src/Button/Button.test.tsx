import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { MouseEvent } from 'react';
import { BUTTON_CLICK_LOCK_MS } from '@mro/rules';
import { MroProvider } from '../MroProvider';
import { Button } from './Button';
import { useButton } from './useButton';

const click = (handler: (e: MouseEvent<HTMLButtonElement>) => void) => {
  const event = { preventDefault: vi.fn() } as unknown as MouseEvent<HTMLButtonElement>;
  handler(event);
  return event;
};

describe('useButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts one click per lock window (500 ms by default)', () => {
    const onClick = vi.fn();
    const { result } = renderHook(() => useButton({ onClick }));
    click(result.current.buttonProps.onClick);
    vi.advanceTimersByTime(BUTTON_CLICK_LOCK_MS - 1);
    const blocked = click(result.current.buttonProps.onClick);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(blocked.preventDefault).toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    click(result.current.buttonProps.onClick);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('honours a custom lock and no lock at all', () => {
    const onClick = vi.fn();
    const { result, rerender } = renderHook((ms: number) => useButton({ onClick, clickLockMs: ms }), {
      initialProps: 0,
    });
    click(result.current.buttonProps.onClick);
    click(result.current.buttonProps.onClick);
    expect(onClick).toHaveBeenCalledTimes(2);
    rerender(1000);
    click(result.current.buttonProps.onClick);
    vi.advanceTimersByTime(999);
    click(result.current.buttonProps.onClick);
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('stays locked while the returned promise is pending, even after the lock window', async () => {
    let resolve!: () => void;
    const onClick = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const { result } = renderHook(() => useButton({ onClick }));
    click(result.current.buttonProps.onClick);
    vi.advanceTimersByTime(BUTTON_CLICK_LOCK_MS * 4);
    click(result.current.buttonProps.onClick);
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(async () => resolve());
    click(result.current.buttonProps.onClick);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('releases the lock when the promise rejects', async () => {
    let reject!: (e: Error) => void;
    const onClick = vi.fn(() => new Promise<void>((_, r) => (reject = r)).catch(() => undefined));
    const { result } = renderHook(() => useButton({ onClick, clickLockMs: 0 }));
    click(result.current.buttonProps.onClick);
    await act(async () => reject(new Error('failed')));
    click(result.current.buttonProps.onClick);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('blocks clicks while loading or disabled', () => {
    const onClick = vi.fn();
    const { result, rerender } = renderHook(
      (p: { loading?: boolean; disabled?: boolean }) => useButton({ onClick, ...p }),
      {
        initialProps: { loading: true } as { loading?: boolean; disabled?: boolean },
      },
    );
    expect(click(result.current.buttonProps.onClick).preventDefault).toHaveBeenCalled();
    expect(result.current.buttonProps['aria-busy']).toBe(true);
    expect(result.current.buttonProps['aria-disabled']).toBe(true);
    expect(result.current.buttonProps.disabled).toBeUndefined();
    rerender({ disabled: true });
    click(result.current.buttonProps.onClick);
    expect(result.current.buttonProps.disabled).toBe(true);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Button', () => {
  it('renders a type="button" by default and passes native props through', () => {
    render(
      <MroProvider>
        <Button name="save" data-testid="b">
          저장
        </Button>
      </MroProvider>,
    );
    const button = screen.getByTestId('b');
    expect(button).toHaveProperty('type', 'button');
    expect(button.getAttribute('name')).toBe('save');
  });

  it('forwards ref as a plain prop', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(
      <MroProvider>
        <Button ref={ref}>OK</Button>
      </MroProvider>,
    );
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });

  it('announces loading in the provider locale', () => {
    const { rerender } = render(
      <MroProvider locale="ko">
        <Button loading>저장</Button>
      </MroProvider>,
    );
    expect(screen.getByRole('button').textContent).toContain('처리 중입니다');
    rerender(
      <MroProvider locale="en">
        <Button loading>Save</Button>
      </MroProvider>,
    );
    expect(screen.getByRole('button').textContent).toContain('Processing');
  });

  it('does not fire onClick for a disabled button', () => {
    const onClick = vi.fn();
    render(
      <MroProvider>
        <Button disabled onClick={onClick}>
          OK
        </Button>
      </MroProvider>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });
});
