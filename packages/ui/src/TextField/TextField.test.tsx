import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { MroProvider } from '../MroProvider';
import { normalizeText } from './normalizeText';
import { useTextField } from './useTextField';
import { TextField } from './TextField';

describe('normalizeText', () => {
  it.each([
    ['abc가나', { englishOnly: true }, 'abc', 'MROCM0007'],
    ['abcé', { englishOnly: true }, 'abc', 'MROCM0006'],
    ['Seoul 1!', { englishOnly: true }, 'Seoul 1!', null],
    ['a1b2', { digitsOnly: true }, '12', 'ACMCM0009'],
    ['abc', { uppercase: true }, 'ABC', null],
    ['가나다라', { maxLength: 3 }, '가나다', 'PICMCM0038'],
    ['😀😀😀', { maxLength: 2 }, '😀😀', 'PICMCM0038'],
    ['가나다', { maxLength: 7, lengthUnit: 'byte' }, '가나', 'ASRTR0022'],
    ['ab가', { maxLength: 5, lengthUnit: 'byte' }, 'ab가', null],
  ] as const)('%j with %j → %j (%s)', (input, rules, value, code) => {
    const result = normalizeText(input, rules);
    expect(result.value).toBe(value);
    expect(result.notice?.code ?? null).toBe(code);
  });

  it('gives the limit as a param', () => {
    expect(normalizeText('abcd', { maxLength: 3 }).notice).toEqual({ code: 'PICMCM0038', params: { max: 3 } });
    expect(normalizeText('가나', { maxLength: 3, lengthUnit: 'byte' }).notice).toEqual({
      code: 'ASRTR0022',
      params: { max: { bytes: 3 } },
    });
  });
});

function change(input: HTMLElement, value: string, isComposing = false) {
  const event = new InputEvent('input', { bubbles: true, isComposing });
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(event);
}

describe('useTextField and TextField', () => {
  it('applies rules only after the IME composition ends, so no syllable is lost', () => {
    const onValueChange = vi.fn();
    render(
      <MroProvider>
        <TextField aria-label="name" maxLength={2} uppercase onValueChange={onValueChange} />
      </MroProvider>,
    );
    const input = screen.getByLabelText('name') as HTMLInputElement;
    fireEvent.compositionStart(input);
    act(() => change(input, 'ㅎ', true));
    act(() => change(input, '한', true));
    act(() => change(input, '한그', true));
    act(() => change(input, '한글', true));
    act(() => change(input, '한글ㅇ', true));
    expect(input.value).toBe('한글ㅇ');
    expect(onValueChange).not.toHaveBeenCalled();
    fireEvent.compositionEnd(input, { data: '' });
    expect(onValueChange).toHaveBeenLastCalledWith('한글');
    expect(input.value).toBe('한글');
  });

  it('filters typed text outside composition and says why', () => {
    render(
      <MroProvider locale="en">
        <TextField aria-label="code" englishOnly />
      </MroProvider>,
    );
    const input = screen.getByLabelText('code') as HTMLInputElement;
    act(() => change(input, 'AB가'));
    expect(input.value).toBe('AB');
    expect(screen.getByRole('status').textContent).toBe('Korean characters cannot be entered.');
  });

  it('Enter calls onEnter, but never during composition', () => {
    const onEnter = vi.fn();
    const { result } = renderHook(() => useTextField({ onEnter }));
    const key = (init: object) => result.current.inputProps.onKeyDown({ key: 'Enter', nativeEvent: init } as never);
    act(() => result.current.inputProps.onCompositionStart());
    key({ isComposing: true, keyCode: 229 });
    expect(onEnter).not.toHaveBeenCalled();
    act(() => result.current.inputProps.onCompositionEnd({ currentTarget: { value: '한' } } as never));
    key({ isComposing: false, keyCode: 13 });
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('clear empties the value', () => {
    const onValueChange = vi.fn();
    render(
      <MroProvider locale="en">
        <TextField aria-label="q" clearable defaultValue="abc" onValueChange={onValueChange} />
      </MroProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onValueChange).toHaveBeenCalledWith('');
    expect((screen.getByLabelText('q') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });
});

describe('TextField with the caller’s handlers', () => {
  it('runs the caller’s onCompositionEnd and onPaste beside its own', () => {
    const onCompositionEnd = vi.fn();
    const onPaste = vi.fn();
    const onValueChange = vi.fn();
    render(
      <MroProvider system="BY">
        <TextField
          aria-label="name"
          onCompositionEnd={onCompositionEnd}
          onPaste={onPaste}
          onValueChange={onValueChange}
        />
      </MroProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'name' });
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '한' } });
    fireEvent.compositionEnd(input, { data: '한' });
    expect(onCompositionEnd).toHaveBeenCalledTimes(1);
    // The field's own handler ran too: the composed text is committed.
    expect(onValueChange).toHaveBeenLastCalledWith('한');
    fireEvent.paste(input);
    expect(onPaste).toHaveBeenCalledTimes(1);
  });
});
