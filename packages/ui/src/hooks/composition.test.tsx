import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { isComposingEvent, isComposingInput, useCompositionKeyDown } from './composition';

function Field({ onEnter, onEscape }: { onEnter: () => void; onEscape: () => void }) {
  const handlers = useCompositionKeyDown<HTMLInputElement>({ Enter: onEnter, Escape: onEscape });
  return <input aria-label="field" {...handlers} />;
}

describe('isComposingEvent', () => {
  it('is true for isComposing and for the Safari keyCode 229 keydown', () => {
    expect(isComposingEvent(new KeyboardEvent('keydown', { key: 'Enter', isComposing: true }))).toBe(true);
    expect(isComposingEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 229 }))).toBe(true);
    expect(isComposingEvent(new KeyboardEvent('keydown', { key: 'Enter' }))).toBe(false);
  });
});

describe('useCompositionKeyDown', () => {
  it('runs the handler of the pressed key', () => {
    const onEnter = vi.fn();
    const onEscape = vi.fn();
    render(<Field onEnter={onEnter} onEscape={onEscape} />);
    const input = screen.getByLabelText('field');
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.keyDown(input, { key: 'a' });
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('ignores Enter and Escape while an IME composition is active', () => {
    const onEnter = vi.fn();
    const onEscape = vi.fn();
    render(<Field onEnter={onEnter} onEscape={onEscape} />);
    const input = screen.getByLabelText('field');
    fireEvent.compositionStart(input);
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.compositionEnd(input);
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(onEnter).not.toHaveBeenCalled();
    expect(onEscape).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('ignores keydown flagged isComposing even without composition events', () => {
    const onEnter = vi.fn();
    render(<Field onEnter={onEnter} onEscape={vi.fn()} />);
    fireEvent.keyDown(screen.getByLabelText('field'), { key: 'Enter', isComposing: true });
    expect(onEnter).not.toHaveBeenCalled();
  });
});

describe('isComposingInput', () => {
  it('reads an input event, or a React change event’s native one', () => {
    const composing = new InputEvent('input', { isComposing: true });
    const plain = new InputEvent('input', { isComposing: false });
    expect(isComposingInput(composing)).toBe(true);
    expect(isComposingInput({ nativeEvent: composing })).toBe(true);
    expect(isComposingInput({ nativeEvent: plain })).toBe(false);
    expect(isComposingInput(new Event('change'))).toBe(false);
  });

  it('isComposingEvent also reads the plain key facts a framework-free handler gets', () => {
    expect(isComposingEvent({ keyCode: 229 })).toBe(true);
    expect(isComposingEvent({ isComposing: false, keyCode: 13 })).toBe(false);
  });
});
