import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { actionKeyOf, decideImeKey, isHangul, type ImeKeyContext } from './imeKeys';
import { useImeKeys } from './composition';

describe('decideImeKey: the decision table of decision 0026', () => {
  const base: ImeKeyContext = { composing: false, ime: false, open: null, ended: null };
  it.each<[string, Partial<ImeKeyContext>, ReturnType<typeof decideImeKey>]>([
    ['Hangul open, Enter flagged composing (Chrome macOS)', { composing: true, open: { hangul: true } }, 'defer'],
    ['Hangul open, keyCode 229 (Chrome Windows)', { composing: true, ime: true, open: { hangul: true } }, 'defer'],
    ['Japanese candidate open', { composing: true, open: { hangul: false } }, 'confirm'],
    ['composing flag without a watched composition (old rule)', { composing: true }, 'confirm'],
    [
      'plain Enter right after a composition this key ended (Windows)',
      { ended: { hangul: true, keyed: true } },
      'swallow',
    ],
    ['229 after a Hangul composition ended (Safari)', { ime: true, ended: { hangul: true, keyed: false } }, 'act'],
    [
      '229 after a Japanese composition ended (Safari)',
      { ime: true, ended: { hangul: false, keyed: false } },
      'confirm',
    ],
    ['229 with no composition to place it', { ime: true }, 'confirm'],
    ['plain Enter after a composition ended without a key (a click)', { ended: { hangul: true, keyed: false } }, 'act'],
    ['plain Enter, no IME', {}, 'act'],
  ])('%s', (_name, context, step) => {
    expect(decideImeKey({ ...base, ...context })).toBe(step);
  });

  it('tells Hangul from other scripts, and the key of an IME keydown', () => {
    expect(isHangul('한글')).toBe(true);
    expect(isHangul('ㅎ')).toBe(true);
    expect(isHangul('日本')).toBe(false);
    expect(isHangul('にほん')).toBe(false);
    expect(isHangul('')).toBe(false);
    expect(actionKeyOf({ key: 'Process', code: 'Enter' })).toBe('Enter');
    expect(actionKeyOf({ key: 'Process', code: 'NumpadEnter' })).toBe('Enter');
    expect(actionKeyOf({ key: 'Process', code: 'KeyA' })).toBe('Process');
    expect(actionKeyOf({ key: 'Tab', code: 'Tab' })).toBe('Tab');
  });
});

let seen: string[] = [];
function Field({ onEnter }: { onEnter: (value: string, late: boolean) => void }) {
  const keys = useImeKeys<KeyboardEvent<HTMLInputElement>>({
    Enter: (event, late) => onEnter((event.target as HTMLInputElement).value, late),
  });
  return <input aria-label="field" onKeyDown={(e) => keys(e)} />;
}

/** A composition of `text` in the field; the browser's text lands at its end, before compositionend. */
function compose(input: HTMLElement, text: string) {
  fireEvent.compositionStart(input, { data: '' });
  fireEvent.compositionUpdate(input, { data: text });
  (input as HTMLInputElement).value += text;
}
const end = (input: HTMLElement, text: string) => fireEvent.compositionEnd(input, { data: text });
const keyUp = (input: HTMLElement) => fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });

describe('useImeKeys: one action per physical Enter', () => {
  afterEach(() => {
    vi.useRealTimers();
    seen = [];
  });
  const setup = () => {
    vi.useFakeTimers();
    const onEnter = vi.fn((value: string, late: boolean) => void seen.push(`${value}:${late}`));
    render(<Field onEnter={onEnter} />);
    return { input: screen.getByLabelText('field'), onEnter };
  };

  it('Chrome macOS: Enter flagged composing, then compositionend: acts once, after the commit', () => {
    const { input, onEnter } = setup();
    compose(input, '한');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, isComposing: true });
    expect(onEnter).not.toHaveBeenCalled();
    end(input, '한');
    vi.runAllTimers();
    keyUp(input);
    expect(seen).toEqual(['한:true']);
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(seen).toEqual(['한:true', '한:false']);
  });

  it('Chrome Windows: 229 "Process", compositionend, a second Enter: acts once, the second keydown stopped', () => {
    const { input, onEnter } = setup();
    compose(input, '글');
    fireEvent.keyDown(input, { key: 'Process', code: 'Enter', keyCode: 229, isComposing: true });
    end(input, '글');
    const second = fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    // The second keydown claims the deferred action (before the timer) and is cancelled.
    expect(second).toBe(false);
    expect(seen).toEqual(['글:true']);
    vi.runAllTimers();
    keyUp(input);
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('Chrome Windows with the timer first: still once', () => {
    const { input, onEnter } = setup();
    compose(input, '글');
    fireEvent.keyDown(input, { key: 'Process', code: 'Enter', keyCode: 229, isComposing: true });
    end(input, '글');
    vi.runAllTimers();
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    keyUp(input);
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('Safari: compositionend, then keydown 229 not composing: acts once, at the keydown', () => {
    const { input } = setup();
    compose(input, '한');
    end(input, '한');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 229 });
    keyUp(input);
    vi.runAllTimers();
    expect(seen).toEqual(['한:true']);
  });

  it('Japanese: Enter confirms the candidate and never acts, in any of the orders', () => {
    const { input, onEnter } = setup();
    compose(input, '日本');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, isComposing: true });
    end(input, '日本');
    keyUp(input);
    compose(input, '日本');
    fireEvent.keyDown(input, { key: 'Process', code: 'Enter', keyCode: 229, isComposing: true });
    end(input, '日本');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    keyUp(input);
    compose(input, '日本');
    end(input, '日本');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 229 });
    keyUp(input);
    vi.runAllTimers();
    expect(onEnter).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('a keyup before compositionend: the action runs once and the next Enter is a new press', () => {
    const { input } = setup();
    compose(input, '김');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, isComposing: true });
    keyUp(input);
    end(input, '김');
    vi.runAllTimers();
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(seen).toEqual(['김:true', '김:false']);
  });

  it('a key typed while the composition goes on drops the deferred action', () => {
    const { input, onEnter } = setup();
    compose(input, '한');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, isComposing: true });
    fireEvent.keyDown(input, { key: 'Process', code: 'KeyA', keyCode: 229, isComposing: true });
    end(input, '한');
    vi.runAllTimers();
    expect(onEnter).not.toHaveBeenCalled();
  });
});

function FieldInBox({ onField, onBox }: { onField: () => void; onBox: () => void }) {
  const field = useImeKeys<KeyboardEvent<HTMLInputElement>>({ Enter: onField });
  const box = useImeKeys<KeyboardEvent<HTMLFormElement>>({ Enter: onBox });
  return (
    // The form hears its field's keys as they bubble, as SearchBox's form does.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form aria-label="box" onKeyDown={(e) => box(e)}>
      <input aria-label="field" onKeyDown={(e) => field(e)} />
    </form>
  );
}

describe('useImeKeys: a field and the box around it', () => {
  it('both act once on the Enter that ends a Hangul composition (each deferred action runs)', () => {
    vi.useFakeTimers();
    const onField = vi.fn();
    const onBox = vi.fn();
    render(<FieldInBox onField={onField} onBox={onBox} />);
    const input = screen.getByLabelText('field');
    compose(input, '한');
    fireEvent.keyDown(input, { key: 'Process', code: 'Enter', keyCode: 229, isComposing: true });
    end(input, '한');
    vi.runAllTimers();
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    keyUp(input);
    expect(onField).toHaveBeenCalledTimes(1);
    expect(onBox).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
